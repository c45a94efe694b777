#version 330 core
// obstacles.frag - a solid lit by the sun (diffuse plus sky light), darker at dusk, fading into
// the horizon haze as the ground does.
#include "sky_colors.glsl"

uniform vec3 uColor;
uniform vec3 uEye;
uniform float uFogDistance;
in vec3 vNormal;
in vec3 vWorld;
out vec4 fragColor;

const vec3 kSun = vec3(0.37, 0.84, 0.40);  // about normalize(0.35, 0.8, 0.38): high, to one side
const float kSkyLight = 0.45;              // what the shaded side still gets

void main() {
    float lit = kSkyLight + (1.0 - kSkyLight) * max(dot(normalize(vNormal), normalize(kSun)), 0.0);
    vec3 color = uColor * lit * mix(1.0, 0.45, uDusk);
    float haze = 1.0 - exp(-length(vWorld - uEye) / uFogDistance);
    fragColor = vec4(mix(color, horizonColor(), haze), 1.0);
}
