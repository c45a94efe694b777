#include "auto_reducer.hpp"

#include <cmath>

namespace murmur::scene_views {

AutoReducer::AutoReducer(const AutoReducerConfig& config) : config_(config) {}

void AutoReducer::restart() {
    frameTimes_.clear();
    fps_ = 0.0;
    slowSince_.reset();
}

std::optional<Reduction> AutoReducer::onFrame(double now, int birdCount) {
    frameTimes_.push_back(now);
    while (frameTimes_.size() > 2 && now - frameTimes_.front() > config_.windowSeconds) frameTimes_.pop_front();
    const double span = frameTimes_.back() - frameTimes_.front();
    // A frame alone longer than the window still measures: two timestamps span it.
    if (frameTimes_.size() < 2 || span < 0.25 * config_.windowSeconds) return std::nullopt;
    fps_ = static_cast<double>(frameTimes_.size() - 1) / span;

    if (!config_.enabled || fps_ >= config_.minFps) {
        slowSince_.reset();
        return std::nullopt;
    }
    // Slow from the first frame of the window that measured it slow.
    if (!slowSince_) slowSince_ = frameTimes_.front();
    if (now - *slowSince_ <= config_.slowSeconds || birdCount <= config_.minBirds) return std::nullopt;

    const int kept = static_cast<int>(std::lround((1.0 - config_.removeFraction) * birdCount));
    Reduction r{birdCount, kept, fps_};
    if (r.to < config_.minBirds) r.to = config_.minBirds;
    last_ = r;
    ++reductions_;
    // A fresh measurement for the smaller flock: it must be slow for another full period.
    frameTimes_.clear();
    frameTimes_.push_back(now);
    slowSince_.reset();
    return r;
}

}  // namespace murmur::scene_views
