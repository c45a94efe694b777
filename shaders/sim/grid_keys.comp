#version 430
// grid_keys.comp - each bird's cell key, cellIndex(cellOf(p)), as the CPU computes it.
#include "../common/gpu_layout.h"
#include "../common/bird_instance.glsl"

layout(local_size_x = MURMUR_BIRD_GROUP) in;

#include "../common/invocation.glsl"

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_GRID_INFO) readonly buffer GridInfoBlock { GpuGridInfo G; };
layout(std430, binding = MURMUR_BIND_STATE_IN) readonly buffer StateIn { BirdInstance stateIn[]; };
layout(std430, binding = MURMUR_BIND_KEYS) writeonly buffer Keys { uint keys[]; };

#include "../common/grid.glsl"

void main() {
    uint i = linearInvocation();
    if (i >= P.birdCount) return;
    loadGrid();
    keys[i] = cellIndex(cellOf(stateIn[i].positionEdge.xyz));
}
