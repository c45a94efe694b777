#version 330 core
// reef_water.frag - the reef's bright tropical sea (seed 000): a vertical gradient, four light
// rays drifting sideways, and rising bubble rings. Pixel maths in canvas pixels (y down).

const int kBubbles = 14;

uniform vec2 uOrigin;                  // the viewport's lower-left corner in framebuffer pixels
uniform vec2 uCanvas;                  // the viewport's size in pixels
uniform float uTime;                   // seconds
uniform vec3 uTop;                     // the gradient's top colour
uniform vec3 uBottom;                  // ...and its bottom colour
uniform vec4 uBubbles[kBubbles];       // x, y, radius (canvas px), unused
out vec4 fragColor;

// Coverage of a light ray: the seed's parallelogram from (x0, 0)-(x0 + 0.08w, 0) at the top to
// (x0 - 0.22w, h)-(x0 - 0.12w, h) at the bottom, with a one-pixel soft edge.
float rayCoverage(vec2 p, float x0) {
    float s = p.y / uCanvas.y;
    float left = x0 - 0.22 * uCanvas.x * s;
    float right = x0 + 0.08 * uCanvas.x - 0.20 * uCanvas.x * s;
    return clamp(p.x - left + 0.5, 0.0, 1.0) * clamp(right - p.x + 0.5, 0.0, 1.0);
}

void main() {
    vec2 p = vec2(gl_FragCoord.x - uOrigin.x, uOrigin.y + uCanvas.y - gl_FragCoord.y);  // canvas pixels, y down
    vec3 colour = mix(uTop, uBottom, p.y / uCanvas.y);
    for (int k = 0; k < 4; ++k) {
        float x0 = mod(float(k) * 0.3 + uTime * 0.02, 1.3) * uCanvas.x;
        colour = mix(colour, vec3(1.0), 0.06 * rayCoverage(p, x0));
    }
    for (int b = 0; b < kBubbles; ++b) {
        float d = distance(p, uBubbles[b].xy);
        float ring = clamp(1.0 - abs(d - uBubbles[b].z) / 0.9, 0.0, 1.0);
        colour = mix(colour, vec3(1.0), 0.35 * ring);
    }
    fragColor = vec4(colour, 1.0);
}
