#version 330 core
// shadow_blur.frag - one direction of a separable Gaussian over the density map.
uniform sampler2D uSource;
uniform vec2 uStep;  // one texel along the blur direction
in vec2 vNdc;
out vec4 density;

void main() {
    vec2 uv = vNdc * 0.5 + 0.5;
    // Sigma of 1.3 texels (about 2 model units), 4 taps each side.
    float sum = 0.0;
    float total = 0.0;
    for (int i = -4; i <= 4; ++i) {
        float w = exp(-float(i * i) / (2.0 * 1.3 * 1.3));
        sum += w * texture(uSource, uv + float(i) * uStep).r;
        total += w;
    }
    density = vec4(sum / total, 0.0, 0.0, 0.0);
}
