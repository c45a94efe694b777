// bird_instances.hpp - packs a CPU flock state into the renderer's per-bird layout.
//
// The GPU backend writes BirdInstance records itself; with the CPU backend the app packs
// each new step with this function and uploads it, so one renderer serves both. Reads the
// state, never writes it. No GL here.
#pragma once

#include <vector>

#include "bird_instance.hpp"
#include "murmur/model/flock_state.hpp"

namespace murmur::render {

// out[i] = {position_i, edge_i; heading_i, fear_i} for every bird, in bird-index order.
void packBirdInstances(const FlockState& state, std::vector<gl::BirdInstance>& out);

}  // namespace murmur::render
