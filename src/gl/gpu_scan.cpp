#include "gpu_scan.hpp"

#include <cassert>
#include <string>

#include "compute.hpp"
#include "gpu_layout.hpp"

namespace murmur::gl {

GpuScan::GpuScan(const SimPrograms& programs, std::size_t capacity)
    : programs_(programs), capacity_(capacity), args_("scan dispatch args") {
    args_.allocate(MURMUR_ARGS_COUNT * 16);
    // Level l covers n_l elements in ceil(n_l / block) blocks, whose totals are level l + 1;
    // the last level fits one block.
    std::size_t n = std::max<std::size_t>(capacity, 1);
    for (;;) {
        const std::size_t blocks = (n + MURMUR_SCAN_BLOCK - 1) / MURMUR_SCAN_BLOCK;
        Buffer sums("scan level " + std::to_string(sums_.size() + 1) + " sums");
        sums.allocate(blocks * 4);
        sums_.push_back(std::move(sums));
        if (blocks <= 1) break;
        n = blocks;
    }
    assert(sums_.size() <= MURMUR_MAX_SCAN_LEVELS && "scan capacity beyond MURMUR_MAX_SCAN_LEVELS");
}

void GpuScan::prepare(const Buffer& countWord) {
    countWord_ = &countWord;
    countWord.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_SCAN_COUNT);
    args_.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_DISPATCH);
    programs_.scanSetup.use();
    setUniform(programs_.scanSetup, "uLevels", static_cast<std::uint32_t>(sums_.size()));
    glDispatchCompute(1, 1, 1);
    storageBarrier();
}

void GpuScan::clear(Buffer& data, std::uint32_t value) {
    assert(countWord_ && "GpuScan::clear before prepare()");
    countWord_->bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_SCAN_COUNT);
    data.bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_SCAN_DATA);
    programs_.fillWords.use();
    setUniform(programs_.fillWords, "uValue", value);
    dispatchIndirect(args_, MURMUR_ARGS_FILL_SCAN);
    storageBarrier();
}

void GpuScan::scan(Buffer& data) {
    assert(countWord_ && "GpuScan::scan before prepare()");
    countWord_->bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_SCAN_COUNT);
    const int levelCount = levels();
    auto levelData = [&](int level) -> Buffer& {
        return level == 0 ? data : sums_[static_cast<std::size_t>(level - 1)];
    };
    programs_.scanBlocks.use();
    for (int level = 0; level < levelCount; ++level) {
        levelData(level).bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_SCAN_DATA);
        sums_[static_cast<std::size_t>(level)].bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_SCAN_SUMS);
        setUniform(programs_.scanBlocks, "uLevel", static_cast<std::uint32_t>(level));
        dispatchIndirect(args_, MURMUR_ARGS_SCAN_LEVEL + static_cast<std::uint32_t>(level));
        storageBarrier();
    }
    programs_.scanAdd.use();
    for (int level = levelCount - 2; level >= 0; --level) {
        levelData(level).bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_SCAN_DATA);
        sums_[static_cast<std::size_t>(level)].bindBase(GL_SHADER_STORAGE_BUFFER, MURMUR_BIND_SCAN_SUMS);
        setUniform(programs_.scanAdd, "uLevel", static_cast<std::uint32_t>(level));
        dispatchIndirect(args_, MURMUR_ARGS_SCAN_LEVEL + static_cast<std::uint32_t>(level));
        storageBarrier();
    }
}

}  // namespace murmur::gl
