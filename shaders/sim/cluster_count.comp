#version 430
// cluster_count.comp - each bird's label is its root (its component's lowest index);
// counts the birds of each component at its root.
#include "../common/gpu_layout.h"

layout(local_size_x = MURMUR_BIRD_GROUP) in;

#include "../common/invocation.glsl"

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_CLUSTER_PARENT) coherent volatile buffer Parent { uint parent[]; };
layout(std430, binding = MURMUR_BIND_CLUSTER_SIZE) buffer Size { uint componentSize[]; };

#include "union_find.glsl"

void main() {
    uint i = linearInvocation();
    if (i >= P.birdCount) return;
    uint root = findRoot(i);
    atomicAdd(componentSize[root], 1u);
}
