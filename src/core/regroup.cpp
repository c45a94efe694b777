#include "murmur/regroup.hpp"

#include <numeric>

namespace murmur {

RegroupDetector::RegroupDetector(const SimParams& prm)
    : polarizationFrac_(prm.regroupPolarizationFrac),
      largestFrac_(prm.regroupLargestFrac),
      window_(static_cast<std::size_t>(prm.regroupBaselineSteps)) {}

void RegroupDetector::hawkSent(std::uint32_t) {
    auto mean = [](const std::deque<float>& d) {
        return d.empty() ? 0.0f : std::accumulate(d.begin(), d.end(), 0.0f) / static_cast<float>(d.size());
    };
    basePolarization_ = mean(recentPolarization_);
    baseLargest_ = mean(recentLargest_);
    baselineReady_ = true;
    hawkFlying_ = true;
    leftStep_.reset();
    regroupStep_.reset();
}

void RegroupDetector::record(std::uint32_t step, float polarization, std::optional<float> largestPct,
                             bool hawkInSky) {
    if (hawkFlying_ && !hawkInSky) {
        hawkFlying_ = false;
        leftStep_ = step;
    }
    if (baselineReady_ && leftStep_ && !regroupStep_ && largestPct &&
        polarization >= polarizationFrac_ * basePolarization_ && *largestPct >= largestFrac_ * baseLargest_)
        regroupStep_ = step;
    // The baseline window holds the steps before a hawk, so record only calm steps.
    if (!hawkInSky && largestPct) {
        recentPolarization_.push_back(polarization);
        recentLargest_.push_back(*largestPct);
        if (recentPolarization_.size() > window_) {
            recentPolarization_.pop_front();
            recentLargest_.pop_front();
        }
    }
}

std::optional<std::uint32_t> RegroupDetector::recoverySteps() const {
    if (!leftStep_ || !regroupStep_) return std::nullopt;
    return *regroupStep_ - *leftStep_;
}

}  // namespace murmur
