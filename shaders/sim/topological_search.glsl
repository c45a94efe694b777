// topological_search.glsl - the k nearest birds by (distance, index) on the grid, kept sorted
// in registers, found ring by ring with the CPU's stopping bound (src/model/neighbours.cpp),
// optionally only those a starling can see. The answer is in nearDistSq / nearIndex /
// nearSlot[0 .. nearCount). MURMUR_TOPO_CAPACITY (a define) bounds k for the variant.
// Requires: gpu_layout.h, grid.glsl (loaded), the ParamsBlock `P`, `sorted`, `cellStart`.

#include "view_cone.glsl"

#ifndef MURMUR_TOPO_CAPACITY
#define MURMUR_TOPO_CAPACITY 8
#endif

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

// seeing: only birds outside the blind cone behind `forward` count (the starling's vision).
void scanCellTopological(ivec3 c, vec3 p, uint self, float maxDistSq, int k, bool seeing, vec3 forward) {
    // The box test first: it needs no memory reads.
    float boxD2 = cellDistanceSq(c, p, gridSlack);
    if (boxD2 > maxDistSq || (nearCount == k && boxD2 > nearDistSq[k - 1])) return;
    uint cell = cellIndex(c);
    uint begin = cellStart[cell];
    uint end = cellStart[cell + 1u];
    for (uint s = begin; s < end; ++s) {
        uint j = sorted[s].index;
        if (j == self) continue;
        vec3 q = sorted[s].position;
        float d2 = distanceSq(q, p);
        if (d2 > maxDistSq || (nearCount == k && d2 > nearDistSq[k - 1])) continue;
        if (seeing && !seesWithin(forward, q - p, d2)) continue;
        offer(d2, j, s, k);
    }
}

// topologicalNeighbours of src/model/neighbours.cpp (seeing: visibleTopologicalNeighbours):
// rings of cells around the bird's cell until the next ring cannot hold anything nearer than
// the k-th, or anything within maxDistance.
void findTopological(vec3 p, uint self, int k, float maxDistance, bool seeing, vec3 forward) {
    if (k <= 0 || P.birdCount < 2u) return;
    ivec3 c = cellOf(p);
    ivec3 dims = gridDims;
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
                    if (x >= 0) scanCellTopological(ivec3(x, y, z), p, self, maxDistSq, k, seeing, forward);
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

