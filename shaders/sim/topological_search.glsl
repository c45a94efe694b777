// topological_search.glsl - the k nearest birds by (distance, index) on the grid, kept sorted
// in registers, found ring by ring with the CPU's stopping bound (src/model/neighbours.cpp),
// optionally only those a starling can see. The answer is in nearDistSq / nearIndex /
// nearSlot[0 .. nearCount). MURMUR_TOPO_CAPACITY (a define) bounds k for the variant.
// Requires: gpu_layout.h, grid.glsl (loaded), the ParamsBlock `P`, `sorted`, `cellStart`, and
// `gridBlockFilled[]` after G in the GridInfoBlock.

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

// How far p is from cells lo..hi along axis a, less the slack (0 within them).
float gapAlong(int a, int lo, int hi, vec3 p, float slack) {
    float l = gridOrigin[a] + float(lo) * gridCellSize;
    float h = gridOrigin[a] + float(hi) * gridCellSize + gridCellSize;
    return max(0.0, (p[a] < l ? l - p[a] : (p[a] > h ? p[a] - h : 0.0)) - slack);
}

// Squared distance from p to the box of cells [first, last], less the slack: nothing filed
// in them is nearer.
float boxDistanceSq(ivec3 first, ivec3 last, vec3 p, float slack) {
    float d2 = 0.0;
    for (int a = 0; a < 3; ++a) {
        float d = gapAlong(a, first[a], last[a], p, slack);
        d2 += d * d;
    }
    return d2;
}

