// air.glsl - the air's drift over one step, the GLSL twin of airDrift in src/model/gusts.cpp:
// the wind plus the gust field's modes (uploaded each step from the CPU's gustField), times
// dt in the starling model. Without gusts exactly the wind, as on the CPU.
// Requires: gpu_layout.h, the ParamsBlock `P`.

layout(std430, binding = MURMUR_BIND_GUSTS) readonly buffer GustBlock { GpuGustMode gusts[]; };

// The wind plus the gusts at p, in the wind's units.
vec3 airVelocity(vec3 p) {
    if (P.gustCount == 0u) return P.wind;
    vec3 u = vec3(0.0);
    for (uint n = 0u; n < P.gustCount; ++n) u += gusts[n].amplitude * cos(dot(gusts[n].wavevector, p) + gusts[n].phase);
    return P.wind + u;
}
