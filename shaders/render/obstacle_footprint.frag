#version 330 core
// obstacle_footprint.frag - adds the obstacle's weight (additive blending) under its footprint:
// a disc for a ball or a cylinder, the whole quad for a box.
uniform float uWeight;
in vec2 vCorner;
flat in float vRound;
out vec4 density;

void main() {
    if (vRound > 0.5 && dot(vCorner, vCorner) > 1.0) discard;
    density = vec4(uWeight, 0.0, 0.0, 0.0);
}
