// sliced_flock.hpp - the flock the sliced-step and step-thread tests step: more birds than a
// few of the stepper's slices (CpuStepper::kSliceBirds), so the slices matter.
#pragma once

#include "murmur/model/cpu_step.hpp"
#include "murmur/model/params.hpp"

namespace murmur::testing {

inline constexpr int kSlicedBirds = 3 * static_cast<int>(CpuStepper::kSliceBirds) + 123;

// The default params with this many birds.
inline SimParams flockOf(int birds) {
    SimParams p;
    p.birdCount = birds;
    return p;
}

}  // namespace murmur::testing
