#include "murmur/model/hawk.hpp"

#include <cmath>

#include <glm/geometric.hpp>
#include <glm/trigonometric.hpp>

#include "murmur/model/cpu_step.hpp"
#include "murmur/model/gusts.hpp"
#include "murmur/model/random.hpp"

namespace murmur {

Hawk spawnHawk(const SimParams& prm, glm::vec3 centroid, std::uint32_t seed, std::uint32_t step,
               std::uint32_t hawkIndex) {
    constexpr float kTwoPi = 6.28318530717958647692f;
    const float azimuth = kTwoPi * uniform01(seed, step, hawkIndex, kStreamHawkDirection);
    const float elevation = glm::radians(prm.hawkSpawnElevationDeg);
    const glm::vec3 out(std::cos(elevation) * std::cos(azimuth), std::sin(elevation),
                        std::cos(elevation) * std::sin(azimuth));
    Hawk hawk;
    hawk.inSky = true;
    hawk.position = centroid + prm.hawkSpawnDistance * out;
    hawk.heading = -out;
    hawk.lastDistance = prm.hawkSpawnDistance;
    hawk.speed = prm.hawkSpeed;
    hawk.sentStep = step;
    return hawk;
}

void flyHawk(Hawk& hawk, const SimParams& prm, float speed, std::uint32_t step, const ObstacleField& obstacles) {
    const glm::vec3 from = hawk.position;
    if (!obstacles.empty()) {
        // Its probe in steps: the starling model's lookahead is in seconds.
        const float lookaheadSteps =
            prm.model == FlockModel::Starling ? prm.obstacleLookahead / prm.starlingTimeStep : prm.obstacleLookahead;
        const glm::vec3 away =
            obstacleSteering(obstacles, from, hawk.heading, lookaheadSteps * speed, prm.obstacleClearance);
        // away is across the heading, so heading + away is never short.
        if (away != glm::vec3(0.0f))
            hawk.heading =
                turnToward(hawk.heading, glm::normalize(hawk.heading + prm.obstacleWeight * away), prm.hawkMaxTurn);
    }
    hawk.position += hawk.heading * speed;
    hawk.position += airDrift(prm, gustField(prm, step), hawk.position);  // the same air as the birds
    if (!obstacles.empty()) hawk.position = keepOutside(obstacles, from, hawk.position, hawk.heading);
}

void advanceHawk(Hawk& hawk, const SimParams& prm, glm::vec3 centroid, std::uint32_t step,
                 const ObstacleField& obstacles) {
    if (!hawk.inSky) return;
    if (!hawk.passed) {
        const glm::vec3 toward = centroid - hawk.position;
        const float len = glm::length(toward);
        if (len > 1e-6f) hawk.heading = turnToward(hawk.heading, toward / len, prm.hawkMaxTurn);
    }
    flyHawk(hawk, prm, prm.hawkSpeed, step, obstacles);
    const float d = glm::length(hawk.position - centroid);
    // Closest approach: the first step on which the distance grows again.
    if (!hawk.passed && d > hawk.lastDistance) hawk.passed = true;
    hawk.lastDistance = d;
    if (hawk.passed && d > prm.hawkLeaveDistance) {
        hawk.inSky = false;
        hawk.leftStep = step;
    }
}

}  // namespace murmur
