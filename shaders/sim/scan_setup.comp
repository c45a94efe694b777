#version 430
// scan_setup.comp - one invocation sizes a scan whose element count lives on the GPU (the
// first word at MURMUR_BIND_SCAN_COUNT, e.g. GpuGridInfo.scanCount): indirect dispatch
// arguments to clear those elements and to scan each level of block totals.
#include "../common/gpu_layout.h"

layout(local_size_x = 1) in;

layout(std430, binding = MURMUR_BIND_SCAN_COUNT) readonly buffer ScanCount { uint scanCount; };
layout(std430, binding = MURMUR_BIND_DISPATCH) writeonly buffer DispatchArgs { uvec4 args[]; };

uniform uint uLevels;  // levels the scan's storage has room for (<= MURMUR_MAX_SCAN_LEVELS)

// Groups for `count` items of `perGroup`, split 2D past MURMUR_MAX_GROUPS_X (invocation.glsl).
uvec4 groupsFor(uint count, uint perGroup) {
    uint groups = max((count + perGroup - 1u) / perGroup, 1u);
    uint x = min(groups, uint(MURMUR_MAX_GROUPS_X));
    return uvec4(x, (groups + x - 1u) / x, 1u, 0u);
}

void main() {
    uint n = scanCount;
    args[MURMUR_ARGS_FILL_SCAN] = groupsFor(n, uint(MURMUR_FILL_GROUP));
    for (uint level = 0u; level < uLevels; ++level) {
        args[MURMUR_ARGS_SCAN_LEVEL + level] = groupsFor(n, uint(MURMUR_SCAN_BLOCK));
        n = (n + uint(MURMUR_SCAN_BLOCK) - 1u) / uint(MURMUR_SCAN_BLOCK);
    }
}
