#version 430
// cluster_label.comp - writes each bird's final label (its root) and, at each root, folds
// the component into the summary: the largest size and the count of big-enough ones.
#include "../common/gpu_layout.h"

layout(local_size_x = MURMUR_BIRD_GROUP) in;

#include "../common/invocation.glsl"

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_CLUSTER_PARENT) coherent volatile buffer Parent { uint parent[]; };
layout(std430, binding = MURMUR_BIND_CLUSTER_SIZE) readonly buffer Size { uint componentSize[]; };
layout(std430, binding = MURMUR_BIND_CLUSTER_SUMMARY) buffer Summary { GpuClusterSummary S; };

#include "union_find.glsl"

void main() {
    uint i = linearInvocation();
    if (i >= P.birdCount) return;
    uint root = findRoot(i);
    if (root == i) {
        uint size = componentSize[i];
        atomicMax(S.largest, size);
        if (size >= P.clusterMinSize) atomicAdd(S.count, 1u);
    }
    parent[i] = root;
}
