// flock_state.hpp - the state of every bird at one step, as a structure of arrays.
//
// This is what a backend reads at step t and writes for step t + 1. Bird i is the same
// bird in every array; its index is its identity (the neighbour tie-break and the random
// function use it). Not here: the hawk (hawk.hpp) or any per-frame render data.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

namespace murmur {

struct FlockState {
    std::vector<glm::vec3> position;
    std::vector<glm::vec3> heading;  // unit length
    std::vector<float> speed;        // model units per step
    std::vector<float> fear;         // [0, 1]
    // Render-only "edge-ness" in [0, 1]: 0 deep in the flock, 1 at its edge. It is the
    // smoothed offset of a bird's neighbour centroid (see cpu_step.hpp); it never feeds
    // back into the dynamics.
    std::vector<float> edge;
    // The starling model's own state, sized only when `flight` is set (the seed model's
    // flock leaves them empty, so its hash and its size stay what they were):
    bool flight = false;
    std::vector<float> bank;          // roll angle, radians; positive leans the lift to the right
    std::vector<glm::vec3> steering;  // the force decided last (N), held until the next decision
    std::vector<float> perception;    // the adaptive perception radius, m
    std::uint32_t step = 0;           // the step this state belongs to

    std::size_t size() const { return position.size(); }
    void resize(std::size_t n);
    // Drops every bird from index n on (the highest indices go first).
    void truncate(std::size_t n) { resize(n); }
};

// FNV-1a over the raw bytes of every array and the step: equal states give equal hashes,
// on every run and thread count. Used by the determinism and golden tests.
std::uint64_t stateHash(const FlockState& state);

// True when every value of every array is finite.
bool allFinite(const FlockState& state);

}  // namespace murmur
