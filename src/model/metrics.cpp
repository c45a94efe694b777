#include "murmur/model/metrics.hpp"

#include "murmur/model/roost_descent.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <unordered_map>

#include <glm/common.hpp>
#include <glm/geometric.hpp>
#include <glm/vector_relational.hpp>

#include "distance.hpp"
#include "murmur/model/grid.hpp"

namespace murmur {

FlockMetrics measureFlock(const SimParams& prm, const FlockState& st) {
    FlockMetrics m;
    const std::size_t n = st.size();
    if (n == 0) return m;
    glm::dvec3 sumH(0.0), sumP(0.0);
    for (std::size_t i = 0; i < n; ++i) {
        sumH += glm::dvec3(st.heading[i]);
        sumP += glm::dvec3(st.position[i]);
    }
    const glm::dvec3 meanH = sumH / static_cast<double>(n);
    const glm::dvec3 centroid = sumP / static_cast<double>(n);
    double sumD = 0.0;
    for (std::size_t i = 0; i < n; ++i) sumD += glm::length(glm::dvec3(st.position[i]) - centroid);
    m.meanHeading = glm::vec3(meanH);
    m.centroid = glm::vec3(centroid);
    m.polarization = static_cast<float>(100.0 * glm::length(meanH));
    m.meanDistance = static_cast<float>(sumD / static_cast<double>(n));
    m.clumping = static_cast<float>(100.0 * (1.0 - m.meanDistance / prm.uniformMeanDistance));
    if (hasDescent(prm) && st.step > static_cast<std::uint32_t>(prm.descentStep)) m.roosting = roostingCount(st);
    return m;
}

namespace {

// Union-find whose root is always the lowest index of its component.
struct LowestRootSets {
    std::vector<std::uint32_t> parent;
    explicit LowestRootSets(std::size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), 0u); }
    std::uint32_t find(std::uint32_t a) {
        while (parent[a] != a) {
            parent[a] = parent[parent[a]];
            a = parent[a];
        }
        return a;
    }
    void unite(std::uint32_t a, std::uint32_t b) {
        a = find(a);
        b = find(b);
        if (a < b) parent[b] = a;
        else if (b < a) parent[a] = b;
    }
    std::vector<std::uint32_t> labels() {
        std::vector<std::uint32_t> out(parent.size());
        for (std::uint32_t i = 0; i < out.size(); ++i) out[i] = find(i);
        return out;
    }
};

ClusterSummary finish(LowestRootSets& sets, int minSize, std::vector<std::uint32_t>* labelsOut) {
    auto labels = sets.labels();
    const ClusterSummary summary = summariseLabels(labels, minSize);
    if (labelsOut) *labelsOut = std::move(labels);
    return summary;
}

}  // namespace

ClusterSummary summariseLabels(std::span<const std::uint32_t> labels, int minSize) {
    ClusterSummary out;
    if (labels.empty()) return out;
    std::vector<std::uint32_t> size(labels.size(), 0);
    for (std::uint32_t l : labels) ++size[l];
    std::uint32_t largest = 0;
    for (std::uint32_t s : size) {
        largest = std::max(largest, s);
        if (s > 0 && static_cast<int>(s) >= minSize) ++out.count;
    }
    out.largestPct = 100.0f * static_cast<float>(largest) / static_cast<float>(labels.size());
    return out;
}

namespace {

// Cells a little under linkDistance / sqrt(3) across: any two birds in one cell are linked
// (the cell's diagonal is shorter than a link), so a cell is joined as a whole and two cells
// need only one linked pair between them. In a dense flock (tens of birds per link-sized
// cube) that replaces most of the pairwise distances.
constexpr float kCliqueCellFraction = 0.98f / 1.7320508f;
// Rounding room for "the diagonal is shorter than a link" (a grid over far-away birds
// grows its cells, and then cells are not cliques and every pair is checked).
constexpr float kCliqueDiagonalRoom = 0.99f;

// The bounding boxes of two cells `offset` cells apart are at least this far apart.
float cellGap(glm::ivec3 offset, float edge) {
    const glm::vec3 gaps = glm::vec3(glm::max(glm::abs(offset) - 1, glm::ivec3(0))) * edge;
    return glm::length(gaps);
}

}  // namespace

