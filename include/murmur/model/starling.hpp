// starling.hpp - one bird's step in the starling model (docs/model.md, "Extension: the
// starling model"), in SI units: metres, seconds, kilograms, newtons.
//
// A bird re-decides its steering force only at its own reaction times (every Du, each bird
// with its own phase and, with starlingDifferences, its own Du); between decisions it holds
// the force. Every step (dt) it flies: lift along its banked up axis, drag, thrust and
// gravity, plus the held steering force, move its velocity; it rolls toward the lateral
// force it wants, so a turn tilts it and, its lift no longer vertical, costs it height
// unless it speeds up. A decision reads the k nearest birds it can see (or, with the
// adaptive range, those within its perception radius, which adapts toward starlingPartners)
// and sums separation, alignment, cohesion, the roost's pulls, fleeing, speed control and
// noise. Like the seed model's step, every bird reads step t and writes step t + 1.
#pragma once

#include <cstdint>
#include <span>

#include <glm/vec3.hpp>

#include "murmur/model/flock_state.hpp"
#include "murmur/model/gusts.hpp"
#include "murmur/model/hawk.hpp"
#include "murmur/model/neighbours.hpp"
#include "murmur/model/obstacles.hpp"
#include "murmur/model/params.hpp"

namespace murmur {

// A starling's wing span (StarDisplay `bin/lua/Birds.lua` l.64; Ballerini 2008 compares NNDs
// with it): the field measures' bird size in the starling model.
inline constexpr float kStarlingWingspan = 0.4f;  // m
inline constexpr float kGravity = 9.81f;          // m/s^2 (StarDisplay `libParam.cpp` SetBodyMass)

// Without the adaptive range a bird heeds its k nearest visible birds however far: this
// range (squared, still a finite float) holds any flock.
inline constexpr float kStarlingNoRange = 1e18f;  // m
// A bird never rolls past this: beyond it its lift would barely hold it up (a guard of ours,
// not a published constant; the roll-rate limit keeps real turns far from it).
inline constexpr float kStarlingMaxBank = 1.4f;  // radians, about 80 degrees

// What a bird is, drawn once from (seed, bird): its reaction interval in whole steps, the
// step within it at which it decides, and its cruise speed. Without starlingDifferences
// every bird has the mean interval and cruise speed; the phase is always drawn (StarDisplay
// desynchronises its birds the same way).
struct StarlingTraits {
    std::uint32_t reactionSteps = 1;
    std::uint32_t phase = 0;
    float cruiseSpeed = 0.0f;
};
StarlingTraits starlingTraits(const SimParams& params, std::uint32_t bird);

// True when a bird with these traits decides at step t.
constexpr bool decidesAt(const StarlingTraits& traits, std::uint32_t step) {
    return (step + traits.phase) % traits.reactionSteps == 0;
}

// A bird's axes: forward (its heading), side (level, to its right) and up (banked by bank
// radians from the level up, toward side). For a vertical heading side is taken along z.
struct BodyFrame {
    glm::vec3 forward, side, up;
};
BodyFrame bodyFrame(glm::vec3 forward, float bank);

// The flight force (N) of a bird at this speed and frame: lift W (v / v0)^2 along up, thrust
// W / (L/D) minus drag W / (L/D) (v / v0)^2 along forward, and gravity -W. Zero in level flight
// at the bird's cruise speed v0.
glm::vec3 flightForce(const SimParams& params, float speed, float cruiseSpeed, const BodyFrame& frame);

// The roost's horizontal part (N): beyond starlingRoostRadius from the vertical axis x = z = 0,
// a level sideways force that turns the bird back the shorter way round, in proportion to how
// far out it is and how much it heads outward (0.5 (1 + h . n), h the level heading, n the
// outward normal); zero inside the radius (SD-v6 `Bird.cpp` `handleBoundary` l.134-155).
glm::vec3 roostTurn(const SimParams& params, glm::vec3 position, glm::vec3 heading);

// What a bird heading this way sees: all but the blind cone of starlingBlindAngleDeg behind it.
ViewCone starlingViewCone(const SimParams& params, glm::vec3 heading);

// Whom bird i heeds at a decision, nearest first (out must hold kStarlingMaxPartners or k):
// with the adaptive range the visible birds within its perception radius, at most
// kStarlingMaxPartners; else its topologicalK nearest visible birds, at any distance.
// searchGrid: the grid over the state's positions, or nullptr for the brute-force oracle.
int starlingPartners(const SimParams& params, const UniformGrid* searchGrid, const FlockState& state,
                     std::uint32_t bird, Neighbour* out);
// The same from the parts of a state: the flock's positions, the bird's heading and radius.
int starlingPartnersAt(const SimParams& params, const UniformGrid* searchGrid, std::span<const glm::vec3> positions,
                       std::uint32_t bird, glm::vec3 heading, float perception, Neighbour* out);

// Bird i's decision from step t's state and its partners: the steering force, its new
// perception radius, and its neighbours' mean offset (the render's edge).
struct StarlingDecision {
    glm::vec3 steering{0.0f};
    float perception = 0.0f;
    glm::vec3 neighbourOffset{0.0f};
    int partnerCount = 0;
    float fearHeard = 0.0f;  // fearContagion times the most frightened partner's fear
};
// The turn away from the obstacles ahead (obstacles.hpp) is part of the decided force.
StarlingDecision decideStarling(const SimParams& params, const HawkView& hawk, const FlockState& state,
                                std::uint32_t bird, const StarlingTraits& traits, std::span<const Neighbour> partners,
                                const ObstacleField& obstacles = noObstacles());

// Bird i's step t + 1 from step t: fear, the held or new decision, the roll, the flight and
// the move (ending with the air's drift: the wind and the gusts of `air`); the ground is
// never crossed, nor an obstacle entered (keepOutside). decision is null when the bird does
// not decide.
void flyStarling(const SimParams& params, const HawkView& hawk, const FlockState& in, std::uint32_t bird,
                 const StarlingTraits& traits, const StarlingDecision* decision, FlockState& out,
                 const GustField& air = kNoGusts, const ObstacleField& obstacles = noObstacles());

// base with `model` and the settings that go with it: for Starling the field-calibrated
// preset (examples/presets/starling.json holds the same values; docs/model.md cites each):
// the sky, the fleeing and the hawk in metres and 5 ms steps; for Seed those settings back
// at the seed model's defaults. Every other setting of base (bird count, seed, weights) stays.
SimParams withModel(SimParams base, FlockModel model);

// The height of the ground in world coordinates: y = -starlingAltitude (y = 0 is the height
// the roost's vertical pull prefers). No bird is ever lower than kGroundClearance above it.
inline constexpr float kGroundClearance = 0.5f;  // m, about a starling's wing span (0.4 m)
float groundHeight(const SimParams& params);

}  // namespace murmur
