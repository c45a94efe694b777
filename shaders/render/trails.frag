#version 330 core
// trails.frag - a translucent dark line, fading with its age.
uniform vec3 uColor;
in float vAlpha;
out vec4 fragColor;

void main() {
    fragColor = vec4(uColor, vAlpha);
}
