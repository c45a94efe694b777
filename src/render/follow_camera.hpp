// follow_camera.hpp - the inspector's "Follow": the orbit camera behind a bird, kept there.
//
// Each call eases the camera a fraction of the way toward looking along the bird's heading
// from behind and a little above, at a given distance, and puts the target on the bird.
// Easing (not snapping) keeps the view calm: the model's jitter turns a heading a little
// every step. Plain math, GLM only.
#pragma once

#include <glm/vec3.hpp>

#include "orbit_camera.hpp"

namespace murmur::render {

inline constexpr float kFollowPitchDeg = 12.0f;  // a little above the bird: its neighbours show
inline constexpr float kFollowEase = 0.08f;      // per frame: about half the way in 8 frames
inline constexpr float kFollowDistance = 24.0f;  // model units: the bird and its neighbours fill the view

// The yaw (degrees, OrbitCamera's convention) whose eye lies behind a bird heading this way,
// seen from above; a heading straight up or down gives `otherwise`.
float yawBehind(glm::vec3 heading, float otherwise);

// One frame of following: target on `position`; yaw, pitch and distance `ease` of the way
// (0..1) to behind the bird at `distance` (within the camera's limits), yaw the short way round.
void followBird(OrbitCamera& camera, glm::vec3 position, glm::vec3 heading, float distance = kFollowDistance,
                float ease = kFollowEase);

}  // namespace murmur::render
