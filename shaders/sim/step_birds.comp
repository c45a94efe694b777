#version 430
// step_birds.comp - one step of every bird (docs/model.md 1-9), one invocation per grid slot so
// neighbouring invocations read neighbouring cells (the coherent grid). Reads step t only
// (the sorted copy and the state), writes step t + 1 in bird order: no bird sees another's
// new value. Also the render-only edge value, and (when P.debugNeighbours) the neighbour
// list of every bird for the tests.
//
// Neighbours: topological (the k nearest by (distance, index), kept sorted in registers,
// found ring by ring with the CPU's stopping bound) or metric (every bird within r, in
// the CPU's cell-scan order). MURMUR_TOPO_CAPACITY (a define) bounds k for this variant.
#include "../common/gpu_layout.h"
#include "../common/bird_instance.glsl"
#include "../common/random.glsl"

layout(local_size_x = MURMUR_BIRD_GROUP) in;

#include "../common/invocation.glsl"

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_GRID_INFO) readonly buffer GridInfoBlock {
    GpuGridInfo G;
    uint gridBlockFilled[];  // the far search's blocks (topological_search.glsl)
};
layout(std430, binding = MURMUR_BIND_STATE_IN) readonly buffer StateIn { BirdInstance stateIn[]; };
layout(std430, binding = MURMUR_BIND_STATE_OUT) writeonly buffer StateOut { BirdInstance stateOut[]; };
// Read for the obstacles' probe, then written: only the bird itself touches its entry.
layout(std430, binding = MURMUR_BIND_SPEED_OUT) buffer Speeds { float speeds[]; };
layout(std430, binding = MURMUR_BIND_SORTED) readonly buffer Sorted { SortedBird sorted[]; };
layout(std430, binding = MURMUR_BIND_CELL_START) readonly buffer CellStart { uint cellStart[]; };
layout(std430, binding = MURMUR_BIND_DEBUG) writeonly buffer DebugLists { uint debugLists[]; };
// The k-th squared distance of every uKthStride-th bird (0: fewer than k), from which the next
// step's grid takes its density-sized cell edge (densityCellEdge, the CPU's sample).
layout(std430, binding = MURMUR_BIND_KTH_SAMPLE) writeonly buffer KthSample { float kthSample[]; };
uniform uint uKthStride;

#include "../common/grid.glsl"
#include "obstacles.glsl"
#include "roost_descent.glsl"
#include "hawks.glsl"
#include "flocks.glsl"
#include "steering.glsl"
#include "air.glsl"

#include "topological_search.glsl"

void main() {
    uint slot = linearInvocation();
    if (slot >= P.birdCount) return;
    loadGrid();
    SortedBird me = sorted[slot];
    uint bird = me.index;
    vec3 p = me.position;
    vec3 h = me.heading;
    bool debug = P.debugNeighbours != 0u;
    uint debugBase = bird * uint(MURMUR_DEBUG_STRIDE);
    // A settled bird stays as it is (it still searches when the tests record the lists).
    bool settled = speeds[bird] < 0.0;
    if (settled && !debug) {
        stateOut[bird] = stateIn[bird];
        return;
    }

    NeighbourSums sums = emptySums();
    if (P.neighbourMode == uint(MURMUR_MODE_TOPOLOGICAL)) {
        int k = min(int(P.topologicalK), MURMUR_TOPO_CAPACITY);
        findTopological(p, bird, k, P.topoMaxDistance, false, h);
        if (bird % uKthStride == 0u) kthSample[bird / uKthStride] = nearCount == k ? nearDistSq[k - 1] : 0.0;
        for (int n = 0; n < nearCount; ++n) {
            uint s = nearSlot[n];
            addNeighbour(sums, p, sorted[s].position, sorted[s].heading, sorted[s].fear, nearDistSq[n], nearIndex[n]);
            if (debug) debugLists[debugBase + 1u + uint(n)] = nearIndex[n];
        }
    } else if (P.birdCount >= 2u) {
        float radius = P.metricRadius;
        float r2 = radius * radius;
        ivec3 lo = cellOf(p - vec3(radius));
        ivec3 hi = cellOf(p + vec3(radius));
        for (int z = lo.z; z <= hi.z; ++z)
            for (int y = lo.y; y <= hi.y; ++y)
                for (int x = lo.x; x <= hi.x; ++x) {
                    uint cell = cellIndex(ivec3(x, y, z));
                    uint end = cellStart[cell + 1u];
                    for (uint s = cellStart[cell]; s < end; ++s) {
                        uint j = sorted[s].index;
                        if (j == bird) continue;
                        vec3 q = sorted[s].position;
                        float d2 = distanceSq(q, p);
                        if (d2 <= r2) {
                            if (debug && sums.count < MURMUR_DEBUG_MAX_NEIGHBOURS)
                                debugLists[debugBase + 1u + uint(sums.count)] = j;
                            addNeighbour(sums, p, q, sorted[s].heading, sorted[s].fear, d2, j);
                        }
                    }
                }
    }
    if (debug) debugLists[debugBase] = uint(sums.count);
    if (settled) {
        stateOut[bird] = stateIn[bird];
        return;
    }

    float fear;
    vec3 neighbourOffset;
    vec3 s = steering(sums, bird, p, h, me.fear, speeds[bird], fear, neighbourOffset);

    // Rules 7-9 (applySteering).
    vec3 want = h + s;
    float wantLen = length(want);
    vec3 target = wantLen < 1e-6 ? h : want / wantLen;
    vec3 hNew = turnToward(h, target, P.maxTurn * (1.0 + fear));
    float v = P.baseSpeed * (1.0 + P.fearSpeedup * fear);
    vec3 next = keepOutside(p, p + hNew * v + airVelocity(p), hNew);
    float edgeNow = sums.count == 0 ? 1.0 : min(1.0, length(neighbourOffset) / P.edgeScale);
    float edge = P.edgeSmoothing * stateIn[bird].positionEdge.w + (1.0 - P.edgeSmoothing) * edgeNow;

    bool settles = settlesAt(next);  // it rests calm (cpu_step.cpp says why)
    stateOut[bird] = BirdInstance(vec4(next, edge), vec4(hNew, settles ? 0.0 : fear));
    speeds[bird] = settles ? -1.0 : v;
}
