#version 430
// metrics_sum.comp - per-group sums for the flock metrics (measureFlock), phase by phase:
//   uPhase 0: sum of headings (heading.xyz) and of positions (position.xyz);
//   uPhase 1: sum of distances to the centroid (heading.w), the centroid coming from
//             phase 0's totals (GpuMetricSums, in double, like the CPU).
// metrics_final.comp then adds the groups' sums in double.
#include "../common/gpu_layout.h"
#include "../common/bird_instance.glsl"

layout(local_size_x = MURMUR_REDUCE_GROUP) in;

#include "../common/invocation.glsl"

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_STATE_IN) readonly buffer StateIn { BirdInstance stateIn[]; };
layout(std430, binding = MURMUR_BIND_PARTIALS) writeonly buffer Partials { GpuPartialSums partials[]; };
layout(std430, binding = MURMUR_BIND_METRICS) readonly buffer MetricSums { GpuMetricSums M; };

uniform uint uPhase;

shared vec4 groupA[MURMUR_REDUCE_GROUP];
shared vec4 groupB[MURMUR_REDUCE_GROUP];

void main() {
    uint i = linearInvocation();
    uint t = gl_LocalInvocationID.x;
    vec4 a = vec4(0.0);
    vec4 b = vec4(0.0);
    if (i < P.birdCount) {
        BirdInstance bird = stateIn[i];
        if (uPhase == 0u) {
            a = vec4(bird.headingFear.xyz, 0.0);
            b = vec4(bird.positionEdge.xyz, 0.0);
        } else {
            dvec3 flockCentre = dvec3(M.positionX, M.positionY, M.positionZ) / M.birds;
            a = vec4(0.0, 0.0, 0.0, float(length(dvec3(bird.positionEdge.xyz) - flockCentre)));
        }
    }
    groupA[t] = a;
    groupB[t] = b;
    barrier();
    for (uint stride = MURMUR_REDUCE_GROUP / 2; stride > 0u; stride >>= 1) {
        if (t < stride) {
            groupA[t] += groupA[t + stride];
            groupB[t] += groupB[t + stride];
        }
        barrier();
    }
    if (t == 0u) partials[linearGroup()] = GpuPartialSums(groupA[0], groupB[0]);
}
