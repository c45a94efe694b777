#version 330 core
// air_streaks.frag - a faint white streak, brightest at its head.
uniform float uOpacity;
in float vFade;
out vec4 fragColor;

void main() {
    fragColor = vec4(1.0, 1.0, 1.0, uOpacity * vFade);
}
