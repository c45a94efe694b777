#include "murmur/metrics.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <unordered_map>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "distance.hpp"
#include "murmur/grid.hpp"

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

ClusterSummary findClusters(std::span<const glm::vec3> positions, float linkDistance, int minSize,
                            std::vector<std::uint32_t>* labels) {
    LowestRootSets sets(positions.size());
    UniformGrid grid;
    grid.build(positions, linkDistance);  // cells at least the link length: links span adjacent cells only
    const float link2 = linkDistance * linkDistance;
    for (std::uint32_t i = 0; i < positions.size(); ++i) {
        const glm::ivec3 c = grid.cellOf(positions[i]);
        const glm::ivec3 lo = glm::max(c - 1, glm::ivec3(0));
        const glm::ivec3 hi = glm::min(c + 1, grid.dims - 1);
        for (int z = lo.z; z <= hi.z; ++z)
            for (int y = lo.y; y <= hi.y; ++y)
                for (int x = lo.x; x <= hi.x; ++x) {
                    const std::int64_t cell = grid.cellIndex({x, y, z});
                    for (std::uint32_t s = grid.cellStart[cell]; s < grid.cellStart[cell + 1]; ++s) {
                        const std::uint32_t j = grid.birdOfSlot[s];
                        if (j > i && distanceSq(grid.sortedPosition[s], positions[i]) < link2) sets.unite(i, j);
                    }
                }
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
