#include "follow_camera.hpp"

#include <cmath>

#include <glm/trigonometric.hpp>

namespace murmur::render {

float yawBehind(glm::vec3 heading, float otherwise) {
    // OrbitCamera puts the eye at (sin yaw, -, cos yaw) from the target: behind is -heading.
    if (std::abs(heading.x) + std::abs(heading.z) < 1e-6f) return otherwise;
    return glm::degrees(std::atan2(-heading.x, -heading.z));
}

void followBird(OrbitCamera& camera, glm::vec3 position, glm::vec3 heading, float distance, float ease) {
    camera.setTarget(position);
    float dYaw = std::fmod(yawBehind(heading, camera.yawDeg()) - camera.yawDeg(), 360.0f);
    if (dYaw > 180.0f) dYaw -= 360.0f;
    if (dYaw < -180.0f) dYaw += 360.0f;
    camera.orbit(ease * dYaw, ease * (kFollowPitchDeg - camera.pitchDeg()));
    if (distance > 0.0f) camera.zoom(std::pow(distance / camera.distance(), ease));
}

}  // namespace murmur::render
