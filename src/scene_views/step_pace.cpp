#include "step_pace.hpp"

#include <algorithm>
#include <cmath>

namespace murmur::scene_views {
namespace {

double msSince(StepPace::Clock::time_point t) {
    return std::chrono::duration<double, std::milli>(StepPace::Clock::now() - t).count();
}

}  // namespace

int StepPace::due(SceneClock& clock) {
    // Steps put off by earlier frames are due even while paused: a Step that did not fit its
    // frame is taken by the next ones, not when the run goes on.
    int due = owed_;
    owed_ = 0;
    if (!clock.paused) {
        carry_ += clock.speed;
        const int whole = static_cast<int>(std::floor(carry_));
        carry_ -= whole;
        due += whole;
    }
    if (clock.stepOnce) {
        ++due;
        clock.stepOnce = false;
    }
    return std::min(due, static_cast<int>(kMaxSceneSpeed));
}

double StepPace::budgetLeftMs(Clock::time_point frameStart) const {
    return kStepBudgetMs - msSince(frameStart) - finishMs_;
}

void StepPace::finished(double ms) {
    finishMs_ = std::max(ms, 0.9 * finishMs_);
}

void StepPace::frameDone(int due, int done, Clock::time_point frameStart) {
    behind_ = due - done;
    owed_ = std::max(behind_, 0);
    // A step spread over frames counts all its frames' time.
    const double ms = msSince(frameStart) + carriedMs_;
    carriedMs_ = due > 0 && done == 0 ? ms : 0.0;
    if (done > 0) smoothedMs_ = smoothedMs_ == 0.0 ? ms : 0.9 * smoothedMs_ + 0.1 * ms;
}

}  // namespace murmur::scene_views
