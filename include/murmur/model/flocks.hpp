// flocks.hpp - several flocks (an extension; SimParams::flockCount, 1 is the model): which
// flock a bird is in and where that flock's home is (docs/model.md, "Extension: several
// flocks"). Each flock starts in its own ball round its home, and the roost pull (the seed
// model's rule 4, the starling model's horizontal roost) draws each bird toward its own
// flock's home instead of the sky's centre. Nothing else tells the flocks apart: a bird heeds
// its nearest birds whatever their flock, so flocks that meet can merge.
//
// With one flock every home is the origin and every formula here gives the model's bits.
// The GPU backend's twin is shaders/sim/flocks.glsl.
#pragma once

#include <cstdint>

#include <glm/vec3.hpp>

#include "murmur/model/params.hpp"

namespace murmur {

// The most flocks a run may have (SimParams::flockCount's row says 8 too).
inline constexpr int kMaxFlocks = 8;

// Bird `bird`'s flock: 0 .. flockCount - 1, by index, so a grown flock keeps the others'.
inline std::uint32_t flockOf(const SimParams& prm, std::uint32_t bird) {
    return prm.flockCount > 1 ? bird % static_cast<std::uint32_t>(prm.flockCount) : 0u;
}

// The radius of the level ring the homes lie on: neighbouring homes flockSpacing apart (two
// flocks: half the spacing, either side of the centre). 0 for one flock.
float flockRingRadius(const SimParams& prm);

// Flock `flock`'s home: on the ring at the angle 2 pi flock / flockCount from +x, at the
// sky's centre height. The origin for one flock.
glm::vec3 flockHome(const SimParams& prm, std::uint32_t flock);

// The home of the bird's flock.
inline glm::vec3 birdHome(const SimParams& prm, std::uint32_t bird) {
    return flockHome(prm, flockOf(prm, bird));
}

}  // namespace murmur
