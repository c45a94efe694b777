#version 430
// scan_blocks.comp - exclusive prefix sum of each MURMUR_SCAN_BLOCK-element block of one
// level, in place; each block's total goes to the next level (scanned the same way, then
// added back by scan_add.comp). Any element count: the last block is partial.
#include "../common/gpu_layout.h"

layout(local_size_x = MURMUR_SCAN_GROUP) in;

#include "../common/invocation.glsl"

layout(std430, binding = MURMUR_BIND_SCAN_COUNT) readonly buffer ScanCount { uint scanCount; };
layout(std430, binding = MURMUR_BIND_SCAN_DATA) buffer Data { uint data[]; };
layout(std430, binding = MURMUR_BIND_SCAN_SUMS) writeonly buffer Sums { uint sums[]; };

uniform uint uLevel;

shared uint threadTotals[MURMUR_SCAN_GROUP];

uint levelCount() {
    uint n = scanCount;
    for (uint l = 0u; l < uLevel; ++l) n = (n + uint(MURMUR_SCAN_BLOCK) - 1u) / uint(MURMUR_SCAN_BLOCK);
    return n;
}

void main() {
    uint n = levelCount();
    uint block = linearGroup();
    uint t = gl_LocalInvocationID.x;
    uint base = block * uint(MURMUR_SCAN_BLOCK) + t * uint(MURMUR_SCAN_PER_THREAD);

    // Each thread scans its own few elements serially...
    uint values[MURMUR_SCAN_PER_THREAD];
    uint running = 0u;
    for (int e = 0; e < MURMUR_SCAN_PER_THREAD; ++e) {
        uint idx = base + uint(e);
        uint v = idx < n ? data[idx] : 0u;
        values[e] = running;
        running += v;
    }
    threadTotals[t] = running;
    barrier();
    // ...then the group scans the thread totals (Hillis-Steele, inclusive).
    for (uint span = 1u; span < uint(MURMUR_SCAN_GROUP); span <<= 1) {
        uint add = t >= span ? threadTotals[t - span] : 0u;
        barrier();
        threadTotals[t] += add;
        barrier();
    }
    uint before = t > 0u ? threadTotals[t - 1u] : 0u;
    for (int e = 0; e < MURMUR_SCAN_PER_THREAD; ++e) {
        uint idx = base + uint(e);
        if (idx < n) data[idx] = values[e] + before;
    }
    if (t == uint(MURMUR_SCAN_GROUP) - 1u) sums[block] = threadTotals[t];
}
