#include "murmur/model/roost_descent.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "murmur/model/random.hpp"
#include "murmur/model/starling.hpp"

namespace murmur {
namespace {

// The seed model's ground lies this share of the sky's height below the sky's bottom: 10
// below R_y = 30, where the renderer has always drawn it.
constexpr float kSeedGroundBelowSky = 1.0f / 3.0f;

}  // namespace

float roostGroundY(const SimParams& prm) {
    if (prm.model == FlockModel::Starling) return groundHeight(prm);
    return -prm.skyRadii.y * (1.0f + kSeedGroundBelowSky);
}

glm::vec3 roostPoint(const SimParams& prm) {
    return {0.0f, roostGroundY(prm), 0.0f};
}

std::uint32_t descentStart(const SimParams& prm, std::uint32_t bird) {
    const float u = uniform01(prm.seed, kDescentStartStep, bird, 0);
    const auto spread = static_cast<std::uint32_t>(prm.descentSpread);
    const auto offset = std::min(spread, static_cast<std::uint32_t>(u * static_cast<float>(spread + 1u)));
    return static_cast<std::uint32_t>(prm.descentStep) + offset;
}

bool goesDown(const SimParams& prm, std::uint32_t step, std::uint32_t bird, std::span<const Neighbour> neighbours) {
    if (!hasDescent(prm) || step < static_cast<std::uint32_t>(prm.descentStep)) return false;
    if (step >= descentStart(prm, bird)) return true;
    if (neighbours.empty()) return false;
    int due = 0;
    for (const Neighbour& nb : neighbours) due += step >= descentStart(prm, nb.index) ? 1 : 0;
    return static_cast<float>(due) >= prm.descentFollow * static_cast<float>(neighbours.size());
}

glm::vec3 towardRoost(const SimParams& prm, glm::vec3 p) {
    const glm::vec3 to = roostPoint(prm) - p;
    const float len = glm::length(to);
    return len > 0.0f ? to / len : glm::vec3(0.0f);
}

bool settlesAt(const SimParams& prm, std::uint32_t step, glm::vec3 p) {
    if (!hasDescent(prm) || step < static_cast<std::uint32_t>(prm.descentStep)) return false;
    // The reed bed: a low disc on the ground, roostLandingRadius across and a quarter of that high.
    const float r = prm.roostLandingRadius;
    return p.x * p.x + p.z * p.z <= r * r && p.y <= roostGroundY(prm) + kRoostBedHeight * r;
}

std::size_t roostingCount(const FlockState& state) {
    return static_cast<std::size_t>(std::count_if(state.speed.begin(), state.speed.end(), isRoosting));
}

}  // namespace murmur
