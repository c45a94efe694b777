#include "murmur/neighbours.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "distance.hpp"

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

// Scans the birds of one cell as topological candidates.
inline void scanCell(const UniformGrid& g, std::int64_t cell, glm::vec3 p, std::uint32_t self,
                     float maxDistSq, Neighbour* out, int& count, int k) {
    const std::uint32_t end = g.cellStart[cell + 1];
    for (std::uint32_t s = g.cellStart[cell]; s < end; ++s) {
        const std::uint32_t j = g.birdOfSlot[s];
        if (j == self) continue;
        const float d2 = distanceSq(g.sortedPosition[s], p);
        if (d2 > maxDistSq) continue;
        offer(out, count, k, {d2, j});
    }
}

// Rounding slack for the ring bound: cell keys are computed in float, so a bird can sit
// a few ulps of its coordinate on the wrong side of a cell face.
float boundSlack(const UniformGrid& g) {
    float extent = 0.0f;
    for (int a = 0; a < 3; ++a)
        extent = std::max({extent, std::abs(g.origin[a]), std::abs(g.origin[a] + g.dims[a] * g.cellSize)});
    return 1e-5f * (extent + g.cellSize);
}

}  // namespace

int topologicalNeighbours(const UniformGrid& g, std::span<const glm::vec3> positions,
                          std::uint32_t self, int k, float maxDistance, Neighbour* out) {
    if (k <= 0 || positions.size() < 2) return 0;
    const glm::vec3 p = positions[self];
    const glm::ivec3 c = g.cellOf(p);
    const float maxDistSq = maxDistance * maxDistance;
    const float slack = boundSlack(g);
    int count = 0;
    for (int r = 0;; ++r) {
        const glm::ivec3 lo = glm::max(c - r, glm::ivec3(0));
        const glm::ivec3 hi = glm::min(c + r, g.dims - 1);
        for (int z = lo.z; z <= hi.z; ++z) {
            for (int y = lo.y; y <= hi.y; ++y) {
                const bool faceRow = std::abs(z - c.z) == r || std::abs(y - c.y) == r;
                if (faceRow) {
                    for (int x = lo.x; x <= hi.x; ++x)
                        scanCell(g, g.cellIndex({x, y, z}), p, self, maxDistSq, out, count, k);
                } else {
                    // Interior row of the shell: only its two end cells are on ring r.
                    if (c.x - r >= 0) scanCell(g, g.cellIndex({c.x - r, y, z}), p, self, maxDistSq, out, count, k);
                    if (r > 0 && c.x + r < g.dims.x)
                        scanCell(g, g.cellIndex({c.x + r, y, z}), p, self, maxDistSq, out, count, k);
                }
            }
        }
        // Anything not yet scanned lies beyond the nearest face of the scanned block.
        float bound = std::numeric_limits<float>::infinity();
        for (int a = 0; a < 3; ++a) {
            if (c[a] - r - 1 >= 0) bound = std::min(bound, p[a] - (g.origin[a] + (c[a] - r) * g.cellSize));
            if (c[a] + r + 1 < g.dims[a]) bound = std::min(bound, g.origin[a] + (c[a] + r + 1) * g.cellSize - p[a]);
        }
        if (std::isinf(bound)) break;  // the whole grid is scanned
        bound = std::max(0.0f, bound - slack);
        if (bound > maxDistance) break;  // nothing further can be in range
        if (count == k && out[k - 1].distSq < bound * bound) break;
    }
    return count;
}

void metricNeighbours(const UniformGrid& g, std::span<const glm::vec3> positions, std::uint32_t self,
                      float radius, std::vector<Neighbour>& out) {
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

int bruteForceTopological(std::span<const glm::vec3> positions, std::uint32_t self, int k,
                          float maxDistance, Neighbour* out) {
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
