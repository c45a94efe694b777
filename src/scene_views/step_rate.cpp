#include "step_rate.hpp"

namespace murmur::scene_views {

void StepRate::frame(double seconds, int steps, bool waited) {
    if (waited) ++framesWaited_;
    if (!started_) {
        // The first frame only starts the clock: the steps it took had no time before them.
        started_ = true;
        firstSeconds_ = windowStart_ = lastSeconds_ = seconds;
        return;
    }
    steps_ += static_cast<std::uint64_t>(steps > 0 ? steps : 0);
    lastSeconds_ = seconds;
    if (seconds - windowStart_ >= kWindowSeconds) {
        windowRate_ = static_cast<double>(steps_ - windowSteps_) / (seconds - windowStart_);
        windowStart_ = seconds;
        windowSteps_ = steps_;
    }
}

double StepRate::meanStepsPerSecond() const {
    const double span = lastSeconds_ - firstSeconds_;
    return span > 0.0 ? static_cast<double>(steps_) / span : 0.0;
}

}  // namespace murmur::scene_views
