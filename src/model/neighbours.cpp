#include "murmur/model/neighbours.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <utility>

#include "distance.hpp"
#include "ring_search.hpp"
#include "search_bounds.hpp"

namespace murmur {
namespace {

// Keeps out[0..count) sorted by nearerThan, at most k long.
inline void offer(Neighbour* out, int& count, int k, Neighbour cand) {
    if (count == k) {
        if (!nearerThan(cand, out[k - 1])) return;
        --count;
    }
    int i = count++;
    while (i > 0 && nearerThan(cand, out[i - 1])) {
        out[i] = out[i - 1];
        --i;
    }
    out[i] = cand;
}

// Squared distance from p to the box spanning cells lo..hi, less the rounding slack: no
// bird filed under those cells is nearer than this.
inline float boxDistanceSq(const UniformGrid& g, glm::ivec3 lo, glm::ivec3 hi, glm::vec3 p, float slack) {
    float d2 = 0.0f;
    for (int a = 0; a < 3; ++a) {
        const float boxLo = g.origin[a] + static_cast<float>(lo[a]) * g.cellSize;
        const float boxHi = g.origin[a] + static_cast<float>(hi[a] + 1) * g.cellSize;
        const float d = std::max(0.0f, (p[a] < boxLo ? boxLo - p[a] : (p[a] > boxHi ? p[a] - boxHi : 0.0f)) - slack);
        d2 += d * d;
    }
    return d2;
}

// Candidates are filtered in batches: the distance loop runs over the grid's contiguous
// coordinate arrays with no branches, so the compiler vectorises it.
constexpr std::uint32_t kBatch = 64;

struct TopologicalSearch {
    const UniformGrid& g;
    glm::vec3 p;
    std::uint32_t self;
    float maxDistance;
    float maxDistSq;
    float slack;
    Neighbour* out;
    int k;
    int count = 0;
    const ViewCone* cone = nullptr;  // when set, only the birds it lets self see

    float limit() const { return count == k ? std::min(maxDistSq, out[k - 1].distSq) : maxDistSq; }

    // Scans the cells x0..x1 of row (y, z): contiguous slots, since cell keys run along x.
    void scanRow(int x0, int x1, int y, int z) {
        const std::uint32_t begin = g.cellStart[g.cellIndex({x0, y, z})];
        const std::uint32_t end = g.cellStart[g.cellIndex({x1, y, z}) + 1];
        if (begin == end || boxDistanceSq(g, {x0, y, z}, {x1, y, z}, p, slack) > limit()) return;
        float d2[kBatch];
        for (std::uint32_t b = begin; b < end; b += kBatch) {
            const std::uint32_t n = std::min(kBatch, end - b);
            const float* xs = g.sortedX.data() + b;
            const float* ys = g.sortedY.data() + b;
            const float* zs = g.sortedZ.data() + b;
            for (std::uint32_t i = 0; i < n; ++i) {
                const float dx = xs[i] - p.x, dy = ys[i] - p.y, dz = zs[i] - p.z;
                d2[i] = dx * dx + dy * dy + dz * dz;  // = distanceSq, bit for bit
            }
            float lim = limit();
            for (std::uint32_t i = 0; i < n; ++i) {
                if (d2[i] > lim) continue;
                const std::uint32_t j = g.birdOfSlot[b + i];
                if (j == self) continue;
                if (cone && !cone->sees({xs[i] - p.x, ys[i] - p.y, zs[i] - p.z}, d2[i])) continue;
                offer(out, count, k, {d2[i], j});
                lim = limit();
            }
        }
    }

    // Squared distance from p to the slab of cells `cell` along axis a, less the slack.
    float slabDistanceSq(int a, int cell) const {
        const float lo = g.origin[a] + static_cast<float>(cell) * g.cellSize;
        const float hi = lo + g.cellSize;
        const float d = std::max(0.0f, (p[a] < lo ? lo - p[a] : (p[a] > hi ? p[a] - hi : 0.0f)) - slack);
        return d * d;
    }

