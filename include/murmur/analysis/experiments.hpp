// experiments.hpp - docs/model.md's experiments E0-E4, exactly as specified there, and the
// extension experiments E5 (the hawk strategies of "Extension: hawk strategies"), E6 (the
// starling model with each of its parts switched off in turn: "what each omission buys") and
// E7 (the world: obstacles, wind and fear that spreads, each combination with a hawk) and E8
// (the confusion effect's null model: the AI hawks' catches against flock size and density).
//
// One protocol per experiment, used by `murmur-cli experiments`, the window program's
// Experiments panel and the report. Each (experiment, variant, seed) is an independent
// run; runs go in parallel, each single-threaded, so results do not depend on the
// thread count. Results are tidy rows: experiment, variant, seed, metric, value.
// Not here: the rows as markdown tables or CSV (src/report/experiments_tables.hpp).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "murmur/model/backend.hpp"
#include "murmur/model/flock_state.hpp"
#include "murmur/model/params.hpp"
#include "murmur/simulation/attack_report.hpp"

namespace murmur {

// Every experiment's name, in order: what `only` may list.
inline const std::vector<std::string> kExperimentNames = {"e0", "e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8"};
// Those run when none are named: all but E6, whose 48 runs of up to 10,000 birds take minutes,
// and E7 and E8, whose 72 and 144 runs do too (run them with only = {"e6"}, {"e7"}, {"e8"}).
inline const std::vector<std::string> kDefaultExperiments = {"e0", "e1", "e2", "e3", "e4", "e5"};

// True for a name in kExperimentNames.
bool isExperimentName(const std::string& name);

struct ExperimentRow {
    std::string experiment;  // "e0".."e6"
    std::string variant;     // "k=7", "all", "cohesion=0", "topological", "stoop", "vision=off n=1500", ...
    std::uint32_t seed = 0;
    std::string metric;  // "polarization", "largest_cluster_pct", "recovery_steps", ...
    double value = 0.0;
};

// One run of one experiment's variant with one seed.
struct ExperimentJob {
    std::string experiment;
    std::string variant;
    std::uint32_t seed = 0;
};

using BackendFactory = std::function<std::unique_ptr<FlockBackend>()>;

struct ExperimentOptions {
    std::vector<std::string> only = kDefaultExperiments;
    int seeds = 4;                             // seeds 1..seeds (E0 always uses seed 1 only)
    std::vector<int> e6Birds = {1500, 10000};  // E6's flock sizes
    int threads = 0;                           // parallel runs; <= 0: one per hardware thread
    SimParams base;                            // the default flock; variants change only their field
    BackendFactory backend;                    // empty: the CPU backend, one thread per run
    // Called after each finished job with (done, total); from worker threads, serialised.
    std::function<void(int done, int total)> progress;
    const std::atomic<bool>* cancel = nullptr;  // when set to true, runs stop promptly
};

// The jobs the options describe, in a fixed order.
std::vector<ExperimentJob> planExperiments(const ExperimentOptions& options);

// Runs one job and returns its rows (empty if cancelled). An "e5" job's variant is a
// hawkStrategyName; its rows are the first attack's AttackReport: closest_approach,
// would_be_catches, startled_pct, lowest_polarization, most_clusters (NaN if the hawk had
// not left by step 2,000), wave (0/1), wave_speed (-1: no wave), split (0/1) and
// recovery_steps (-1: no regroup by step 2,000). The run stops at the regroup or step 2,000.
// An "e6" job's variant is "<part>=off n=<birds>" or "all n=<birds>" (parts: kE6Parts): the
// starling preset (withModel) with that part off, measured as `murmur-cli measure --steps
// 3000 --window 500` does; its rows are polarization, clumping and largest_cluster_pct (the
// seed's three metrics, averaged over the window's samples), each field row's mean under
// "field_<id>" (NaN: no value) and its verdict under "field_<id>_agrees" (1 agrees, 0
// disagrees, -1 not comparable), and the counts field_rows_agree and field_rows_comparable.
// An "e7" job: see kE7Obstacles.
std::vector<ExperimentRow> runExperimentJob(const ExperimentJob& job, const SimParams& base,
                                            const BackendFactory& backend, const std::atomic<bool>* cancel = nullptr);

// E6's variants besides "all": the starling model's switches, as named in its variants.
inline const std::vector<std::string> kE6Parts = {"vision", "flight", "roost", "range", "differences"};

// E7's variants are "<obstacles> wind=<wind> contagion=<contagion>" over every combination of
// these (obstacles: obstacleSetName; wind: none, light as examples/presets/wind.json, strong
// as three times its wind and twice its gusts, in the cruise speed's share in the starling
// model; contagion: off, or on at examples/presets/contagion.json's 0.8). Each run: the flock
// to step 600, measured over steps 400-599 (the three metrics every step, the field every
// 20th), then a hawk of base.hawkStrategy and E5's protocol. Rows: E6's (polarization,
// clumping, largest_cluster_pct, every field_<id> and its _agrees, field_rows_agree and
// field_rows_comparable) and E5's, with wave_speed_over_cruise (-1: no wave).
inline const std::vector<std::string> kE7Obstacles = {"none", "pylon", "wood"};
inline const std::vector<std::string> kE7Winds = {"none", "light", "strong"};
inline const std::vector<std::string> kE7Contagion = {"off", "on"};

// One E7 world, and its variant's name "<obstacles> wind=<wind> contagion=<on|off>".
struct E7World {
    std::string obstacles, wind;
    bool contagion = false;
};
std::string e7Variant(const E7World& world);
std::optional<E7World> parseE7Variant(const std::string& variant);

// E7 per obstacle set, means over the winds and seeds (the charts' figures; the tables show
// every world): the calm flock's largest cluster, and the hawk's startled share and escape
// wave over the cruise speed without and with fear that spreads (NaN: no run had a wave).
struct E7ObstacleSummary {
    std::string obstacles;  // kE7Obstacles
    double largestClusterPct = 0.0;
    double startledPct[2] = {0.0, 0.0};     // contagion off, on
    double waveOverCruise[2] = {0.0, 0.0};  // over the runs that had a wave
};
std::vector<E7ObstacleSummary> summariseE7(const std::vector<ExperimentRow>& rows);

// E8, the confusion effect (an extension): does a bigger or denser flock make a hawk miss?
// Hogan et al. 2017 (R Soc Open Sci 4:160564) had people play the predator against simulated
// starling flocks: catching a target was harder in larger and in denser flocks, and the two
// interacted. Our hawks are never confused (each sees every bird exactly), so E8 is the null
// model: what the flock's size and density do to the catches by the flock's motion alone.
// Variants "<strategy> n=<birds> <density>" over the four AI strategies (kE5's), these flock
// sizes and densities; the density is set through the separation weight (dense: x0.5,
// sparse: x2; the flock's spacing follows it) and measured. Each run: the flock to step 600,
// a hawk (E5's launch), stepped until it leaves or step 2,000. Rows: would_be_catches,
// caught (0/1: at least one), closest_approach, startled_pct (all four NaN when the hawk is
// still in the sky at step 2,000), and at the launch density (the birds' median k-nearest-neighbour density,
// bird_measures.hpp) and nn_distance (the mean distance to the nearest other bird).
inline const std::vector<int> kE8Birds = {250, 1000, 4000};
inline const std::vector<std::string> kE8Densities = {"dense", "default", "sparse"};

// E8 per flock size and density, pooled over the four strategies and the seeds: the attacks
// with at least one would-be catch (% of those that ended), the would-be catches per attack,
// and the flock as measured at the launch.
struct E8Cell {
    int birds = 0;
    std::string density;  // kE8Densities
    int attacks = 0;      // runs whose hawk left before step 2,000
    double caughtPct = 0.0, catchesPerAttack = 0.0;
    double measuredDensity = 0.0, nnDistance = 0.0;
};
std::vector<E8Cell> summariseE8(const std::vector<ExperimentRow>& rows);

// E8's player flights: a person flew the hawk in the window (HawkStrategy::Player), and the
// window saved the flight's rows (io/results_cache.hpp's format) to its capture folder;
// `murmur-cli experiments --only e8 --player-flights DIR` adds every such file to E8's rows.
// Their variant is "player n=<birds> <density>", the density the label of the flock's
// separation weight (e8DensityLabel); their rows are the AI runs' six and the flock's model
// (`model`: FlockModel's number). summariseE8 leaves them out; summariseE8Player pools them
// per flock size and density, as E8Cell.
inline constexpr const char* kE8PlayerVariant = "player";
struct E8Spacing {
    double density = 0.0;     // the birds' median k-nearest-neighbour density
    double nnDistance = 0.0;  // the mean distance to the nearest other bird (NaN: none near)
};
E8Spacing measureE8Spacing(const SimParams& world, const FlockState& state);
// "dense", "default" or "sparse" when the separation weight is E8's x0.5, x1 or x2 of the
// model's default (withModel(SimParams{}, model)), else "other".
std::string e8DensityLabel(const SimParams& world);
// One player flight's rows (experiment e8): the flock at the launch and the attack.
std::vector<ExperimentRow> playerFlightRows(const SimParams& world, std::uint32_t seed, const E8Spacing& atLaunch,
                                            const AttackReport& attack);
// Whether a row is a player flight's (summariseE8 leaves those out).
bool isPlayerFlightRow(const ExperimentRow& row);
std::vector<E8Cell> summariseE8Player(const std::vector<ExperimentRow>& rows);

struct ExperimentResults {
    std::vector<ExperimentRow> rows;  // ordered as planExperiments, then by metric
    bool cancelled = false;           // when true, rows is empty: no partial results
};

ExperimentResults runExperiments(const ExperimentOptions& options);

// The mean over seeds of one figure, or NaN if no row matches.
double meanOf(const std::vector<ExperimentRow>& rows, const std::string& experiment, const std::string& variant,
              const std::string& metric);

// The variants of one experiment in the order the rows list them, and its seeds, ascending.
std::vector<std::string> variantsOf(const std::vector<ExperimentRow>& rows, const std::string& experiment);
// (E8's seeds: the AI runs', not the player flights'.)
std::vector<std::uint32_t> seedsOf(const std::vector<ExperimentRow>& rows, const std::string& experiment);

}  // namespace murmur
