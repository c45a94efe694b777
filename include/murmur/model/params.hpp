// params.hpp - every constant of the murmuration model (docs/model.md), by name.
//
// One plain struct with defaults. The window's panel, the CLI flags, the tests and the
// GPU uniform block all read and edit this same struct; no backend hides a tunable. Each
// field is one row of the parameter table (param_table.hpp: its key, range, unit and
// meaning, from which every reader, writer and check comes). A field the GPU step reads is
// also one line in MURMUR_GPU_PARAM_FIELDS (shaders/common/gpu_layout.h).
// The seed model's quantities are dimensionless model units (distance, steps, weights); the
// starling model's (model = starling) are SI: metres, seconds, kilograms, newtons.
// Not here: runtime settings such as thread counts or the backend choice.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec3.hpp>

#include "murmur/model/obstacle_shapes.hpp"

namespace murmur {

enum class NeighbourMode : std::uint32_t {
    Topological = 0,  // the k nearest other birds within topoMaxDistance
    Metric = 1,       // every other bird within metricRadius
};

// How the hawk hunts (docs/model.md, "Extension: hawk strategies"). Centroid is the model's
// hawk and the default; the others are an extension that only the hawk's own flight uses.
enum class HawkStrategy : std::uint32_t {
    Centroid = 0,   // homes on the flock's centroid (the model)
    Nearest = 1,    // pure pursuit of the nearest bird, re-chosen every step
    Intercept = 2,  // proportional navigation toward the bird nearest at launch
    Stoop = 3,      // starts high above the flock and dives at the bird nearest at launch
    // Flown by a person (Simulation::flyHawk, hawk.hpp's HawkControl): never a setting, so
    // not among the kHawkStrategies a sortie may be given; reports and tables name it.
    Player = 4,
};

// Which rules step the flock (docs/model.md). Seed is the model of MODEL.md and the default;
// Starling is the extension "the starling model": flight, vision, a roost, in SI units.
enum class FlockModel : std::uint32_t {
    Seed = 0,
    Starling = 1,
};

// Several hawks, each its own strategy (SimParams::hawkStrategies).
using HawkStrategyList = std::vector<HawkStrategy>;

struct SimParams {
    // --- the flock a user chooses ---
    FlockModel model = FlockModel::Seed;
    int birdCount = 1500;  // N (the "low power" preset uses kLowPowerBirdCount)
    NeighbourMode neighbourMode = NeighbourMode::Topological;
    int topologicalK = 7;           // k; unused in metric mode
    float metricRadius = 2.9f;      // METRIC_R; unused in topological mode
    float cohesionWeight = 1.0f;    // w_coh; 0 turns the rule off
    float alignmentWeight = 1.0f;   // w_ali
    float separationWeight = 1.0f;  // w_sep
    std::uint32_t seed = 1;

    // --- world ---
    glm::vec3 skyRadii{70.0f, 30.0f, 70.0f};  // R, the sky ellipsoid; y is up
    float uniformMeanDistance = 44.1f;        // D_UNIFORM, for clumping
    float startRadius = 20.0f;                // START_R: initial positions uniform in this ball
    glm::vec3 startBias{1.0f, 0.0f, 0.0f};    // b, the fixed horizontal heading bias
    // A steady wind (an extension; none by default): the air moves the birds and the hawk by
    // this much each step, on top of their own flight. Slower than the birds' cruise speed.
    glm::vec3 wind{0.0f, 0.0f, 0.0f};
    // Gusts over the wind (an extension; none by default): a turbulent, divergence-free
    // field (gusts.hpp) whose rms speed is gustSpeed (the wind's units) and whose largest
    // eddies are gustLength across. Drawn from the seed; carried along by the wind.
    float gustSpeed = 0.0f;
    float gustLength = 20.0f;
    // Several flocks (an extension; 1 is the model): bird i belongs to flock i % flockCount;
    // each flock starts in its own ball round its own home and the roost pulls it there
    // (flocks.hpp). The homes lie on a level ring round the sky's centre, neighbouring homes
    // flockSpacing apart; flocks that meet heed each other like any birds, and may merge.
    int flockCount = 1;
    float flockSpacing = 50.0f;  // model units (m in the starling model); ours: 8 homes fit the sky
    // Obstacles (an extension; none by default): solid spheres, boxes and upright cylinders
    // (obstacle_shapes.hpp) that birds and hawk steer around before contact and never enter
    // (obstacles.hpp; docs/model.md, "Extension: obstacles"). The three constants are ours:
    // Reynolds 1999 gives the form, not numbers (docs/model.md says why these).
    ObstacleList obstacles;
    float obstacleLookahead = 12.0f;  // the probe's length over the speed: steps (s in the starling model)
    float obstacleClearance = 1.0f;   // a probe this close to a surface starts the turn (m in the starling model)
    float obstacleWeight = 1.5f;      // the turn's weight at full urgency, as W_FLEE (N in the starling model)
    // The roost at dusk (an extension; off with descentStep 0): from that step the birds go down
    // to the roost under the sky's centre and settle there (roost_descent.hpp). Ours, not
    // published constants (docs/model.md says why these).
    int descentStep = 0;              // the dusk's first step (0: no dusk)
    int descentSpread = 600;          // steps: each bird's own start lies up to this after descentStep
    float descentFollow = 0.5f;       // a bird also goes down once this share of its neighbours are due
    float descentWeight = 1.5f;       // its steer toward the roost, as W_FLEE (N in the starling model)
    float roostLandingRadius = 8.0f;  // the reed bed's radius round the roost's axis (m in the starling model)

