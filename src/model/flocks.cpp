#include "murmur/model/flocks.hpp"

#include <cmath>
#include <numbers>

namespace murmur {

float flockRingRadius(const SimParams& prm) {
    if (prm.flockCount <= 1) return 0.0f;
    // A regular polygon whose side is the spacing: its circumradius s / (2 sin(pi / n)).
    return prm.flockSpacing / (2.0f * std::sin(std::numbers::pi_v<float> / static_cast<float>(prm.flockCount)));
}

glm::vec3 flockHome(const SimParams& prm, std::uint32_t flock) {
    if (prm.flockCount <= 1) return glm::vec3(0.0f);
    // The same float operations as flocks.glsl's, in the same order.
    const float a = 2.0f * std::numbers::pi_v<float> * static_cast<float>(flock) / static_cast<float>(prm.flockCount);
    return flockRingRadius(prm) * glm::vec3(std::cos(a), 0.0f, std::sin(a));
}

}  // namespace murmur
