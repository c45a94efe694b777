#include "murmur/model/grid.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "murmur/model/thread_pool.hpp"

namespace murmur {

float densityCellEdge(std::span<const float> kthSq, int k, float nominal, std::vector<float>& scratch) {
    scratch.clear();
    const std::size_t stride = std::max<std::size_t>(1, kthSq.size() / kDensityCellSample);
    for (std::size_t i = 0; i < kthSq.size(); i += stride)
        if (kthSq[i] > 0.0f) scratch.push_back(kthSq[i]);
    if (scratch.empty() || k < 1) return nominal;
    const auto mid = scratch.begin() + static_cast<std::ptrdiff_t>(scratch.size() / 2);
    std::nth_element(scratch.begin(), mid, scratch.end());
    const double r = std::sqrt(static_cast<double>(*mid));
    // k birds in a ball of radius r: density k / (4/3 pi r^3); m birds fill an edge of (m / density)^(1/3).
    const double edge = r * std::cbrt(4.0 * std::acos(-1.0) * kBirdsPerDensityCell / (3.0 * k));
    return static_cast<float>(
        std::clamp(edge, double(nominal) * kMinDensityCellFraction, double(nominal) * kMaxDensityCellFactor));
}

glm::ivec3 UniformGrid::cellOf(glm::vec3 p) const {
    const glm::vec3 rel = (p - origin) / cellSize;
    glm::ivec3 c;
    for (int a = 0; a < 3; ++a) {
        const float f = std::floor(rel[a]);
        c[a] = f <= 0.0f ? 0 : (f >= static_cast<float>(dims[a] - 1) ? dims[a] - 1 : static_cast<int>(f));
    }
    return c;
}

void UniformGrid::build(std::span<const glm::vec3> positions, float nominalCellSize, ThreadPool* pool) {
    const std::size_t n = positions.size();
    birdOfSlot.resize(n);
    sortedPosition.resize(n);
    sortedX.resize(n);
    sortedY.resize(n);
    sortedZ.resize(n);
    if (n == 0) {
        origin = glm::vec3(0.0f);
        cellSize = nominalCellSize;
        dims = glm::ivec3(1);
        cellStart.assign(2, 0);
        return;
    }

    glm::vec3 lo(std::numeric_limits<float>::max()), hi(std::numeric_limits<float>::lowest());
    for (const auto& p : positions) {
        lo = glm::min(lo, p);
        hi = glm::max(hi, p);
    }
    origin = lo;

    // Cells per axis for a given edge; the edge grows when the box would need too many.
    double edge = nominalCellSize;
    auto countFor = [&](double e, glm::ivec3& d) {
        double total = 1.0;
        for (int a = 0; a < 3; ++a) {
            const double cells = std::floor((static_cast<double>(hi[a]) - lo[a]) / e) + 1.0;
            d[a] = static_cast<int>(std::min(cells, 1e9));
            total *= cells;
        }
        return total;
    };
    double total = countFor(edge, dims);
    while (total > static_cast<double>(kMaxGridCells)) {
        edge *= std::cbrt(total / static_cast<double>(kMaxGridCells)) * 1.01;
        total = countFor(edge, dims);
    }
    cellSize = static_cast<float>(edge);
    // The float edge must still cover the box with these dims (floor in cellOf clamps).

    const std::size_t cells = static_cast<std::size_t>(cellCount());
    cellStart.assign(cells + 1, 0);
    // Keys (in parallel when a pool is given: each bird on its own), then counts.
    cellKey.resize(n);
    auto keys = [&](std::size_t begin, std::size_t end) {
        for (std::size_t i = begin; i < end; ++i)
            cellKey[i] = static_cast<std::uint32_t>(cellIndex(cellOf(positions[i])));
    };
    if (pool) pool->parallelFor(n, keys);
    else keys(0, n);
    for (std::size_t i = 0; i < n; ++i) ++cellStart[cellKey[i] + 1];
    // Exclusive scan: cellStart[c] = birds in cells before c.
    for (std::size_t c = 0; c < cells; ++c) cellStart[c + 1] += cellStart[c];
    // Stable scatter in bird order, so each cell lists its birds by increasing index.
    std::vector<std::uint32_t> cursor(cellStart.begin(), cellStart.end() - 1);
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint32_t slot = cursor[cellKey[i]]++;
        birdOfSlot[slot] = static_cast<std::uint32_t>(i);
        sortedPosition[slot] = positions[i];
        sortedX[slot] = positions[i].x;
        sortedY[slot] = positions[i].y;
        sortedZ[slot] = positions[i].z;
    }
}

}  // namespace murmur
