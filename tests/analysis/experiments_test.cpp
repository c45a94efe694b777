// The experiment protocols: plan, one job each (on a small flock), cancel, parallel runs.
// (Their markdown and CSV: tests/report/experiments_tables_test.cpp.)
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "murmur/analysis/experiments.hpp"

namespace murmur {
namespace {

SimParams smallFlock() {
    SimParams p;
    p.birdCount = 150;
    return p;
}

TEST(Experiments, PlanCoversEveryVariantAndSeed) {
    ExperimentOptions o;
    EXPECT_EQ(planExperiments(o).size(), 1u + 16u + 16u + 8u + 4u + 16u);  // E0-E4, then E5
    o.only = {"e3"};
    o.seeds = 2;
    const auto jobs = planExperiments(o);
    ASSERT_EQ(jobs.size(), 4u);
    EXPECT_EQ(jobs[0].variant, "topological");
    EXPECT_EQ(jobs[3].variant, "metric");
    EXPECT_EQ(jobs[3].seed, 2u);
}

TEST(Experiments, E0ReportsStepZeroAndFifty) {
    const auto rows = runExperimentJob({"e0", "all", 1}, smallFlock(), {});
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[0].metric, "polarization_step0");
    EXPECT_EQ(rows[1].metric, "polarization_step50");
    EXPECT_GT(rows[1].value, rows[0].value);  // the flock aligns within 50 steps
}

TEST(Experiments, E4ReportsMinPolarizationAndRecovery) {
    const auto rows = runExperimentJob({"e4", "all", 1}, smallFlock(), {});
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[0].metric, "min_polarization");
    EXPECT_TRUE(std::isfinite(rows[0].value));
    EXPECT_EQ(rows[1].metric, "recovery_steps");
    EXPECT_TRUE(rows[1].value == -1.0 || rows[1].value >= 0.0);
}

TEST(Experiments, E3ReportsBeforeAndAfter) {
    const auto rows = runExperimentJob({"e3", "metric", 2}, smallFlock(), {});
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[0].metric, "largest_before_pct");
    EXPECT_EQ(rows[1].metric, "largest_after_pct");
    EXPECT_EQ(rows[1].variant, "metric");
    EXPECT_EQ(rows[1].seed, 2u);
}

TEST(Experiments, CancelStopsWithNoPartialResult) {
    std::atomic<bool> cancel{true};
    ExperimentOptions o;
    o.base = smallFlock();
    o.cancel = &cancel;
    const auto results = runExperiments(o);
    EXPECT_TRUE(results.cancelled);
    EXPECT_TRUE(results.rows.empty());
}

TEST(Experiments, ParallelRunsGiveTheSameRowsAsSerial) {
    ExperimentOptions o;
    o.only = {"e0", "e1"};
    o.seeds = 1;
    o.base = smallFlock();
    o.base.birdCount = 60;
    o.threads = 1;
    const auto serial = runExperiments(o);
    o.threads = 3;
    const auto parallel = runExperiments(o);
    ASSERT_EQ(serial.rows.size(), parallel.rows.size());
    for (std::size_t i = 0; i < serial.rows.size(); ++i) EXPECT_EQ(serial.rows[i].value, parallel.rows[i].value);
}

TEST(Experiments, E5PlansEachStrategyInOrderThenEachSeed) {
    ExperimentOptions o;
    o.only = {"e5"};
    o.seeds = 2;
    const auto jobs = planExperiments(o);
    ASSERT_EQ(jobs.size(), 8u);
    const char* strategies[] = {"centroid", "nearest", "intercept", "stoop"};
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        EXPECT_EQ(jobs[i].experiment, "e5");
        EXPECT_EQ(jobs[i].variant, strategies[i / 2]);
        EXPECT_EQ(jobs[i].seed, 1u + i % 2);
    }
}

