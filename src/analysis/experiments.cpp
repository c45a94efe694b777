#include "murmur/analysis/experiments.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <mutex>
#include <span>
#include <sstream>
#include <thread>

#include <glm/geometric.hpp>

#include "murmur/analysis/field_measures.hpp"
#include "murmur/analysis/field_reference.hpp"
#include "murmur/analysis/field_run.hpp"
#include "murmur/model/bird_measures.hpp"
#include "murmur/model/grid.hpp"
#include "murmur/model/obstacle_sets.hpp"
#include "murmur/model/starling.hpp"
#include "murmur/model/thread_pool.hpp"
#include "murmur/simulation/simulation.hpp"

namespace murmur {
namespace {

// The protocols of docs/model.md, named once.
constexpr int kE0LateStep = 50;
constexpr std::array<int, 4> kE1Ks = {1, 3, 7, 15};
constexpr int kLongRunSteps = 2000;      // E1, E2, E4
constexpr int kAveragedLastSteps = 400;  // E1, E2: the last 400 steps
constexpr int kE3SpreadStep = 600;
constexpr float kE3SpreadFactor = 3.0f;
constexpr int kE3BeforeFirst = 400, kE3BeforeLast = 599;
constexpr int kE3AfterFirst = 1100, kE3AfterLast = 1400;
constexpr int kE4HawkStep = 600;
// E5 (an extension): E4's protocol per hawk strategy; the run ends once the flock has
// regrouped after the hawk, or at E4's horizon, kLongRunSteps, whichever comes first.
constexpr int kE5HawkStep = kE4HawkStep;
constexpr std::array<HawkStrategy, 4> kE5Strategies = {HawkStrategy::Centroid, HawkStrategy::Nearest,
                                                       HawkStrategy::Intercept, HawkStrategy::Stoop};

// E6 (an extension): `murmur-cli measure`'s protocol at the target, 3,000 steps (15 s
// of flight) then a sample every 10 steps over 500 (2.5 s).
constexpr long long kE6Steps = 3000, kE6Window = 500, kE6Every = 10;
constexpr const char* kE6BirdsPrefix = " n=";

// E7 (an extension): the world. Measured before the hawk over E3's window, then E5's protocol.
constexpr int kE7MeasureFirst = kE3BeforeFirst, kE7MeasureLast = kE3BeforeLast;
constexpr int kE7FieldEvery = 20;
constexpr int kE7HawkStep = kE4HawkStep;
// The light wind and gusts of examples/presets/wind.json (model units per step, against V0 =
// 0.35); the strong wind is three times the wind and twice the gusts (|W| + G = 0.26 < V0).
constexpr glm::vec3 kE7LightWind{0.05f, 0.0f, 0.02f};
constexpr float kE7LightGusts = 0.05f;
constexpr float kE7StrongWindFactor = 3.0f, kE7StrongGustFactor = 2.0f;
constexpr float kE7SeedCruise = 0.35f;  // the seed model's V0, which the winds above are shares of
constexpr float kE7ContagionOn = 0.8f;  // examples/presets/contagion.json
// E8 (an extension): the separation weight's factor per density (ours: halved and doubled).
constexpr float kE8DenseSeparation = 0.5f, kE8SparseSeparation = 2.0f;
constexpr int kE8HawkStep = kE4HawkStep;

// Running means of the figures a window averages.
struct WindowMeans {
    double polarization = 0, clumping = 0, clusters = 0, largest = 0;
    int steps = 0;
    void add(const FlockMetrics& m) {
        polarization += m.polarization;
        clumping += m.clumping;
        clusters += m.clusters.count;
        largest += m.clusters.largestPct;
        ++steps;
    }
    double mean(double sum) const { return steps ? sum / steps : std::nan(""); }
};

// E8's spacing: the mean over the birds of the distance to the nearest other bird (those with
// one within kE8NearestSearch; the search's cells kE8NearestCell wide, model units or m).
constexpr float kE8NearestCell = 2.0f, kE8NearestSearch = 20.0f;
double meanNearestDistance(std::span<const glm::vec3> positions) {
    UniformGrid grid;
    std::vector<float> nnd;
    nearestNeighbourDistances(positions, kE8NearestCell, kE8NearestSearch, grid, nnd);
    double sum = 0.0;
    int n = 0;
    for (float d : nnd)
        if (d > 0.0f) {
            sum += d;
            ++n;
        }
    return n ? sum / n : std::nan("");
}

bool cancelled(const std::atomic<bool>* cancel) {
    return cancel && cancel->load(std::memory_order_relaxed);
}

std::unique_ptr<FlockBackend> makeBackend(const BackendFactory& factory) {
    return factory ? factory() : makeCpuBackend(1);
}

SimParams variantParams(const ExperimentJob& job, const SimParams& base) {
    SimParams p = base;
    p.seed = job.seed;
    if (job.experiment == "e1") {
        p.topologicalK = std::stoi(job.variant.substr(2));
    } else if (job.experiment == "e2") {
        if (job.variant == "cohesion=0") p.cohesionWeight = 0.0f;
        if (job.variant == "alignment=0") p.alignmentWeight = 0.0f;
        if (job.variant == "separation=0") p.separationWeight = 0.0f;
    } else if (job.experiment == "e3") {
        p.neighbourMode = job.variant == "metric" ? NeighbourMode::Metric : NeighbourMode::Topological;
    } else if (job.experiment == "e5") {
        const auto strategy = parseHawkStrategy(job.variant);
        assert(strategy && "an e5 job's variant must be a hawk strategy name (hawkStrategyName)");
        p.hawkStrategy = strategy.value_or(HawkStrategy::Centroid);
        p.hawkStrategies.clear();  // the variant's strategy, whatever list the base settings gave
    } else if (job.experiment == "e7") {
        const std::optional<E7World> world = parseE7Variant(job.variant);
        assert(world && "an e7 job's variant is an e7Variant");
        const std::string wind = world ? world->wind : "none";
        p.obstacles = obstacleSet(parseObstacleSet(world ? world->obstacles : "none").value_or(ObstacleSet::None), p);
        const float cruise = p.model == FlockModel::Starling ? p.starlingCruiseSpeed : p.baseSpeed;
        const float share = cruise / kE7SeedCruise;
        const bool strong = wind == "strong";
        p.wind = wind == "none" ? glm::vec3(0.0f) : kE7LightWind * share * (strong ? kE7StrongWindFactor : 1.0f);
        p.gustSpeed = wind == "none" ? 0.0f : kE7LightGusts * share * (strong ? kE7StrongGustFactor : 1.0f);
        p.fearContagion = world && world->contagion ? kE7ContagionOn : 0.0f;
    } else if (job.experiment == "e8") {
        // "<strategy> n=<birds> <density>"
        std::istringstream words(job.variant);
        std::string strategy, birds, density;
        words >> strategy >> birds >> density;
        p.hawkStrategy = parseHawkStrategy(strategy).value_or(HawkStrategy::Centroid);
        p.hawkStrategies.clear();
        p.hawkCount = 1;
        p.birdCount = std::stoi(birds.substr(2));
        if (density == "dense") p.separationWeight *= kE8DenseSeparation;
        if (density == "sparse") p.separationWeight *= kE8SparseSeparation;
    } else if (job.experiment == "e6") {
        const std::size_t at = job.variant.find(kE6BirdsPrefix);
        assert(at != std::string::npos && "an e6 job's variant ends in n=<birds>");
        if (p.model != FlockModel::Starling) p = withModel(p, FlockModel::Starling);  // else: a starling --config
        p.birdCount = std::stoi(job.variant.substr(at + std::char_traits<char>::length(kE6BirdsPrefix)));
        const std::string part = job.variant.substr(0, at);
        if (part == "vision=off") p.starlingVision = false;
        if (part == "flight=off") p.starlingFlight = false;
        if (part == "roost=off") p.starlingRoost = false;
        if (part == "range=off") p.starlingAdaptiveRange = false;
        if (part == "differences=off") p.starlingDifferences = false;
    }
    return p;
}

// E6's and E7's rows of a measured window: the seed's three metrics over it, then each field
// row's mean over its samples and its verdict, and the counts.
void addFieldRows(std::vector<ExperimentRow>& rows, const ExperimentJob& job, const FieldAverage& average,
                  double polarization, double clumping, double largestClusterPct,
                  const Simulation* attacked = nullptr) {
    auto add = [&](std::string metric, double value) {
        rows.push_back({job.experiment, job.variant, job.seed, std::move(metric), value});
    };
    int agrees = 0, comparable = 0;
    // A row's mean and its verdict (1 agrees, 0 disagrees, -1 not comparable), and the counts.
    auto addRow = [&](FieldQuantity q, const FieldRow& row) {
        const std::string id = std::string("field_") + fieldReference(q).id;
        add(id, row.value ? static_cast<double>(*row.value) : std::nan(""));
        const bool agreed = row.verdict == FieldVerdict::Agrees;
        add(id + "_agrees", row.verdict == FieldVerdict::NotComparable ? -1.0 : agreed ? 1.0 : 0.0);
        agrees += agreed ? 1 : 0;
        comparable += row.verdict == FieldVerdict::NotComparable ? 0 : 1;
    };
    add("polarization", polarization);
    add("clumping", clumping);
    add("largest_cluster_pct", largestClusterPct);
    for (std::size_t i = 0; i < kFieldQuantities; ++i) {
        const auto q = static_cast<FieldQuantity>(i);
        if (q == FieldQuantity::SizeSeriesSlope || q == FieldQuantity::EscapeWaveSpeed) continue;  // not measured
        addRow(q, compareField(q, average.mean(q), average.inMetres()));
    }
    // With a hawk: its escape wave against Procaccini 2011's "faster than the flock" (a row
    // only when the attack left a report; nothing to compare without a wave).
    if (attacked && !attacked->attacks().empty())
        addRow(FieldQuantity::EscapeWaveSpeed, escapeWaveRow(attacked->attacks().front().wave));
    add("field_rows_agree", agrees);
    add("field_rows_comparable", comparable);
}

// docs/model.md E3: the birds in front of the vertical plane through the centroid (normal: the
// mean heading on the ground) move to centroid + 3 (p - centroid).
void spreadHalf(Simulation& sim) {
    const FlockMetrics m = sim.metrics();
    FlockState st;
    sim.backend().download(st);
    glm::vec3 normal(m.meanHeading.x, 0.0f, m.meanHeading.z);
    // A flock flying straight up or down has no ground heading; any vertical plane will do.
    normal = glm::length(normal) > 1e-6f ? glm::normalize(normal) : glm::vec3(1, 0, 0);
    for (auto& p : st.position)
        if (glm::dot(p - m.centroid, normal) > 0.0f) p = m.centroid + kE3SpreadFactor * (p - m.centroid);
    sim.replaceState(st);
}

using Rows = std::vector<ExperimentRow>;

void addRow(Rows& rows, const ExperimentJob& job, const char* metric, double value) {
    rows.push_back({job.experiment, job.variant, job.seed, metric, value});
}

// E5's and E7's rows: the first attack's report card. A hawk still in the sky at the horizon
// has no report: its figures are NaN ("-").
void addAttackRows(Rows& rows, const ExperimentJob& job, const Simulation& sim) {
    const double nan = std::nan("");
    const AttackReport* a = sim.attacks().empty() ? nullptr : &sim.attacks().front();
    const bool wave = a && a->wave.isWave;
    addRow(rows, job, "closest_approach", a ? a->closestApproach : nan);
    addRow(rows, job, "would_be_catches", a ? a->wouldBeCatches : nan);
    addRow(rows, job, "startled_pct", a ? a->startledPct : nan);
    addRow(rows, job, "lowest_polarization", a ? a->lowestPolarization : nan);
    addRow(rows, job, "most_clusters", a ? a->mostClusters : nan);
    addRow(rows, job, "wave", wave ? 1.0 : 0.0);
    addRow(rows, job, "wave_speed", wave ? a->wave.speed : -1.0);
    if (job.experiment == "e7") addRow(rows, job, "wave_speed_over_cruise", wave ? a->wave.speedOverCruise : -1.0);
    addRow(rows, job, "split", a && a->patterns.split ? 1.0 : 0.0);
    addRow(rows, job, "recovery_steps", a && a->recoverySteps ? static_cast<double>(*a->recoverySteps) : -1.0);
}

}  // namespace

bool isExperimentName(const std::string& name) {
    return std::find(kExperimentNames.begin(), kExperimentNames.end(), name) != kExperimentNames.end();
}

std::vector<ExperimentJob> planExperiments(const ExperimentOptions& o) {
    std::vector<ExperimentJob> jobs;
    auto wants = [&](const char* e) { return std::find(o.only.begin(), o.only.end(), e) != o.only.end(); };
    const auto seeds = static_cast<std::uint32_t>(std::max(1, o.seeds));
    if (wants("e0")) jobs.push_back({"e0", "all", 1});
    if (wants("e1"))
        for (int k : kE1Ks)
            for (std::uint32_t s = 1; s <= seeds; ++s) jobs.push_back({"e1", "k=" + std::to_string(k), s});
    if (wants("e2"))
        for (const char* v : {"all", "cohesion=0", "alignment=0", "separation=0"})
            for (std::uint32_t s = 1; s <= seeds; ++s) jobs.push_back({"e2", v, s});
    if (wants("e3"))
        for (const char* v : {"topological", "metric"})
            for (std::uint32_t s = 1; s <= seeds; ++s) jobs.push_back({"e3", v, s});
    if (wants("e4"))
        for (std::uint32_t s = 1; s <= seeds; ++s) jobs.push_back({"e4", "all", s});
    if (wants("e5"))
        for (HawkStrategy strategy : kE5Strategies)
            for (std::uint32_t s = 1; s <= seeds; ++s) jobs.push_back({"e5", hawkStrategyName(strategy), s});
    if (wants("e6"))
        for (int birds : o.e6Birds) {
            std::vector<std::string> variants = {"all"};
            for (const std::string& part : kE6Parts) variants.push_back(part + "=off");
            for (const std::string& v : variants)
                for (std::uint32_t s = 1; s <= seeds; ++s)
                    jobs.push_back({"e6", v + kE6BirdsPrefix + std::to_string(birds), s});
        }
    if (wants("e7"))
        for (const std::string& obstacles : kE7Obstacles)
            for (const std::string& wind : kE7Winds)
                for (const std::string& contagion : kE7Contagion)
                    for (std::uint32_t s = 1; s <= seeds; ++s)
                        jobs.push_back({"e7", e7Variant({obstacles, wind, contagion == "on"}), s});
    if (wants("e8"))
        for (HawkStrategy strategy : kE5Strategies)
            for (int birds : kE8Birds)
                for (const std::string& density : kE8Densities)
                    for (std::uint32_t s = 1; s <= seeds; ++s)
                        jobs.push_back(
                            {"e8",
                             std::string(hawkStrategyName(strategy)) + " n=" + std::to_string(birds) + " " + density,
                             s});
    return jobs;
}

std::vector<ExperimentRow> runExperimentJob(const ExperimentJob& job, const SimParams& base,
                                            const BackendFactory& factory, const std::atomic<bool>* cancel) {
    if (job.experiment == "e6") {
        FieldRunOptions options;
        options.steps = kE6Steps;
        options.window = kE6Window;
        options.every = kE6Every;
        const BackendFactory one = [&factory] { return makeBackend(factory); };
        const FieldRunResult r = runFieldMeasure(variantParams(job, base), options, one, {}, cancel);
        if (r.cancelled) return {};
        Rows rows;
        addFieldRows(rows, job, r.average, r.polarization, r.clumping, r.largestClusterPct);
        return rows;
    }
    Simulation sim(variantParams(job, base), makeBackend(factory));
    Rows rows;
    auto advanceTo = [&](int last, int clustersFrom, auto&& onStep) {
        while (static_cast<int>(sim.stepIndex()) < last) {
            if (cancelled(cancel)) return false;
            const int next = static_cast<int>(sim.stepIndex()) + 1;
            sim.step(next >= clustersFrom);
            onStep(next, sim.metrics());
        }
        return true;
    };
    auto ignore = [](int, const FlockMetrics&) {};
    // E5's protocol from the current step: a hawk, then clusters on every step (the report's
    // most clusters, split and the regroup need them), until the regroup has been recorded or
    // E4's horizon. False when cancelled.
    auto huntUntilRegrouped = [&] {
        sim.sendHawk();
        while (static_cast<int>(sim.stepIndex()) < kLongRunSteps &&
               (sim.attacks().empty() || !sim.attacks().front().recoverySteps)) {
            if (cancelled(cancel)) return false;
            sim.step(true);
        }
        return true;
    };

    if (job.experiment == "e0") {
        addRow(rows, job, "polarization_step0", sim.metrics().polarization);
        if (!advanceTo(kE0LateStep, kE0LateStep + 1, ignore)) return {};
        addRow(rows, job, "polarization_step50", sim.metrics().polarization);
    } else if (job.experiment == "e1" || job.experiment == "e2") {
        WindowMeans w;
        const int first = kLongRunSteps - kAveragedLastSteps + 1;
        if (!advanceTo(kLongRunSteps, first, [&](int t, const FlockMetrics& m) {
                if (t >= first) w.add(m);
            }))
            return {};
        addRow(rows, job, "polarization", w.mean(w.polarization));
        if (job.experiment == "e2") addRow(rows, job, "clumping", w.mean(w.clumping));
        addRow(rows, job, "largest_cluster_pct", w.mean(w.largest));
        addRow(rows, job, "clusters", w.mean(w.clusters));
    } else if (job.experiment == "e3") {
        WindowMeans before, after;
        if (!advanceTo(kE3SpreadStep, kE3BeforeFirst, [&](int t, const FlockMetrics& m) {
                if (t >= kE3BeforeFirst && t <= kE3BeforeLast) before.add(m);
            }))
            return {};
        spreadHalf(sim);
        if (!advanceTo(kE3AfterLast, kE3AfterFirst, [&](int t, const FlockMetrics& m) {
                if (t >= kE3AfterFirst) after.add(m);
            }))
            return {};
        addRow(rows, job, "largest_before_pct", before.mean(before.largest));
        addRow(rows, job, "largest_after_pct", after.mean(after.largest));
    } else if (job.experiment == "e4") {
        const int baselineFrom = kE4HawkStep - base.regroupBaselineSteps;
        if (!advanceTo(kE4HawkStep, baselineFrom, ignore)) return {};
        sim.sendHawk();
        float minPolarization = sim.metrics().polarization;
        if (!advanceTo(kLongRunSteps, 0, [&](int, const FlockMetrics& m) {
                if (sim.hawk().inSky) minPolarization = std::min(minPolarization, m.polarization);
            }))
            return {};
        addRow(rows, job, "min_polarization", minPolarization);
        const auto recovery = sim.regroup().recoverySteps();
        addRow(rows, job, "recovery_steps", recovery ? static_cast<double>(*recovery) : -1.0);
    } else if (job.experiment == "e5") {
        const int baselineFrom = kE5HawkStep - base.regroupBaselineSteps;
        if (!advanceTo(kE5HawkStep, baselineFrom, ignore)) return {};
        if (!huntUntilRegrouped()) return {};
        addAttackRows(rows, job, sim);
    } else if (job.experiment == "e8") {
        if (!advanceTo(kE8HawkStep, kE8HawkStep + 1, ignore)) return {};
        FlockState state;
        sim.backend().download(state);
        const E8Spacing spacing = measureE8Spacing(sim.world(), state);
        addRow(rows, job, "density", spacing.density);
        addRow(rows, job, "nn_distance", spacing.nnDistance);
        sim.sendHawk();
        while (sim.hawk().inSky && static_cast<int>(sim.stepIndex()) < kLongRunSteps) {
            if (cancelled(cancel)) return {};
            sim.step(false);
        }
        const AttackReport* a = sim.attacks().empty() ? nullptr : &sim.attacks().front();
        const double nan = std::nan("");
        addRow(rows, job, "would_be_catches", a ? a->wouldBeCatches : nan);
        addRow(rows, job, "caught", a ? (a->wouldBeCatches > 0 ? 1.0 : 0.0) : nan);
        addRow(rows, job, "closest_approach", a ? a->closestApproach : nan);
        addRow(rows, job, "startled_pct", a ? a->startledPct : nan);
    } else if (job.experiment == "e7") {
        // The world before the hawk: the three metrics every step, the field every 20th.
        WindowMeans w;
        FieldAverage field;
        FieldScratch scratch;
        FieldMeasures measures;
        FlockState state;
        if (!advanceTo(kE7MeasureLast, kE7MeasureFirst, [&](int t, const FlockMetrics& m) {
                if (t < kE7MeasureFirst) return;
                w.add(m);
                if ((t - kE7MeasureFirst) % kE7FieldEvery != 0) return;
                sim.backend().download(state);
                measureField(sim.world(), state, FieldOptions{}, scratch, measures);
                field.add(measures);
            }))
            return {};
        const int baselineFrom = kE7HawkStep - base.regroupBaselineSteps;
        if (!advanceTo(kE7HawkStep, baselineFrom, ignore)) return {};
        if (!huntUntilRegrouped()) return {};
        addFieldRows(rows, job, field, w.mean(w.polarization), w.mean(w.clumping), w.mean(w.largest), &sim);
        addAttackRows(rows, job, sim);
    }
    return rows;
}

ExperimentResults runExperiments(const ExperimentOptions& o) {
    const auto jobs = planExperiments(o);
    std::vector<Rows> perJob(jobs.size());
    std::atomic<std::size_t> next{0};
    std::atomic<bool> stopped{false};
    std::mutex progressMutex;
    int done = 0;
    const int total = static_cast<int>(jobs.size());
    if (o.progress) o.progress(0, total);

    auto worker = [&] {
        for (std::size_t j; (j = next.fetch_add(1)) < jobs.size();) {
            if (cancelled(o.cancel)) break;
            perJob[j] = runExperimentJob(jobs[j], o.base, o.backend, o.cancel);
            if (perJob[j].empty()) {
                stopped = true;
                break;
            }
            std::lock_guard lock(progressMutex);
            ++done;
            if (o.progress) o.progress(done, total);
        }
    };
    const int threads =
        std::min<int>(o.threads <= 0 ? ThreadPool::hardwareThreads() : o.threads, std::max<int>(1, total));
    runOnThreads(threads, worker);
    ExperimentResults results;
    if (stopped || cancelled(o.cancel)) {
        results.cancelled = true;
        return results;
    }
    for (auto& r : perJob) results.rows.insert(results.rows.end(), r.begin(), r.end());
    return results;
}

double meanOf(const std::vector<ExperimentRow>& rows, const std::string& experiment, const std::string& variant,
              const std::string& metric) {
    double sum = 0;
    int n = 0;
    for (const auto& r : rows)
        if (r.experiment == experiment && r.variant == variant && r.metric == metric) {
            sum += r.value;
            ++n;
        }
    return n ? sum / n : std::nan("");
}

std::string e7Variant(const E7World& w) {
    return w.obstacles + " wind=" + w.wind + (w.contagion ? " contagion=on" : " contagion=off");
}

std::optional<E7World> parseE7Variant(const std::string& variant) {
    const std::size_t windAt = variant.find(" wind="), contagionAt = variant.find(" contagion=");
    if (windAt == std::string::npos || contagionAt == std::string::npos || contagionAt < windAt) return std::nullopt;
    constexpr std::size_t kWind = 6, kContagion = 11;  // " wind=", " contagion="
    const std::string contagion = variant.substr(contagionAt + kContagion);
    if (contagion != "on" && contagion != "off") return std::nullopt;
    return E7World{variant.substr(0, windAt), variant.substr(windAt + kWind, contagionAt - windAt - kWind),
                   contagion == "on"};
}

std::vector<E7ObstacleSummary> summariseE7(const Rows& rows) {
    std::vector<E7ObstacleSummary> out;
    for (const std::string& obstacles : kE7Obstacles) {
        E7ObstacleSummary s{obstacles};
        int calm = 0;
        int attacks[2] = {0, 0}, waves[2] = {0, 0};
        for (const auto& r : rows) {
            const auto world = r.experiment == "e7" ? parseE7Variant(r.variant) : std::nullopt;
            if (!world || world->obstacles != obstacles) continue;
            const int c = world->contagion ? 1 : 0;
            if (r.metric == "largest_cluster_pct") s.largestClusterPct += r.value, ++calm;
            if (r.metric == "startled_pct" && !std::isnan(r.value)) s.startledPct[c] += r.value, ++attacks[c];
            if (r.metric == "wave_speed_over_cruise" && r.value >= 0.0) s.waveOverCruise[c] += r.value, ++waves[c];
        }
        if (calm == 0) continue;
        s.largestClusterPct /= calm;
        for (int c = 0; c < 2; ++c) {
            s.startledPct[c] = attacks[c] ? s.startledPct[c] / attacks[c] : std::nan("");
            s.waveOverCruise[c] = waves[c] ? s.waveOverCruise[c] / waves[c] : std::nan("");
        }
        out.push_back(s);
    }
    return out;
}

std::vector<std::string> variantsOf(const Rows& rows, const std::string& e) {
    std::vector<std::string> out;
    for (const auto& r : rows)
        if (r.experiment == e && std::find(out.begin(), out.end(), r.variant) == out.end()) out.push_back(r.variant);
    return out;
}

std::vector<std::uint32_t> seedsOf(const Rows& rows, const std::string& e) {
    std::vector<std::uint32_t> out;
    for (const auto& r : rows)
        if (r.experiment == e && !isPlayerFlightRow(r) && std::find(out.begin(), out.end(), r.seed) == out.end())
            out.push_back(r.seed);
    std::sort(out.begin(), out.end());
    return out;
}

namespace {

// One E8 cell: the rows of variants ending in " n=<birds> <density>" that `take` takes.
template <typename Take>
std::optional<E8Cell> poolE8(const Rows& rows, int birds, const std::string& density, Take&& take) {
    E8Cell c{birds, density};
    const std::string tail = " n=" + std::to_string(birds) + " " + density;
    double caught = 0.0, catches = 0.0, measured = 0.0, nnd = 0.0;
    int flocks = 0;
    for (const ExperimentRow& r : rows) {
        if (r.experiment != "e8" || !r.variant.ends_with(tail) || !take(r)) continue;
        if (r.metric == "caught" && !std::isnan(r.value)) {
            ++c.attacks;
            caught += r.value;
        }
        if (r.metric == "would_be_catches" && !std::isnan(r.value)) catches += r.value;
        if (r.metric == "density") {
            ++flocks;
            measured += r.value;
        }
        if (r.metric == "nn_distance") nnd += r.value;
    }
    if (flocks == 0) return std::nullopt;
    c.caughtPct = c.attacks ? 100.0 * caught / c.attacks : std::nan("");
    c.catchesPerAttack = c.attacks ? catches / c.attacks : std::nan("");
    c.measuredDensity = measured / flocks;
    c.nnDistance = nnd / flocks;
    return c;
}

}  // namespace

std::vector<E8Cell> summariseE8(const Rows& rows) {
    std::vector<E8Cell> cells;
    for (int birds : kE8Birds)
        for (const std::string& density : kE8Densities)
            if (auto c = poolE8(rows, birds, density, [](const ExperimentRow& r) { return !isPlayerFlightRow(r); }))
                cells.push_back(*c);
    return cells;
}

E8Spacing measureE8Spacing(const SimParams& world, const FlockState& state) {
    E8Spacing s;
    std::vector<float> density = localDensity(world, state);
    std::nth_element(density.begin(), density.begin() + density.size() / 2, density.end());
    s.density = density.empty() ? std::nan("") : density[density.size() / 2];
    s.nnDistance = meanNearestDistance(state.position);
    return s;
}

std::string e8DensityLabel(const SimParams& world) {
    const float base = withModel(SimParams{}, world.model).separationWeight;
    if (world.separationWeight == base * kE8DenseSeparation) return kE8Densities[0];
    if (world.separationWeight == base) return kE8Densities[1];
    if (world.separationWeight == base * kE8SparseSeparation) return kE8Densities[2];
    return "other";
}

bool isPlayerFlightRow(const ExperimentRow& row) {
    return row.experiment == "e8" && row.variant.starts_with(std::string(kE8PlayerVariant) + " ");
}

std::vector<ExperimentRow> playerFlightRows(const SimParams& world, std::uint32_t seed, const E8Spacing& atLaunch,
                                            const AttackReport& attack) {
    const std::string variant =
        std::string(kE8PlayerVariant) + " n=" + std::to_string(attack.birds) + " " + e8DensityLabel(world);
    auto row = [&](const char* metric, double value) { return ExperimentRow{"e8", variant, seed, metric, value}; };
    return {row("density", atLaunch.density),
            row("nn_distance", atLaunch.nnDistance),
            row("would_be_catches", attack.wouldBeCatches),
            row("caught", attack.wouldBeCatches > 0 ? 1.0 : 0.0),
            row("closest_approach", attack.closestApproach),
            row("startled_pct", attack.startledPct),
            row("model", static_cast<double>(world.model))};
}

std::vector<E8Cell> summariseE8Player(const Rows& rows) {
    // Every flock size and density the flights had, in order of size, then kE8Densities' order.
    std::vector<std::pair<int, std::string>> keys;
    for (const ExperimentRow& r : rows) {
        if (!isPlayerFlightRow(r)) continue;
        const auto n = r.variant.find(" n="), space = r.variant.find(' ', n + 3);
        if (n == std::string::npos || space == std::string::npos) continue;
        std::pair<int, std::string> key{std::atoi(r.variant.c_str() + n + 3), r.variant.substr(space + 1)};
        if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
    }
    auto order = [](const std::string& d) {
        const auto at = std::find(kE8Densities.begin(), kE8Densities.end(), d);
        return static_cast<int>(at - kE8Densities.begin());
    };
    std::sort(keys.begin(), keys.end(), [&](const auto& a, const auto& b) {
        return a.first != b.first ? a.first < b.first : order(a.second) < order(b.second);
    });
    std::vector<E8Cell> cells;
    for (const auto& [birds, density] : keys)
        if (auto c = poolE8(rows, birds, density, isPlayerFlightRow)) cells.push_back(*c);
    return cells;
}

}  // namespace murmur
