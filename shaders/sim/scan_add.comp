#version 430
// scan_add.comp - adds each block's scanned offset (from the next level) to its elements,
// finishing the exclusive scan of one level.
#include "../common/gpu_layout.h"

layout(local_size_x = MURMUR_SCAN_GROUP) in;

#include "../common/invocation.glsl"

layout(std430, binding = MURMUR_BIND_SCAN_COUNT) readonly buffer ScanCount { uint scanCount; };
layout(std430, binding = MURMUR_BIND_SCAN_DATA) buffer Data { uint data[]; };
layout(std430, binding = MURMUR_BIND_SCAN_SUMS) readonly buffer Sums { uint sums[]; };

uniform uint uLevel;

void main() {
    uint n = scanCount;
    for (uint l = 0u; l < uLevel; ++l) n = (n + uint(MURMUR_SCAN_BLOCK) - 1u) / uint(MURMUR_SCAN_BLOCK);
    uint block = linearGroup();
    if (block == 0u) return;  // the first block's offset is 0
    uint blockOffset = sums[block];
    uint base = block * uint(MURMUR_SCAN_BLOCK) + gl_LocalInvocationID.x * uint(MURMUR_SCAN_PER_THREAD);
    for (int e = 0; e < MURMUR_SCAN_PER_THREAD; ++e) {
        uint idx = base + uint(e);
        if (idx < n) data[idx] += blockOffset;
    }
}
