// regroup.hpp - docs/model.md's regroup detection after a hawk.
//
// Feed it every step's polarization and largest-cluster share. When a hawk is sent it
// freezes the baseline: the means over the calm steps with clusters among the
// regroupBaselineSteps steps up to the one it is sent at. After the
// hawk leaves the sky, the first step with polarization >= 0.95 x baseline and largest
// share >= 0.9 x baseline is the regroup; recovery = that step - the step it left.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>

#include "murmur/model/params.hpp"

namespace murmur {

class RegroupDetector {
public:
    explicit RegroupDetector(const SimParams& params = {});

    // Record one step (steps in increasing order). largestPct may be absent on steps where
    // clusters were not computed; such steps count toward nothing.
    void record(std::uint32_t step, float polarization, std::optional<float> largestPct, bool hawkInSky);
    // The hawk was sent (before recording its first step in the sky).
    void hawkSent(std::uint32_t step);

    bool waiting() const { return baselineReady_ && !regroupStep_; }
    std::optional<std::uint32_t> leftStep() const { return leftStep_; }
    std::optional<std::uint32_t> regroupStep() const { return regroupStep_; }
    // regroup - left, when both happened.
    std::optional<std::uint32_t> recoverySteps() const;
    float baselinePolarization() const { return basePolarization_; }
    float baselineLargestPct() const { return baseLargest_; }
    // The memory it holds (itself and its window of samples), for keyframes' budgets.
    std::size_t bytes() const { return sizeof(*this) + recent_.size() * sizeof(Sample); }

private:
    float polarizationFrac_;
    float largestFrac_;
    struct Sample {
        std::uint32_t step;
        float polarization;
        float largestPct;
    };
    std::uint64_t window_;       // steps
    std::deque<Sample> recent_;  // the calm steps with clusters of the last window_ steps
    bool baselineReady_ = false;
    bool hawkFlying_ = false;
    float basePolarization_ = 0.0f;
    float baseLargest_ = 0.0f;
    std::optional<std::uint32_t> leftStep_;
    std::optional<std::uint32_t> regroupStep_;
};

}  // namespace murmur
