// hawk.hpp - the predator: spawned on request, flies through the flock and leaves. It catches
// nothing; birds only flee it.
//
// The model's hawk (docs/model.md) homes on the flock's centroid: spawnHawk and advanceHawk.
// The strategies of the extension (SimParams::hawkStrategy; docs/model.md, "Extension: hawk
// strategies") pick a bird instead: launchHawk and huntStep, which for the centroid strategy
// are exactly spawnHawk and advanceHawk. The hawk is stepped on the CPU for every backend;
// the birds see it through HawkView.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>

#include <glm/vec3.hpp>

#include "murmur/model/flock_state.hpp"
#include "murmur/model/obstacles.hpp"
#include "murmur/model/params.hpp"

namespace murmur {

// What the birds' step needs to know about the hawks: the first in the sky, and any others
// (several hawks, hawkCount > 1). A bird flees each one near it.
struct HawkView {
    bool inSky = false;
    glm::vec3 position{0.0f};
    int otherCount = 0;  // more hawks in the sky after the first, in others[0 .. otherCount)
    std::array<glm::vec3, kMaxHawks - 1> others{};

    bool operator==(const HawkView&) const = default;
    int count() const { return inSky ? 1 + otherCount : 0; }
    // Hawk i of count(): the first, then the others.
    glm::vec3 at(int i) const { return i == 0 ? position : others[static_cast<std::size_t>(i - 1)]; }
};

// A person's hands on a flown hawk (HawkStrategy::Player): how hard to turn and to climb,
// each in [-1, 1] of the hawk's largest turn, and whether to stoop (fly at hawkStoopSpeed).
// It holds from the step it is given until the next.
struct HawkControl {
    float turn = 0.0f;   // + to the right (seen from behind the hawk, the sky's up above)
    float climb = 0.0f;  // + up
    bool stoop = false;

    bool operator==(const HawkControl&) const = default;
};

struct Hawk {
    bool inSky = false;
    bool passed = false;  // true after its closest approach: it flies straight on
    glm::vec3 position{0.0f};
    glm::vec3 heading{1.0f, 0.0f, 0.0f};  // unit
    float lastDistance = 0.0f;            // to what it aims at (centroid or bird), last step
    std::uint32_t sentStep = 0;           // the step it was sent at
    std::uint32_t leftStep = 0;           // the step it left the sky at (valid once it has)
    HawkStrategy strategy = HawkStrategy::Centroid;
    float speed = 1.0f;                   // per step: hawkSpeed, or hawkStoopSpeed for a stoop
    std::optional<std::uint32_t> target;  // the bird it hunts; none for the centroid hawk
    HawkControl control;                  // the player's (unused by the other strategies)

