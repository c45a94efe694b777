#version 430
// metrics_final.comp - one group adds every group's partial sums in double precision into
// GpuMetricSums (phase 0: headings, positions, bird count; phase 1: distances).
#include "../common/gpu_layout.h"

layout(local_size_x = MURMUR_REDUCE_GROUP) in;

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_PARTIALS) readonly buffer Partials { GpuPartialSums partials[]; };
layout(std430, binding = MURMUR_BIND_METRICS) buffer MetricSums { GpuMetricSums M; };

uniform uint uPhase;
uniform uint uGroups;  // partial sums written by metrics_sum.comp

shared dvec4 sumA[MURMUR_REDUCE_GROUP];
shared dvec4 sumB[MURMUR_REDUCE_GROUP];

void main() {
    uint t = gl_LocalInvocationID.x;
    dvec4 a = dvec4(0.0);
    dvec4 b = dvec4(0.0);
    for (uint g = t; g < uGroups; g += uint(MURMUR_REDUCE_GROUP)) {
        a += dvec4(partials[g].heading);
        b += dvec4(partials[g].position);
    }
    sumA[t] = a;
    sumB[t] = b;
    barrier();
    for (uint stride = MURMUR_REDUCE_GROUP / 2; stride > 0u; stride >>= 1) {
        if (t < stride) {
            sumA[t] += sumA[t + stride];
            sumB[t] += sumB[t + stride];
        }
        barrier();
    }
    if (t != 0u) return;
    if (uPhase == 0u) {
        M.headingX = sumA[0].x;
        M.headingY = sumA[0].y;
        M.headingZ = sumA[0].z;
        M.positionX = sumB[0].x;
        M.positionY = sumB[0].y;
        M.positionZ = sumB[0].z;
        M.birds = double(P.birdCount);
        M.distance = 0.0LF;
    } else {
        M.distance = sumA[0].w;
    }
}
