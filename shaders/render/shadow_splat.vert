#version 330 core
// shadow_splat.vert - a bird as one point on the shadow map (a top-down view of the ground
// square around uCentre).
layout(location = 0) in vec4 aPrevPositionEdge;
layout(location = 1) in vec4 aPositionEdge;

uniform vec3 uCentre;
uniform float uHalfSize;
uniform float uAlpha;

void main() {
    vec3 p = mix(aPrevPositionEdge.xyz, aPositionEdge.xyz, uAlpha);
    gl_Position = vec4((p.xz - uCentre.xz) / uHalfSize, 0.0, 1.0);
}
