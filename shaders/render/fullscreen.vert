#version 330 core
// fullscreen.vert - one triangle covering the viewport; passes its clip-space position on.
out vec2 vNdc;

void main() {
    vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));  // (0,0) (2,0) (0,2)
    vNdc = corner * 2.0 - 1.0;
    gl_Position = vec4(vNdc, 1.0, 1.0);  // on the far plane: everything else draws over it
}
