// The whole model over time: determinism, the golden hash, no NaN, flock behaviour.
#include <gtest/gtest.h>

#include <cmath>

#include <glm/geometric.hpp>

#include "murmur/model/cpu_step.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/simulation/simulation.hpp"

namespace murmur {
namespace {

std::uint64_t hashAfter(const SimParams& p, int steps, int threads, bool hawkAt10 = false) {
    Simulation sim(p, makeCpuBackend(threads));
    for (int t = 0; t < steps; ++t) {
        if (hawkAt10 && t == 10) sim.sendHawk();
        sim.step(false);
    }
    FlockState st;
    sim.backend().download(st);
    return stateHash(st);
}

SimParams small(int birds = 400) {
    SimParams p;
    p.birdCount = birds;
    return p;
}

TEST(InitialCondition, SeededInsideTheStartBallWithPolarizationFortyToFifty) {
    SimParams p;
    ASSERT_EQ(p.startRadius, 20.0f);  // START_R
    const FlockState st = makeInitialFlock(p);
    ASSERT_EQ(st.size(), 1500u);
    double sumDistance = 0.0;
    for (const auto& x : st.position) {
        EXPECT_LE(glm::length(x), p.startRadius * (1.0f + 1e-6f));
        sumDistance += glm::length(x);
    }
    // Uniform in a ball of radius r, the mean distance from the centre is 3r/4 = 15; a
    // 1,500-bird sample's mean has a standard error of about 0.1.
    EXPECT_NEAR(sumDistance / st.size(), 15.0, 0.5);
    for (const auto& h : st.heading) EXPECT_NEAR(glm::length(h), 1.0f, 1e-5f);
    for (std::uint32_t seed = 1; seed <= 4; ++seed) {
        p.seed = seed;
        const float pol = measureFlock(p, makeInitialFlock(p)).polarization;
        EXPECT_GE(pol, 40.0f) << "seed " << seed;
        EXPECT_LE(pol, 50.0f) << "seed " << seed;
    }
    EXPECT_EQ(stateHash(makeInitialFlock(p)), stateHash(makeInitialFlock(p)));
}

TEST(InitialCondition, TheStartRadiusScalesTheBall) {
    SimParams p;
    p.startRadius = 5.0f;
    const FlockState small = makeInitialFlock(p);
    p.startRadius = 50.0f;
    const FlockState wide = makeInitialFlock(p);
    float smallMax = 0.0f, wideMax = 0.0f;
    for (std::size_t i = 0; i < small.size(); ++i) {
        smallMax = std::max(smallMax, glm::length(small.position[i]));
        wideMax = std::max(wideMax, glm::length(wide.position[i]));
        // The same draws, scaled: the shape is one unit ball times the radius.
        EXPECT_NEAR(glm::length(wide.position[i] - 10.0f * small.position[i]), 0.0f, 1e-4f);
    }
    EXPECT_LE(smallMax, 5.0f * (1.0f + 1e-6f));
    EXPECT_GT(smallMax, 4.5f);  // 1,500 uniform points reach close to the surface
    EXPECT_GT(wideMax, 45.0f);
}

TEST(ScaleSky, WorldLengthsGrowWithTheCubeRootOfTheBirdCount) {
    SimParams p;
    EXPECT_EQ(skyScale(p), 1.0f);  // off by default: the model as specified
    p.birdCount = 8 * kDensityReferenceBirds;
    EXPECT_EQ(skyScale(p), 1.0f);
    EXPECT_EQ(worldParams(p).skyRadii, p.skyRadii);
    p.scaleSkyWithBirds = true;
    EXPECT_NEAR(skyScale(p), 2.0f, 1e-6f);
    const SimParams w = worldParams(p);
    EXPECT_NEAR(w.skyRadii.x, 140.0f, 1e-3f);
    EXPECT_NEAR(w.skyRadii.y, 60.0f, 1e-3f);
    EXPECT_NEAR(w.startRadius, 40.0f, 1e-4f);
    EXPECT_NEAR(w.uniformMeanDistance, 88.2f, 1e-3f);
    EXPECT_NEAR(w.hawkSpawnDistance, 120.0f, 1e-3f);
    EXPECT_NEAR(w.hawkLeaveDistance, 160.0f, 1e-3f);
    EXPECT_EQ(w.topoMaxDistance, p.topoMaxDistance);  // what a bird sees does not change
    EXPECT_EQ(w.separationRange, p.separationRange);
    p.birdCount = kDensityReferenceBirds;
    EXPECT_EQ(skyScale(p), 1.0f);
}

TEST(ScaleSky, TheBirdLimitFollowsTheMode) {
    SimParams p;
    p.birdCount = kMaxBirdCountFixedSky;
    EXPECT_EQ(validate(p), std::nullopt);
    p.birdCount = kMaxBirdCountFixedSky + 1;
    ASSERT_TRUE(validate(p));
    EXPECT_NE(validate(p)->find("fixed sky"), std::string::npos) << *validate(p);
    p.scaleSkyWithBirds = true;
    EXPECT_EQ(validate(p), std::nullopt);
    p.birdCount = kMaxBirdCount + 1;
    EXPECT_TRUE(validate(p));
}

TEST(ScaleSky, ASimulationStartsInTheScaledBall) {
    SimParams p;
    p.birdCount = 8 * kDensityReferenceBirds;
    p.scaleSkyWithBirds = true;
    Simulation sim(p, makeCpuBackend(2));
    FlockState st;
    sim.backend().download(st);
    double sum = 0;
    for (const auto& x : st.position) {
        EXPECT_LE(glm::length(x), 40.0f * (1.0f + 1e-6f));
        sum += glm::length(x);
    }
    EXPECT_NEAR(sum / st.size(), 30.0, 0.5);                 // 3/4 of the scaled radius
    EXPECT_EQ(sim.params().skyRadii, SimParams{}.skyRadii);  // params() is as set
    EXPECT_NEAR(sim.world().skyRadii.x, 140.0f, 1e-3f);
    EXPECT_TRUE(sim.sendHawk());
    EXPECT_NEAR(glm::length(sim.hawk().position - sim.metrics().centroid), 120.0f, 1e-2f);
}

TEST(LiveEdits, InvalidParamsChangeNothingAndSayWhy) {
    Simulation sim(small(100), makeCpuBackend(1));
    sim.step();
    SimParams bad = sim.params();
    bad.topologicalK = kMaxTopologicalK + 1;
    bad.birdCount = 150;
    const Status s = sim.setParams(bad);
    ASSERT_FALSE(s);
    EXPECT_EQ(s.error(), *validate(bad));  // the one check, with its own words
    EXPECT_EQ(sim.birdCount(), 100u);
    EXPECT_EQ(sim.params().topologicalK, small(100).topologicalK);
    SimParams good = sim.params();
    good.birdCount = 150;
    EXPECT_TRUE(sim.setParams(good));
    EXPECT_EQ(sim.birdCount(), 150u);
}

TEST(InitialCondition, ResizeKeepsTheExistingBirds) {
    SimParams p = small(100);
    FlockState st = makeInitialFlock(p);
    const FlockState before = st;
    resizeFlock(st, p, 150);
    ASSERT_EQ(st.size(), 150u);
    for (std::size_t i = 0; i < 100; ++i) EXPECT_EQ(st.position[i], before.position[i]);
    for (std::size_t i = 100; i < 150; ++i) EXPECT_TRUE(std::isfinite(st.position[i].x));
    resizeFlock(st, p, 60);
    ASSERT_EQ(st.size(), 60u);
    EXPECT_EQ(st.position[59], before.position[59]);
}

TEST(Determinism, SameSeedSameHash) {
    EXPECT_EQ(hashAfter(small(), 30, 1), hashAfter(small(), 30, 1));
    SimParams other = small();
    other.seed = 2;
    EXPECT_NE(hashAfter(small(), 30, 1), hashAfter(other, 30, 1));
}

TEST(Determinism, AnyThreadCountGivesTheSameBits) {
    const std::uint64_t one = hashAfter(small(1000), 40, 1, true);
    EXPECT_EQ(one, hashAfter(small(1000), 40, 2, true));
    EXPECT_EQ(one, hashAfter(small(1000), 40, 3, true));
    EXPECT_EQ(one, hashAfter(small(1000), 40, 8, true));
    SimParams metric = small(1000);
    metric.neighbourMode = NeighbourMode::Metric;
    EXPECT_EQ(hashAfter(metric, 20, 1), hashAfter(metric, 20, 4));
}

TEST(Determinism, GoldenHashAfterOneHundredSteps) {
    // Update deliberately, in the commit that changes the model's behaviour.
    constexpr std::uint64_t kGolden = 0x809e806fa0575986ull;
    const std::uint64_t h = hashAfter(small(500), 100, 2);
    EXPECT_EQ(h, kGolden) << std::hex << "golden hash is now 0x" << h;
}

// Six steps of p on the grid backend and on the brute-force one (no grid) must give the same
// bits; returns the cell edge the grid chose for the second step.
float expectGridStepsLikeBruteForce(const SimParams& p) {
    auto run = [&](std::unique_ptr<FlockBackend> backend) {
        Simulation sim(p, std::move(backend));
        for (int t = 0; t < 6; ++t) sim.step(false);
        FlockState st;
        sim.backend().download(st);
        return stateHash(st);
    };
    EXPECT_EQ(run(makeCpuBackend(2)), run(makeBruteForceBackend(2)));
    FlockState a = makeInitialFlock(p), b;
    CpuStepper stepper;
    stepper.step(p, {}, a, b);
    EXPECT_EQ(stepper.grid().cellSize, 3.0f);  // the first step: CELL (nothing known yet)
    stepper.step(p, {}, b, a);
    return stepper.grid().cellSize;
}

// The grid's cells follow the flock's density from the second step on (densityCellEdge): a
// dense flock steps to exactly the bits of the brute-force search, which has no grid.
TEST(Determinism, DensitySizedCellsGiveTheBruteForceBits) {
    SimParams dense = small(4000);
    dense.startRadius = 6.0f;  // about 4.4 birds per unit^3: the cells shrink to well under CELL
    EXPECT_LT(expectGridStepsLikeBruteForce(dense), 2.0f);
}

// A sparse flock (about 0.02 birds per unit^3) gets cells coarser than CELL, and the same bits.
TEST(Determinism, CoarseCellsOfASparseFlockGiveTheBruteForceBits) {
    SimParams sparse = small(600);
    sparse.startRadius = 20.0f;
    EXPECT_GT(expectGridStepsLikeBruteForce(sparse), 3.0f);
}

FlockState runFor(SimParams p, int steps) {
    Simulation sim(p, makeCpuBackend(2));
    for (int t = 0; t < steps; ++t) sim.step(false);
    FlockState st;
    sim.backend().download(st);
    return st;
}

TEST(NoNaN, AllWeightsZero) {
    SimParams p = small(200);
    p.cohesionWeight = p.alignmentWeight = p.separationWeight = 0.0f;
    EXPECT_TRUE(allFinite(runFor(p, 50)));
}

TEST(NoNaN, HugeWeights) {
    SimParams p = small(200);
    p.cohesionWeight = p.alignmentWeight = p.separationWeight = 1e6f;
    EXPECT_TRUE(allFinite(runFor(p, 50)));
}

TEST(NoNaN, OneBirdAndEveryBirdAtOnePoint) {
    EXPECT_TRUE(allFinite(runFor(small(1), 50)));
    Simulation sim(small(100), makeCpuBackend(1));
    FlockState st;
    sim.backend().download(st);
    for (auto& x : st.position) x = glm::vec3(3, 2, 1);
    for (auto& h : st.heading) h = glm::vec3(0, 0, 1);
    sim.backend().upload(st);
    sim.sendHawk();
    for (int t = 0; t < 50; ++t) sim.step(true);
    sim.backend().download(st);
    EXPECT_TRUE(allFinite(st));
    EXPECT_TRUE(std::isfinite(sim.metrics().polarization));
}

TEST(NoNaN, ZeroBirds) {
    Simulation sim(small(0), makeCpuBackend(1));
    sim.step(true);
    EXPECT_FALSE(sim.sendHawk());
    EXPECT_EQ(sim.metrics().polarization, 0.0f);
}

// Mean polarization and largest-cluster share over steps 601-800 of one run.
struct Behaviour {
    double polarization = 0, largest = 0;
};
Behaviour behaviour(SimParams p) {
    Simulation sim(p, makeCpuBackend(2));
    Behaviour b;
    for (int t = 1; t <= 800; ++t) {
        sim.step(t > 600);
        if (t > 600) {
            b.polarization += sim.metrics().polarization / 200.0;
            b.largest += sim.metrics().clusters.largestPct / 200.0;
        }
    }
    return b;
}

TEST(Behaviour, DefaultFlockFliesAsOneBody) {
    const Behaviour b = behaviour(SimParams{});
    EXPECT_GT(b.polarization, 75.0);
    EXPECT_GT(b.largest, 50.0);
}

TEST(Behaviour, WithoutAlignmentItPointsEveryWay) {
    SimParams p;
    p.alignmentWeight = 0.0f;
    EXPECT_LT(behaviour(p).polarization, 20.0);
}

TEST(Behaviour, OneNeighbourIsTooFewToHoldTogether) {
    SimParams p;
    p.topologicalK = 1;
    EXPECT_LT(behaviour(p).largest, 20.0);
}

}  // namespace
}  // namespace murmur
