#include "murmur/model/bird_measures.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <numbers>

#include "murmur/model/cpu_step.hpp"
#include "murmur/model/grid.hpp"
#include "murmur/model/metrics.hpp"
#include "murmur/model/neighbours.hpp"
#include "murmur/model/starling.hpp"

namespace murmur {

std::vector<float> localDensity(const SimParams& p, const FlockState& state) {
    UniformGrid grid;
    grid.build(state.position, p.cellSize);
    const int k = p.topologicalK;
    std::array<Neighbour, kMaxTopologicalK> top;
    std::vector<float> out(state.size(), 0.0f);
    for (std::uint32_t i = 0; i < state.size(); ++i) {
        const int n = topologicalNeighbours(grid, state.position, i, k, p.topoMaxDistance, top.data());
        const double r = n == k ? std::sqrt(static_cast<double>(top[static_cast<std::size_t>(k - 1)].distSq))
                                : static_cast<double>(p.topoMaxDistance);
        const double volume = 4.0 / 3.0 * std::numbers::pi * r * r * r;
        // Coincident birds (r = 0) are as crowded as a float can say.
        out[i] = volume > 0.0 ? static_cast<float>(std::min(n / volume, 1e30)) : 1e30f;
    }
    return out;
}

std::vector<float> inDegree(const SimParams& p, const FlockState& state) {
    std::vector<float> out(state.size(), 0.0f);
    if (p.model == FlockModel::Starling && state.flight) {
        UniformGrid grid;
        grid.build(state.position, p.cellSize);
        // Without the adaptive range a starling heeds its topologicalK nearest (up to 64).
        std::array<Neighbour, std::max(kMaxTopologicalK, kStarlingMaxPartners)> partners;
        for (std::uint32_t i = 0; i < state.size(); ++i) {
            const int n = starlingPartners(p, &grid, state, i, partners.data());
            for (int j = 0; j < n; ++j) out[partners[static_cast<std::size_t>(j)].index] += 1.0f;
        }
        return out;
    }
    for (const auto& set : neighbourSets(p, state))
        for (std::uint32_t j : set) out[j] += 1.0f;
    return out;
}

std::vector<float> clusterRank(const SimParams& p, const FlockState& state) {
    std::vector<std::uint32_t> labels;
    const int minSize = clusterMinSize(p, static_cast<int>(state.size()));
    findClusters(state.position, p.clusterLinkDistance, minSize, &labels);
    // Each label (the lowest index in its component) with its size, largest first.
    std::vector<std::uint32_t> size(state.size(), 0);
    for (std::uint32_t label : labels) ++size[label];
    std::vector<std::uint32_t> counted;
    for (std::uint32_t i = 0; i < state.size(); ++i)
        if (size[i] > 0 && static_cast<int>(size[i]) >= minSize) counted.push_back(i);
    std::stable_sort(counted.begin(), counted.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return size[a] > size[b]; });
    std::vector<float> rankOf(state.size(), -1.0f);
    for (std::size_t r = 0; r < counted.size(); ++r) rankOf[counted[r]] = static_cast<float>(r);
    std::vector<float> out(state.size());
    for (std::uint32_t i = 0; i < state.size(); ++i) out[i] = rankOf[labels[i]];
    return out;
}

std::vector<float> bankAngle(const FlockState& state) {
    std::vector<float> out(state.size(), 0.0f);
    if (state.flight && state.bank.size() == state.size()) std::copy(state.bank.begin(), state.bank.end(), out.begin());
    return out;
}

}  // namespace murmur
