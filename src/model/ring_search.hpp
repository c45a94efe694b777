// ring_search.hpp - the ring search, resumed: for searches that did rings 0 and 1 their own way.
#pragma once

#include <cstdint>
#include <span>

#include <glm/vec3.hpp>

#include "murmur/model/grid.hpp"
#include "murmur/model/neighbours.hpp"

namespace murmur {

// Finishes topologicalNeighbours for `self` when out[0, count) already holds, nearest
// first, the k nearest (within maxDistance) of the 3 x 3 x 3 cells around its cell:
// scans rings 2, 3, ... with the same stopping rule. Returns the final count.
int continueTopologicalBeyondBlock(const UniformGrid& grid, std::span<const glm::vec3> positions, std::uint32_t self,
                                   int k, float maxDistance, Neighbour* out, int count);

}  // namespace murmur
