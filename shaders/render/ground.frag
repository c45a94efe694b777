#version 330 core
// ground.frag - below the horizon (backdrop.vert keeps it there): the ground plane where the
// view ray meets y = uGroundY, with the flock's soft shadow and the roost's ring, fading into
// the horizon haze.
// The ground never hides a bird (they all fly above it), so it needs no depth.
#include "sky_colors.glsl"

uniform vec3 uEye;               // above the ground, or this pass is not drawn
uniform float uGroundY;
uniform float uFogDistance;
uniform sampler2D uShadow;       // bird density around uShadowCentre (shadow_map.hpp)
uniform vec3 uShadowCentre;
uniform float uShadowHalfSize;
uniform float uShadowStrength;   // how fast density darkens the ground
uniform float uRoostRadius;      // > 0: a ring this far around x = z = 0
uniform float uRoostBed;         // > 0: the roost's reed bed, a dark patch this wide round x = z = 0
in vec3 vRay;
out vec4 fragColor;

const float kMaxShadow = 0.6;    // the darkest a shadow gets (fraction of light removed)
const vec3 kRoostColor = vec3(0.45, 0.25, 0.10);  // reed-bed brown, apart from the green ground

void main() {
    float rayLength = length(vRay);
    // On the horizon (and the few pixels above it that this pass overlaps) the ground is
    // as good as infinitely far: all haze.
    float down = max(-vRay.y, 1e-6 * rayLength);
    float along = (uEye.y - uGroundY) / down;  // in ray lengths
    vec3 world = uEye + along * vRay;
    vec3 color = groundColor();
    vec2 uv = (world.xz - uShadowCentre.xz) / (2.0 * uShadowHalfSize) + 0.5;
    if (all(greaterThan(uv, vec2(0.0))) && all(lessThan(uv, vec2(1.0)))) {
        float density = texture(uShadow, uv).r;
        color *= 1.0 - kMaxShadow * (1.0 - exp(-uShadowStrength * density));
    }
    if (uRoostRadius > 0.0 || uRoostBed > 0.0) {
        // Lines about two pixels wide whatever the distance: the width comes from the
        // radius's own screen-space rate of change.
        float r = length(world.xz);
        float px = max(fwidth(r), 1e-4);
        float ring = uRoostRadius > 0.0 ? 1.0 - smoothstep(px, 2.0 * px, abs(r - uRoostRadius)) : 0.0;
        float patch = uRoostBed > 0.0 ? 1.0 - smoothstep(uRoostBed - px, uRoostBed + px, r) : 0.0;
        color = mix(color, kRoostColor, max(0.8 * ring, 0.7 * patch));
    }
    float haze = 1.0 - exp(-along * rayLength / uFogDistance);
    fragColor = vec4(mix(color, horizonColor(), haze), 1.0);
}
