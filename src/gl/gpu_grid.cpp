#include "gpu_grid.hpp"

#include "compute.hpp"
#include "murmur/model/grid.hpp"

namespace murmur::gl {

GpuGrid::GpuGrid(const SimPrograms& programs)
    : programs_(programs),
      bounds_("grid bounds"),
      info_("grid info"),
      keys_("grid keys"),
      sorted_("grid sorted birds"),
      sort_(programs, static_cast<std::size_t>(kMaxGridCells)) {
    bounds_.allocate(sizeof(layout::GpuBounds));
    info_.allocate(sizeof(layout::GpuGridInfo) + MURMUR_GRID_MAX_BLOCKS * sizeof(std::uint32_t));
    info_.fillWords(0);
}

void GpuGrid::build(const Buffer& state, std::uint32_t count) {
    if (count > capacity_) {
        keys_.allocate(std::size_t{count} * 4);
        sorted_.allocate(std::size_t{count} * sizeof(layout::SortedBird));
        capacity_ = count;
    }
    if (count == 0) return;

    // Bounds start empty: lo at the largest code, hi at the smallest.
    const layout::GpuBounds empty{{~0u, ~0u, ~0u, ~0u}, {0u, 0u, 0u, 0u}};
    bounds_.upload(0, sizeof empty, &empty);
    state.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_STATE_IN);
    bounds_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_BOUNDS);
    info_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_GRID_INFO);

    programs_.gridBounds.use();
    dispatchFor(count, MURMUR_REDUCE_GROUP);
    storageBarrier();
    programs_.gridSetup.use();
    glDispatchCompute(1, 1, 1);
    storageBarrier();

    keys_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_KEYS);
    programs_.gridKeys.use();
    dispatchFor(count, MURMUR_BIRD_GROUP);
    storageBarrier();

    sort_.sort(keys_, count, info_);

    state.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_STATE_IN);
    sort_.order().bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_ORDER);
    sorted_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_SORTED);
    programs_.gridGather.use();
    dispatchFor(count, MURMUR_BIRD_GROUP);
    storageBarrier();
}

layout::GpuGridInfo GpuGrid::downloadInfo() const {
    layout::GpuGridInfo info{};
    info_.download(0, sizeof info, &info);
    return info;
}

}  // namespace murmur::gl
