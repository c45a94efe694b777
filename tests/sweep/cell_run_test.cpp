// cell_run_test.cpp - one run of a cell: the window's means of the Simulation's own metrics,
// the same on every call.
#include <gtest/gtest.h>

#include <atomic>

#include "murmur/simulation/simulation.hpp"
#include "sweep/cell_run.hpp"

namespace murmur::sweep {
namespace {

const std::vector<Measure> kAll = {Measure::Clumping, Measure::Polarization, Measure::LargestClusterPct,
                                   Measure::Clusters};

SimParams small() {
    SimParams p;
    p.birdCount = 150;
    return p;
}

TEST(CellRun, TheValuesAreTheWindowsMeansOfTheSimulationsMetrics) {
    SimParams p = small();
    p.seed = 3;
    Simulation sim(p, makeCpuBackend(1));
    double sums[4] = {0, 0, 0, 0};
    for (int t = 1; t <= 60; ++t) {
        sim.step(true);
        if (t <= 40) continue;
        const FlockMetrics& m = sim.metrics();
        sums[0] += m.clumping;
        sums[1] += m.polarization;
        sums[2] += m.clusters.largestPct;
        sums[3] += m.clusters.count;
    }
    SimParams other = small();
    other.seed = 99;  // the seed argument wins over params.seed
    const auto values = runCell(other, 3, 60, 20, kAll);
    ASSERT_EQ(values.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_EQ(values[i].measure, kAll[i]);  // in the order asked
        EXPECT_DOUBLE_EQ(values[i].value, sums[i] / 20) << measureName(kAll[i]);
    }
}

TEST(CellRun, TheSameRunGivesTheSameValuesAndAnotherSeedOthers) {
    const auto a = runCell(small(), 1, 80, 30, kAll);
    const auto b = runCell(small(), 1, 80, 30, kAll);
    const auto c = runCell(small(), 2, 80, 30, kAll);
    ASSERT_EQ(a.size(), 4u);
    for (std::size_t i = 0; i < a.size(); ++i) EXPECT_EQ(a[i].value, b[i].value);  // bit for bit
    EXPECT_NE(a[1].value, c[1].value);
    EXPECT_GE(a[1].value, 0.0);
    EXPECT_LE(a[1].value, 100.0);
}

TEST(CellRun, AWindowOfOneIsTheLastStep) {
    SimParams p = small();
    p.seed = 4;
    Simulation sim(p, makeCpuBackend(1));
    for (int t = 0; t < 25; ++t) sim.step(false);
    const Measure pol[] = {Measure::Polarization};
    EXPECT_DOUBLE_EQ(runCell(small(), 4, 25, 1, pol)[0].value, sim.metrics().polarization);
}

TEST(CellRun, ACancelledRunReturnsNothing) {
    std::atomic<bool> cancel{true};
    EXPECT_TRUE(runCell(small(), 1, 1000, 10, kAll, &cancel).empty());
}

}  // namespace
}  // namespace murmur::sweep
