#version 330 core
// trail_copy.frag - copies the trail layer, pixel for pixel, into the scene's viewport of
// whatever framebuffer is bound (a plain copy works into a multisampled one, a blit would not).
uniform sampler2D uTrail;
uniform vec2 uOrigin;  // the viewport's lower-left corner in the target's pixels
out vec4 fragColor;

void main() {
    fragColor = vec4(texelFetch(uTrail, ivec2(gl_FragCoord.xy - uOrigin), 0).rgb, 1.0);
}
