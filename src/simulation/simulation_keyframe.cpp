#include "murmur/simulation/simulation_keyframe.hpp"

#include <glm/vec3.hpp>

namespace murmur {

static_assert(kFlockBytesPerBird == 2 * sizeof(glm::vec3) + 3 * sizeof(float), "FlockState's arrays changed: recount");

std::size_t flockBytes(const FlockState& state) {
    return state.size() * kFlockBytesPerBird;
}

std::size_t keyframeBytes(const SimulationKeyframe& k) {
    return sizeof(SimulationKeyframe) + flockBytes(k.flock) + flockBytes(k.seen) + k.regroup.bytes() +
           k.attack.bytes() - sizeof(AttackRecorder) - sizeof(RegroupDetector) +
           k.attacks.capacity() * sizeof(AttackReport) + k.hawks.capacity() * sizeof(Hawk);
}

}  // namespace murmur
