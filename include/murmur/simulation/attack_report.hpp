// attack_report.hpp - what one hawk's attack did to the flock: its report card, and the
// recorder the Simulation feeds to fill it in.
//
// A bird is startled on the first step of the attack at which its fear rises above what
// the decay alone would leave (f_t > fearDecay * f_{t-1}): the hawk is within fleeRange.
// Each bird is startled once per attack at most. The hawk catches nothing: a bird that
// comes within hawkCatchRadius of it (at the states of whole steps) is counted as a
// would-be catch, once, and flies on. Not here: when hawks are sent (the caller) or the
// regroup (regroup.hpp), whose recovery time the Simulation adds to the report later.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <span>
#include <vector>

#include "murmur/model/flock_state.hpp"
#include "murmur/model/hawk.hpp"
#include "murmur/model/metrics.hpp"
#include "murmur/model/params.hpp"
#include "murmur/simulation/escape_patterns.hpp"
#include "murmur/simulation/escape_wave.hpp"

namespace murmur {

struct AttackReport {
    HawkStrategy strategy = HawkStrategy::Centroid;  // the first hawk's
    int hawks = 1;                                   // launched together (SimParams::hawkCount)
    bool mixed = false;                              // not all with the same strategy
    HawkStrategyList strategies;                     // each hawk's, in launch order
    std::uint32_t sentStep = 0;
    std::uint32_t leftStep = 0;
    int birds = 0;                    // the flock at launch
    float closestApproach = 0.0f;     // the least distance from the hawk to any bird
    int wouldBeCatches = 0;           // distinct birds within hawkCatchRadius
    int startled = 0;                 // distinct birds startled
    float startledPct = 0.0f;         // of the flock at launch
    float lowestPolarization = 0.0f;  // while the hawk was in the sky
    int mostClusters = 0;             // while the hawk was in the sky (steps with clusters)
    WaveFit wave;
    EscapePatterns patterns;
    PatternBaseline baseline;  // the calm steps before the hawk, as the patterns used it
    // Steps from the hawk leaving to the regroup; none: did not regroup (yet, or before the
    // next hawk was sent).
    std::optional<std::uint32_t> recoverySteps;
};

class AttackRecorder {
public:
    explicit AttackRecorder(const SimParams& params = {});

    // Every step's metrics, hawk or not (the calm ones make the baseline).
    void sample(std::uint32_t step, const FlockMetrics& metrics, bool hawkInSky);
    // Hawks were just launched together over `state` (the current step, measured as
    // `metrics`); the report names the first one's strategy. One hawk: a span of one.
    void begin(std::span<const Hawk> hawks, const FlockState& state, const FlockMetrics& metrics);
    // The birds and the hawks of one step while any flies (and once more, the step the last
    // left): the closest approach, the catches and the vacuole are over every hawk.
    void observe(const FlockState& state, std::span<const Hawk> hawks);
    // The report, once the last hawk has left the sky (its leftStep). Ends the attack.
    AttackReport finish(std::span<const Hawk> hawks);

    // Live edits (the catch radius, the fear decay, the baseline window) apply from now on.
    void setParams(const SimParams& params) { params_ = params; }

    bool active() const { return active_; }
    const std::vector<StartleOnset>& onsets() const { return onsets_; }
    // The memory it holds (itself and its tables), for keyframes' budgets.
    std::size_t bytes() const;

private:
    SimParams params_;
    bool active_ = false;
    std::deque<PatternSample> calm_;     // the calm steps of the last regroupBaselineSteps steps
    std::vector<PatternSample> series_;  // the steps of this attack
    AttackReport report_;
    std::vector<float> lastFear_;
    std::uint32_t lastStep_ = 0;
    std::vector<bool> startled_;
    std::vector<bool> caught_;
    std::vector<StartleOnset> onsets_;
    int vacuoleRun_ = 0;  // consecutive steps with the hawk in an empty hole of the flock
    bool vacuoleSeen_ = false;
};

}  // namespace murmur
