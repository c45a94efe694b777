#version 430
// grid_bounds.comp - the bounding box of every bird's position (step t), for the grid.
// Each group reduces its birds in shared memory, then one atomicMin / atomicMax per axis
// on the order-preserving integer codes (GpuBounds starts at lo = ~0, hi = 0).
#include "../common/gpu_layout.h"
#include "../common/bird_instance.glsl"

layout(local_size_x = MURMUR_REDUCE_GROUP) in;

#include "../common/invocation.glsl"

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_STATE_IN) readonly buffer StateIn { BirdInstance stateIn[]; };
layout(std430, binding = MURMUR_BIND_BOUNDS) buffer BoundsBlock { GpuBounds B; };

shared vec3 groupLo[MURMUR_REDUCE_GROUP];
shared vec3 groupHi[MURMUR_REDUCE_GROUP];

void main() {
    uint i = linearInvocation();
    uint t = gl_LocalInvocationID.x;
    // Out-of-range invocations repeat bird 0, which leaves the box unchanged.
    vec3 p = stateIn[i < P.birdCount ? i : 0u].positionEdge.xyz;
    groupLo[t] = p;
    groupHi[t] = p;
    barrier();
    for (uint stride = MURMUR_REDUCE_GROUP / 2; stride > 0u; stride >>= 1) {
        if (t < stride) {
            groupLo[t] = min(groupLo[t], groupLo[t + stride]);
            groupHi[t] = max(groupHi[t], groupHi[t + stride]);
        }
        barrier();
    }
    if (t < 3u) {
        atomicMin(B.lo[t], orderedFromFloat(groupLo[0][t]));
        atomicMax(B.hi[t], orderedFromFloat(groupHi[0][t]));
    }
}
