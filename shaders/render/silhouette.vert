#version 330 core
// silhouette.vert - a bird as one square point seen from straight below: (x, z) of the box
// centred on uCentre with half sizes uHalf, uPointSize pixels across.
layout(location = 0) in vec3 aPosition;

uniform vec2 uCentre;
uniform vec2 uHalf;
uniform float uPointSize;

void main() {
    gl_Position = vec4((aPosition.xz - uCentre) / uHalf, 0.0, 1.0);
    gl_PointSize = uPointSize;
}