    // Rings 0 and 1 together: the 3 x 3 rows of the block around p's cell decide most
    // searches. They go nearest first, so the k-th distance shrinks early and far rows are
    // skipped whole. Every full row contains p's x, so only y and z set a row's distance.
    void scanInnerBlock(glm::ivec3 c) {
        const glm::ivec3 lo = glm::max(c - 1, glm::ivec3(0));
        const glm::ivec3 hi = glm::min(c + 1, g.dims - 1);
        std::array<float, 3> dy{}, dz{};
        for (int y = lo.y; y <= hi.y; ++y) dy[y - lo.y] = slabDistanceSq(1, y);
        for (int z = lo.z; z <= hi.z; ++z) dz[z - lo.z] = slabDistanceSq(2, z);
        struct Row {
            float distSq;
            int y, z;
        };
        std::array<Row, 9> rows;
        int n = 0;
        for (int z = lo.z; z <= hi.z; ++z)
            for (int y = lo.y; y <= hi.y; ++y) {
                const Row row{dy[y - lo.y] + dz[z - lo.z], y, z};
                int i = n++;
                while (i > 0 && rows[i - 1].distSq > row.distSq) {
                    rows[i] = rows[i - 1];
                    --i;
                }
                rows[i] = row;
            }
        for (int i = 0; i < n; ++i) {
            if (rows[i].distSq > limit()) break;
            scanRow(lo.x, hi.x, rows[i].y, rows[i].z);
        }
    }
};

}  // namespace

namespace {

// Rings firstRing, firstRing + 1, ... until nothing unscanned can change the answer.
int searchRings(TopologicalSearch& search, glm::ivec3 c, int firstRing) {
    const UniformGrid& g = search.g;
    for (int r = firstRing;; ++r) {
        if (r >= 2) {
            const glm::ivec3 lo = glm::max(c - r, glm::ivec3(0));
            const glm::ivec3 hi = glm::min(c + r, g.dims - 1);
            for (int z = lo.z; z <= hi.z; ++z) {
                for (int y = lo.y; y <= hi.y; ++y) {
                    if (std::abs(z - c.z) == r || std::abs(y - c.y) == r) {
                        search.scanRow(lo.x, hi.x, y, z);  // a face row: all of it is on ring r
                    } else {
                        // An interior row of the shell: only its two end cells are on ring r.
                        if (c.x - r >= 0) search.scanRow(c.x - r, c.x - r, y, z);
                        if (c.x + r < g.dims.x) search.scanRow(c.x + r, c.x + r, y, z);
                    }
                }
            }
        }
        // Anything not yet scanned lies beyond the nearest face of the scanned block.
        const float bound = unscannedBound(g, c, r, search.p, search.slack);
        const int n = search.count;
        if (searchDone(bound, search.maxDistance, n, search.k, n > 0 ? search.out[n - 1].distSq : 0.0f)) return n;
    }
}

}  // namespace

int topologicalNeighbours(const UniformGrid& g, std::span<const glm::vec3> positions, std::uint32_t self, int k,
                          float maxDistance, Neighbour* out) {
    if (k <= 0 || positions.size() < 2) return 0;
    const glm::vec3 p = positions[self];
    const glm::ivec3 c = g.cellOf(p);
    TopologicalSearch search{g, p, self, maxDistance, maxDistance * maxDistance, boundSlack(g), out, k};
    search.scanInnerBlock(c);
    return searchRings(search, c, 1);
}

int visibleTopologicalNeighbours(const UniformGrid& g, std::span<const glm::vec3> positions, std::uint32_t self,
                                 const ViewCone& cone, int k, float maxDistance, Neighbour* out) {
    if (k <= 0 || positions.size() < 2) return 0;
    const glm::vec3 p = positions[self];
    const glm::ivec3 c = g.cellOf(p);
    TopologicalSearch search{g, p, self, maxDistance, maxDistance * maxDistance, boundSlack(g), out, k, 0, &cone};
    search.scanInnerBlock(c);
    return searchRings(search, c, 1);
}

int continueTopologicalBeyondBlock(const UniformGrid& g, std::span<const glm::vec3> positions, std::uint32_t self,
                                   int k, float maxDistance, Neighbour* out, int count) {
    const glm::vec3 p = positions[self];
    TopologicalSearch search{g, p, self, maxDistance, maxDistance * maxDistance, boundSlack(g), out, k, count};
    return searchRings(search, g.cellOf(p), 2);
}

void metricNeighbours(const UniformGrid& g, std::span<const glm::vec3> positions, std::uint32_t self, float radius,
                      std::vector<Neighbour>& out) {
    if (positions.size() < 2) return;
    const glm::vec3 p = positions[self];
    const float r2 = radius * radius;
    // Cell keys are monotone in each coordinate, so these cells hold every bird in range.
    const glm::ivec3 lo = g.cellOf(p - glm::vec3(radius));
    const glm::ivec3 hi = g.cellOf(p + glm::vec3(radius));
    for (int z = lo.z; z <= hi.z; ++z)
        for (int y = lo.y; y <= hi.y; ++y)
            for (int x = lo.x; x <= hi.x; ++x) {
                const std::int64_t cell = g.cellIndex({x, y, z});
                const std::uint32_t end = g.cellStart[cell + 1];
                for (std::uint32_t s = g.cellStart[cell]; s < end; ++s) {
                    const std::uint32_t j = g.birdOfSlot[s];
                    if (j == self) continue;
                    const float d2 = distanceSq(g.sortedPosition[s], p);
                    if (d2 <= r2) out.push_back({d2, j});
                }
            }
}

int bruteForceTopological(std::span<const glm::vec3> positions, std::uint32_t self, int k, float maxDistance,
                          Neighbour* out) {
    if (k <= 0) return 0;
    const float maxDistSq = maxDistance * maxDistance;
    int count = 0;
    for (std::uint32_t j = 0; j < positions.size(); ++j) {
        if (j == self) continue;
        const float d2 = distanceSq(positions[j], positions[self]);
        if (d2 <= maxDistSq) offer(out, count, k, {d2, j});
    }
    return count;
}

int bruteForceVisibleTopological(std::span<const glm::vec3> positions, std::uint32_t self, const ViewCone& cone, int k,
                                 float maxDistance, Neighbour* out) {
    if (k <= 0) return 0;
    const float maxDistSq = maxDistance * maxDistance;
    int count = 0;
    for (std::uint32_t j = 0; j < positions.size(); ++j) {
        if (j == self) continue;
        const float d2 = distanceSq(positions[j], positions[self]);
        if (d2 <= maxDistSq && cone.sees(positions[j] - positions[self], d2)) offer(out, count, k, {d2, j});
    }
    return count;
}

ViewCone ViewCone::blindBehind(glm::vec3 forward, float blindAngleRadians) {
    ViewCone cone;
    cone.forward = forward;
    cone.limit = -std::cos(0.5f * blindAngleRadians);
    cone.limitSq = cone.limit * cone.limit;
    return cone;
}

void bruteForceMetric(std::span<const glm::vec3> positions, std::uint32_t self, float radius,
                      std::vector<Neighbour>& out) {
    const float r2 = radius * radius;
    for (std::uint32_t j = 0; j < positions.size(); ++j) {
        if (j == self) continue;
        const float d2 = distanceSq(positions[j], positions[self]);
        if (d2 <= r2) out.push_back({d2, j});
    }
}

}  // namespace murmur