    // --- neighbours ---
    float topoMaxDistance = 24.0f;  // TOPO_MAX
    float cellSize = 3.0f;          // CELL, the grid's nominal cell edge

    // --- the rules (one step) ---
    float cohesionClamp = 4.0f;  // |c| is clamped to this length...
    float cohesionGain = 0.09f;  // ...and contributes gain * c / clamp
    float alignmentGain = 0.22f;
    float separationRange = 1.6f;  // only neighbours with 0 < d < range repel
    float separationGain = 0.55f;
    float roostGain = 0.01f;   // always: -gain * p / R
    float outsideGain = 0.5f;  // outside the sky: -gain * (e - 1) * q / e
    float fleeRange = 12.0f;   // the hawk frightens birds closer than this
    float fleeWeight = 1.5f;   // W_FLEE
    float fearDecay = 0.97f;   // f = max(fear, decay * f_previous)
    // Fear that spreads (an extension; 0, off, is the model): a bird also takes on this share
    // of its most frightened neighbour's fear and flees from its frightened neighbours'
    // fear-weighted centre. It reads the neighbours' fear of the step before (one step of
    // reaction delay in the seed model, one decision in the starling model), so each relay
    // is a step later and weaker by this factor: a wave that starts at the hawk.
    float fearContagion = 0.0f;
    float jitter = 0.2f;       // each component uniform in [-jitter, jitter]
    float maxTurn = 0.11f;     // MAX_TURN in radians, scaled by (1 + f)
    float baseSpeed = 0.35f;   // V0
    float fearSpeedup = 0.6f;  // v = V0 * (1 + fearSpeedup * f)

    // --- the hawk ---
    float hawkSpawnDistance = 60.0f;
    float hawkSpawnElevationDeg = 20.0f;
    float hawkSpeed = 1.0f;
    float hawkMaxTurn = 0.03f;        // radians per step while homing
    float hawkLeaveDistance = 80.0f;  // leaves the sky once this far past the centroid
    // The strategies' constants (unused by the centroid hawk, so the model is unchanged).
    HawkStrategy hawkStrategy = HawkStrategy::Centroid;
    float hawkNavigationConstant = 3.0f;  // N of proportional navigation (intercept)
    float hawkStoopSpeed = 2.0f;          // the stooping hawk's speed, per step
    float hawkStoopHeight = 40.0f;        // how far above the centroid the stoop starts
    float hawkCatchRadius = 0.5f;         // a bird this close would have been caught (counted only)
    // Several hawks at once (an extension; 1 is the model): a sortie launches this many, each
    // from its own random direction; the birds flee every one near them.
    int hawkCount = 1;
    bool hawkMixed = false;  // hawk i hunts with the i-th strategy after hawkStrategy (else all the same)
    // Each hawk its own strategy: hawk i hunts with hawkStrategies[i % size] (at most kMaxHawks
    // names). Empty (the default): hawkStrategy and hawkMixed choose. See hawkStrategyOf().
    HawkStrategyList hawkStrategies;

