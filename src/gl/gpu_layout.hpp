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
#include "murmur/model/gusts.hpp"
#include "murmur/model/obstacle_shapes.hpp"
#include "murmur/model/random.hpp"

namespace murmur::gl::layout {

using uint = std::uint32_t;
using vec3 = glm::vec3;
using vec4 = glm::vec4;

// std140's base alignment and size of the types GpuSimParams' field lists may use (only
// these: anything else has no Std140 and does not compile).
template <class T>
struct Std140;
template <>
struct Std140<uint> {
    static constexpr std::size_t align = 4, size = 4;
};
template <>
struct Std140<int> {
    static constexpr std::size_t align = 4, size = 4;
};
template <>
struct Std140<float> {
    static constexpr std::size_t align = 4, size = 4;
};
template <>
struct Std140<vec3> {
    static constexpr std::size_t align = 16, size = 12;
};
template <>
struct Std140<vec4> {
    static constexpr std::size_t align = 16, size = 16;
};

// Each GpuSimParams member on its std140 boundary; its size stays the C++ one, so a scalar
// after a vec3 packs into the vec3's fourth word as in std140.
#define MURMUR_STD140_ALIGN(type) alignas(::murmur::gl::layout::Std140<type>::align)

#include "common/gpu_layout.h"

// Walks both field lists in declaration order, placing each member where std140 does;
// returns the position (0-based, the derived list first) of the first member C++ placed
// elsewhere, the member count if only the struct's size differs, or -1 when all agree.
consteval int firstGpuSimParamsMismatch() {
    std::size_t at = 0;
    int index = 0;
#define MURMUR_CHECK_STD140_OFFSET(type, name)                                       \
    at = (at + Std140<type>::align - 1) / Std140<type>::align * Std140<type>::align; \
    if (offsetof(GpuSimParams, name) != at) return index;                            \
    at += Std140<type>::size;                                                        \
    ++index;
    MURMUR_GPU_DERIVED_FIELDS(MURMUR_CHECK_STD140_OFFSET)
    MURMUR_GPU_PARAM_FIELDS(MURMUR_CHECK_STD140_OFFSET)
#undef MURMUR_CHECK_STD140_OFFSET
    // A struct member of a uniform block rounds up to a vec4.
    return (at + 15) / 16 * 16 == sizeof(GpuSimParams) ? -1 : index;
}
static_assert(firstGpuSimParamsMismatch() == -1,
              "GpuSimParams: a member is not where std140 puts it (the number is its position in "
              "MURMUR_GPU_DERIVED_FIELDS then MURMUR_GPU_PARAM_FIELDS)");
// The derived members come first and do not move when a plain copy is added.
static_assert(offsetof(GpuSimParams, birdCount) == 0 && offsetof(GpuSimParams, maxGridCells) == 20 &&
                  offsetof(GpuSimParams, hawkInSky) == 28 && offsetof(GpuSimParams, hawkPosition) == 32,
              "std140: the derived members' offsets");
static_assert(alignof(GpuSimParams) == 16 && sizeof(GpuSimParams) % 16 == 0, "std140: the block rounds up to a vec4");
static_assert(sizeof(SortedBird) == 32 && offsetof(SortedBird, index) == 12 && offsetof(SortedBird, heading) == 16 &&
                  offsetof(SortedBird, fear) == 28,
              "std430: vec3 + scalar pairs, 32 bytes per bird");
static_assert(sizeof(GpuStarlingBird) == 32 && offsetof(GpuStarlingBird, perception) == 12 &&
                  offsetof(GpuStarlingBird, bank) == 16 && offsetof(GpuStarlingBird, readPerception) == 20,
              "std430: a vec3 + scalar pair, then four words");
static_assert(sizeof(GpuStarlingTraits) == 16, "std430: four words");
static_assert(sizeof(GpuObstacle) == 32 && offsetof(GpuObstacle, shape) == 12 && offsetof(GpuObstacle, size) == 16,
              "std430: two vec3 + scalar pairs");
static_assert(MURMUR_OBSTACLE_SPHERE == static_cast<int>(murmur::ObstacleShape::Sphere) &&
                  MURMUR_OBSTACLE_BOX == static_cast<int>(murmur::ObstacleShape::Box) &&
                  MURMUR_OBSTACLE_CYLINDER == static_cast<int>(murmur::ObstacleShape::Cylinder),
              "the shapes' numbers are ObstacleShape's");
static_assert(MURMUR_DESCENT_START_STEP == murmur::kDescentStartStep, "the dusk's draws use the CPU's counter");
static_assert(sizeof(GpuGustMode) == 32 && sizeof(GpuGustMode) == sizeof(murmur::GustMode) &&
                  offsetof(GpuGustMode, phase) == offsetof(murmur::GustMode, phase) &&
                  offsetof(GpuGustMode, amplitude) == offsetof(murmur::GustMode, amplitude),
              "std430: two vec3 + scalar pairs, GustMode's own layout (uploaded as it is)");
static_assert(sizeof(GpuGridInfo) == 64 && offsetof(GpuGridInfo, scanCount) == 0 &&
                  offsetof(GpuGridInfo, origin) == 16 && offsetof(GpuGridInfo, cellSize) == 28 &&
                  offsetof(GpuGridInfo, dimsX) == 32 && offsetof(GpuGridInfo, slack) == 44 &&
                  offsetof(GpuGridInfo, blockEdge) == 48,
              "std430 GpuGridInfo (the blocks' words follow at 64); scanCount must stay the first word "
              "(the scan reads it there)");
static_assert(sizeof(GpuBounds) == 32, "std430: two uint[4]");
static_assert(sizeof(GpuPartialSums) == 32, "std430: two vec4");
static_assert(sizeof(GpuMetricSums) == 64, "std430: eight doubles");
static_assert(sizeof(GpuClusterSummary) == 16, "std430: four uints");
static_assert(sizeof(BirdInstance) == 32, "bird_instance.glsl: two vec4");
static_assert(sizeof(GpuCloseUpNeighbour) == 48 && offsetof(GpuCloseUpNeighbour, index) == 32,
              "std430: two vec4, then four words");
static_assert(offsetof(GpuCloseUp, previous) == 16 && offsetof(GpuCloseUp, neighbours) == 64 &&
                  sizeof(GpuCloseUp) == 64 + 48 * MURMUR_CLOSE_UP_MAX,
              "std430 GpuCloseUp: a header of four words, three vec4, then the neighbours");
static_assert(MURMUR_SCAN_BLOCK == MURMUR_SCAN_GROUP * MURMUR_SCAN_PER_THREAD, "scan block = threads x elements");
static_assert(MURMUR_DEBUG_STRIDE == MURMUR_DEBUG_MAX_NEIGHBOURS + 1, "debug list = count + entries");
static_assert(MURMUR_ARGS_SCAN_LEVEL + MURMUR_MAX_SCAN_LEVELS <= MURMUR_ARGS_COUNT, "room for every scan level's args");
static_assert((MURMUR_REDUCE_GROUP & (MURMUR_REDUCE_GROUP - 1)) == 0, "tree reductions need a power of two");

}  // namespace murmur::gl::layout
