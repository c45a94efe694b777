#include "gpu_params.hpp"

#include <algorithm>
#include <type_traits>

#include "murmur/model/grid.hpp"

namespace murmur::gl {

// A plain copy is exact: the member has its SimParams field's very type, so no conversion
// (int to uint, vec3 to vec4, ...) hides in the generated assignment.
#define MURMUR_CHECK_SAME_TYPE(type, name)                                                         \
    static_assert(std::is_same_v<decltype(SimParams::name), decltype(layout::GpuSimParams::name)>, \
                  "MURMUR_GPU_PARAM_FIELDS: " #name " must have the type of SimParams::" #name);
MURMUR_GPU_PARAM_FIELDS(MURMUR_CHECK_SAME_TYPE)
#undef MURMUR_CHECK_SAME_TYPE

layout::GpuSimParams makeGpuSimParams(const SimParams& params, std::size_t birdCount, std::uint32_t step,
                                      const HawkView& hawk, bool debugNeighbours) {
    layout::GpuSimParams g{};
    // MURMUR_GPU_PARAM_FIELDS: generated.
#define MURMUR_COPY_FIELD(type, name) g.name = params.name;
    MURMUR_GPU_PARAM_FIELDS(MURMUR_COPY_FIELD)
#undef MURMUR_COPY_FIELD
    // MURMUR_GPU_DERIVED_FIELDS: by hand, every one, in the list's order.
    g.birdCount = static_cast<std::uint32_t>(birdCount);
    g.step = step;
    g.neighbourMode = params.neighbourMode == NeighbourMode::Metric ? MURMUR_MODE_METRIC : MURMUR_MODE_TOPOLOGICAL;
    g.topologicalK = static_cast<std::uint32_t>(std::clamp(params.topologicalK, 0, kMaxTopologicalK));
    g.clusterMinSize = static_cast<std::uint32_t>(clusterMinSize(params, static_cast<int>(birdCount)));
    g.maxGridCells = static_cast<float>(kMaxGridCells);
    g.debugNeighbours = debugNeighbours ? 1u : 0u;
    g.hawkInSky = hawk.inSky ? 1u : 0u;
    g.hawkPosition = hawk.position;
    return g;
}

}  // namespace murmur::gl
