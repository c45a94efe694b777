// neighbours.hpp - who each bird sees: topological (k nearest) and metric (within r).
//
// Grid searches (used by the step) and brute-force O(N^2) searches (the test oracle) give
// identical sets. Ordering is total and deterministic: by squared distance, ties broken
// by the lower bird index. A bird is never its own neighbour; coincident birds are
// neighbours at distance 0.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "murmur/model/grid.hpp"

namespace murmur {

struct Neighbour {
    float distSq;
    std::uint32_t index;
};

// The strict order every search uses: nearer first, then lower index.
constexpr bool nearerThan(const Neighbour& a, const Neighbour& b) {
    return a.distSq < b.distSq || (a.distSq == b.distSq && a.index < b.index);
}

// The k nearest birds to `self` with distance <= maxDistance, nearest first; returns how
// many were written to out (out must hold k). Searches ring by ring of cells and stops
// once the next ring cannot hold anything nearer than the current k-th.
int topologicalNeighbours(const UniformGrid& grid, std::span<const glm::vec3> positions, std::uint32_t self, int k,
                          float maxDistance, Neighbour* out);

// Every bird within `radius` (distance <= radius) of `self`, appended to out in the
// grid's cell-scan order (callers that compare sets sort them).
void metricNeighbours(const UniformGrid& grid, std::span<const glm::vec3> positions, std::uint32_t self, float radius,
                      std::vector<Neighbour>& out);

// The oracles: the same answers by looking at every other bird.
int bruteForceTopological(std::span<const glm::vec3> positions, std::uint32_t self, int k, float maxDistance,
                          Neighbour* out);
void bruteForceMetric(std::span<const glm::vec3> positions, std::uint32_t self, float radius,
                      std::vector<Neighbour>& out);

}  // namespace murmur
