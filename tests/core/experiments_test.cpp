// The experiment protocols: plan, one job each (on a small flock), cancel, parallel runs.
// (Their markdown and CSV: tests/report/experiments_tables_test.cpp.)
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>

#include "murmur/experiments.hpp"

namespace murmur {
namespace {

SimParams smallFlock() {
    SimParams p;
    p.birdCount = 150;
    return p;
}

TEST(Experiments, PlanCoversEveryVariantAndSeed) {
    ExperimentOptions o;
    EXPECT_EQ(planExperiments(o).size(), 1u + 16u + 16u + 8u + 4u);
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

}  // namespace
}  // namespace murmur