// The birds of cells x0..x1 of row (y, z), one run of `sorted` (cells are filed in index
// order). seeing: only birds outside the blind cone behind `forward` count (the starling's
// vision).
void scanRunTopological(int x0, int x1, int y, int z, vec3 p, uint self, float maxDistSq, int k, bool seeing,
                        vec3 forward) {
    if (x0 > x1) return;
    // The box test first: it needs no memory reads.
    float boxD2 = boxDistanceSq(ivec3(x0, y, z), ivec3(x1, y, z), p, gridSlack);
    if (boxD2 > maxDistSq || (nearCount == k && boxD2 > nearDistSq[k - 1])) return;
    uint begin = cellStart[cellIndex(ivec3(x0, y, z))];
    uint end = cellStart[cellIndex(ivec3(x1, y, z)) + 1u];
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

void scanCellTopological(ivec3 c, vec3 p, uint self, float maxDistSq, int k, bool seeing, vec3 forward) {
    scanRunTopological(c.x, c.x, c.y, c.z, p, self, maxDistSq, k, seeing, forward);
}

// Whether the search may stop once every cell in [first, last] (clamped to the grid) has been
// looked at: no cell lies beyond, or the nearest place beyond a face is past maxDistance, or
// past the k-th found (the CPU's ring bound, neighbours.cpp).
bool searchDone(ivec3 first, ivec3 last, vec3 p, int k, float maxDistance) {
    bool bounded = false;
    float bound = 0.0;
    for (int a = 0; a < 3; ++a) {
        if (first[a] - 1 >= 0) {
            float b = p[a] - (gridOrigin[a] + float(first[a]) * gridCellSize);
            bound = bounded ? min(bound, b) : b;
            bounded = true;
        }
        if (last[a] + 1 < gridDims[a]) {
            float b = gridOrigin[a] + float(last[a] + 1) * gridCellSize - p[a];
            bound = bounded ? min(bound, b) : b;
            bounded = true;
        }
    }
    if (!bounded) return true;  // the whole grid is scanned
    bound = max(0.0, bound - gridSlack);
    return bound > maxDistance || (nearCount == k && nearDistSq[k - 1] < bound * bound);
}

// Rings of cells searched cell by cell around the bird's; past them, rings of blocks.
#define MURMUR_CELL_RINGS 4

// The squared reach of the search now: the k-th found, or maxDistance before k are.
float reachSq(int k, float maxDistSq) {
    return nearCount == k ? nearDistSq[k - 1] : maxDistSq;
}

// Row (y, z) of block [first, last], cut in x to the reach left after the row's own
// distance in y and z (a cell of margin each side for rounding; the runs' box tests and
// each bird's distance decide), less the cells the cell rings looked at around c.
void scanBlockRow(int y, int z, float gapSqYZ, ivec3 first, ivec3 last, ivec3 c, vec3 p, uint self, float maxDistSq,
                  int k, bool seeing, vec3 forward) {
    float halfWidth = sqrt(max(0.0, reachSq(k, maxDistSq) - gapSqYZ)) + gridSlack;
    int x0 = max(first.x, cellOf(vec3(p.x - halfWidth, p.y, p.z)).x - 1);
    int x1 = min(last.x, cellOf(vec3(p.x + halfWidth, p.y, p.z)).x + 1);
    if (abs(y - c.y) < MURMUR_CELL_RINGS && abs(z - c.z) < MURMUR_CELL_RINGS) {
        scanRunTopological(x0, min(x1, c.x - MURMUR_CELL_RINGS), y, z, p, self, maxDistSq, k, seeing, forward);
        scanRunTopological(max(x0, c.x + MURMUR_CELL_RINGS), x1, y, z, p, self, maxDistSq, k, seeing, forward);
    } else {
        scanRunTopological(x0, x1, y, z, p, self, maxDistSq, k, seeing, forward);
    }
}

// The birds of block b that could be nearer than the k-th (or within maxDistance before k
// are found). Layers in z, then rows in y, from those nearest p outward (down from the
// nearest, then up), so the k-th tightens first and every layer or row after the first too
// far is as far: each walk stops there. A filled block costs a look a row in reach, plus the
// birds in its cut runs.
void scanBlockTopological(ivec3 b, ivec3 c, vec3 p, uint self, float maxDistSq, int k, bool seeing, vec3 forward) {
    ivec3 first = b * gridBlockEdge;
    ivec3 last = min(first + gridBlockEdge, gridDims) - 1;
    float boxD2 = boxDistanceSq(first, last, p, gridSlack);
    if (boxD2 > reachSq(k, maxDistSq)) return;
    if (gridBlockFilled[blockIndexOfCell(first)] == 0u) return;  // no bird: one look
    // One loop a walk: step n goes down from the nearest layer for the first downZ steps,
    // then up from the one above it. (Two loops a walk, down then up, failed the starling's
    // k = 64 parity test on llvmpipe; the cause was not found.)
    ivec3 near = clamp(c, first, last);
    int downZ = near.z - first.z + 1;
    for (int n = 0; n <= last.z - first.z; ++n) {
        int z = n < downZ ? near.z - n : near.z + (n - downZ + 1);
        float gz = gapAlong(2, z, z, p, gridSlack);
        if (gz * gz > reachSq(k, maxDistSq)) {
            if (n >= downZ) break;
            n = downZ - 1;  // the rest of the way down is farther still: go up
            continue;
        }
        int downY = near.y - first.y + 1;
        for (int m = 0; m <= last.y - first.y; ++m) {
            int y = m < downY ? near.y - m : near.y + (m - downY + 1);
            float gy = gapAlong(1, y, y, p, gridSlack);
            float gapSqYZ = gy * gy + gz * gz;
            if (gapSqYZ > reachSq(k, maxDistSq)) {
                if (m >= downY) break;
                m = downY - 1;
                continue;
            }
            scanBlockRow(y, z, gapSqYZ, first, last, c, p, self, maxDistSq, k, seeing, forward);
        }
    }
}

// topologicalNeighbours of src/model/neighbours.cpp (seeing: visibleTopologicalNeighbours):
// rings of cells around the bird's cell until the next ring cannot hold anything nearer than
// the k-th, or anything within maxDistance. A search still going after MURMUR_CELL_RINGS
// rings (a straggler, TOPO_MAX raised) goes on by rings of blocks, where an empty block
// costs one look: crossing empty space cell by cell can take more iterations than llvmpipe
// allows an invocation (65,535 in all; past them its loops stop without a word). The set
// found is the same: the k nearest by (distance, index), whatever the order they are met in.
void findTopological(vec3 p, uint self, int k, float maxDistance, bool seeing, vec3 forward) {
    if (k <= 0 || P.birdCount < 2u) return;
    ivec3 c = cellOf(p);
    ivec3 dims = gridDims;
    float maxDistSq = maxDistance * maxDistance;
    for (int r = 0; r < MURMUR_CELL_RINGS; ++r) {
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
        if (searchDone(c - r, c + r, p, k, maxDistance)) return;
    }
    ivec3 home = c / gridBlockEdge;
    for (int r = 0;; ++r) {
        ivec3 lo = max(home - r, ivec3(0));
        ivec3 hi = min(home + r, gridBlocks - 1);
        for (int z = lo.z; z <= hi.z; ++z) {
            for (int y = lo.y; y <= hi.y; ++y) {
                bool faceRow = abs(z - home.z) == r || abs(y - home.y) == r;
                int xStep = faceRow ? 1 : 2 * r;
                for (int x = faceRow ? lo.x : home.x - r; x <= hi.x; x += xStep) {
                    if (x >= 0) scanBlockTopological(ivec3(x, y, z), c, p, self, maxDistSq, k, seeing, forward);
                }
            }
        }
        if (searchDone((home - r) * gridBlockEdge, (home + r + 1) * gridBlockEdge - 1, p, k, maxDistance)) return;
    }
}