// Every E5 row in a sane range: figures of a report card, flags 0/1, -1 for "none".
void expectSaneE5Rows(const std::vector<ExperimentRow>& rows, int birds) {
    for (const auto& r : rows) {
        SCOPED_TRACE(r.variant + " seed " + std::to_string(r.seed) + " " + r.metric);
        ASSERT_EQ(r.experiment, "e5");
        if (r.metric == "startled_pct") {
            EXPECT_GE(r.value, 0.0);
            EXPECT_LE(r.value, 100.0);
        } else if (r.metric == "wave" || r.metric == "split") {
            EXPECT_TRUE(r.value == 0.0 || r.value == 1.0);
        } else if (r.metric == "wave_speed" || r.metric == "recovery_steps") {
            EXPECT_TRUE(r.value == -1.0 || r.value >= 0.0);
        } else if (r.metric == "would_be_catches") {
            EXPECT_GE(r.value, 0.0);
            EXPECT_LE(r.value, birds);
        } else if (r.metric == "lowest_polarization") {
            EXPECT_GE(r.value, 0.0);
            EXPECT_LE(r.value, 100.0);
        } else {
            EXPECT_GE(r.value, 0.0);  // closest_approach, most_clusters
        }
    }
}

TEST(Experiments, E5ReportsTheFirstAttacksCard) {
    const auto rows = runExperimentJob({"e5", "stoop", 1}, smallFlock(), {});
    const std::vector<std::string> metrics = {"closest_approach", "would_be_catches",
                                              "startled_pct",     "lowest_polarization",
                                              "most_clusters",    "wave",
                                              "wave_speed",       "split",
                                              "recovery_steps"};
    ASSERT_EQ(rows.size(), metrics.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        EXPECT_EQ(rows[i].metric, metrics[i]);
        EXPECT_EQ(rows[i].variant, "stoop");
        EXPECT_TRUE(std::isfinite(rows[i].value)) << rows[i].metric;  // the hawk left within the run
    }
    expectSaneE5Rows(rows, smallFlock().birdCount);
    EXPECT_EQ(rows[5].value == 1.0, rows[6].value > 0.0);  // a wave has a speed, no wave has none
}

bool sameBits(double a, double b) {
    return std::memcmp(&a, &b, sizeof a) == 0;  // NaN equals NaN
}

TEST(Experiments, E5IsTheSameForAnyThreadCount) {
    ExperimentOptions o;
    o.only = {"e5"};
    o.seeds = 2;
    o.base = smallFlock();
    o.base.birdCount = 80;
    o.threads = 1;
    const auto serial = runExperiments(o);
    o.threads = 3;
    const auto parallel = runExperiments(o);
    ASSERT_FALSE(serial.cancelled);
    ASSERT_EQ(serial.rows.size(), 4u * 2u * 9u);
    ASSERT_EQ(serial.rows.size(), parallel.rows.size());
    for (std::size_t i = 0; i < serial.rows.size(); ++i) {
        EXPECT_EQ(serial.rows[i].variant, parallel.rows[i].variant);
        EXPECT_EQ(serial.rows[i].seed, parallel.rows[i].seed);
        EXPECT_EQ(serial.rows[i].metric, parallel.rows[i].metric);
        EXPECT_TRUE(sameBits(serial.rows[i].value, parallel.rows[i].value)) << i << " " << serial.rows[i].metric;
    }
    EXPECT_EQ(variantsOf(serial.rows, "e5"), (std::vector<std::string>{"centroid", "nearest", "intercept", "stoop"}));
    expectSaneE5Rows(serial.rows, o.base.birdCount);
    for (const char* flag : {"wave", "split"})
        for (const auto& v : variantsOf(serial.rows, "e5")) EXPECT_LE(meanOf(serial.rows, "e5", v, flag), 1.0);
}

// --- E6: the starling model with each part off in turn -------------------------------------

