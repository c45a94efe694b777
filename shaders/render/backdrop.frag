#version 330 core
// backdrop.frag - everything behind the birds in one full-screen pass: the sky gradient
// above the horizon, and below it the ground plane (found by intersecting the view ray
// with y = uGroundY) with the flock's soft shadow, fading into the horizon haze.
// The ground never hides a bird (they all fly above it), so it needs no depth.
#include "sky_colors.glsl"

uniform mat4 uInvViewProj;
uniform vec3 uEye;
uniform float uGroundY;
uniform float uFogDistance;
uniform sampler2D uShadow;       // bird density around uShadowCentre (shadow_map.hpp)
uniform vec3 uShadowCentre;
uniform float uShadowHalfSize;
uniform float uShadowStrength;   // how fast density darkens the ground
in vec2 vNdc;
out vec4 fragColor;

const float kMaxShadow = 0.6;    // the darkest a shadow gets (fraction of light removed)

void main() {
    vec4 far = uInvViewProj * vec4(vNdc, 1.0, 1.0);
    vec3 dir = normalize(far.xyz / far.w - uEye);
    float height = uEye.y - uGroundY;
    if (dir.y >= -1e-4 || height <= 0.0) {
        fragColor = vec4(skyColor(dir), 1.0);
        return;
    }
    float dist = height / -dir.y;
    vec3 world = uEye + dist * dir;
    vec3 color = groundColor();
    vec2 uv = (world.xz - uShadowCentre.xz) / (2.0 * uShadowHalfSize) + 0.5;
    if (all(greaterThan(uv, vec2(0.0))) && all(lessThan(uv, vec2(1.0)))) {
        float density = texture(uShadow, uv).r;
        color *= 1.0 - kMaxShadow * (1.0 - exp(-uShadowStrength * density));
    }
    float haze = 1.0 - exp(-dist / uFogDistance);
    fragColor = vec4(mix(color, horizonColor(), haze), 1.0);
}
