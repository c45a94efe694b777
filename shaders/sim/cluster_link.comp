#version 430
// cluster_link.comp - unites every pair of birds closer than the link distance (strictly),
// found through the grid of the current positions; each pair once (from its lower index).
#include "../common/gpu_layout.h"

layout(local_size_x = MURMUR_BIRD_GROUP) in;

#include "../common/invocation.glsl"

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_GRID_INFO) readonly buffer GridInfoBlock { GpuGridInfo G; };
layout(std430, binding = MURMUR_BIND_SORTED) readonly buffer Sorted { SortedBird sorted[]; };
layout(std430, binding = MURMUR_BIND_CELL_START) readonly buffer CellStart { uint cellStart[]; };
layout(std430, binding = MURMUR_BIND_CLUSTER_PARENT) coherent volatile buffer Parent { uint parent[]; };

#include "../common/grid.glsl"
#include "union_find.glsl"

void main() {
    uint slot = linearInvocation();
    if (slot >= P.birdCount) return;
    loadGrid();
    uint i = sorted[slot].index;
    vec3 p = sorted[slot].position;
    float link = P.clusterLinkDistance;
    float link2 = link * link;
    ivec3 lo = cellOf(p - vec3(link));
    ivec3 hi = cellOf(p + vec3(link));
    for (int z = lo.z; z <= hi.z; ++z)
        for (int y = lo.y; y <= hi.y; ++y)
            for (int x = lo.x; x <= hi.x; ++x) {
                uint cell = cellIndex(ivec3(x, y, z));
                uint end = cellStart[cell + 1u];
                for (uint s = cellStart[cell]; s < end; ++s) {
                    uint j = sorted[s].index;
                    if (j > i && distanceSq(sorted[s].position, p) < link2) unite(i, j);
                }
            }
}