TEST(Experiments, E6RunsOnlyWhenNamedAndPlansEachPartAtEachSize) {
    ExperimentOptions o;
    EXPECT_EQ(std::count(o.only.begin(), o.only.end(), "e6"), 0) << "E6 takes minutes: not in the default runs";
    EXPECT_TRUE(isExperimentName("e6"));
    o.only = {"e6"};
    o.seeds = 2;
    o.e6Birds = {100, 300};
    const auto jobs = planExperiments(o);
    ASSERT_EQ(jobs.size(), 2u * 6u * 2u);
    EXPECT_EQ(jobs[0].variant, "all n=100");
    EXPECT_EQ(jobs[2].variant, "vision=off n=100");
    EXPECT_EQ(jobs[11].variant, "differences=off n=100");
    EXPECT_EQ(jobs[11].seed, 2u);
    EXPECT_EQ(jobs[12].variant, "all n=300");
}

TEST(Experiments, E6ReportsTheSeedMetricsAndEveryMeasuredFieldRow) {
    ExperimentOptions o;
    o.only = {"e6"};
    o.seeds = 1;
    o.e6Birds = {60};
    o.threads = 2;
    const auto a = runExperiments(o);
    ASSERT_FALSE(a.cancelled);
    o.threads = 1;
    const auto b = runExperiments(o);
    ASSERT_EQ(a.rows.size(), b.rows.size());
    for (std::size_t i = 0; i < a.rows.size(); ++i)
        EXPECT_TRUE(sameBits(a.rows[i].value, b.rows[i].value)) << a.rows[i].variant << " " << a.rows[i].metric;

    const auto variants = variantsOf(a.rows, "e6");
    ASSERT_EQ(variants.size(), 6u);
    for (const auto& v : variants) {
        const double agree = meanOf(a.rows, "e6", v, "field_rows_agree");
        const double comparable = meanOf(a.rows, "e6", v, "field_rows_comparable");
        EXPECT_GE(agree, 0.0) << v;
        EXPECT_LE(agree, comparable) << v;
        EXPECT_EQ(comparable, 15.0) << v << ": every measured row compares in metres";
        EXPECT_GT(meanOf(a.rows, "e6", v, "polarization"), 0.0) << v;
        EXPECT_LE(meanOf(a.rows, "e6", v, "largest_cluster_pct"), 100.0) << v;
        const double flockSpeed = meanOf(a.rows, "e6", v, "field_flock_speed");
        EXPECT_GT(flockSpeed, 5.0) << v << ": a starling flock flies at metres per second";
        EXPECT_LT(flockSpeed, 18.0) << v;
    }
    // Each part switched off changes the flight: no two variants give the same flock.
    for (std::size_t i = 0; i < variants.size(); ++i)
        for (std::size_t j = i + 1; j < variants.size(); ++j)
            EXPECT_NE(meanOf(a.rows, "e6", variants[i], "field_nnd_mean"),
                      meanOf(a.rows, "e6", variants[j], "field_nnd_mean"))
                << variants[i] << " and " << variants[j];
}

TEST(Experiments, E7RunsOnlyWhenNamedAndPlansEveryWorld) {
    ExperimentOptions o;
    EXPECT_EQ(std::count(o.only.begin(), o.only.end(), "e7"), 0) << "E7's 72 runs: not in the default runs";
    EXPECT_TRUE(isExperimentName("e7"));
    o.only = {"e7"};
    const auto jobs = planExperiments(o);
    ASSERT_EQ(jobs.size(), 3u * 3u * 2u * 4u);
    EXPECT_EQ(jobs[0].variant, "none wind=none contagion=off");
    EXPECT_EQ(jobs[4].variant, "none wind=none contagion=on");
    EXPECT_EQ(jobs.back().variant, "wood wind=strong contagion=on");
    EXPECT_EQ(jobs.back().seed, 4u);
}

