#version 430
// sort_scatter.comp - counting sort, step 2: each element to its key's run, at its
// arrival rank (so the order inside a run is whatever the atomics gave).
#include "../common/gpu_layout.h"

layout(local_size_x = MURMUR_BIRD_GROUP) in;

#include "../common/invocation.glsl"

layout(std430, binding = MURMUR_BIND_KEYS) readonly buffer Keys { uint keys[]; };
layout(std430, binding = MURMUR_BIND_CELL_START) readonly buffer Starts { uint starts[]; };
layout(std430, binding = MURMUR_BIND_RANKS) readonly buffer Ranks { uint ranks[]; };
layout(std430, binding = MURMUR_BIND_SCATTER) writeonly buffer Scatter { uint scattered[]; };

uniform uint uCount;

void main() {
    uint i = linearInvocation();
    if (i >= uCount) return;
    scattered[starts[keys[i]] + ranks[i]] = i;
}
