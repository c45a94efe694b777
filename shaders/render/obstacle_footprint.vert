#version 330 core
// obstacle_footprint.vert - an obstacle's ground footprint as a quad on the shadow map (the
// top-down square around uCentre), its corners at the footprint's half extents.
layout(location = 2) in vec4 aAt;
layout(location = 3) in vec4 aScale;  // xz: the footprint's half extents; w: 1 round, 0 square

uniform vec3 uCentre;
uniform float uHalfSize;
out vec2 vCorner;
flat out float vRound;

void main() {
    vCorner = vec2(gl_VertexID % 2 == 0 ? -1.0 : 1.0, gl_VertexID < 2 ? -1.0 : 1.0);
    vRound = aScale.w;
    vec2 ground = aAt.xz + vCorner * aScale.xz;
    gl_Position = vec4((ground - uCentre.xz) / uHalfSize, 0.0, 1.0);
}
