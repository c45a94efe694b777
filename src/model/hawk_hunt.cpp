// The hawk strategies of the extension (hawk.hpp): which bird a hawk picks and how it steers.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/trigonometric.hpp>

#include "murmur/model/cpu_step.hpp"
#include "murmur/model/gusts.hpp"
#include "murmur/model/hawk.hpp"
#include "murmur/model/random.hpp"

namespace murmur {
namespace {

constexpr float kTwoPi = 6.28318530717958647692f;
constexpr float kTiny = 1e-6f;  // below this a direction is undefined: keep the heading

// The unit vector from a to b, or `fallback` when they (nearly) coincide.
glm::vec3 direction(glm::vec3 a, glm::vec3 b, glm::vec3 fallback) {
    const glm::vec3 d = b - a;
    const float len = glm::length(d);
    return len > kTiny ? d / len : fallback;
}

// Proportional navigation: the heading that a = N * (Omega x v) would give after one step,
// Omega = (r x v_rel) / |r|^2 being the line of sight's rotation rate (radians per step).
glm::vec3 navigate(const Hawk& hawk, float n, glm::vec3 targetPos, glm::vec3 targetVel) {
    const glm::vec3 r = targetPos - hawk.position;
    const float r2 = glm::dot(r, r);
    if (r2 < kTiny) return hawk.heading;
    const glm::vec3 v = hawk.heading * hawk.speed;
    const glm::vec3 omega = glm::cross(r, targetVel - v) / r2;
    const glm::vec3 want = v + n * glm::cross(omega, v);
    const float len = glm::length(want);
    return len > kTiny ? want / len : hawk.heading;
}

}  // namespace

FlockView flockView(const FlockState& state, glm::vec3 centroid) {
    return {centroid, state.position, state.heading, state.speed};
}

std::uint32_t nearestBird(std::span<const glm::vec3> positions, glm::vec3 point, std::span<const float> speeds) {
    std::uint32_t best = 0;
    float bestSq = INFINITY;
    // A bird settled on the roost is no prey: the nearest flying bird, if any flies.
    const bool anyFlying =
        speeds.empty() || std::any_of(speeds.begin(), speeds.end(), [](float v) { return v >= 0.0f; });
    for (std::size_t i = 0; i < positions.size(); ++i) {
        if (anyFlying && !speeds.empty() && speeds[i] < 0.0f) continue;
        const glm::vec3 d = positions[i] - point;
        const float sq = glm::dot(d, d);
        if (sq < bestSq) {
            bestSq = sq;
            best = static_cast<std::uint32_t>(i);
        }
    }
    return best;
}

Hawk launchHawk(const SimParams& prm, const FlockView& flock, std::uint32_t seed, std::uint32_t step,
                std::uint32_t hawkIndex) {
    Hawk hawk = spawnHawk(prm, flock.centroid, seed, step, hawkIndex);
    hawk.strategy = prm.hawkStrategy;
    hawk.speed = prm.hawkSpeed;
    if (prm.hawkStrategy == HawkStrategy::Centroid || prm.hawkStrategy == HawkStrategy::Player) return hawk;
    if (prm.hawkStrategy == HawkStrategy::Stoop) {
        // The same random side as spawnHawk's, so each seed stoops from its own side.
        const float azimuth = kTwoPi * uniform01(seed, step, hawkIndex, kStreamHawkDirection);
        const float side = kStoopOffsetFraction * prm.hawkStoopHeight;
        hawk.position =
            flock.centroid + glm::vec3(side * std::cos(azimuth), prm.hawkStoopHeight, side * std::sin(azimuth));
        hawk.speed = prm.hawkStoopSpeed;
    }
    const std::uint32_t bird = nearestBird(flock.position, hawk.position, flock.speed);
    hawk.target = bird;
    hawk.heading = direction(hawk.position, flock.position[bird], hawk.heading);
    hawk.lastDistance = glm::length(flock.position[bird] - hawk.position);
    return hawk;
}

void huntStep(Hawk& hawk, const SimParams& prm, const FlockView& flock, std::uint32_t step,
              const ObstacleField& obstacles) {
    if (hawk.strategy == HawkStrategy::Player) {
        playerStep(hawk, prm, flock, step, obstacles);
        return;
    }
    if (hawk.strategy == HawkStrategy::Centroid || flock.position.empty()) {
        advanceHawk(hawk, prm, flock.centroid, step, obstacles);
        return;
    }
    if (!hawk.inSky) return;
    // Nearest re-chooses every step; the others keep their bird unless it is gone (a
    // shrunken flock), then take the nearest.
    if (hawk.strategy == HawkStrategy::Nearest || !hawk.target || *hawk.target >= flock.position.size())
        hawk.target = nearestBird(flock.position, hawk.position, flock.speed);
    const std::uint32_t bird = *hawk.target;
    const glm::vec3 birdPos = flock.position[bird];
    if (!hawk.passed) {
        const glm::vec3 want =
            hawk.strategy == HawkStrategy::Intercept
                ? navigate(hawk, prm.hawkNavigationConstant, birdPos,
                           flock.heading[bird] * std::max(flock.speed[bird], 0.0f))  // a settled bird: still
                : direction(hawk.position, birdPos, hawk.heading);
        hawk.heading = turnToward(hawk.heading, want, prm.hawkMaxTurn);
    }
    flyHawk(hawk, prm, hawk.speed, step, obstacles);
    const float d = glm::length(birdPos - hawk.position);
    if (!hawk.passed && d > hawk.lastDistance) hawk.passed = true;
    hawk.lastDistance = d;
    if (hawk.passed && glm::length(hawk.position - flock.centroid) > prm.hawkLeaveDistance) {
        hawk.inSky = false;
        hawk.leftStep = step;
    }
}

}  // namespace murmur