// One world's run reports the calm flock, its field rows and the hawk's card; the worlds differ.
TEST(Experiments, E7ReportsTheWorldBeforeAndDuringTheHawk) {
    const SimParams base = smallFlock();
    auto run = [&](const char* variant) { return runExperimentJob({"e7", variant, 1}, base, {}); };
    const auto still = run("none wind=none contagion=off");
    const auto world = run("wood wind=strong contagion=on");
    auto value = [](const std::vector<ExperimentRow>& rows, const char* metric) {
        for (const auto& r : rows)
            if (r.metric == metric) return r.value;
        ADD_FAILURE() << "no " << metric;
        return std::nan("");
    };
    for (const auto* rows : {&still, &world}) {
        EXPECT_GT(value(*rows, "polarization"), 0.0);
        // The seed model's 11 comparable rows, and the escape wave's when the hawk raised one.
        const double wave = value(*rows, "wave_speed_over_cruise");
        EXPECT_EQ(value(*rows, "field_rows_comparable"), wave > 0.0 ? 12.0 : 11.0);
        EXPECT_LE(value(*rows, "field_rows_agree"), value(*rows, "field_rows_comparable"));
        if (wave > 0.0) {
            EXPECT_FLOAT_EQ(value(*rows, "field_escape_wave_speed_over_flock"), wave);  // stored as a float
            EXPECT_EQ(value(*rows, "field_escape_wave_speed_over_flock_agrees"), wave > 1.0 ? 1.0 : 0.0);
        }
        EXPECT_FALSE(std::isnan(value(*rows, "startled_pct"))) << "the hawk left within the run";
        EXPECT_TRUE(wave == -1.0 || wave > 0.0);
    }
    EXPECT_NE(value(still, "clumping"), value(world, "clumping")) << "the world changed nothing";
    // Fear that spreads reaches more birds than the hawk alone.
    EXPECT_GT(value(world, "startled_pct"), value(still, "startled_pct"));
    const auto summary = summariseE7(world);
    ASSERT_EQ(summary.size(), 1u);
    EXPECT_EQ(summary[0].obstacles, "wood");
    EXPECT_EQ(summary[0].startledPct[1], value(world, "startled_pct"));
    EXPECT_TRUE(std::isnan(summary[0].startledPct[0])) << "no run without contagion in these rows";
}

}  // namespace
}  // namespace murmur

