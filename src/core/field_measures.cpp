// measureField and the interaction partners of field_measures.hpp.
#include "murmur/field_measures.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "murmur/metrics.hpp"

namespace murmur {

PartnerStats countPartners(std::span<const glm::vec3> positions, const SimParams& world, FieldScratch& scratch) {
    PartnerStats s;
    if (positions.empty()) return s;
    scratch.grid.build(positions, world.cellSize);
    std::array<Neighbour, kMaxTopologicalK> nearest{};
    const int k = std::clamp(world.topologicalK, 1, kMaxTopologicalK);
    double sum = 0.0, sumSq = 0.0;
    s.min = kMaxBirdCount;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const auto self = static_cast<std::uint32_t>(i);
        int count = 0;
        if (world.neighbourMode == NeighbourMode::Topological) {
            count = topologicalNeighbours(scratch.grid, positions, self, k, world.topoMaxDistance, nearest.data());
        } else {
            scratch.neighbours.clear();
            metricNeighbours(scratch.grid, positions, self, world.metricRadius, scratch.neighbours);
            count = static_cast<int>(scratch.neighbours.size());
        }
        sum += count;
        sumSq += static_cast<double>(count) * count;
        s.min = std::min(s.min, count);
        s.max = std::max(s.max, count);
        ++s.histogram[static_cast<std::size_t>(std::min(count, kPartnerBins - 1))];
    }
    const double n = static_cast<double>(positions.size());
    s.mean = static_cast<float>(sum / n);
    s.stddev = static_cast<float>(std::sqrt(std::max(0.0, sumSq / n - (sum / n) * (sum / n))));
    return s;
}

namespace {

// Copies the largest cluster's birds (ties: the one with the lowest bird index) into scratch.
void gatherLargestCluster(const SimParams& world, const FlockState& state, FieldScratch& scratch) {
    const std::size_t n = state.size();
    findClusters(state.position, world.clusterLinkDistance, 1, &scratch.labels);
    scratch.componentSize.assign(n, 0);
    for (std::uint32_t label : scratch.labels) ++scratch.componentSize[label];
    std::uint32_t best = 0;
    for (std::uint32_t i = 0; i < n; ++i)
        if (scratch.componentSize[i] > scratch.componentSize[best]) best = i;
    scratch.position.clear();
    scratch.velocity.clear();
    for (std::size_t i = 0; i < n; ++i)
        if (scratch.labels[i] == best) {
            scratch.position.push_back(state.position[i]);
            scratch.velocity.push_back(state.heading[i] * state.speed[i]);
        }
}

}  // namespace

void measureField(const SimParams& world, const FlockState& state, const FieldOptions& options,
                  FieldScratch& scratch, FieldMeasures& out) {
    out.flockBirds = static_cast<int>(state.size());
    out.clusterBirds = 0;
    out.nnd = {};
    out.border = {};
    out.shape = {};
    out.opacity = {};
    out.partners = countPartners(state.position, world, scratch);
    if (state.size() < 2) {
        measureCorrelation({}, {}, options, scratch.pairSum, out.correlation);
        return;
    }
    gatherLargestCluster(world, state, scratch);
    const std::span<const glm::vec3> pos = scratch.position;
    out.clusterBirds = static_cast<int>(pos.size());
    // Every bird of a cluster of two or more has a neighbour nearer than the link distance.
    nearestNeighbourDistances(pos, world.cellSize, world.clusterLinkDistance, scratch.grid, scratch.nnd);
    out.nnd = summariseNnd(scratch.nnd, world.separationRange, scratch.sortedNnd);
    out.border = classifyBorder(pos, scratch.nnd, scratch);
    out.shape = measureShape(pos, scratch.velocity);
    measureCorrelation(pos, scratch.velocity, options, scratch.pairSum, out.correlation);
    glm::vec3 forward{0.0f};
    for (const glm::vec3& v : scratch.velocity) forward += v;
    out.opacity = measureOpacity(pos, kSilhouetteInSeparationRanges * world.separationRange, forward, scratch);
}

}  // namespace murmur
