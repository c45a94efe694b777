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
    // The steps put off by earlier frames are due once the run goes on; a Step put off is due
    // even while paused (a Step that did not fit its frame is taken by the next ones).
    int due = 0;
    if (!clock.paused) {
        carry_ += clock.speed;
        const int whole = static_cast<int>(std::floor(carry_));
        carry_ -= whole;
        due += owed_ + whole;
        owed_ = 0;
    }
    stepAsked_ = owedStep_ > 0 || clock.stepOnce;
    due += owedStep_;
    owedStep_ = 0;
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
    // A Step asked for is among the steps put off, if any were (the rest are the speed's).
    const int putOff = std::max(behind_, 0);
    owedStep_ = stepAsked_ && putOff > 0 ? 1 : 0;
    owed_ += putOff - owedStep_;
    // As when the steps put off were carried: the carry and they stay within the limit.
    carry_ = std::min(carry_, static_cast<double>(kMaxSceneSpeed) - owed_ - owedStep_);
    // A step spread over frames counts all its frames' time.
    const double ms = msSince(frameStart) + carriedMs_;
    carriedMs_ = due > 0 && done == 0 ? ms : 0.0;
    if (done > 0) smoothedMs_ = smoothedMs_ == 0.0 ? ms : 0.9 * smoothedMs_ + 0.1 * ms;
}

}  // namespace murmur::scene_views
