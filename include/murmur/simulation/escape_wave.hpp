// escape_wave.hpp - does fright spread through the flock as a wave, and how fast?
//
// Each startled bird gives its onset step and where it was then. The wave is the least-squares
// line onset = a + b * distance, the distance being from the first-startled bird's position
// (the earliest onset, the lowest index on ties); its speed is 1 / b model units per step.
// It counts as a wave only when the line explains the onsets: at least kWaveMinBirds birds,
// b > 0 (later with distance) and R^2 >= kWaveMinR2. Not here: what startles a bird (the
// attack record decides, attack_report.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include <glm/vec3.hpp>

namespace murmur {

struct StartleOnset {
    std::uint32_t bird = 0;
    std::uint32_t step = 0;  // the first step of the attack at which it was afraid
    glm::vec3 position{0.0f};
};

inline constexpr int kWaveMinBirds = 20;
inline constexpr double kWaveMinR2 = 0.5;

struct WaveFit {
    int birds = 0;                 // onsets fitted
    double slope = 0.0;            // b, steps per model unit
    double intercept = 0.0;        // a, steps
    double r2 = 0.0;               // coefficient of determination of the line (0 if undefined)
    bool isWave = false;           // the criterion above
    double speed = 0.0;            // 1 / b, model units per step (valid when isWave)
    double speedOverCruise = 0.0;  // speed / cruising speed V0 (valid when isWave)
};

// Fits the onsets (any order). cruiseSpeed is V0 (> 0). Fewer than two onsets, or all at one
// distance, give a fit with r2 = 0 and no wave.
WaveFit fitEscapeWave(std::span<const StartleOnset> onsets, float cruiseSpeed);

}  // namespace murmur
