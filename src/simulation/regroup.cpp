#include "murmur/simulation/regroup.hpp"

#include <algorithm>

namespace murmur {

RegroupDetector::RegroupDetector(const SimParams& prm)
    : polarizationFrac_(prm.regroupPolarizationFrac),
      largestFrac_(prm.regroupLargestFrac),
      window_(static_cast<std::uint64_t>(std::max(0, prm.regroupBaselineSteps))) {}

void RegroupDetector::hawkSent(std::uint32_t step) {
    // The window is counted in steps, not samples: a caller that computes clusters only
    // every few steps (the window program) still gets the 100 steps before the hawk.
    float sumPolarization = 0.0f, sumLargest = 0.0f;
    int n = 0;
    for (const Sample& s : recent_)
        if (s.step + window_ > step) {
            sumPolarization += s.polarization;
            sumLargest += s.largestPct;
            ++n;
        }
    basePolarization_ = n ? sumPolarization / static_cast<float>(n) : 0.0f;
    baseLargest_ = n ? sumLargest / static_cast<float>(n) : 0.0f;
    baselineReady_ = true;
    hawkFlying_ = true;
    leftStep_.reset();
    regroupStep_.reset();
}

void RegroupDetector::record(std::uint32_t step, float polarization, std::optional<float> largestPct, bool hawkInSky) {
    if (hawkFlying_ && !hawkInSky) {
        hawkFlying_ = false;
        leftStep_ = step;
    }
    if (baselineReady_ && leftStep_ && !regroupStep_ && largestPct &&
        polarization >= polarizationFrac_ * basePolarization_ && *largestPct >= largestFrac_ * baseLargest_)
        regroupStep_ = step;
    // The baseline window holds the steps before a hawk, so record only calm steps.
    if (!hawkInSky && largestPct) recent_.push_back({step, polarization, *largestPct});
    while (!recent_.empty() && recent_.front().step + window_ <= step) recent_.pop_front();
}

std::optional<std::uint32_t> RegroupDetector::recoverySteps() const {
    if (!leftStep_ || !regroupStep_) return std::nullopt;
    return *regroupStep_ - *leftStep_;
}

}  // namespace murmur
