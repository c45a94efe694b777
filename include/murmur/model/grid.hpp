// grid.hpp - the uniform grid over the birds' bounding box, sorted by counting sort.
//
// The same structure the GPU builds in its passes: a cell key per bird, counts per cell,
// an exclusive scan into cell starts, and a stable scatter of the birds into cell order
// (the "coherent grid": the sorted copy of the positions is contiguous per cell).
// The nominal cell edge is docs/model.md's CELL = 3. When the bounding box is so large that
// the cell count would pass kMaxGridCells (birds thrown far away), the cell edge grows
// instead; neighbour searches stay exact because they use the actual edge.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/common.hpp>
#include <glm/ext/vector_int3.hpp>
#include <glm/vec3.hpp>

namespace murmur {

class ThreadPool;

inline constexpr std::int64_t kMaxGridCells = std::int64_t{1} << 21;

// Density-sized cells (speed only: every search is exact for any edge). A dense flock puts
// many birds in one CELL = 3 cube (about 60 in the starting ball of 100,000 birds), and each
// search then measures them all, while a sparse one (the default 1,500, or any flock once it
// spreads out of its starting ball: about 2.5 birds a CELL) makes every few birds gather a new
// block of mostly empty cells. A cell of about kBirdsPerDensityCell birds keeps the work per
// bird constant. The edge comes from the median of the birds' k-th neighbour distances of the
// last step (a ball of that radius holds k birds), within
// [nominal * kMinDensityCellFraction, nominal * kMaxDensityCellFactor].
// (8 birds a cell measured fastest with the step's eight-wide block loops: 8/4 against the
// earlier 16 birds a cell and never coarser than CELL, BM_Step/10000 2.8-3.1 M against
// 2.2-2.6 M bird-steps/s, alternately, four runs each.)
inline constexpr float kBirdsPerDensityCell = 8.0f;
inline constexpr float kMinDensityCellFraction = 1.0f / 16.0f;
inline constexpr float kMaxDensityCellFactor = 4.0f;

// The edge for those k-th squared distances (0: a bird with fewer than k neighbours, not
// counted); the nominal edge when none is known (the first step). The median is taken over
// at most kDensityCellSample evenly spaced birds (it is only a size); `scratch` is reused.
inline constexpr std::size_t kDensityCellSample = 2048;
float densityCellEdge(std::span<const float> kthSq, int k, float nominal, std::vector<float>& scratch);

struct UniformGrid {
    glm::vec3 origin{0.0f};                        // the lower corner of cell (0, 0, 0)
    float cellSize = 3.0f;                         // the actual cell edge (>= the nominal one)
    glm::ivec3 dims{1, 1, 1};                      // cells per axis, each >= 1
    std::vector<std::uint32_t> cellStart;          // size cellCount() + 1; slots of cell c: [start[c], start[c+1])
    std::vector<std::uint32_t> birdOfSlot;         // slot in cell order -> bird index
    std::vector<glm::vec3> sortedPosition;         // position of birdOfSlot[s], contiguous per cell
    std::vector<float> sortedX, sortedY, sortedZ;  // the same, one array per axis (vectorised scans)
    std::vector<std::uint32_t> cellKey;            // each bird's cell index (build's scratch)

    std::int64_t cellCount() const { return std::int64_t{dims.x} * dims.y * dims.z; }
    glm::ivec3 cellOf(glm::vec3 p) const;  // clamped into the grid
    std::int64_t cellIndex(glm::ivec3 c) const {
        return c.x + std::int64_t{dims.x} * (c.y + std::int64_t{dims.y} * c.z);
    }

    // Rebuilds the grid for these positions (any count, 0 included). With a pool, the birds'
    // cells are found in parallel; the grid is the same either way.
    void build(std::span<const glm::vec3> positions, float nominalCellSize, ThreadPool* pool = nullptr);
};

}  // namespace murmur
