// hawk_series.hpp - one run with a hawk, recorded step by step (docs/model.md E4's protocol):
// the flock flies, a hawk is sent at hawkStep, and every step's metrics are kept, with the
// steps the hawk was in the sky and the regroup step. The report's time-series chart draws
// it; the window program can reuse it for its own charts.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "murmur/analysis/experiments.hpp"
#include "murmur/model/params.hpp"

namespace murmur::report {

struct HawkSeries {
    // Index t holds step t, from 0 to steps inclusive.
    std::vector<float> polarization;
    std::vector<float> clumping;
    std::vector<float> largestClusterPct;
    std::vector<int> clusterCount;
    std::vector<bool> hawkInSky;
    bool hawkSent = false;  // false when hawkStep > steps or the flock is empty
    std::uint32_t hawkSentStep = 0;
    std::optional<std::uint32_t> hawkLeftStep;  // the first step with the hawk gone again
    std::optional<std::uint32_t> regroupStep;
    float minPolarizationInSky = 0.0f;  // E4's figure for this run
    int birdCount = 0;
    std::uint32_t seed = 0;
};

inline constexpr int kHawkSeriesSteps = 2000;
inline constexpr int kHawkSeriesHawkStep = 600;

// Runs params (its seed and bird count) for `steps` steps with a hawk sent at hawkStep,
// with clusters measured every step. Empty series (no samples) if cancelled.
// backend: empty for the CPU backend with one thread per hardware thread.
HawkSeries runHawkSeries(const SimParams& params, int steps = kHawkSeriesSteps, int hawkStep = kHawkSeriesHawkStep,
                         const BackendFactory& backend = {}, const std::atomic<bool>* cancel = nullptr);

}  // namespace murmur::report
