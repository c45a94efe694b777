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

#ifndef MURMUR_TOPO_CAPACITY
#define MURMUR_TOPO_CAPACITY 8
#endif

layout(local_size_x = MURMUR_BIRD_GROUP) in;

#include "../common/invocation.glsl"

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_GRID_INFO) readonly buffer GridInfoBlock { GpuGridInfo G; };
layout(std430, binding = MURMUR_BIND_STATE_IN) readonly buffer StateIn { BirdInstance stateIn[]; };
layout(std430, binding = MURMUR_BIND_STATE_OUT) writeonly buffer StateOut { BirdInstance stateOut[]; };
layout(std430, binding = MURMUR_BIND_SPEED_OUT) writeonly buffer SpeedOut { float speedOut[]; };
layout(std430, binding = MURMUR_BIND_SORTED) readonly buffer Sorted { SortedBird sorted[]; };
layout(std430, binding = MURMUR_BIND_CELL_START) readonly buffer CellStart { uint cellStart[]; };
layout(std430, binding = MURMUR_BIND_DEBUG) writeonly buffer DebugLists { uint debugLists[]; };

#include "../common/grid.glsl"
#include "steering.glsl"

// --- topological: the current k nearest, sorted by (distSq, index) -----------------------
// (An unrolled, register-only insertion was tried: Mesa's llvmpipe miscompiled it at
// capacity 64, and it was not faster there. Plain insertion it is.)
float nearDistSq[MURMUR_TOPO_CAPACITY];
uint nearIndex[MURMUR_TOPO_CAPACITY];
uint nearSlot[MURMUR_TOPO_CAPACITY];
int nearCount = 0;

bool nearerThan(float d2a, uint ia, float d2b, uint ib) {
    return d2a < d2b || (d2a == d2b && ia < ib);
}

// Keeps nearest[0 .. nearCount) sorted, at most k long (neighbours.cpp's offer).
void offer(float d2, uint j, uint slot, int k) {
    if (nearCount == k) {
        if (!nearerThan(d2, j, nearDistSq[k - 1], nearIndex[k - 1])) return;
        --nearCount;
    }
    int at = nearCount++;
    while (at > 0 && nearerThan(d2, j, nearDistSq[at - 1], nearIndex[at - 1])) {
        nearDistSq[at] = nearDistSq[at - 1];
        nearIndex[at] = nearIndex[at - 1];
        nearSlot[at] = nearSlot[at - 1];
        --at;
    }
    nearDistSq[at] = d2;
    nearIndex[at] = j;
    nearSlot[at] = slot;
}

// Squared distance from p to cell c's box, less the slack: nothing filed in c is nearer.
float cellDistanceSq(ivec3 c, vec3 p, float slack) {
    float d2 = 0.0;
    for (int a = 0; a < 3; ++a) {
        float lo = gridOrigin[a] + float(c[a]) * gridCellSize;
        float hi = lo + gridCellSize;
        float d = max(0.0, (p[a] < lo ? lo - p[a] : (p[a] > hi ? p[a] - hi : 0.0)) - slack);
        d2 += d * d;
    }
    return d2;
}

void scanCellTopological(ivec3 c, vec3 p, uint self, float maxDistSq, int k) {
    // The box test first: it needs no memory reads.
    float boxD2 = cellDistanceSq(c, p, gridSlack);
    if (boxD2 > maxDistSq || (nearCount == k && boxD2 > nearDistSq[k - 1])) return;
    uint cell = cellIndex(c);
    uint begin = cellStart[cell];
    uint end = cellStart[cell + 1u];
    for (uint s = begin; s < end; ++s) {
        uint j = sorted[s].index;
        if (j == self) continue;
        float d2 = distanceSq(sorted[s].position, p);
        if (d2 > maxDistSq || (nearCount == k && d2 > nearDistSq[k - 1])) continue;
        offer(d2, j, s, k);
    }
}

// topologicalNeighbours of src/model/neighbours.cpp: rings of cells around the bird's cell
// until the next ring cannot hold anything nearer than the k-th, or anything in range.
void findTopological(vec3 p, uint self, int k) {
    if (k <= 0 || P.birdCount < 2u) return;
    ivec3 c = cellOf(p);
    ivec3 dims = gridDims;
    float maxDistance = P.topoMaxDistance;
    float maxDistSq = maxDistance * maxDistance;
    for (int r = 0;; ++r) {
        ivec3 lo = max(c - r, ivec3(0));
        ivec3 hi = min(c + r, dims - 1);
        for (int z = lo.z; z <= hi.z; ++z) {
            for (int y = lo.y; y <= hi.y; ++y) {
                // A row on a face of the shell is all on ring r; an interior row only has its
                // two end cells there. One call site keeps the compiled loop small.
                bool faceRow = abs(z - c.z) == r || abs(y - c.y) == r;
                int xStep = faceRow ? 1 : 2 * r;
                for (int x = faceRow ? lo.x : c.x - r; x <= hi.x; x += xStep) {
                    if (x >= 0) scanCellTopological(ivec3(x, y, z), p, self, maxDistSq, k);
                }
            }
        }
        bool bounded = false;
        float bound = 0.0;
        for (int a = 0; a < 3; ++a) {
            if (c[a] - r - 1 >= 0) {
                float b = p[a] - (gridOrigin[a] + float(c[a] - r) * gridCellSize);
                bound = bounded ? min(bound, b) : b;
                bounded = true;
            }
            if (c[a] + r + 1 < dims[a]) {
                float b = gridOrigin[a] + float(c[a] + r + 1) * gridCellSize - p[a];
                bound = bounded ? min(bound, b) : b;
                bounded = true;
            }
        }
        if (!bounded) break;  // the whole grid is scanned
        bound = max(0.0, bound - gridSlack);
        if (bound > maxDistance) break;
        if (nearCount == k && nearDistSq[k - 1] < bound * bound) break;
    }
}

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

    NeighbourSums sums = emptySums();
    if (P.neighbourMode == uint(MURMUR_MODE_TOPOLOGICAL)) {
        int k = min(int(P.topologicalK), MURMUR_TOPO_CAPACITY);
        findTopological(p, bird, k);
        for (int n = 0; n < nearCount; ++n) {
            uint s = nearSlot[n];
            addNeighbour(sums, p, sorted[s].position, sorted[s].heading, nearDistSq[n]);
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
                            addNeighbour(sums, p, q, sorted[s].heading, d2);
                        }
                    }
                }
    }
    if (debug) debugLists[debugBase] = uint(sums.count);

    float fear;
    vec3 neighbourOffset;
    vec3 s = steering(sums, bird, p, h, me.fear, fear, neighbourOffset);

    // Rules 7-9 (applySteering).
    vec3 want = h + s;
    float wantLen = length(want);
    vec3 target = wantLen < 1e-6 ? h : want / wantLen;
    vec3 hNew = turnToward(h, target, P.maxTurn * (1.0 + fear));
    float v = P.baseSpeed * (1.0 + P.fearSpeedup * fear);
    float edgeNow = sums.count == 0 ? 1.0 : min(1.0, length(neighbourOffset) / P.edgeScale);
    float edge = P.edgeSmoothing * stateIn[bird].positionEdge.w + (1.0 - P.edgeSmoothing) * edgeNow;

    stateOut[bird] = BirdInstance(vec4(p + hNew * v + P.wind, edge), vec4(hNew, fear));
    speedOut[bird] = v;
}
