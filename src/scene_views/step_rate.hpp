// step_rate.hpp - the flock's own pace beside the frames'.
//
// With the step thread (FlockBackend::prepareInBackground) a frame takes the steps that are
// ready and draws on; the flock's steps per second are then its own, not the frame rate
// times the speed. The stats card and --bench-frames show them, and how many frames had to
// wait for a step (with the thread: one still being worked out, as a script's exact steps
// do; without it: every frame that stepped). No GL: a value type, unit tested.
#pragma once

#include <cstdint>

namespace murmur::scene_views {

class StepRate {
public:
    // The rate on the card is over at least this long, so it does not flicker.
    static constexpr double kWindowSeconds = 1.0;

    // A frame ended `seconds` after the start, having taken `steps` steps, and it `waited`
    // for a step or not.
    void frame(double seconds, int steps, bool waited);

    double stepsPerSecond() const { return windowRate_; }  // over the last whole window (0 before one)
    double meanStepsPerSecond() const;                     // since the first frame counted
    int framesThatWaited() const { return framesWaited_; }

private:
    bool started_ = false;
    double firstSeconds_ = 0.0;
    std::uint64_t steps_ = 0;  // since the first frame
    double windowStart_ = 0.0;
    std::uint64_t windowSteps_ = 0;  // steps_ when the window began
    double windowRate_ = 0.0;
    double lastSeconds_ = 0.0;
    int framesWaited_ = 0;
};

}  // namespace murmur::scene_views
