// reef.hpp - the tropical fish school of seed 000 (a 2D boids world that wraps at every edge).
//
// The rules, constants and order of the seed's fish loop: each fish sees neighbours with
// d^2 < 0.012 (short way round), is pushed away from those with d^2 < 0.0012 (inverse square),
// matches their mean velocity by 6%, moves 5% toward their mean offset, flees the pointer,
// gets a little jitter, and has its speed clamped to [0.12, 0.28]. All fish steer from the
// same previous state, then all move (x += v * dt, wrapped). (The seed's loop changed each
// velocity in place, so later fish saw earlier fish's new velocities; steering from one state
// makes the result independent of visiting order, which the grid and the threads need.)
// The pointer is also measured the short way round (the seed used the plain difference).
// The seed's automatic cycle turns alignment and cohesion off when (t mod 14) > 9, until the
// user touches a toggle.
//
// Units: the world is [0, aspect) x [0, 1) (height 1, width = the window's aspect), as the
// seed; setWorldHeight() may make the sea larger (aspect * h by h) for crowds, keeping every
// constant, so the fish keep the seed's density instead of the neighbour search drowning in
// hundreds of neighbours per fish (see kReefMaxWorldHeight). Speeds are in world units per
// second; velocity changes are per step, as in the seed, and the step's dt is capped at
// 1/30 s as the seed does. y grows downward like the seed's canvas; a view may flip.
// Deterministic: the jitter is the core's counter-based hash of (seed, step, fish, stream), so
// the result does not depend on the thread count (bit for bit) or on grid versus brute-force
// search (equal up to the rounding of sums taken in another order).
// Not here: drawing, colours' RGB values, bubbles and light rays (src/scene_views).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec2.hpp>

#include "scenes/pointer.hpp"
#include "scenes/torus.hpp"
#include "scenes/torus_grid.hpp"

namespace murmur {
class ThreadPool;
}

namespace murmur::scenes {

enum class NeighbourSearch : std::uint8_t { Grid, BruteForce };

struct ReefParams {
    int fishCount = 110;                // the seed's N
    std::uint32_t seed = 8;             // the seed's rng(8)
    float neighbourRadius2 = 0.012f;    // d^2 below this: a visible neighbour
    float separationRadius2 = 0.0012f;  // d^2 below this: pushed away
    float separationSoftening = 1e-4f;  // push = -d / (d^2 + softening)
    float separationGain = 0.00025f;    // times the summed push, per step
    float alignmentGain = 0.06f;        // toward the neighbours' mean velocity, per step
    float cohesionGain = 0.05f;         // times the neighbours' mean offset, per step
    float fleeRadius2 = 0.04f;          // the pointer frightens fish with d^2 below this
    float fleeSoftening = 0.002f;       // flee = d / (d^2 + softening) * gain
    float fleeGain = 0.004f;
    float jitter = 0.005f;  // each component uniform in [-jitter, jitter): the seed's (r - 0.5) * 0.01
    float minSpeed = 0.12f;
    float maxSpeed = 0.28f;
    float maxStepSeconds = 1.0f / 30.0f;  // the seed's dt = min(dt, 1/30)
    float initialSpeedSpread = 0.1f;      // start velocity components uniform in [-0.1, 0.1)
    NeighbourSearch search = NeighbourSearch::Grid;
};

struct ReefRules {
    bool separation = true;
    bool alignment = true;
    bool cohesion = true;
    bool operator==(const ReefRules&) const = default;
};

// The seed's automatic cycle: separation always on; alignment and cohesion off while
// (t mod periodSeconds) > offAfterSeconds, i.e. for the last 5 s of every 14 s.
struct ReefSchedule {
    float periodSeconds = 14.0f;
    float offAfterSeconds = 9.0f;
    ReefRules rulesAt(double seconds) const;
};

// The seed's three colours, by index: every 7th fish pink, then 2 of 3 orange, the rest yellow.
enum class FishColour : std::uint8_t { Orange = 0, Yellow = 1, Pink = 2 };
FishColour fishColourOf(std::uint32_t fishIndex);

class ReefWorld {
public:
    explicit ReefWorld(const ReefParams& params = {}, float aspect = 16.0f / 9.0f);

    // Starts again from the params' seed with params.fishCount fish spread over the world.
    void reset();
    // Changes the count, keeping the first fish as they are; new fish are placed by the hash.
    void setFishCount(int count);
    // The window's aspect changed: width = aspect * height; x positions stretch with it.
    void setAspect(float aspect);
    // The sea's height (>= some small positive number; 1 in the seed). Positions scale with it,
    // so the school keeps its place on screen; velocities and every constant stay.
    void setWorldHeight(float height);

    // One step: steer every fish from the same state, then move all by dt (capped) and wrap.
    // The schedule advances by the capped dt; the pointer is in world units. pool may be null.
    void step(double dtSeconds, const PointerInput& pointer, ThreadPool* pool = nullptr);

    // Turning a rule on or off by hand stops the automatic cycle (as in the seed).
    void setRule(ReefRules rules);
    void setAutomaticCycle(bool on);
    bool automaticCycle() const { return automatic_; }
    ReefRules rules() const { return rules_; }

    ReefParams& params() { return params_; }
    const ReefParams& params() const { return params_; }
    const Torus& torus() const { return torus_; }
    double time() const { return time_; }
    std::uint32_t stepCount() const { return stepIndex_; }
    std::span<const glm::vec2> positions() const { return position_; }
    std::span<const glm::vec2> velocities() const { return velocity_; }
    std::size_t size() const { return position_.size(); }

    // Tests and scripts place fish by hand: positions are wrapped, velocities kept as given.
    void setFish(std::uint32_t i, glm::vec2 position, glm::vec2 velocity);

private:
    glm::vec2 steerOne(std::uint32_t i, const PointerInput& pointer) const;
    void spawn(std::uint32_t from, std::uint32_t to);
    void applySchedule();

    ReefParams params_;
    Torus torus_;
    float aspect_ = 1.0f;
    ReefSchedule schedule_;
    ReefRules rules_;
    bool automatic_ = true;
    double time_ = 0.0;
    std::uint32_t stepIndex_ = 0;
    std::vector<glm::vec2> position_;
    std::vector<glm::vec2> velocity_;
    std::vector<glm::vec2> nextVelocity_;
    TorusGrid grid_;
};

// The reef views widen the sea to keep the seed's density (110 fish in height 1) as the count
// grows, up to this height: past it the sea gets denser, and the step's cost grows with it.
inline constexpr float kReefMaxWorldHeight = 4.0f;
// sqrt(count / 110) clamped to [1, kReefMaxWorldHeight]: the height that keeps the density.
float reefWorldHeightFor(int fishCount);

// Clamps |v| into [lo, hi] keeping its direction, as the seed: a zero vector stays zero.
glm::vec2 clampSpeed(glm::vec2 v, float lo, float hi);

}  // namespace murmur::scenes
