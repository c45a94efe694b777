#include "gpu_params.hpp"

#include <algorithm>
#include <type_traits>

#include "murmur/model/flocks.hpp"
#include "murmur/model/grid.hpp"
#include "murmur/model/roost_descent.hpp"
#include "murmur/model/starling.hpp"

namespace murmur::gl {

// A plain copy is exact: the member has its SimParams field's very type, so no conversion
// (int to uint, vec3 to vec4, ...) hides in the generated assignment.
#define MURMUR_CHECK_SAME_TYPE(type, name)                                                         \
    static_assert(std::is_same_v<decltype(SimParams::name), decltype(layout::GpuSimParams::name)>, \
                  "MURMUR_GPU_PARAM_FIELDS: " #name " must have the type of SimParams::" #name);
MURMUR_GPU_PARAM_FIELDS(MURMUR_CHECK_SAME_TYPE)
#undef MURMUR_CHECK_SAME_TYPE

layout::GpuSimParams makeGpuSimParams(const SimParams& params, std::size_t birdCount, std::uint32_t step,
                                      const HawkView& hawk, bool debugNeighbours, const ObstacleField& obstacles) {
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
    g.hawkOthers = hawk.inSky ? static_cast<std::uint32_t>(hawk.otherCount) : 0u;
    g.starlingParts = (params.starlingVision ? MURMUR_STARLING_VISION : 0u) |
                      (params.starlingFlight ? MURMUR_STARLING_FLIGHT : 0u) |
                      (params.starlingRoost ? MURMUR_STARLING_ROOST : 0u) |
                      (params.starlingAdaptiveRange ? MURMUR_STARLING_ADAPTIVE_RANGE : 0u);
    g.starlingK = static_cast<std::uint32_t>(
        params.starlingAdaptiveRange ? kStarlingMaxPartners : std::clamp(params.topologicalK, 0, kMaxTopologicalK));
    g.starlingWeight = params.starlingBodyMass * kGravity;
    g.starlingFloor = groundHeight(params) + kGroundClearance;
    g.starlingMaxBank = kStarlingMaxBank;
    const ViewCone cone = starlingViewCone(params, glm::vec3(1.0f, 0.0f, 0.0f));
    g.starlingBlindLimit = cone.limit;
    g.starlingBlindLimitSq = cone.limitSq;
    g.starlingNoRange = kStarlingNoRange;
    g.gustCount = params.gustSpeed > 0.0f ? static_cast<std::uint32_t>(kGustModes) : 0u;
    g.obstacleCount = static_cast<std::uint32_t>(obstacles.obstacles.size());
    g.obstacleBinsX = static_cast<std::uint32_t>(obstacles.binsX);
    g.obstacleBinsZ = static_cast<std::uint32_t>(obstacles.binsZ);
    g.obstacleBinsPerUnit = obstacles.binsPerUnit;
    g.obstacleOriginX = obstacles.origin.x;
    g.obstacleOriginZ = obstacles.origin.z;
    g.obstacleSkin = kObstacleSkin;
    g.descentStep = static_cast<std::uint32_t>(std::max(params.descentStep, 0));
    g.descentSpread = static_cast<std::uint32_t>(std::max(params.descentSpread, 0));
    g.flockCount = static_cast<std::uint32_t>(std::max(params.flockCount, 1));
    g.flockRing = flockRingRadius(params);
    g.roostGroundY = roostGroundY(params);
    g.roostBedTop = roostGroundY(params) + kRoostBedHeight * params.roostLandingRadius;
    return g;
}

}  // namespace murmur::gl
