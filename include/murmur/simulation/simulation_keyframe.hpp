// simulation_keyframe.hpp - the whole state of a Simulation at one step, to continue from.
//
// Simulation::keyframe() takes one and Simulation::restore() puts it back: stepping on from
// a restored keyframe gives, bit for bit, what stepping on from where it was taken gives
// (same backend). It holds the flock (downloaded from the backend) and everything the driver
// keeps between steps: the params, the hawk, the metrics of this step, the regroup detector,
// the attack recorder and the finished attacks. Plain values, copyable; no GL.
// Not here: anything a caller keeps of its own (charts, a renderer's interpolation).
#pragma once

#include <cstddef>
#include <vector>

#include "murmur/model/flock_state.hpp"
#include "murmur/model/hawk.hpp"
#include "murmur/model/metrics.hpp"
#include "murmur/model/params.hpp"
#include "murmur/simulation/attack_report.hpp"
#include "murmur/simulation/regroup.hpp"

namespace murmur {

struct SimulationKeyframe {
    FlockState flock;         // its step is the keyframe's step
    SimParams params;         // as set (the world params follow from them)
    std::vector<Hawk> hawks;  // the last sortie's
    FlockMetrics metrics;
    RegroupDetector regroup;
    AttackRecorder attack;
    std::vector<AttackReport> attacks;
    // The flock of the step before, which a hunting hawk aims from; empty with no hawk in the
    // sky (nothing reads it then).
    FlockState seen;

    std::uint32_t step() const { return flock.step; }
};

// The bytes a state's arrays hold: birds x kFlockBytesPerBird.
inline constexpr std::size_t kFlockBytesPerBird = 3 * 4 + 3 * 4 + 4 + 4 + 4;  // position, heading, speed, fear, edge
std::size_t flockBytes(const FlockState& state);
// The memory a keyframe holds: its flock, the hawk's `seen` flock, the attack recorder's
// per-bird tables and series, the reports and the fixed parts.
std::size_t keyframeBytes(const SimulationKeyframe& keyframe);

}  // namespace murmur
