#include "scenes/torus_grid.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace murmur::scenes {

namespace {

// A little slack over the requested edge: a point within float rounding of a cell boundary may
// be binned one cell over, and the slack keeps its true neighbours inside the 3 x 3 block.
constexpr double kCellSlack = 1.0 + 1e-4;

int cellsAlong(float size, float minCell) {
    const double cells = std::floor(static_cast<double>(size) / (minCell * kCellSlack));
    return static_cast<int>(std::clamp(cells, 1.0, static_cast<double>(kMaxTorusGridCellsPerAxis)));
}

}  // namespace

void TorusGrid::build(std::span<const glm::vec2> positions, const Torus& torus, float minCellSize) {
    assert(minCellSize > 0.0f && "TorusGrid::build: the cell size must be positive (pass the perception radius)");
    nx_ = cellsAlong(torus.width, minCellSize);
    ny_ = cellsAlong(torus.height, minCellSize);
    // The width is split exactly, so every cell is at least minCellSize wide.
    cellW_ = torus.width / static_cast<float>(nx_);
    cellH_ = torus.height / static_cast<float>(ny_);

    const std::size_t n = positions.size();
    const std::size_t cells = static_cast<std::size_t>(nx_) * static_cast<std::size_t>(ny_);
    cellStart_.assign(cells + 1, 0);
    cellOfItem_.resize(n);
    itemOfSlot_.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint32_t c = static_cast<std::uint32_t>(cellY(positions[i].y)) * static_cast<std::uint32_t>(nx_) +
                                static_cast<std::uint32_t>(cellX(positions[i].x));
        cellOfItem_[i] = c;
        ++cellStart_[c + 1];
    }
    for (std::size_t c = 0; c < cells; ++c) cellStart_[c + 1] += cellStart_[c];
    // Stable scatter: a running cursor per cell, filled in item order.
    std::vector<std::uint32_t> cursor(cellStart_.begin(), cellStart_.end() - 1);
    for (std::size_t i = 0; i < n; ++i) itemOfSlot_[cursor[cellOfItem_[i]]++] = static_cast<std::uint32_t>(i);
}

std::vector<std::uint32_t> neighboursBruteForce(std::span<const glm::vec2> positions, const Torus& torus,
                                                std::uint32_t i, float radius2) {
    std::vector<std::uint32_t> out;
    for (std::uint32_t j = 0; j < positions.size(); ++j) {
        if (j != i && torus.distance2(positions[i], positions[j]) < radius2) out.push_back(j);
    }
    return out;
}

std::vector<std::uint32_t> neighboursWithGrid(const TorusGrid& grid, std::span<const glm::vec2> positions,
                                              const Torus& torus, std::uint32_t i, float radius2) {
    std::vector<std::uint32_t> out;
    grid.forEachCandidate(positions[i], [&](std::uint32_t j) {
        if (j != i && torus.distance2(positions[i], positions[j]) < radius2) out.push_back(j);
    });
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace murmur::scenes
