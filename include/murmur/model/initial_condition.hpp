// initial_condition.hpp - the seeded starting flock of docs/model.md, and birds joining later.
#pragma once

#include <cstdint>

#include "murmur/model/flock_state.hpp"
#include "murmur/model/params.hpp"

namespace murmur {

// The scale of u in h = normalize(b + u): chosen (once, by measurement) so that the
// starting polarization lands in the model's 40-50 band; a test checks it does.
inline constexpr float kStartHeadingSpread = 2.1f;

// params.birdCount birds at step 0: positions uniform in the ball of radius
// startRadius around the origin,
// headings biased toward startBias, speed V0, no fear. Depends only on (seed, N).
FlockState makeInitialFlock(const SimParams& params);

// Grows or shrinks the flock to newCount without a reset. New birds join near randomly
// chosen existing birds (or as a fresh start when the flock is empty), with the heading of
// that bird; shrinking drops the highest indices.
void resizeFlock(FlockState& state, const SimParams& params, int newCount);

}  // namespace murmur