    HawkView view() const { return {inSky, position}; }
};

// What a hunting hawk may look at in the flock of step t. The centroid hawk reads only the
// centroid; the others read the birds (velocity = heading * speed).
struct FlockView {
    glm::vec3 centroid{0.0f};
    std::span<const glm::vec3> position;
    std::span<const glm::vec3> heading;
    std::span<const float> speed;
};

// The view of a whole state (spans into it: keep the state alive while using the view).
FlockView flockView(const FlockState& state, glm::vec3 centroid);

// --- the model's hawk ---

// A new hawk hawkSpawnDistance from the centroid, in a random horizontal direction
// (counter-based random of (seed, step)), hawkSpawnElevationDeg above the horizon,
// heading at the centroid.
Hawk spawnHawk(const SimParams& params, glm::vec3 centroid, std::uint32_t seed, std::uint32_t step,
               std::uint32_t hawkIndex = 0);

// One step of the hawk, given the flock centroid the birds saw this step. While homing it
// turns toward the centroid by at most hawkMaxTurn; once its distance to the centroid
// grows it has passed and flies straight; it leaves the sky once more than
// hawkLeaveDistance from the centroid after passing. `step` is the step it moves into.
// With obstacles (a field built with hawkObstacleReach) it also turns away from what lies
// ahead, by at most hawkMaxTurn more, and never flies into one (flyHawk).
void advanceHawk(Hawk& hawk, const SimParams& params, glm::vec3 centroid, std::uint32_t step,
                 const ObstacleField& obstacles = noObstacles());

// --- every strategy ---

// A new hawk of params.hawkStrategy. Centroid: spawnHawk; Player: spawned as the centroid
// hawk is, then steered by its control (playerStep). Nearest and intercept: spawned as
// the centroid hawk is, heading at their bird (the nearest to the spawn point). Stoop:
// hawkStoopHeight above the centroid (offset sideways by kStoopOffsetFraction of that, in
// the same random direction), heading at the bird nearest to it, at hawkStoopSpeed.
// A strategy that picks a bird needs flock.position non-empty.
// hawkIndex: which of several hawks launched together (each its own random direction; the
// first is the single hawk's).
Hawk launchHawk(const SimParams& params, const FlockView& flock, std::uint32_t seed, std::uint32_t step,
                std::uint32_t hawkIndex = 0);

// One step of any hawk, given the flock the birds saw this step. Centroid: advanceHawk.
// Nearest: turns toward the nearest bird, chosen afresh. Intercept: proportional navigation
// on its bird, a = N * (Omega x v_hawk) with Omega the line of sight's rotation rate; the
// new heading is v_hawk + a. Stoop: turns toward its bird. Every turn is at most
// hawkMaxTurn. Each has passed once its distance to its bird grows, then flies straight,
// and leaves as the centroid hawk does. Obstacles: as advanceHawk.
void huntStep(Hawk& hawk, const SimParams& params, const FlockView& flock, std::uint32_t step,
              const ObstacleField& obstacles = noObstacles());

// --- the hawk a person flies (HawkStrategy::Player) ---

// How long a person may fly a hawk: after this many steps from its launch it gives up, flies
// straight on and leaves as the others do. Ours: 900 steps, 15 s at the window's 60 steps a
// second, enough for several passes through the flock from the spawn distance.
inline constexpr std::uint32_t kPlayerFlightSteps = 900;
// The flown hawk's nose stays within this of the horizon (radians, 80 degrees), so a held
// climb never rolls it over the top and "up" stays the sky's.
inline constexpr float kPlayerMaxPitch = 1.3962634f;

// One step of a flown hawk (huntStep calls it for the player): its heading turns by
// control.turn * hawkMaxTurn about the sky's up and its nose rises by control.climb *
// hawkMaxTurn (within kPlayerMaxPitch), the whole turn at most hawkMaxTurn; it flies at
// hawkStoopSpeed while control.stoop, else hawkSpeed. Its target is the bird nearest it
// (lastDistance how far), for the card and the aim line. Once the flight's time is up, or
// it has given up (passed), it flies straight on at hawkSpeed and leaves beyond
// hawkLeaveDistance from the centroid.
void playerStep(Hawk& hawk, const SimParams& params, const FlockView& flock, std::uint32_t step,
                const ObstacleField& obstacles = noObstacles());

// Steps the flown hawk may still be steered after `step` (kPlayerFlightSteps at its launch;
// 0 once its time is up, it has given up or left).
std::uint32_t playerStepsLeft(const Hawk& hawk, std::uint32_t step);

// The hawk's move after its strategy's turn: the turn away from the obstacles ahead (the
// birds' containment steering, obstacles.hpp, with its probe at the hawk's speed, then at
// most hawkMaxTurn), its flight at `speed` per step, the air's drift, and keepOutside.
void flyHawk(Hawk& hawk, const SimParams& params, float speed, std::uint32_t step, const ObstacleField& obstacles);

// The stoop starts this fraction of hawkStoopHeight to one side of the point above the
// centroid, so its dive is steep but not vertical and its side is random.
inline constexpr float kStoopOffsetFraction = 0.25f;

// The bird nearest to `point` (the lowest index on ties); positions must not be empty. With
// speeds (FlockState::speed), birds settled on the roost at dusk (negative speed) are skipped
// while any bird flies.
std::uint32_t nearestBird(std::span<const glm::vec3> positions, glm::vec3 point, std::span<const float> speeds = {});

}  // namespace murmur
