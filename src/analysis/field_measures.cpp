// measureField and the interaction partners of field_measures.hpp.
#include "murmur/analysis/field_measures.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>

#include <glm/geometric.hpp>

#include "murmur/model/metrics.hpp"
#include "murmur/model/starling.hpp"

namespace murmur {

namespace {

// How many other birds lie within radius of bird self, counting at most cap: ring by ring
// of cells out from its own, so that a crowded neighbourhood stops early. In topological
// mode the step uses min(k, this count with radius TOPO_MAX) neighbours.
int countWithin(const UniformGrid& g, std::span<const glm::vec3> positions, std::uint32_t self, float radius, int cap) {
    const glm::vec3 p = positions[self];
    const glm::ivec3 c = g.cellOf(p);
    const glm::ivec3 lo = g.cellOf(p - glm::vec3(radius)), hi = g.cellOf(p + glm::vec3(radius));
    const int rings = std::max({c.x - lo.x, c.y - lo.y, c.z - lo.z, hi.x - c.x, hi.y - c.y, hi.z - c.z});
    const float r2 = radius * radius;
    int count = 0;
    auto scanRow = [&](int x0, int x1, int y, int z) {
        x0 = std::max(x0, lo.x);
        x1 = std::min(x1, hi.x);
        if (x0 > x1) return;
        const std::uint32_t end = g.cellStart[g.cellIndex({x1, y, z}) + 1];
        for (std::uint32_t s = g.cellStart[g.cellIndex({x0, y, z})]; s < end; ++s) {
            const glm::vec3 d = g.sortedPosition[s] - p;
            count += static_cast<int>(glm::dot(d, d) <= r2) & static_cast<int>(g.birdOfSlot[s] != self);
        }
    };
    for (int r = 0; r <= rings && count < cap; ++r)
        for (int z = std::max(lo.z, c.z - r); z <= std::min(hi.z, c.z + r); ++z)
            for (int y = std::max(lo.y, c.y - r); y <= std::min(hi.y, c.y + r); ++y) {
                if (std::abs(z - c.z) == r || std::abs(y - c.y) == r) {
                    scanRow(c.x - r, c.x + r, y, z);  // a face of the ring: the whole row
                } else if (r > 0) {
                    scanRow(c.x - r, c.x - r, y, z);  // inside the ring's faces: its two ends
                    scanRow(c.x + r, c.x + r, y, z);
                }
            }
    return std::min(count, cap);
}

}  // namespace

PartnerStats countPartners(std::span<const glm::vec3> positions, const SimParams& world, FieldScratch& scratch) {
    PartnerStats s;
    if (positions.empty()) return s;
    scratch.grid.build(positions, world.cellSize);
    const bool topological = world.neighbourMode == NeighbourMode::Topological;
    const int cap = topological ? std::clamp(world.topologicalK, 1, kMaxTopologicalK) : kMaxBirdCount;
    const float radius = topological ? world.topoMaxDistance : world.metricRadius;
    double sum = 0.0, sumSq = 0.0;
    s.min = kMaxBirdCount;
    // In grid order: consecutive birds scan the same cells, which stay in cache.
    for (const std::uint32_t i : scratch.grid.birdOfSlot) {
        const int count = countWithin(scratch.grid, positions, i, radius, cap);
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
    scratch.speed.clear();
    for (std::size_t i = 0; i < n; ++i)
        if (scratch.labels[i] == best) {
            scratch.position.push_back(state.position[i]);
            // A bird settled on the roost (speed -1, roost_descent.hpp) is still.
            const float speed = std::max(state.speed[i], 0.0f);
            scratch.velocity.push_back(state.heading[i] * speed);
            scratch.speed.push_back(glm::vec3(speed, 0.0f, 0.0f));
        }
}

float silhouetteSeparation(const SimParams& world, const FlockState& state) {
    return world.model == FlockModel::Starling && state.flight ? kStarlingWingspan : world.separationRange;
}

namespace {

// The starling model's partners: whom each bird heeds at a decision (its visible birds within
// its perception radius, or its k nearest visible ones), counted as countPartners does.
PartnerStats countStarlingPartners(const SimParams& world, const FlockState& state, FieldScratch& scratch) {
    PartnerStats s;
    if (state.size() == 0) return s;
    scratch.grid.build(state.position, world.cellSize);
    std::array<Neighbour, std::max(kMaxTopologicalK, kStarlingMaxPartners)> out;
    double sum = 0.0, sumSq = 0.0;
    s.min = kMaxBirdCount;
    for (std::uint32_t i = 0; i < state.size(); ++i) {
        const int count = starlingPartners(world, &scratch.grid, state, i, out.data());
        sum += count;
        sumSq += static_cast<double>(count) * count;
        s.min = std::min(s.min, count);
        s.max = std::max(s.max, count);
        ++s.histogram[static_cast<std::size_t>(std::min(count, kPartnerBins - 1))];
    }
    const double n = static_cast<double>(state.size());
    s.mean = static_cast<float>(sum / n);
    s.stddev = static_cast<float>(std::sqrt(std::max(0.0, sumSq / n - (sum / n) * (sum / n))));
    return s;
}

}  // namespace

void measureField(const SimParams& world, const FlockState& state, const FieldOptions& options, FieldScratch& scratch,
                  FieldMeasures& out) {
    const bool starling = world.model == FlockModel::Starling && state.flight;
    const float separation = silhouetteSeparation(world, state);
    out.inMetres = starling;
    out.flockBirds = static_cast<int>(state.size());
    out.clusterBirds = 0;
    out.nnd = {};
    out.border = {};
    out.shape = {};
    out.opacity = {};
    out.partners =
        starling ? countStarlingPartners(world, state, scratch) : countPartners(state.position, world, scratch);
    if (state.size() < 2) {
        measureCorrelation({}, {}, options, scratch.pairSum, out.correlation);
        measureCorrelation({}, {}, options, scratch.pairSum, out.speedCorrelation);
        return;
    }
    gatherLargestCluster(world, state, scratch);
    const std::span<const glm::vec3> pos = scratch.position;
    out.clusterBirds = static_cast<int>(pos.size());
    // Every bird of a cluster of two or more has a neighbour nearer than the link distance.
    nearestNeighbourDistances(pos, world.cellSize, world.clusterLinkDistance, scratch.grid, scratch.nnd);
    out.nnd = summariseNnd(scratch.nnd, separation, scratch.sortedNnd);
    out.border = classifyBorder(pos, scratch.nnd, scratch);
    out.shape = measureShape(pos, scratch.velocity);
    measureCorrelation(pos, scratch.velocity, options, scratch.pairSum, out.correlation);
    measureCorrelation(pos, scratch.speed, options, scratch.pairSum, out.speedCorrelation);
    glm::vec3 forward{0.0f};
    for (const glm::vec3& v : scratch.velocity) forward += v;
    out.opacity = measureOpacity(pos, kSilhouetteInSeparationRanges * separation, forward, scratch);
}

}  // namespace murmur
