// gpu_layout.hpp - the C++ view of shaders/common/gpu_layout.h, the one definition of the
// GPU simulation's buffers, bindings and workgroup sizes that the shaders also include.
// Supplies the GLSL type names that header uses and checks every size and offset here, so
// a change on one side that the other cannot read fails to compile.
#pragma once

#include <cstddef>
#include <cstdint>

#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include "bird_instance.hpp"

namespace murmur::gl::layout {

using uint = std::uint32_t;
using vec3 = glm::vec3;
using vec4 = glm::vec4;

#include "common/gpu_layout.h"

static_assert(sizeof(GpuSimParams) == 160, "std140: 32 scalars then two vec4");
static_assert(offsetof(GpuSimParams, skyRadii) == 128 && offsetof(GpuSimParams, hawkPosition) == 144,
              "std140: vec4 members on 16-byte boundaries");
static_assert(sizeof(SortedBird) == 32 && offsetof(SortedBird, index) == 12 && offsetof(SortedBird, heading) == 16 &&
                  offsetof(SortedBird, fear) == 28,
              "std430: vec3 + scalar pairs, 32 bytes per bird");
static_assert(sizeof(GpuGridInfo) == 48 && offsetof(GpuGridInfo, scanCount) == 0 &&
                  offsetof(GpuGridInfo, origin) == 16 && offsetof(GpuGridInfo, cellSize) == 28 &&
                  offsetof(GpuGridInfo, dimsX) == 32 && offsetof(GpuGridInfo, slack) == 44,
              "std430 GpuGridInfo; scanCount must stay the first word (the scan reads it there)");
static_assert(sizeof(GpuBounds) == 32, "std430: two uint[4]");
static_assert(sizeof(GpuPartialSums) == 32, "std430: two vec4");
static_assert(sizeof(GpuMetricSums) == 64, "std430: eight doubles");
static_assert(sizeof(GpuClusterSummary) == 16, "std430: four uints");
static_assert(sizeof(BirdInstance) == 32, "bird_instance.glsl: two vec4");
static_assert(MURMUR_SCAN_BLOCK == MURMUR_SCAN_GROUP * MURMUR_SCAN_PER_THREAD, "scan block = threads x elements");
static_assert(MURMUR_DEBUG_STRIDE == MURMUR_DEBUG_MAX_NEIGHBOURS + 1, "debug list = count + entries");
static_assert(MURMUR_ARGS_SCAN_LEVEL + MURMUR_MAX_SCAN_LEVELS <= MURMUR_ARGS_COUNT, "room for every scan level's args");
static_assert((MURMUR_REDUCE_GROUP & (MURMUR_REDUCE_GROUP - 1)) == 0, "tree reductions need a power of two");

}  // namespace murmur::gl::layout
