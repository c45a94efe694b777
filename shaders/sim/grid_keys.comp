#version 430
// grid_keys.comp - each bird's cell key, cellIndex(cellOf(p)), as the CPU computes it; its
// block is marked filled.
#include "../common/gpu_layout.h"
#include "../common/bird_instance.glsl"

layout(local_size_x = MURMUR_BIRD_GROUP) in;

#include "../common/invocation.glsl"

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_GRID_INFO) buffer GridInfoBlock {
    GpuGridInfo G;
    uint gridBlockFilled[];
};
layout(std430, binding = MURMUR_BIND_STATE_IN) readonly buffer StateIn { BirdInstance stateIn[]; };
layout(std430, binding = MURMUR_BIND_KEYS) writeonly buffer Keys { uint keys[]; };

#include "../common/grid.glsl"

void main() {
    uint i = linearInvocation();
    if (i >= P.birdCount) return;
    loadGrid();
    ivec3 c = cellOf(stateIn[i].positionEdge.xyz);
    keys[i] = cellIndex(c);
    uint block = blockIndexOfCell(c);
    if (gridBlockFilled[block] == 0u) gridBlockFilled[block] = 1u;  // all write the same 1
}
