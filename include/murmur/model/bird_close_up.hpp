// bird_close_up.hpp - one bird up close, for the window's inspector: its state at the last
// two steps and the neighbours the last step read for it.
//
// The neighbours are found again, by the model's rule (topological or metric, docs/model.md),
// by brute force over the state the step read: brute force and the step's grid search give
// the same sets (tests/model/neighbours_test.cpp), so these are the birds the step used.
// Listed nearest first (ties: lower index), at most kCloseUpMaxNeighbours of them; `total`
// counts them all (only a metric search can find more than are listed). The GPU backend
// computes the same record on the GPU (gl::GpuBackend::closeUp). Not here: picking, drawing.
#pragma once

#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

#include "murmur/model/flock_state.hpp"
#include "murmur/model/params.hpp"

namespace murmur {

// As many as the largest topological k: a topological list is always listed whole.
inline constexpr int kCloseUpMaxNeighbours = kMaxTopologicalK;

struct CloseUpNeighbour {
    std::uint32_t index = 0;
    float distance = 0.0f;     // model units, in the state the step read
    glm::vec3 previous{0.0f};  // its position in that state (step t - 1)...
    glm::vec3 current{0.0f};   // ...and now (step t): the renderer interpolates between them
};

struct BirdCloseUp {
    std::uint32_t bird = 0;
    glm::vec3 previous{0.0f};                  // position at step t - 1 (the state the step read)
    glm::vec3 current{0.0f};                   // position at step t
    glm::vec3 heading{1.0f, 0.0f, 0.0f};       // at step t, unit
    float speed = 0.0f;                        // model units per step, at step t
    float fear = 0.0f;                         // [0, 1], at step t
    float edge = 0.0f;                         // render-only edge value in [0, 1], at step t
    std::vector<CloseUpNeighbour> neighbours;  // nearest first, at most kCloseUpMaxNeighbours
    int total = 0;                             // every neighbour the rule found
};

// The close-up of `bird` from `read` (the state the last step read, step t - 1; the same as
// `now` before any step) and `now` (step t); for a starling flock (model starling, flight
// state) the partners its rule picks from `read` (starlingPartners). params: as run
// (Simulation::world()). Asserts
// that bird < now.size() and that both states hold the same birds.
BirdCloseUp closeUpOf(const SimParams& params, const FlockState& read, const FlockState& now, std::uint32_t bird);

}  // namespace murmur
