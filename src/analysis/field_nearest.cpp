// Nearest-neighbour distances and the border criterion of field_measures.hpp.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "murmur/analysis/field_measures.hpp"

namespace murmur {

void nearestNeighbourDistances(std::span<const glm::vec3> positions, float cellSize, float maxDistance,
                               UniformGrid& grid, std::vector<float>& out) {
    grid.build(positions, cellSize);
    out.resize(positions.size());
    // In grid order: consecutive birds search the same cells, which stay in cache.
    for (const std::uint32_t i : grid.birdOfSlot) {
        Neighbour nearest{};
        const int found = topologicalNeighbours(grid, positions, i, 1, maxDistance, &nearest);
        out[i] = found == 1 ? std::sqrt(nearest.distSq) : 0.0f;
    }
}

NearestNeighbourStats summariseNnd(std::span<const float> nnd, float separationRange, std::vector<float>& sorted) {
    NearestNeighbourStats s;
    if (nnd.size() < 2) return s;
    s.birds = static_cast<int>(nnd.size());
    double sum = 0.0;
    for (float d : nnd) {
        sum += d;
        const int bin = static_cast<int>(d / separationRange / kNndBinWidth);
        ++s.histogram[static_cast<std::size_t>(std::clamp(bin, 0, kNndBins - 1))];
    }
    s.mean = static_cast<float>(sum / static_cast<double>(nnd.size()));
    s.meanInSeparation = s.mean / separationRange;
    sorted.assign(nnd.begin(), nnd.end());
    const std::size_t mid = sorted.size() / 2;
    std::nth_element(sorted.begin(), sorted.begin() + static_cast<std::ptrdiff_t>(mid), sorted.end());
    s.median = sorted[mid];
    return s;
}

BorderStats classifyBorder(std::span<const glm::vec3> positions, std::span<const float> nnd, FieldScratch& scratch) {
    BorderStats s;
    scratch.border.assign(positions.size(), 0);
    if (positions.size() < 2) return s;
    double meanNnd = 0.0;
    for (float d : nnd) meanNnd += d;
    meanNnd /= static_cast<double>(nnd.size());
    const float radius = kBorderRadiusInNnd * static_cast<float>(meanNnd);
    if (!(radius > 0.0f)) return s;  // every bird on top of another: no border to speak of
    // Cells of half the radius: the cube scanned around a bird is 2.5 radii wide, not 3.
    scratch.grid.build(positions, radius / static_cast<float>(kBorderCellsPerRadius));
    const UniformGrid& g = scratch.grid;
    const float r2 = radius * radius;
    double borderSum = 0.0, interiorSum = 0.0;
    // In grid order: consecutive birds scan the same cells, which stay in cache.
    for (std::size_t slot = 0; slot < positions.size(); ++slot) {
        const std::uint32_t i = g.birdOfSlot[slot];
        const glm::vec3 p = g.sortedPosition[slot];
        const glm::ivec3 lo = g.cellOf(p - glm::vec3(radius)), hi = g.cellOf(p + glm::vec3(radius));
        // Branch-free in float: the bird itself is in its own ball at offset 0, so it adds
        // nothing to the sum and one to the count.
        float sx = 0.0f, sy = 0.0f, sz = 0.0f;
        int inside = 0;
        for (int z = lo.z; z <= hi.z; ++z)
            for (int y = lo.y; y <= hi.y; ++y) {
                // Cells along x are contiguous slots: one run per row.
                const std::uint32_t begin = g.cellStart[g.cellIndex({lo.x, y, z})];
                const std::uint32_t end = g.cellStart[g.cellIndex({hi.x, y, z}) + 1];
                for (std::uint32_t j = begin; j < end; ++j) {
                    const float dx = g.sortedX[j] - p.x, dy = g.sortedY[j] - p.y, dz = g.sortedZ[j] - p.z;
                    const bool in = dx * dx + dy * dy + dz * dz <= r2;
                    const float hit = static_cast<float>(in);
                    sx += hit * dx;
                    sy += hit * dy;
                    sz += hit * dz;
                    inside += static_cast<int>(in);
                }
            }
        const glm::vec3 offset{sx, sy, sz};
        const int count = inside - 1;
        const bool border = count <= 0 || glm::length(offset) > kBorderOffsetFrac * radius * static_cast<float>(count);
        scratch.border[i] = border ? 1 : 0;
        (border ? borderSum : interiorSum) += nnd[i];
        ++(border ? s.borderBirds : s.interiorBirds);
    }
    if (s.borderBirds > 0) s.borderMeanNnd = static_cast<float>(borderSum / s.borderBirds);
    if (s.interiorBirds > 0) s.interiorMeanNnd = static_cast<float>(interiorSum / s.interiorBirds);
    if (s.borderBirds > 0 && s.interiorBirds > 0 && s.interiorMeanNnd > 0.0f)
        s.nndRatio = s.borderMeanNnd / s.interiorMeanNnd;
    return s;
}

}  // namespace murmur
