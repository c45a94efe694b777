// The sliced step (CpuStepper::begin/advance, Simulation::prepareStep): the window spreads a
// long step over frames with it, so it must give step()'s bits whatever the slices.
#include <gtest/gtest.h>

#include <cmath>

#include "murmur/model/cpu_step.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/simulation/simulation.hpp"
#include "sliced_flock.hpp"

namespace murmur {
namespace {

using testing::flockOf;
constexpr int kBirds = testing::kSlicedBirds;

TEST(SlicedStep, ZeroBudgetAdvancesOneSliceAtATimeToStepsBits) {
    const SimParams p = flockOf(kBirds);
    FlockState in = makeInitialFlock(p), whole, sliced;
    ThreadPool pool(2);
    CpuStepper a(&pool), b(&pool);
    for (int t = 0; t < 3; ++t) {
        a.step(p, {}, in, whole);
        b.begin(p, in, sliced);
        int advances = 1;
        EXPECT_DOUBLE_EQ(b.progress(), 0.0);
        while (!b.advance(p, {}, in, sliced, 0.0)) {
            EXPECT_NEAR(b.progress(), double(advances * CpuStepper::kSliceBirds) / kBirds, 1e-12);
            ++advances;
        }
        EXPECT_EQ(advances, 4);  // ceil(kBirds / kSliceBirds): a zero budget still does a slice
        EXPECT_DOUBLE_EQ(b.progress(), 1.0);
        ASSERT_EQ(stateHash(sliced), stateHash(whole)) << "step " << t;
        in = whole;
    }
}

TEST(SlicedStep, ABackendStepAfterPartOfThePreparationFinishesIt) {
    const SimParams p = flockOf(kBirds);
    auto whole = makeCpuBackend(1), sliced = makeCpuBackend(2);
    whole->upload(makeInitialFlock(p));
    sliced->upload(makeInitialFlock(p));
    EXPECT_DOUBLE_EQ(sliced->preparedShare(), 0.0);
    EXPECT_FALSE(sliced->prepareStep(p, {}, 0.0, false));
    EXPECT_GT(sliced->preparedShare(), 0.0);
    EXPECT_EQ(sliced->stepIndex(), 0u);  // nothing is seen to change before step()
    whole->step(p, {});
    sliced->step(p, {});
    EXPECT_DOUBLE_EQ(sliced->preparedShare(), 0.0);
    FlockState a, b;
    whole->download(a);
    sliced->download(b);
    EXPECT_EQ(stateHash(a), stateHash(b));
}

// Prepared work begun for other params or another hawk, or before an upload, is dropped.
TEST(SlicedStep, StalePreparationsAreDropped) {
    SimParams p = flockOf(kBirds), other = p;
    other.alignmentWeight = 0.2f;
    const HawkView hawk{true, {5.0f, 0.0f, 0.0f}};
    auto stepWith = [&](auto prepare, const SimParams& prm, const HawkView& h) {
        auto backend = makeCpuBackend(2);
        backend->upload(makeInitialFlock(p));
        prepare(*backend);
        backend->step(prm, h);
        FlockState st;
        backend->download(st);
        return stateHash(st);
    };
    auto none = [](FlockBackend&) {};
    EXPECT_EQ(stepWith([&](FlockBackend& b) { b.prepareStep(p, {}, 0.0, false); }, other, {}),
              stepWith(none, other, {}));
    EXPECT_EQ(stepWith([&](FlockBackend& b) { b.prepareStep(p, {}, 0.0, false); }, p, hawk), stepWith(none, p, hawk));
    FlockState moved = makeInitialFlock(p);
    moved.position[0].x += 1.0f;
    const auto uploaded = stepWith(
        [&](FlockBackend& b) {
            b.prepareStep(p, {}, 0.0, false);
            b.upload(moved);
        },
        p, {});
    auto fresh = makeCpuBackend(2);
    fresh->upload(moved);
    fresh->step(p, {});
    FlockState st;
    fresh->download(st);
    EXPECT_EQ(uploaded, stateHash(st));
    EXPECT_NE(uploaded, stepWith(none, p, {}));  // the upload did change the answer
}

// A run that prepares every step in zero-budget slices, with a hawk and an edit arriving
// in the middle of preparations, equals the run that only steps.
TEST(SlicedStep, ASimulationPreparedInSlicesMatchesPlainStepping) {
    const SimParams p = flockOf(kBirds);
    SimParams edited = p;
    edited.separationWeight = 2.0f;
    Simulation plain(p, makeCpuBackend(1)), sliced(p, makeCpuBackend(2));
    for (int t = 0; t < 40; ++t) {
        const bool clusters = t % 10 == 0;
        sliced.prepareStep(0.0, clusters);
        if (t == 8) {
            plain.sendHawk();
            ASSERT_TRUE(sliced.sendHawk());
        }
        if (t == 20) {
            ASSERT_TRUE(plain.setParams(edited));
            ASSERT_TRUE(sliced.setParams(edited));
        }
        while (!sliced.prepareStep(0.0, clusters)) {
        }
        plain.step(clusters);
        sliced.step(clusters);
        ASSERT_EQ(plain.metrics().hasClusters, sliced.metrics().hasClusters);
        if (clusters) {
            EXPECT_EQ(plain.metrics().clusters.count, sliced.metrics().clusters.count) << t;
            EXPECT_EQ(plain.metrics().clusters.largestPct, sliced.metrics().clusters.largestPct) << t;
        }
    }
    FlockState a, b;
    plain.backend().download(a);
    sliced.backend().download(b);
    EXPECT_EQ(stateHash(a), stateHash(b));
    EXPECT_EQ(plain.metrics().polarization, sliced.metrics().polarization);
    EXPECT_EQ(plain.hawk().inSky, sliced.hawk().inSky);
    EXPECT_EQ(plain.attacks().size(), sliced.attacks().size());
}

}  // namespace
}  // namespace murmur
