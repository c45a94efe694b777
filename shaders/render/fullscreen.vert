#version 330 core
// fullscreen.vert - one triangle covering the viewport; passes its clip-space position on.
#include "fullscreen_triangle.glsl"

out vec2 vNdc;

void main() {
    vNdc = fullscreenCorner();
    gl_Position = vec4(vNdc, 1.0, 1.0);  // on the far plane: everything else draws over it
}
