#include "murmur/simulation/timeline.hpp"

#include <algorithm>
#include <cassert>

namespace murmur {

Timeline::Timeline(TimelineConfig config) : config_(config), interval_(std::max<std::uint32_t>(1, config.interval)) {
    assert(config_.maxKeyframes >= 2 && "a timeline needs room for at least two keyframes");
}

void Timeline::start(Simulation& sim) {
    interval_ = std::max<std::uint32_t>(1, config_.interval);
    keyframes_.clear();
    log_.clear();
    next_ = 0;
    end_ = sim.stepIndex();
    keyframes_.push_back(sim.keyframe());
}

void Timeline::stepped(Simulation& sim) {
    const std::uint32_t step = sim.stepIndex();
    end_ = std::max(end_, step);
    if (keyframes_.empty() || step <= keyframes_.front().step()) return;
    if ((step - first()) % interval_ != 0) return;
    const auto at = std::lower_bound(keyframes_.begin(), keyframes_.end(), step,
                                     [](const SimulationKeyframe& k, std::uint32_t s) { return k.step() < s; });
    if (at != keyframes_.end() && at->step() == step) return;  // kept when first reached
    keep(sim, static_cast<std::size_t>(at - keyframes_.begin()));
}

void Timeline::keep(Simulation& sim, std::size_t at) {
    keyframes_.insert(keyframes_.begin() + static_cast<std::ptrdiff_t>(at), sim.keyframe());
    if (keyframes_.size() <= config_.maxKeyframes) return;
    const std::uint32_t base = first();
    const std::uint32_t wider = interval_ * 2;
    std::erase_if(keyframes_, [&](const SimulationKeyframe& k) { return (k.step() - base) % wider != 0; });
    interval_ = wider;
}

void Timeline::acted(std::uint32_t step, std::string line) {
    log_.erase(log_.begin() + static_cast<std::ptrdiff_t>(std::min(next_, log_.size())), log_.end());
    std::erase_if(keyframes_, [&](const SimulationKeyframe& k) { return k.step() > step; });
    log_.push_back({step, std::move(line)});
    next_ = log_.size();
    end_ = step;
}

std::vector<std::string> Timeline::due(std::uint32_t step) {
    std::vector<std::string> lines;
    while (next_ < log_.size() && log_[next_].step <= step) {
        if (log_[next_].step == step) lines.push_back(log_[next_].line);
        ++next_;  // an older one than `step` can only be left over from a jump: not for now
    }
    return lines;
}

std::uint32_t Timeline::rewind(Simulation& sim, std::uint32_t step) {
    assert(!keyframes_.empty() && "Timeline::rewind before start()");
    step = std::clamp(step, first(), end_);
    auto at = std::upper_bound(keyframes_.begin(), keyframes_.end(), step,
                               [](std::uint32_t s, const SimulationKeyframe& k) { return s < k.step(); });
    const SimulationKeyframe& key = *std::prev(at);
    sim.restore(key);
    next_ =
        static_cast<std::size_t>(std::lower_bound(log_.begin(), log_.end(), key.step(),
                                                  [](const TimelineAction& a, std::uint32_t s) { return a.step < s; }) -
                                 log_.begin());
    return key.step();
}

std::uint32_t Timeline::first() const {
    return keyframes_.empty() ? 0 : keyframes_.front().step();
}

std::vector<std::uint32_t> Timeline::keyframeSteps() const {
    std::vector<std::uint32_t> steps;
    for (const SimulationKeyframe& k : keyframes_) steps.push_back(k.step());
    return steps;
}

std::size_t Timeline::bytes() const {
    std::size_t total = sizeof(*this);
    for (const SimulationKeyframe& k : keyframes_) total += keyframeBytes(k);
    for (const TimelineAction& a : log_) total += sizeof a + a.line.capacity();
    return total;
}

}  // namespace murmur
