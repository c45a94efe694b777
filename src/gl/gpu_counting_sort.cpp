#include "gpu_counting_sort.hpp"

#include "compute.hpp"
#include "gpu_layout.hpp"

namespace murmur::gl {

GpuCountingSort::GpuCountingSort(const SimPrograms& programs, std::size_t maxKeys)
    : programs_(programs),
      scan_(programs, maxKeys + 1),
      starts_("sort key starts"),
      ranks_("sort ranks"),
      scattered_("sort scattered"),
      order_("sort order") {
    starts_.allocate((maxKeys + 1) * 4);
    reserveElements(1);
}

void GpuCountingSort::reserveElements(std::size_t count) {
    if (count <= elementCapacity_) return;
    ranks_.allocate(count * 4);
    scattered_.allocate(count * 4);
    order_.allocate(count * 4);
    elementCapacity_ = count;
}

void GpuCountingSort::sort(const Buffer& keys, std::uint32_t count, const Buffer& keyCountPlusOne) {
    reserveElements(count);
    scan_.prepare(keyCountPlusOne);
    scan_.clear(starts_, 0);
    if (count == 0) return;

    keys.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_KEYS);
    starts_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_CELL_START);
    ranks_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_RANKS);
    scattered_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_SCATTER);
    order_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_ORDER);

    programs_.sortCount.use();
    setUniform(programs_.sortCount, "uCount", count);
    dispatchFor(count, MURMUR_BIRD_GROUP);
    storageBarrier();

    scan_.scan(starts_);
    starts_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_CELL_START);

    programs_.sortScatter.use();
    setUniform(programs_.sortScatter, "uCount", count);
    dispatchFor(count, MURMUR_BIRD_GROUP);
    storageBarrier();

    programs_.sortStabilize.use();
    setUniform(programs_.sortStabilize, "uCount", count);
    dispatchFor(count, MURMUR_BIRD_GROUP);
    storageBarrier();
}

}  // namespace murmur::gl