    // --- metrics ---
    float clusterLinkDistance = 3.0f;  // birds closer than this are linked
    int clusterMinBirds = 10;          // components below max(this, ceil(frac * N)) ...
    float clusterMinFraction = 0.03f;  // ... are not counted
    float regroupPolarizationFrac = 0.95f;
    float regroupLargestFrac = 0.9f;
    int regroupBaselineSteps = 100;

    // --- the starling model (model = starling; docs/model.md, "Extension: the starling
    // model", gives each constant's source). SI units. Its five parts are switches. The seed
    // model's rule weights (cohesionWeight, ...) multiply its forces too; topologicalK is its
    // k without the adaptive range; fleeRange (m), fleeWeight (N), fearDecay and fearSpeedup
    // its fleeing; the hawk's settings are lengths in metres and speeds per step of dt.
    bool starlingVision = true;             // a blind angle behind each bird
    bool starlingFlight = true;             // lift, drag, thrust, gravity and banked turns
    bool starlingRoost = true;              // the roost's horizontal and vertical pulls
    bool starlingAdaptiveRange = true;      // a perception radius aiming at starlingPartners
    bool starlingDifferences = true;        // per-bird reaction times and cruise speeds
    float starlingTimeStep = 0.005f;        // dt, s: one step
    float starlingReactionTime = 0.05f;     // Du, s: a bird re-decides its steering this often
    float starlingReactionSpread = 0.25f;   // each bird's Du is Du * (1 + U(-spread, spread))
    float starlingCruiseSpeed = 10.0f;      // v0, m/s
    float starlingCruiseSpread = 0.0067f;   // sd of a bird's v0 over the mean (uniform, same sd)
    float starlingMinSpeed = 5.0f;          // m/s
    float starlingMaxSpeed = 18.0f;         // m/s
    float starlingBodyMass = 0.08f;         // m, kg
    float starlingLiftDrag = 3.3f;          // C_L / C_D
    float starlingSpeedTime = 1.0f;         // tau, s: the speed control's time constant
    float starlingRollIn = 10.0f;           // w_beta_in, rad / (N s): roll toward the lateral demand
    float starlingRollOut = 1.0f;           // w_beta_out, 1/s: roll back toward level
    float starlingMaxRollRate = 8.73f;      // rad/s (500 degrees per second)
    float starlingBlindAngleDeg = 90.0f;    // the full angle of the blind cone behind a bird
    float starlingPartners = 6.5f;          // n_c, the adaptive range's aim
    float starlingMaxPerception = 100.0f;   // R_max, m
    float starlingRangeLerp = 0.1f;         // s, the radius update's share per decision
    float starlingHardCore = 0.2f;          // r_h, m: full separation inside
    float starlingSeparationRadius = 4.0f;  // r_sep, m
    float starlingSeparationSigma = 1.37f;  // sigma, m, of the separation's Gaussian
    float starlingSeparationForce = 1.0f;   // w_s, N
    float starlingAlignmentForce = 0.5f;    // w_a, N
    float starlingCohesionForce = 1.0f;     // w_c, N
    float starlingNoiseForce = 0.01f;       // w_xi, N
    float starlingMaxForce = 1.0f;          // N: the decided steering force is capped at this
    float starlingRoostRadius = 150.0f;     // R_roost, m (horizontal)
    float starlingRoostHorizontal = 0.01f;  // w_roost_h, N/m beyond R_roost (a turn, not a pull)
    float starlingRoostVertical = 0.2f;     // w_roost_v, N toward the preferred height
    float starlingAltitude = 120.0f;        // m: the preferred height (y = 0) above the ground
    float starlingAltitudeBand = 10.0f;     // m: the vertical pull is full this far off it

    // --- scale (an extension of the model; off by default) ---
    // Off, the model as specified: the sky is fixed, so more birds make a denser flock.
    // On, every length of the world (the sky R, D_UNIFORM, START_R and the hawk's spawn
    // and leave distances, the stoop's height) is multiplied by skyScale() = (N / kDensityReferenceBirds)^(1/3),
    // so a flock of any size has the default flock's density. Use worldParams().
    bool scaleSkyWithBirds = false;

