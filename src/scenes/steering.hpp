// steering.hpp - the vector helpers of the particles-and-agents chapter (seed 003), and its clock.
//
// The chapter's sketches (p5.js) count in canvas pixels and frames at 60 frames per second:
// a speed is px/frame, a force px/frame^2. The sandbox keeps those numbers verbatim and turns
// a step's dt (seconds) into frames, so one step of 1/60 s is exactly one of the chapter's
// frames. Helpers follow p5.Vector: normalising or setting the length of a zero vector
// leaves it zero (never NaN). Header only, no GL.
#pragma once

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>
#include <glm/vec2.hpp>

namespace murmur::scenes {

inline constexpr double kChapterFramesPerSecond = 60.0;
// A long frame (a stall, a breakpoint) is not allowed to throw everything across the world.
inline constexpr double kMaxChapterFramesPerStep = 2.0;
// The chapter's canvas is 800 x 400: the sandbox's world is 400 px tall, aspect * 400 wide.
inline constexpr float kSandboxWorldHeight = 400.0f;

// Frames covered by a step of dtSeconds (>= 0), capped at kMaxChapterFramesPerStep.
inline float chapterFrames(double dtSeconds) {
    return static_cast<float>(std::min(dtSeconds * kChapterFramesPerSecond, kMaxChapterFramesPerStep));
}

// p5's limit(): shortens v to at most maxLength, keeps its direction.
inline glm::vec2 limitLength(glm::vec2 v, float maxLength) {
    const float len2 = glm::dot(v, v);
    if (len2 <= maxLength * maxLength) return v;
    return v * (maxLength / std::sqrt(len2));
}

// p5's normalize(): unit length, zero stays zero.
inline glm::vec2 normalizeOrZero(glm::vec2 v) {
    const float len = std::sqrt(glm::dot(v, v));
    return len > 0.0f ? v / len : glm::vec2(0.0f);
}

// p5's setMag(): length m in v's direction, zero stays zero.
inline glm::vec2 withLength(glm::vec2 v, float m) {
    return normalizeOrZero(v) * m;
}

// Reynolds steering: desired minus current velocity, limited to maxForce.
inline glm::vec2 steerToward(glm::vec2 desired, glm::vec2 velocity, float maxForce) {
    return limitLength(desired - velocity, maxForce);
}

}  // namespace murmur::scenes
