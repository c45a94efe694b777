// step_pace.hpp - how many murmuration steps a frame takes, and what they cost.
//
// clock.speed steps per frame, fractions carried over (the fraction left is also how far the
// drawn birds are between their last two steps). Interactive frames stop stepping once they
// have taken kStepBudgetMs and leave the rest for later frames (the stats card says "Behind:
// N steps put off"); a script's frames (clock.exact) step exactly what they ask. No GL: a
// value type, unit tested through the scene.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>

#include "scene.hpp"

namespace murmur::scene_views {

class StepPace {
public:
    using Clock = std::chrono::steady_clock;
    // Interactive stepping stops for the frame once it has taken this long (a step at least).
    static constexpr double kStepBudgetMs = 100.0;

    // The steps due this frame: the speed's share and the steps earlier frames put off (none
    // while paused), and a Step (one put off too, even while paused); at most kMaxSceneSpeed.
    // Clears clock.stepOnce.
    int due(SceneClock& clock);
    // What is left of the frame's budget begun at frameStart, keeping what finishing a step
    // costs free.
    double budgetLeftMs(Clock::time_point frameStart) const;
    // A step was finished in `ms` (its measures, clusters included).
    void finished(double ms);
    // The frame begun at frameStart did `done` of `due` steps; the rest wait for later frames.
    void frameDone(int due, int done, Clock::time_point frameStart);
    void restart() {  // the run starts again
        carry_ = 0.0;
        owed_ = 0;
        owedStep_ = 0;
    }

    // Clusters cost a neighbour pass: every this many steps, live and when re-simulating.
    static constexpr int kClusterEverySteps = 5;
    static bool countsClusters(std::uint32_t step) { return step % kClusterEverySteps == 0; }

    // Between the last two steps (past the last by the steps put off, as before they were owed).
    float alpha() const {
        return static_cast<float>(std::min(carry_ + owed_ + owedStep_, static_cast<double>(kMaxSceneSpeed)));
    }
    int stepsBehind() const { return behind_; }
    double stepMs() const { return smoothedMs_; }  // smoothed over the frames that stepped

private:
    double carry_ = 0.0;      // fractions of a step carried to the next frame
    int owed_ = 0;            // whole steps of the speed's that frames put off: due when running
    int owedStep_ = 0;        // a Step put off: due next frame, paused or not
    bool stepAsked_ = false;  // this frame's steps include a Step
    int behind_ = 0;          // steps the last frame's budget left for later frames
    double carriedMs_ = 0.0;  // stepping time of the earlier frames of a step under way
    double finishMs_ = 0.0;   // what finishing a prepared step took lately (decays slowly)
    double smoothedMs_ = 0.0;
};

}  // namespace murmur::scene_views
