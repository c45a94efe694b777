#version 330 core
// fish.frag - flat colour with the vertex shader's shading.
in vec3 vColour;
in float vShade;
out vec4 fragColor;

void main() {
    fragColor = vec4(min(vColour * vShade, vec3(1.0)), 1.0);
}
