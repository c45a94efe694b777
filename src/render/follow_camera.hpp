// follow_camera.hpp - the inspector's "Follow": the orbit camera behind a bird, kept there;
// and the other cameras of camera_mode.hpp (riding a bird, chasing the hawk, from the ground).
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
// Ours, drawing only. Riding a bird: just behind it, its neighbours around (in either model a
// bird's nearest are about a unit, or a metre, away). Chasing the hawk: far enough to see the
// birds it dives at. The ground observer looks up this steeply at the flock (field observers
// photograph it from below, docs/field_data.md).
inline constexpr float kRideDistance = 3.0f;
// Riding looks at a point this far ahead of the bird along its nose, so the eye sits
// kRideDistance - kRideLookAhead (0.6) behind it: nearly its own view, its wedge at the
// bottom of the picture and what it flies into ahead.
inline constexpr float kRideLookAhead = 2.4f;
inline constexpr float kChaseDistance = 12.0f;
inline constexpr float kGroundElevationDeg = 60.0f;

// The yaw (degrees, OrbitCamera's convention) whose eye lies behind a bird heading this way,
// seen from above; a heading straight up or down gives `otherwise`.
float yawBehind(glm::vec3 heading, float otherwise);

// One frame of following: target on `position`; yaw, pitch and distance `ease` of the way
// (0..1) to behind the bird at `distance` (within the camera's limits), yaw the short way round.
// pitchDeg: how far above the bird's horizon the eye is (a flown hawk's chase follows its nose).
void followBird(OrbitCamera& camera, glm::vec3 position, glm::vec3 heading, float distance = kFollowDistance,
                float ease = kFollowEase, float pitchDeg = kFollowPitchDeg);

// One frame of the ground observer: target on `target` (the flock's centre), yaw kept; pitch
// and distance `ease` of the way to an eye on the ground (the camera's limits' groundY plus
// its clearance) that sees the target kGroundElevationDeg up. The camera's limits must allow
// that pitch (limitsLookingUp). A target at or under the ground: looking level at it.
void watchFromGround(OrbitCamera& camera, glm::vec3 target, float ease = kFollowEase);

// `limits` that let the camera stand under its target (pitch down to below
// -kGroundElevationDeg) and come as close as `closest`.
OrbitCameraLimits limitsLookingUp(OrbitCameraLimits limits);
OrbitCameraLimits limitsComingClose(OrbitCameraLimits limits, float closest);

}  // namespace murmur::render
