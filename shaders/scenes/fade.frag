#version 330 core
// fade.frag - a flat colour over the whole viewport; with blending, the chapter's
// translucent background(c, alpha) that leaves fading trails behind moving particles.
uniform vec4 uColour;
out vec4 fragColor;

void main() {
    fragColor = uColour;
}
