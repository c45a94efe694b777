// sky_colors.glsl - the daytime palette shared by the sky and the ground's haze.
const vec3 kZenith = vec3(0.23, 0.47, 0.84);
const vec3 kHorizon = vec3(0.78, 0.87, 0.95);

// Sky colour seen along a unit direction: deep blue overhead fading to a pale horizon.
vec3 skyColor(vec3 dir) {
    float up = clamp(dir.y, 0.0, 1.0);
    return mix(kHorizon, kZenith, pow(smoothstep(0.0, 0.75, up), 0.7));
}
