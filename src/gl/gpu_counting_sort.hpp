// gpu_counting_sort.hpp - stable counting sort of element indices by a uint key, on the GPU.
//
// The grid's sort (grid.hpp's build, stage by stage): counts per key with atomics, an
// exclusive scan into key starts, a scatter, then a pass that orders each key's run by
// element index so the result is the CPU's stable order exactly. Keys must be below the
// key count, which (plus one) is read from the first word of a GPU buffer.
#pragma once

#include <cstddef>
#include <cstdint>

#include "gl_handles.hpp"
#include "gpu_scan.hpp"
#include "sim_programs.hpp"

namespace murmur::gl {

class GpuCountingSort {
public:
    // maxKeys: the largest key count; elements grow on demand.
    GpuCountingSort(const SimPrograms& programs, std::size_t maxKeys);

    // Sorts elements [0, count) by keys[i]. keyCountPlusOne's first word holds the number
    // of keys + 1 (GpuGridInfo.scanCount has that meaning).
    void sort(const Buffer& keys, std::uint32_t count, const Buffer& keyCountPlusOne);

    // After sort(): starts[key] = first slot of that key, starts[keyCount] = count.
    const Buffer& starts() const { return starts_; }
    Buffer& starts() { return starts_; }
    // After sort(): order[slot] = element, stable (equal keys by increasing index).
    const Buffer& order() const { return order_; }

private:
    void reserveElements(std::size_t count);

    const SimPrograms& programs_;
    GpuScan scan_;
    Buffer starts_;
    Buffer ranks_;
    Buffer scattered_;
    Buffer order_;
    std::size_t elementCapacity_ = 0;
};

}  // namespace murmur::gl
