// gpu_grid.hpp - the uniform grid of grid.hpp, built on the GPU every step.
//
// Passes: bounding box (reduction) -> grid setup (one invocation: origin, cell edge grown
// past kMaxGridCells, dims, slack) -> cell keys -> stable counting sort -> gather into
// SortedBird, the "coherent grid" the step and the cluster search read. Nothing is read
// back: the cell count stays on the GPU and sizes the scan through indirect dispatch.
// Expects the GpuSimParams block bound (its birdCount and cellSize are used).
#pragma once

#include <cstdint>

#include "gl_handles.hpp"
#include "gpu_counting_sort.hpp"
#include "gpu_layout.hpp"
#include "sim_programs.hpp"

namespace murmur::gl {

class GpuGrid {
public:
    explicit GpuGrid(const SimPrograms& programs);

    // Builds the grid of birds [0, count) of `state` (BirdInstance[], bird order).
    void build(const Buffer& state, std::uint32_t count);

    const Buffer& info() const { return info_; }                // GpuGridInfo
    const Buffer& sorted() const { return sorted_; }            // SortedBird[count]
    const Buffer& cellStart() const { return sort_.starts(); }  // uint[cellCount + 1]
    const Buffer& order() const { return sort_.order(); }       // slot -> bird

    // For tests and diagnostics (a read back: not for every step).
    layout::GpuGridInfo downloadInfo() const;

private:
    const SimPrograms& programs_;
    Buffer bounds_;
    Buffer info_;
    Buffer keys_;
    Buffer sorted_;
    GpuCountingSort sort_;
    std::size_t capacity_ = 0;
};

}  // namespace murmur::gl
