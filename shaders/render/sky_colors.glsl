// sky_colors.glsl - the palettes shared by the sky, the ground's haze and the ground: the
// daytime one and dusk (a murmuration at its most familiar: an orange horizon under a
// violet sky). uDusk blends them: 0 day, 1 dusk.
uniform float uDusk;

const vec3 kDayZenith = vec3(0.23, 0.47, 0.84);
const vec3 kDayHorizon = vec3(0.78, 0.87, 0.95);
const vec3 kDayGround = vec3(0.73, 0.78, 0.56);
const vec3 kDuskZenith = vec3(0.17, 0.13, 0.34);
const vec3 kDuskHorizon = vec3(0.98, 0.56, 0.30);
const vec3 kDuskGround = vec3(0.32, 0.27, 0.26);

vec3 horizonColor() {
    return mix(kDayHorizon, kDuskHorizon, uDusk);
}

vec3 groundColor() {
    return mix(kDayGround, kDuskGround, uDusk);
}

// Sky colour seen along a unit direction: deep overhead fading to a pale (or glowing) horizon.
vec3 skyColor(vec3 dir) {
    float up = clamp(dir.y, 0.0, 1.0);
    vec3 zenith = mix(kDayZenith, kDuskZenith, uDusk);
    return mix(horizonColor(), zenith, pow(smoothstep(0.0, 0.75, up), 0.7));
}
