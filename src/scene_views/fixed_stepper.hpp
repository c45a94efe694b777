// fixed_stepper.hpp - turns frame times into a whole number of fixed simulation steps.
//
// The scenes' rules are written per step (the seeds' per-frame updates at 60 fps); stepping
// them at a fixed rate keeps their behaviour the same at any frame rate, and a script that
// passes exactly one step's time per frame gets exactly one step. After a stall the steps
// that do not fit in maxSteps are dropped (slow motion rather than a spiral of death).
// GL-free, header only.
#pragma once

#include <algorithm>

namespace murmur::scene_views {

class FixedStepper {
public:
    explicit FixedStepper(double stepSeconds = 1.0 / 60.0, int maxSteps = 4)
        : step_(stepSeconds), maxSteps_(maxSteps) {}

    // Adds dtSeconds (negative or NaN counts as 0) and returns how many steps to run now.
    int advance(double dtSeconds) {
        if (!(dtSeconds > 0.0)) dtSeconds = 0.0;
        pending_ += dtSeconds;
        // A hair of tolerance so that 60 frames of 1/60 s make 60 steps despite rounding.
        int steps = static_cast<int>((pending_ + 1e-9) / step_);
        pending_ = std::max(0.0, pending_ - steps * step_);
        if (steps > maxSteps_) {
            steps = maxSteps_;
            pending_ = 0.0;
        }
        return steps;
    }

    double stepSeconds() const { return step_; }

private:
    double step_;
    int maxSteps_;
    double pending_ = 0.0;
};

}  // namespace murmur::scene_views
