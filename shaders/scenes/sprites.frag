#version 330 core
// sprites.frag - a soft-edged disc, or an arrow head pointing along +x of the quad.
in vec2 vLocal;
in vec4 vColour;
flat in float vShape;
out vec4 fragColor;

void main() {
    float coverage;
    if (vShape > 0.5) {
        // Triangle with its tip at (1, 0) and its base from (-1, -1) to (-1, 1).
        float inside = min(vLocal.x + 1.0, (1.0 - vLocal.x) * 0.5 - abs(vLocal.y));
        float edge = fwidth(vLocal.x) + fwidth(vLocal.y);
        coverage = clamp(inside / max(edge, 1e-4) + 0.5, 0.0, 1.0);
    } else {
        float r = length(vLocal);
        float edge = max(fwidth(r), 1e-4);
        coverage = clamp((1.0 - r) / edge + 0.5, 0.0, 1.0);
    }
    if (coverage <= 0.0) discard;
    fragColor = vec4(vColour.rgb, vColour.a * coverage);
}
