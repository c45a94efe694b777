#version 430
// sort_count.comp - counting sort, step 1: counts per key (atomics); each element keeps
// the count it saw as its arrival rank within its key.
#include "../common/gpu_layout.h"

layout(local_size_x = MURMUR_BIRD_GROUP) in;

#include "../common/invocation.glsl"

layout(std430, binding = MURMUR_BIND_KEYS) readonly buffer Keys { uint keys[]; };
layout(std430, binding = MURMUR_BIND_CELL_START) buffer Counts { uint counts[]; };
layout(std430, binding = MURMUR_BIND_RANKS) writeonly buffer Ranks { uint ranks[]; };

uniform uint uCount;

void main() {
    uint i = linearInvocation();
    if (i >= uCount) return;
    ranks[i] = atomicAdd(counts[keys[i]], 1u);
}