namespace murmur {
namespace {

TEST(Experiments, E8RunsOnlyWhenNamedAndPlansEachStrategySizeAndDensity) {
    ExperimentOptions o;
    for (const auto& job : planExperiments(o)) EXPECT_NE(job.experiment, "e8");
    o.only = {"e8"};
    o.seeds = 2;
    const auto jobs = planExperiments(o);
    ASSERT_EQ(jobs.size(), 4u * kE8Birds.size() * kE8Densities.size() * 2u);
    EXPECT_EQ(jobs.front().variant, "centroid n=250 dense");
    EXPECT_EQ(jobs.back().variant, "stoop n=4000 sparse");
    EXPECT_EQ(jobs.back().seed, 2u);
}

TEST(Experiments, E8MeasuresTheFlockThenTheAttack) {
    // The density variants: a dense flock (separation halved) is measured denser, with its
    // birds closer, than a sparse one (separation doubled), at the same seed and size.
    auto run = [](const std::string& variant) {
        std::map<std::string, double> m;
        for (const auto& r : runExperimentJob({"e8", variant, 1}, SimParams{}, {})) m[r.metric] = r.value;
        return m;
    };
    auto dense = run("nearest n=250 dense"), sparse = run("nearest n=250 sparse");
    for (const auto* m : {&dense, &sparse}) {
        for (const char* metric :
             {"density", "nn_distance", "would_be_catches", "caught", "closest_approach", "startled_pct"})
            ASSERT_TRUE(m->count(metric) && std::isfinite(m->at(metric))) << metric;
        EXPECT_EQ(m->at("caught"), m->at("would_be_catches") > 0 ? 1.0 : 0.0);
        EXPECT_GE(m->at("closest_approach"), 0.0);
    }
    EXPECT_GT(dense.at("density"), sparse.at("density"));
    EXPECT_LT(dense.at("nn_distance"), sparse.at("nn_distance"));
}

TEST(Experiments, E8PoolsTheStrategiesPerSizeAndDensity) {
    std::vector<ExperimentRow> rows;
    auto add = [&](const std::string& strategy, std::uint32_t seed, double catches) {
        const std::string v = strategy + " n=250 dense";
        rows.push_back({"e8", v, seed, "density", 0.1});
        rows.push_back({"e8", v, seed, "nn_distance", 1.5});
        rows.push_back({"e8", v, seed, "would_be_catches", catches});
        rows.push_back({"e8", v, seed, "caught", std::isnan(catches) ? catches : (catches > 0 ? 1.0 : 0.0)});
    };
    add("nearest", 1, 2.0);
    add("stoop", 1, 0.0);
    add("centroid", 1, std::nan(""));  // still in the sky at the horizon: no attack counted
    const auto cells = summariseE8(rows);
    ASSERT_EQ(cells.size(), 1u);
    EXPECT_EQ(cells[0].birds, 250);
    EXPECT_EQ(cells[0].density, "dense");
    EXPECT_EQ(cells[0].attacks, 2);
    EXPECT_DOUBLE_EQ(cells[0].caughtPct, 50.0);
    EXPECT_DOUBLE_EQ(cells[0].catchesPerAttack, 1.0);
    EXPECT_DOUBLE_EQ(cells[0].measuredDensity, 0.1);
}

TEST(Experiments, E8KeepsAPersonsFlightsApartFromTheStrategies) {
    SimParams world;
    world.birdCount = 300;
    AttackReport attack;
    attack.birds = 300;
    attack.wouldBeCatches = 2;
    attack.closestApproach = 0.4f;
    attack.startledPct = 55.0f;
    const E8Spacing launch{0.25, 1.1};
    std::vector<ExperimentRow> rows = playerFlightRows(world, 3, launch, attack);
    ASSERT_EQ(rows.size(), 7u);  // E8's six and the model
    EXPECT_EQ(rows.back().metric, "model");
    for (const ExperimentRow& r : rows) {
        EXPECT_EQ(r.variant, "player n=300 default");
        EXPECT_EQ(r.seed, 3u);
        EXPECT_TRUE(isPlayerFlightRow(r));
    }
    // A missed flight over a sparse flock of the same size, and one AI run beside them.
    SimParams sparse = world;
    sparse.separationWeight *= 2.0f;
    EXPECT_EQ(e8DensityLabel(sparse), "sparse");
    sparse.separationWeight *= 1.5f;
    EXPECT_EQ(e8DensityLabel(sparse), "other");
    attack.wouldBeCatches = 0;
    for (int i = 0; i < 2; ++i) {
        auto more = playerFlightRows(world, 1, launch, attack);
        rows.insert(rows.end(), more.begin(), more.end());
    }
    rows.push_back({"e8", "nearest n=250 dense", 1, "density", 0.1});
    rows.push_back({"e8", "nearest n=250 dense", 1, "caught", 1.0});
    EXPECT_FALSE(isPlayerFlightRow(rows.back()));
    // The AI cells never count the person's flights; the player's cells never the AI's.
    const auto ai = summariseE8(rows);
    ASSERT_EQ(ai.size(), 1u);
    EXPECT_EQ(ai[0].attacks, 1);
    const auto player = summariseE8Player(rows);
    ASSERT_EQ(player.size(), 1u);
    EXPECT_EQ(player[0].birds, 300);
    EXPECT_EQ(player[0].density, "default");
    EXPECT_EQ(player[0].attacks, 3);
    EXPECT_NEAR(player[0].caughtPct, 100.0 / 3.0, 1e-9);
    EXPECT_NEAR(player[0].catchesPerAttack, 2.0 / 3.0, 1e-9);
    EXPECT_DOUBLE_EQ(player[0].measuredDensity, 0.25);
}

}  // namespace
}  // namespace murmur