ClusterSummary findClusters(std::span<const glm::vec3> positions, float linkDistance, int minSize,
                            std::vector<std::uint32_t>* labels) {
    LowestRootSets sets(positions.size());
    UniformGrid grid;
    grid.build(positions, linkDistance * kCliqueCellFraction);
    const float edge = grid.cellSize;
    const float link2 = linkDistance * linkDistance;
    const bool cliques = 3.0f * edge * edge < kCliqueDiagonalRoom * link2;
    const int reach = std::max(1, static_cast<int>(std::ceil(linkDistance / edge)));
    // The offsets to the cells after this one (each pair of cells is looked at once) that
    // can hold a link.
    std::vector<glm::ivec3> forward;
    for (int z = 0; z <= reach; ++z)
        for (int y = z == 0 ? 0 : -reach; y <= reach; ++y)
            for (int x = (z == 0 && y == 0) ? 1 : -reach; x <= reach; ++x)
                if (cellGap({x, y, z}, edge) < linkDistance) forward.emplace_back(x, y, z);

    auto linkPairs = [&](std::uint32_t aBegin, std::uint32_t aEnd, std::uint32_t bBegin, std::uint32_t bEnd,
                         bool stopAtFirst) {
        for (std::uint32_t s = aBegin; s < aEnd; ++s)
            for (std::uint32_t t = bBegin; t < bEnd; ++t)
                if (distanceSq(grid.sortedPosition[s], grid.sortedPosition[t]) < link2) {
                    sets.unite(grid.birdOfSlot[s], grid.birdOfSlot[t]);
                    if (stopAtFirst) return;
                }
    };
    const std::uint32_t n = static_cast<std::uint32_t>(positions.size());
    for (std::uint32_t begin = 0; begin < n;) {
        // One non-empty cell: the run of slots with the same key.
        const std::uint32_t first = grid.birdOfSlot[begin];
        const std::int64_t cell = grid.cellKey[first];
        const std::uint32_t end = grid.cellStart[cell + 1];
        if (cliques) {
            for (std::uint32_t s = begin + 1; s < end; ++s) sets.unite(first, grid.birdOfSlot[s]);
        } else {
            for (std::uint32_t s = begin; s < end; ++s) linkPairs(s, s + 1, s + 1, end, false);
        }
        const glm::ivec3 c = grid.cellOf(grid.sortedPosition[begin]);
        for (const glm::ivec3& offset : forward) {
            const glm::ivec3 o = c + offset;
            if (glm::any(glm::lessThan(o, glm::ivec3(0))) || glm::any(glm::greaterThanEqual(o, grid.dims))) continue;
            const std::int64_t other = grid.cellIndex(o);
            const std::uint32_t oBegin = grid.cellStart[other], oEnd = grid.cellStart[other + 1];
            if (oBegin == oEnd) continue;
            if (cliques && sets.find(first) == sets.find(grid.birdOfSlot[oBegin])) continue;
            linkPairs(begin, end, oBegin, oEnd, cliques);
        }
        begin = end;
    }
    return finish(sets, minSize, labels);
}

ClusterSummary findClustersBruteForce(std::span<const glm::vec3> positions, float linkDistance, int minSize,
                                      std::vector<std::uint32_t>* labels) {
    LowestRootSets sets(positions.size());
    const float link2 = linkDistance * linkDistance;
    for (std::uint32_t i = 0; i < positions.size(); ++i)
        for (std::uint32_t j = i + 1; j < positions.size(); ++j)
            if (distanceSq(positions[j], positions[i]) < link2) sets.unite(i, j);
    return finish(sets, minSize, labels);
}

}  // namespace murmur
