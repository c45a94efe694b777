#include "orbit_camera.hpp"

#include <algorithm>
#include <cmath>

#include <glm/gtc/matrix_transform.hpp>
#include <glm/trigonometric.hpp>

namespace murmur::render {

OrbitCamera::OrbitCamera(const OrbitCameraLimits& limits) {
    setLimits(limits);
}

void OrbitCamera::setLimits(const OrbitCameraLimits& limits) {
    limits_ = limits;
    pitchDeg_ = std::clamp(pitchDeg_, limits_.minPitchDeg, limits_.maxPitchDeg);
    distance_ = std::clamp(distance_, limits_.minDistance, limits_.maxDistance);
}

void OrbitCamera::orbit(float dYawDeg, float dPitchDeg) {
    if (!std::isfinite(dYawDeg) || !std::isfinite(dPitchDeg)) return;
    // Keep yaw in [0, 360) so long auto-orbits never lose float precision.
    yawDeg_ = std::fmod(yawDeg_ + dYawDeg, 360.0f);
    if (yawDeg_ < 0.0f) yawDeg_ += 360.0f;
    pitchDeg_ = std::clamp(pitchDeg_ + dPitchDeg, limits_.minPitchDeg, limits_.maxPitchDeg);
}

void OrbitCamera::zoom(float factor) {
    if (!std::isfinite(factor) || factor <= 0.0f) return;
    distance_ = std::clamp(distance_ * factor, limits_.minDistance, limits_.maxDistance);
}

void OrbitCamera::stepBackToSee(float radius) {
    constexpr float kSpare = 1.1f;
    const float needed = kSpare * radius / std::sin(glm::radians(fovYDeg_) * 0.5f);
    if (!std::isfinite(needed) || needed <= distance_) return;
    distance_ = std::clamp(needed, limits_.minDistance, limits_.maxDistance);
}

void OrbitCamera::setTarget(glm::vec3 target) {
    if (std::isfinite(target.x) && std::isfinite(target.y) && std::isfinite(target.z)) target_ = target;
}

glm::vec3 OrbitCamera::eye() const {
    const float yaw = glm::radians(yawDeg_);
    const float pitch = glm::radians(pitchDeg_);
    const glm::vec3 offset{std::cos(pitch) * std::sin(yaw), std::sin(pitch), std::cos(pitch) * std::cos(yaw)};
    glm::vec3 e = target_ + distance_ * offset;
    // The pitch clamp alone cannot keep the eye up when the target itself is low.
    e.y = std::max(e.y, limits_.groundY + limits_.groundClearance);
    return e;
}

glm::mat4 OrbitCamera::view() const {
    // Pitch < 90 degrees keeps the view direction off the up axis, so lookAt never degenerates.
    return glm::lookAt(eye(), target_, glm::vec3(0.0f, 1.0f, 0.0f));
}

glm::mat4 OrbitCamera::projection(float aspect) const {
    if (!std::isfinite(aspect) || aspect <= 0.0f) aspect = 1.0f;
    const float nearPlane = 0.5f;
    const float farPlane = distance_ + 2000.0f;  // the ground plane reaches far past the sky
    return glm::perspective(glm::radians(fovYDeg_), aspect, nearPlane, farPlane);
}

}  // namespace murmur::render
