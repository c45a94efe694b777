#version 430
// sort_stabilize.comp - counting sort, step 3: makes the sort stable, as the CPU's is.
// An element's final place in its key's run is the number of elements of that run with a
// lower index; runs are short (a grid cell's birds), so each element simply counts them.
#include "../common/gpu_layout.h"

layout(local_size_x = MURMUR_BIRD_GROUP) in;

#include "../common/invocation.glsl"

layout(std430, binding = MURMUR_BIND_KEYS) readonly buffer Keys { uint keys[]; };
layout(std430, binding = MURMUR_BIND_CELL_START) readonly buffer Starts { uint starts[]; };
layout(std430, binding = MURMUR_BIND_SCATTER) readonly buffer Scatter { uint scattered[]; };
layout(std430, binding = MURMUR_BIND_ORDER) writeonly buffer Order { uint order[]; };

uniform uint uCount;

void main() {
    uint i = linearInvocation();
    if (i >= uCount) return;
    uint key = keys[i];
    uint begin = starts[key];
    uint end = starts[key + 1u];
    uint rank = 0u;
    for (uint s = begin; s < end; ++s) rank += scattered[s] < i ? 1u : 0u;
    order[begin + rank] = i;
}
