// torus_grid.hpp - a uniform 2D grid over a Torus, for neighbour searches that wrap.
//
// The world is cut into nx * ny equal cells whose edges are at least the requested cell size
// (the perception radius), so every neighbour of a point lies in the 3 x 3 cells around its
// own cell, counted modulo nx and ny. Items are sorted into cell order by counting sort, so a
// cell's items are contiguous and appear in increasing index order (the sort is stable).
// When the world holds fewer than 3 cells along an axis, every cell of that axis is visited
// once (never twice). The brute-force oracle with the same answer is at the end.
// Not here: what a neighbour means to a rule; the callers filter candidates by distance.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec2.hpp>

#include "scenes/torus.hpp"

namespace murmur::scenes {

// A cap on cells per axis so that a tiny radius cannot ask for an absurd grid.
inline constexpr int kMaxTorusGridCellsPerAxis = 1024;

class TorusGrid {
public:
    // Sorts these positions (each inside the torus) into cells with edges >= minCellSize.
    // minCellSize must be > 0. Any count, 0 included.
    void build(std::span<const glm::vec2> positions, const Torus& torus, float minCellSize);

    // Calls visit(index) for every item in the cells around p (its own cell and the 8 around it,
    // wrapped), each item once. Every item within the requested cell size of p is among them.
    template <class Visit>
    void forEachCandidate(glm::vec2 p, Visit&& visit) const {
        int cols[3], rows[3];
        const int ncols = around(cellX(p.x), nx_, cols);
        const int nrows = around(cellY(p.y), ny_, rows);
        for (int r = 0; r < nrows; ++r) {
            for (int c = 0; c < ncols; ++c) {
                const std::size_t cell = static_cast<std::size_t>(rows[r]) * nx_ + cols[c];
                for (std::uint32_t s = cellStart_[cell]; s < cellStart_[cell + 1]; ++s) visit(itemOfSlot_[s]);
            }
        }
    }

    int cellsX() const { return nx_; }
    int cellsY() const { return ny_; }
    glm::vec2 cellSize() const { return {cellW_, cellH_}; }
    std::span<const std::uint32_t> itemsInCellOrder() const { return itemOfSlot_; }

    int cellX(float x) const { return clampCell(static_cast<int>(x / cellW_), nx_); }
    int cellY(float y) const { return clampCell(static_cast<int>(y / cellH_), ny_); }

private:
    static int clampCell(int c, int n) { return c < 0 ? 0 : (c >= n ? n - 1 : c); }
    // The distinct cells c-1, c, c+1 modulo n (all n of them when n < 3). Returns how many.
    static int around(int c, int n, int out[3]) {
        if (n < 3) {
            for (int i = 0; i < n; ++i) out[i] = i;
            return n;
        }
        out[0] = c == 0 ? n - 1 : c - 1;
        out[1] = c;
        out[2] = c == n - 1 ? 0 : c + 1;
        return 3;
    }

    int nx_ = 1, ny_ = 1;
    float cellW_ = 1.0f, cellH_ = 1.0f;
    std::vector<std::uint32_t> cellStart_{0, 0};  // nx * ny + 1 entries
    std::vector<std::uint32_t> itemOfSlot_;
    std::vector<std::uint32_t> cellOfItem_;  // scratch, kept to avoid reallocation
};

// Indices j != i with torus.distance2(positions[i], positions[j]) < radius2, increasing.
std::vector<std::uint32_t> neighboursBruteForce(std::span<const glm::vec2> positions, const Torus& torus,
                                                std::uint32_t i, float radius2);

// The same set found through the grid (which must have been built with a cell >= sqrt(radius2)),
// sorted increasingly so that it compares equal to the oracle.
std::vector<std::uint32_t> neighboursWithGrid(const TorusGrid& grid, std::span<const glm::vec2> positions,
                                              const Torus& torus, std::uint32_t i, float radius2);

}  // namespace murmur::scenes
