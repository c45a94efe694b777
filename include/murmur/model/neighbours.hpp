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

// What a bird can see: every direction but a cone behind it. A neighbour at offset d (its
// position minus the bird's) is visible when the angle between forward and d is below
// 180 degrees minus half the blind angle, i.e. dot(forward, d) > limit * |d| with
// limit = -cos(blind / 2); written without a square root, so every backend gets its bits.
struct ViewCone {
    glm::vec3 forward{1.0f, 0.0f, 0.0f};  // unit
    float limit = -1.0f;                  // -cos(half the blind angle); -1: sees everything
    float limitSq = 1.0f;

    static ViewCone blindBehind(glm::vec3 forward, float blindAngleRadians);
    bool sees(glm::vec3 offset, float distSq) const {
        const float along = forward.x * offset.x + forward.y * offset.y + forward.z * offset.z;
        if (limit < 0.0f) return along >= 0.0f || along * along < limitSq * distSq;
        return along > 0.0f && along * along > limitSq * distSq;
    }
};

// The k nearest birds to `self` with distance <= maxDistance, nearest first; returns how
// many were written to out (out must hold k). Searches ring by ring of cells and stops
// once the next ring cannot hold anything nearer than the current k-th.
int topologicalNeighbours(const UniformGrid& grid, std::span<const glm::vec3> positions, std::uint32_t self, int k,
                          float maxDistance, Neighbour* out);

// The same search among the birds `cone` lets self see (the starling model's vision): the k
// nearest visible ones. Exact: the rings stop by distance alone, as above.
int visibleTopologicalNeighbours(const UniformGrid& grid, std::span<const glm::vec3> positions, std::uint32_t self,
                                 const ViewCone& cone, int k, float maxDistance, Neighbour* out);

// Every bird within `radius` (distance <= radius) of `self`, appended to out in the
// grid's cell-scan order (callers that compare sets sort them).
void metricNeighbours(const UniformGrid& grid, std::span<const glm::vec3> positions, std::uint32_t self, float radius,
                      std::vector<Neighbour>& out);

// The oracles: the same answers by looking at every other bird.
int bruteForceTopological(std::span<const glm::vec3> positions, std::uint32_t self, int k, float maxDistance,
                          Neighbour* out);
int bruteForceVisibleTopological(std::span<const glm::vec3> positions, std::uint32_t self, const ViewCone& cone, int k,
                                 float maxDistance, Neighbour* out);
void bruteForceMetric(std::span<const glm::vec3> positions, std::uint32_t self, float radius,
                      std::vector<Neighbour>& out);

}  // namespace murmur