    // --- render aid, not part of the model: never feeds back into the dynamics ---
    float edgeScale = 2.0f;      // a neighbour-centroid offset this long reads as "edge"
    float edgeSmoothing = 0.9f;  // edge = s * edge + (1 - s) * clamp(|offset| / scale, 0, 1)

    bool operator==(const SimParams&) const = default;
};

inline constexpr int kLowPowerBirdCount = 700;

// The flock whose density scaleSkyWithBirds keeps: the default one.
inline constexpr int kDensityReferenceBirds = 1500;

// Sizes the core accepts; the CLI and the panel reject anything outside with a message.
// At the fixed sky the cost of a step grows about as N^2 (the birds only get denser):
// 200,000 birds take about a second a step on 2 cores, 1,000,000 about half a minute.
// With scaleSkyWithBirds the cost grows as N, and the bound is memory and patience.
inline constexpr int kMaxBirdCountFixedSky = 200'000;
inline constexpr int kMaxBirdCount = 20'000'000;
inline constexpr int kMaxTopologicalK = 64;
// The most interaction partners a starling's adaptive range keeps (StarDisplay v6 stores 16:
// `bin/lua/StarDisplay.lua` l.7 of merovingiano/StarDisplay, docs/sources/starling_models.md).
inline constexpr int kStarlingMaxPartners = 16;
// The hawk strategies a setting may name (HawkStrategy's values 0 .. this - 1; Player is not one).
inline constexpr int kHawkStrategies = 4;
// The most hawks that may hunt at once (hawkCount's range; hawkStrategies' longest list).
inline constexpr int kMaxHawks = 8;

// The starting ball may be far wider than the sky (the roost pull brings the birds in),
// but not so wide that the grid over it is nearly all empty cells.
inline constexpr float kMaxStartRadius = 10'000.0f;
// Upper bound on the rule weights: far past any useful value, still finite arithmetic.
inline constexpr float kMaxRuleWeight = 1e9f;
// Upper bound on the metric radius.
inline constexpr float kMaxMetricRadius = 100.0f;

// Far past any useful navigation constant (proportional navigation is usually run with 3-5).
inline constexpr float kMaxHawkNavigationConstant = 100.0f;
// Far past any useful stoop speed, stoop height or catch radius, still finite arithmetic.
inline constexpr float kMaxHawkLength = 1e4f;

// Returns a one-line reason when the parameters cannot be simulated, or nothing when they
// are fine: every field against its row's range in the parameter table (param_table.cpp),
// then the limits that tie fields together (the fixed sky's bird count, a non-zero bias).
std::optional<std::string> validate(const SimParams& params);

// The largest bird count params accept: kMaxBirdCount with scaleSkyWithBirds, else
// kMaxBirdCountFixedSky.
int maxBirdCount(const SimParams& params);

// 1 at the fixed sky; (N / kDensityReferenceBirds)^(1/3) with scaleSkyWithBirds (N >= 1).
float skyScale(const SimParams& params);

// The parameters the model runs with: params itself at the fixed sky, else with every
// world length multiplied by skyScale(). The Simulation applies it; backends and the
// protocol functions take its result.
SimParams worldParams(const SimParams& params);

// "seed" or "starling".
const char* flockModelName(FlockModel model);

// "centroid", "nearest", "intercept", "stoop": the names the CLI and the settings files use.
const char* hawkStrategyName(HawkStrategy strategy);
// The strategy of that name, or nothing.
std::optional<HawkStrategy> parseHawkStrategy(std::string_view name);

// How hawk i of a sortie hunts: hawkStrategies[i % size] when the list is given, else with
// hawkMixed the i-th strategy after hawkStrategy, else hawkStrategy.
HawkStrategy hawkStrategyOf(const SimParams& params, int hawk);

// A list of strategies as text and back: "nearest stoop" (names apart by spaces or commas),
// "none" (or "") for the empty list. parseHawkStrategies says which word is not a strategy.
std::string hawkStrategiesText(const HawkStrategyList& list);
struct HawkStrategiesParse {
    HawkStrategyList strategies;
    std::string error;  // "" when every word is a strategy
};
HawkStrategiesParse parseHawkStrategies(std::string_view text);

// The bird count's cluster-size floor: max(clusterMinBirds, ceil(clusterMinFraction * N)).
int clusterMinSize(const SimParams& params, int birdCount);

}  // namespace murmur
