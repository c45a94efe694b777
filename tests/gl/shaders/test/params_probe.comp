#version 430
// params_probe.comp - reads every member of the parameter block and writes it out as 32-bit
// words, in the order of gpu_layout.h's field lists (the derived members first, as the
// struct declares them), so the tests can compare each with the C++ struct the backend
// uploads: a member that C++ and GLSL place differently, or one that stays 0, shows by name.
#include "common/gpu_layout.h"

layout(local_size_x = 1) in;

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_PROBE_OUT) writeonly buffer Words { uint words[]; };

uint at = 0u;
void put(uint v) { words[at++] = v; }
void put(int v) { put(uint(v)); }
void put(float v) { put(floatBitsToUint(v)); }
void put(vec3 v) { put(v.x); put(v.y); put(v.z); }
void put(vec4 v) { put(v.x); put(v.y); put(v.z); put(v.w); }

#define MURMUR_PROBE_FIELD(type, name) put(P.name);

void main() {
    MURMUR_GPU_DERIVED_FIELDS(MURMUR_PROBE_FIELD)
    MURMUR_GPU_PARAM_FIELDS(MURMUR_PROBE_FIELD)
}
