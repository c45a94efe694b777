#include "follow_camera.hpp"

#include <algorithm>
#include <cmath>

#include <glm/trigonometric.hpp>

namespace murmur::render {

float yawBehind(glm::vec3 heading, float otherwise) {
    // OrbitCamera puts the eye at (sin yaw, -, cos yaw) from the target: behind is -heading.
    if (std::abs(heading.x) + std::abs(heading.z) < 1e-6f) return otherwise;
    return glm::degrees(std::atan2(-heading.x, -heading.z));
}

void followBird(OrbitCamera& camera, glm::vec3 position, glm::vec3 heading, float distance, float ease,
                float pitchDeg) {
    camera.setTarget(position);
    float dYaw = std::fmod(yawBehind(heading, camera.yawDeg()) - camera.yawDeg(), 360.0f);
    if (dYaw > 180.0f) dYaw -= 360.0f;
    if (dYaw < -180.0f) dYaw += 360.0f;
    camera.orbit(ease * dYaw, ease * (pitchDeg - camera.pitchDeg()));
    if (distance > 0.0f) camera.zoom(std::pow(distance / camera.distance(), ease));
}

void watchFromGround(OrbitCamera& camera, glm::vec3 target, float ease) {
    camera.setTarget(target);
    const float height = target.y - (camera.limits().groundY + camera.limits().groundClearance);
    if (!(height > 0.0f)) {
        camera.orbit(0.0f, ease * (0.0f - camera.pitchDeg()));
        return;
    }
    const float distance = height / std::sin(glm::radians(kGroundElevationDeg));
    camera.orbit(0.0f, ease * (-kGroundElevationDeg - camera.pitchDeg()));
    camera.zoom(std::pow(distance / camera.distance(), ease));
}

OrbitCameraLimits limitsLookingUp(OrbitCameraLimits limits) {
    constexpr float kRoom = 5.0f;  // degrees below the observer's pitch, so easing never clamps
    limits.minPitchDeg = std::min(limits.minPitchDeg, -kGroundElevationDeg - kRoom);
    return limits;
}

OrbitCameraLimits limitsComingClose(OrbitCameraLimits limits, float closest) {
    limits.minDistance = std::min(limits.minDistance, closest);
    return limits;
}

}  // namespace murmur::render
