// gpu_scan.hpp - exclusive prefix sum of a uint buffer on the GPU, for any element count.
//
// Multi-level: blocks of MURMUR_SCAN_BLOCK elements are scanned in place and their totals
// form the next level, scanned the same way, then added back. The element count lives on
// the GPU (the first word of a buffer, e.g. GpuGridInfo.scanCount) so the grid never
// waits for the CPU; prepare() turns it into indirect dispatch sizes. The number of
// levels is fixed by the capacity given at construction.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "gl_handles.hpp"
#include "sim_programs.hpp"

namespace murmur::gl {

class GpuScan {
public:
    // capacity: the most elements a scan will cover.
    GpuScan(const SimPrograms& programs, std::size_t capacity);

    std::size_t capacity() const { return capacity_; }
    int levels() const { return static_cast<int>(sums_.size()); }

    // Reads the element count from countWord's first word and sizes the dispatches.
    // Must run (after the count is written) before clear() and scan().
    void prepare(const Buffer& countWord);
    // Sets the first count elements of data to value.
    void clear(Buffer& data, std::uint32_t value = 0);
    // Exclusive scan of the first count elements of data, in place.
    void scan(Buffer& data);

private:
    const SimPrograms& programs_;
    std::size_t capacity_;
    std::vector<Buffer> sums_;  // level l's block totals (= level l + 1's data)
    Buffer args_;
    const Buffer* countWord_ = nullptr;
};

}  // namespace murmur::gl
