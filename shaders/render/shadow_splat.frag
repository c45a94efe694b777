#version 330 core
// shadow_splat.frag - adds the bird's weight (additive blending) to the density.
uniform float uWeight;
out vec4 density;

void main() { density = vec4(uWeight, 0.0, 0.0, 0.0); }
