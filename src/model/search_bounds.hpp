// search_bounds.hpp - when a grid search may stop: the shared rule of the ring search and
// the block search, so both stop on exactly the same test.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>

#include "murmur/model/grid.hpp"

namespace murmur {

// Rounding slack for the ring bound: cell keys are computed in float, so a bird can sit
// a few ulps of its coordinate on the wrong side of a cell face.
inline float boundSlack(const UniformGrid& g) {
    float extent = 0.0f;
    for (int a = 0; a < 3; ++a)
        extent = std::max({extent, std::abs(g.origin[a]), std::abs(g.origin[a] + g.dims[a] * g.cellSize)});
    return 1e-5f * (extent + g.cellSize);
}

// The distance from p (in cell c) beyond which lie all birds outside the cells within r
// rings of c, less the slack; infinity when those cells are the whole grid.
inline float unscannedBound(const UniformGrid& g, glm::ivec3 c, int r, glm::vec3 p, float slack) {
    float bound = std::numeric_limits<float>::infinity();
    for (int a = 0; a < 3; ++a) {
        if (c[a] - r - 1 >= 0) bound = std::min(bound, p[a] - (g.origin[a] + (c[a] - r) * g.cellSize));
        if (c[a] + r + 1 < g.dims[a]) bound = std::min(bound, g.origin[a] + (c[a] + r + 1) * g.cellSize - p[a]);
    }
    return std::isinf(bound) ? bound : std::max(0.0f, bound - slack);
}

// True when the search may stop: nothing unscanned (beyond `bound`) can be in range or
// nearer than the current k-th neighbour.
inline bool searchDone(float bound, float maxDistance, int count, int k, float kthDistSq) {
    return std::isinf(bound) || bound > maxDistance || (count == k && kthDistSq < bound * bound);
}

}  // namespace murmur
