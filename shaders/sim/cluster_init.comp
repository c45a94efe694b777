#version 430
// cluster_init.comp - every bird its own component; sizes and the summary cleared.
#include "../common/gpu_layout.h"

layout(local_size_x = MURMUR_BIRD_GROUP) in;

#include "../common/invocation.glsl"

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_CLUSTER_PARENT) writeonly buffer Parent { uint parent[]; };
layout(std430, binding = MURMUR_BIND_CLUSTER_SIZE) writeonly buffer Size { uint componentSize[]; };
layout(std430, binding = MURMUR_BIND_CLUSTER_SUMMARY) writeonly buffer Summary { GpuClusterSummary S; };

void main() {
    uint i = linearInvocation();
    if (i == 0u) S = GpuClusterSummary(0u, 0u, 0u, 0u);
    if (i >= P.birdCount) return;
    parent[i] = i;
    componentSize[i] = 0u;
}
