// orbit_camera.hpp - the view of the flock: a camera orbiting a target point.
//
// Plain math (GLM only, no GL): yaw and pitch around the target, a distance, a vertical
// field of view. Pitch stays within the limits' minPitchDeg..maxPitchDeg (short of 90), so the camera
// never flips over the pole, and the eye never goes below the ground plane. Not here: input
// handling (the App turns drags and wheel steps into orbit() and zoom()).
#pragma once

#include <glm/mat4x4.hpp>
#include <glm/vec3.hpp>

namespace murmur::render {

struct OrbitCameraLimits {
    float minPitchDeg = 2.0f;   // just above horizontal: looking slightly down
    float maxPitchDeg = 85.0f;  // almost overhead, never past the pole
    float minDistance = 20.0f;  // model units
    float maxDistance = 400.0f;
    float groundY = -40.0f;  // the eye stays at least clearance above this
    float groundClearance = 2.0f;
};

class OrbitCamera {
public:
    explicit OrbitCamera(const OrbitCameraLimits& limits = {});

    // Degrees: positive dYawDeg turns the eye counter-clockwise seen from above; positive
    // dPitchDeg raises it. Pitch is clamped to the limits.
    void orbit(float dYawDeg, float dPitchDeg);
    // factor > 1 moves the eye away; the distance is clamped. Non-positive or non-finite
    // factors are ignored (a bad wheel event must not break the view).
    void zoom(float factor);
    // Moves the eye back, never closer, until a ball of this radius round the target fits the
    // view's height with a tenth to spare (a large flock seen whole); within the limits.
    void stepBackToSee(float radius);
    // The point the camera looks at (the app follows the flock centroid with it).
    void setTarget(glm::vec3 target);
    void setFovYDeg(float degrees) { fovYDeg_ = degrees; }
    // New limits (another model's world): pitch and distance are clamped into them.
    void setLimits(const OrbitCameraLimits& limits);

    float yawDeg() const { return yawDeg_; }
    float pitchDeg() const { return pitchDeg_; }
    float distance() const { return distance_; }
    glm::vec3 target() const { return target_; }
    float fovYDeg() const { return fovYDeg_; }
    const OrbitCameraLimits& limits() const { return limits_; }

    // The eye position after all clamps (above the ground whatever the target).
    glm::vec3 eye() const;
    glm::mat4 view() const;
    // aspect = width / height of the viewport; a degenerate viewport gives aspect 1.
    glm::mat4 projection(float aspect) const;

private:
    OrbitCameraLimits limits_;
    float yawDeg_ = 35.0f;
    float pitchDeg_ = 5.0f;
    float distance_ = 110.0f;
    float fovYDeg_ = 45.0f;
    glm::vec3 target_{0.0f};
};

}  // namespace murmur::render
