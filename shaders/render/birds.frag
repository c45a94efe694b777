#version 330 core
// birds.frag - flat colour from the vertex stage.
in vec3 vColor;
out vec4 fragColor;

void main() { fragColor = vec4(vColor, 1.0); }
