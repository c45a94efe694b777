#version 430
// grid_gather.comp - the coherent grid: slot s receives the bird the sort put there
// (position, own index, heading, fear), so cells are contiguous runs of SortedBird.
#include "../common/gpu_layout.h"
#include "../common/bird_instance.glsl"

layout(local_size_x = MURMUR_BIRD_GROUP) in;

#include "../common/invocation.glsl"

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_STATE_IN) readonly buffer StateIn { BirdInstance stateIn[]; };
layout(std430, binding = MURMUR_BIND_ORDER) readonly buffer Order { uint order[]; };
layout(std430, binding = MURMUR_BIND_SORTED) writeonly buffer Sorted { SortedBird sorted[]; };

void main() {
    uint s = linearInvocation();
    if (s >= P.birdCount) return;
    uint i = order[s];
    BirdInstance b = stateIn[i];
    sorted[s] = SortedBird(b.positionEdge.xyz, i, b.headingFear.xyz, b.headingFear.w);
}
