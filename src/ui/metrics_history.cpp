#include "metrics_history.hpp"

#include <algorithm>

namespace murmur::ui {

void MetricsHistory::record(const MetricsSample& sample) {
    if (!samples_.empty() && sample.step <= samples_.back().step) {
        if (sample.step == samples_.back().step) samples_.back() = sample;
        return;
    }
    // After decimation, keep the same stride (and always the newest sample, so the chart
    // reaches "now"): the previous newest is dropped if it is off the stride.
    if (!samples_.empty() && keepEvery_ > 1 && samples_.back().step % keepEvery_ != 0 && samples_.size() > 1)
        samples_.pop_back();
    samples_.push_back(sample);
    if (samples_.size() > kMaxSamples) decimate();
}

void MetricsHistory::decimate() {
    keepEvery_ *= 2;
    const MetricsSample newest = samples_.back();
    std::erase_if(samples_, [&](const MetricsSample& s) { return s.step % keepEvery_ != 0; });
    if (samples_.empty() || samples_.back().step != newest.step) samples_.push_back(newest);
}

void MetricsHistory::hawkSent(std::uint32_t step) {
    if (!hawks_.empty() && !hawks_.back().left) return;
    hawks_.push_back({step, std::nullopt});
}

void MetricsHistory::hawkLeft(std::uint32_t step) {
    if (hawks_.empty() || hawks_.back().left) return;
    hawks_.back().left = step;
}

void MetricsHistory::regrouped(std::uint32_t step) {
    if (std::find(regroups_.begin(), regroups_.end(), step) == regroups_.end()) regroups_.push_back(step);
}

void MetricsHistory::clear() {
    samples_.clear();
    hawks_.clear();
    regroups_.clear();
    keepEvery_ = 1;
}

void MetricsHistory::truncateAfter(std::uint32_t step) {
    std::erase_if(samples_, [&](const MetricsSample& s) { return s.step > step; });
    std::erase_if(hawks_, [&](const HawkSpan& h) { return h.sent >= step; });
    for (HawkSpan& h : hawks_)
        if (h.left && *h.left > step) h.left.reset();
    std::erase_if(regroups_, [&](std::uint32_t r) { return r > step; });
}

}  // namespace murmur::ui
