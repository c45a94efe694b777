// Nearest-neighbour distances and the border criterion of field_measures.hpp.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "murmur/field_measures.hpp"

namespace murmur {

void nearestNeighbourDistances(std::span<const glm::vec3> positions, float cellSize, float maxDistance,
                               UniformGrid& grid, std::vector<float>& out) {
    grid.build(positions, cellSize);
    out.resize(positions.size());
    for (std::size_t i = 0; i < positions.size(); ++i) {
        Neighbour nearest{};
        const int found =
            topologicalNeighbours(grid, positions, static_cast<std::uint32_t>(i), 1, maxDistance, &nearest);
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
    scratch.grid.build(positions, radius);
    double borderSum = 0.0, interiorSum = 0.0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        scratch.neighbours.clear();
        metricNeighbours(scratch.grid, positions, static_cast<std::uint32_t>(i), radius, scratch.neighbours);
        glm::dvec3 sum{0.0};
        for (const Neighbour& n : scratch.neighbours) sum += glm::dvec3(positions[n.index]);
        const std::size_t count = scratch.neighbours.size();
        // A bird alone in its ball has nothing on any side: a border bird.
        const bool border =
            count == 0 ||
            glm::length(sum / static_cast<double>(count) - glm::dvec3(positions[i])) > kBorderOffsetFrac * radius;
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
