// The hawk a person flies (hawk.hpp, HawkStrategy::Player): the control turns it within the
// limits every hawk has.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "murmur/model/cpu_step.hpp"
#include "murmur/model/hawk.hpp"

namespace murmur {
namespace {

// The heading the control asks for after one step: the azimuth about the sky's up (y) and
// the elevation above the horizon, each moved by its share of the largest turn.
glm::vec3 steered(glm::vec3 heading, const HawkControl& c, float maxTurn) {
    const float elevation = std::asin(std::clamp(heading.y, -1.0f, 1.0f));
    // Seen from behind, right is heading x up: for +x that is +z, where the azimuth grows.
    const float azimuth = std::atan2(heading.z, heading.x) + std::clamp(c.turn, -1.0f, 1.0f) * maxTurn;
    const float pitch =
        std::clamp(elevation + std::clamp(c.climb, -1.0f, 1.0f) * maxTurn, -kPlayerMaxPitch, kPlayerMaxPitch);
    return {std::cos(pitch) * std::cos(azimuth), std::sin(pitch), std::cos(pitch) * std::sin(azimuth)};
}

}  // namespace

std::uint32_t playerStepsLeft(const Hawk& hawk, std::uint32_t step) {
    if (!hawk.inSky || hawk.passed) return 0;
    const std::uint32_t flown = step - hawk.sentStep;
    return flown < kPlayerFlightSteps ? kPlayerFlightSteps - flown : 0;
}

void playerStep(Hawk& hawk, const SimParams& prm, const FlockView& flock, std::uint32_t step,
                const ObstacleField& obstacles) {
    if (!hawk.inSky) return;
    if (step - hawk.sentStep > kPlayerFlightSteps) hawk.passed = true;  // time is up: it gives up
    hawk.speed = prm.hawkSpeed;
    if (!hawk.passed) {
        hawk.heading = turnToward(hawk.heading, steered(hawk.heading, hawk.control, prm.hawkMaxTurn), prm.hawkMaxTurn);
        if (hawk.control.stoop) hawk.speed = prm.hawkStoopSpeed;
    }
    flyHawk(hawk, prm, hawk.speed, step, obstacles);
    if (!flock.position.empty()) {
        hawk.target = nearestBird(flock.position, hawk.position, flock.speed);
        hawk.lastDistance = glm::length(flock.position[*hawk.target] - hawk.position);
    }
    if (hawk.passed && glm::length(hawk.position - flock.centroid) > prm.hawkLeaveDistance) {
        hawk.inSky = false;
        hawk.leftStep = step;
    }
}

}  // namespace murmur
