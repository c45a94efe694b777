// The step thread (FlockBackend::prepareInBackground): the window works out the next step on
// the CPU backend's own thread while it draws. Whatever arrives while a step is under way (an
// edit, a hawk, a reset, a seek's restore, a resize, the end), the run is the plain run's
// bits, and nothing hangs.
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <memory>
#include <thread>

#include "murmur/model/cpu_step.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/simulation/simulation.hpp"
#include "sliced_flock.hpp"

namespace murmur {
namespace {

using testing::flockOf;
constexpr int kBirds = testing::kSlicedBirds;

std::uint64_t hashOf(FlockBackend& backend) {
    FlockState st;
    backend.download(st);
    return stateHash(st);
}
std::uint64_t hashOf(Simulation& sim) {
    return hashOf(sim.backend());
}

// The same flock in a plain backend and in one that works out its steps on its own thread.
struct PlainAndThreaded {
    std::unique_ptr<FlockBackend> plain = makeCpuBackend(1), threaded = makeCpuBackend(2);
    bool threadOn = false;
    explicit PlainAndThreaded(const SimParams& p) {
        plain->upload(makeInitialFlock(p));
        threaded->upload(makeInitialFlock(p));
        threadOn = threaded->prepareInBackground(true);
    }
};

TEST(StepThread, OnlyTheCpuBackendTakesIt) {
    EXPECT_TRUE(makeCpuBackend(2)->prepareInBackground(true));
    EXPECT_FALSE(makeCpuBackend(2)->prepareInBackground(false));
}

// The window's pattern: each frame takes the step if ready (never waiting for one under way),
// then starts the next; now and then an edit, a hawk, a resize, a reset or a restore arrives
// while a step is being worked out. Every step equals the plain run's.
TEST(StepThread, AWindowsRunWithEverythingArrivingMidStepIsThePlainRunsBits) {
    const SimParams p = flockOf(kBirds);
    SimParams edited = p, resized = p;
    edited.separationWeight = 2.0f;
    resized.birdCount = kBirds + 500;
    Simulation plain(p, makeCpuBackend(1)), threaded(p, makeCpuBackend(2));
    ASSERT_TRUE(threaded.backend().prepareInBackground(true));
    std::optional<SimulationKeyframe> saved, savedPlain;
    const auto start = std::chrono::steady_clock::now();
    int taken = 0, notReady = 0;
    while (taken < 80) {
        ASSERT_LT(std::chrono::steady_clock::now() - start, std::chrono::minutes(5))
            << "the steps never came: step " << threaded.stepIndex();
        const std::uint32_t t = threaded.stepIndex();
        const bool clusters = t % 5 == 0;
        if (!threaded.prepareStep(0.0, clusters)) {
            ++notReady;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));  // a frame drawn meanwhile
        } else {
            plain.step(clusters);
            threaded.step(clusters);
            ASSERT_EQ(hashOf(plain), hashOf(threaded)) << "step " << threaded.stepIndex();
            ASSERT_EQ(plain.metrics().hasClusters, threaded.metrics().hasClusters);
            if (clusters) {
                ASSERT_EQ(plain.metrics().clusters.count, threaded.metrics().clusters.count);
            }
            // The seek goes back once and the reset once: the count of steps taken drives the events.
            const int now = ++taken;
            // What arrives while the next step is under way.
            threaded.prepareStep(0.0, threaded.stepIndex() % 5 == 0);
            auto both = [&](auto change) {
                change(plain);
                change(threaded);
            };
            if (now == 8) both([](Simulation& s) { ASSERT_TRUE(s.sendHawk()); });
            if (now == 15) both([&](Simulation& s) { ASSERT_TRUE(s.setParams(edited)); });
            if (now == 20) {
                savedPlain = plain.keyframe();
                saved = threaded.keyframe();
            }
            if (now == 25) both([&](Simulation& s) { ASSERT_TRUE(s.setParams(resized)); });
            if (now == 30) {  // a seek back to step 20
                plain.restore(*savedPlain);
                threaded.restore(*saved);
            }
            if (now == 40) both([](Simulation& s) { s.reset(); });
        }
    }
    EXPECT_EQ(hashOf(plain), hashOf(threaded));
    EXPECT_EQ(plain.attacks().size(), threaded.attacks().size());
    EXPECT_GT(notReady, 0) << "no frame ever found a step under way";
}

// A job begun without the clusters, asked for them halfway (the next step counts clusters):
// it is stopped mid-step, resumed where it stopped, and its clusters found; the step and the
// clusters are the plain ones.
TEST(StepThread, AJobStoppedHalfwayForItsClustersResumesToThePlainStep) {
    const SimParams p = flockOf(40000);
    auto [plain, threaded, threadOn] = PlainAndThreaded(p);
    ASSERT_TRUE(threadOn);
    threaded->prepareStep(p, {}, 0.0, false);
    const auto start = std::chrono::steady_clock::now();
    double share = threaded->preparedShare();
    while (share <= 0.0 && std::chrono::steady_clock::now() - start < std::chrono::minutes(2)) {
        std::this_thread::yield();
        share = threaded->preparedShare();
    }
    EXPECT_GT(share, 0.0);
    while (!threaded->prepareStep(p, {}, 0.0, true)) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    threaded->step(p, {});
    plain->step(p, {});
    EXPECT_EQ(hashOf(*plain), hashOf(*threaded));
    const FlockMetrics ma = plain->measure(p, true), mb = threaded->measure(p, true);
    EXPECT_EQ(ma.clusters.count, mb.clusters.count);
    EXPECT_EQ(ma.clusters.largestPct, mb.clusters.largestPct);
}

// A script's exact steps call step() straight after the next was started: it waits for the
// work under way and uses it (the waits are counted), or works it again after an edit.
TEST(StepThread, AStepWaitsForTheWorkUnderWayAndCountsTheWait) {
    const SimParams p = flockOf(20000);
    auto [plain, threaded, threadOn] = PlainAndThreaded(p);
    ASSERT_TRUE(threadOn);
    EXPECT_EQ(threaded->backgroundWaits(), 0u);
    for (int t = 0; t < 4; ++t) {
        threaded->prepareStep(p, {}, 0.0, false);  // started; 20,000 birds take a while
        threaded->step(p, {});
        plain->step(p, {});
    }
    EXPECT_GE(threaded->backgroundWaits(), 1u);
    EXPECT_LE(threaded->backgroundWaits(), 4u);
    SimParams other = p;
    other.alignmentWeight = 0.3f;
    threaded->prepareStep(p, {}, 0.0, false);
    threaded->step(other, {});  // the work under way was for p: stopped, and the step worked again
    plain->step(other, {});
    EXPECT_EQ(hashOf(*plain), hashOf(*threaded));
}

// A caller with a budget waits for a job it starts only when the last one was short (a
// quarter of a 60 Hz frame): a small flock's frame still gets its step, a large flock's frame
// returns at once however long its budget (at 100,000 birds frames waited for jobs that fit
// the window's 100 ms), and neither waits for a job of unknown length (the first, and the
// first after an upload: a new bird count is not judged by the old flock's steps).
TEST(StepThread, AFrameWaitsWithinItsBudgetOnlyForAShortStep) {
    for (const int birds : {200, 100000}) {  // steps of well under and far over 4 ms
        const SimParams p = flockOf(birds);
        auto [plain, threaded, threadOn] = PlainAndThreaded(p);
        ASSERT_TRUE(threadOn);
        constexpr double kBudgetMs = 10000.0;
        const bool firstReady = threaded->prepareStep(p, {}, kBudgetMs, false);
        EXPECT_EQ(threaded->backgroundWaits(), 0u) << birds << " birds: waited for the first job";
        while (!firstReady && !threaded->prepareStep(p, {}, 0.0, false))
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        threaded->step(p, {});  // the last job's length is known from here
        plain->step(p, {});
        // A few tries: a busy machine may hold the small flock's job thread for 4 ms.
        bool ready = false;
        for (int attempt = 0; attempt < 8 && !ready; ++attempt) {
            ready = threaded->prepareStep(p, {}, kBudgetMs, false);
            while (!threaded->prepareStep(p, {}, 0.0, false)) std::this_thread::sleep_for(std::chrono::milliseconds(1));
            threaded->step(p, {});
            plain->step(p, {});
            if (birds != 200) break;
        }
        EXPECT_EQ(hashOf(*plain), hashOf(*threaded));
        if (birds != 200) {
            EXPECT_FALSE(ready) << "a long step was waited for";
            EXPECT_EQ(threaded->backgroundWaits(), 0u);
        } else {
            EXPECT_TRUE(ready) << "a short step is waited for";  // (a wait is counted if the call blocked)
            // Another flock (a new bird count) is judged afresh, not by the small one's steps.
            const SimParams large = flockOf(100000);
            const std::uint64_t waits = threaded->backgroundWaits();
            threaded->upload(makeInitialFlock(large));
            EXPECT_FALSE(threaded->prepareStep(large, {}, kBudgetMs, false))
                << "the larger flock's step was waited for";
            EXPECT_EQ(threaded->backgroundWaits(), waits);
        }
    }
}

// The card's step time with the thread is the thread's: the steps' own time, read while the
// next is under way; none before a step, after a new flock, or without the thread.
TEST(StepThread, TheThreadsStepTimeIsTheStepsOwn) {
    const SimParams p = flockOf(20000);
    auto b = makeCpuBackend(2);
    b->upload(makeInitialFlock(p));
    EXPECT_EQ(b->backgroundStepMs(), 0.0);
    ASSERT_TRUE(b->prepareInBackground(true));
    EXPECT_EQ(b->backgroundStepMs(), 0.0);
    for (int t = 0; t < 3; ++t) {
        b->prepareStep(p, {}, 0.0, false);
        b->step(p, {});
    }
    b->prepareStep(p, {}, 0.0, false);
    const double whileUnderWay = b->backgroundStepMs();  // no wait for the job to read it
    EXPECT_GT(whileUnderWay, 0.0);
    EXPECT_TRUE(std::isfinite(whileUnderWay));
    // 20,000 birds take well over a microsecond, and under a minute, even under a sanitizer.
    EXPECT_GT(whileUnderWay, 1e-3);
    EXPECT_LT(whileUnderWay, 60e3);
    b->upload(makeInitialFlock(flockOf(100)));  // another flock: the old figure is not its own
    EXPECT_EQ(b->backgroundStepMs(), 0.0);
    EXPECT_EQ(makeCpuBackend(1)->backgroundStepMs(), 0.0);
}

// A backend destroyed, switched off or given a new flock while a step is under way stops it
// and goes on: no hang, no half-written step seen.
TEST(StepThread, GoingAwayOrUploadingMidStepStopsTheWork) {
    const SimParams p = flockOf(20000);
    {
        auto b = makeCpuBackend(2);
        b->upload(makeInitialFlock(p));
        b->prepareInBackground(true);
        b->prepareStep(p, {}, 0.0, true);
    }  // destroyed mid-step
    auto b = makeCpuBackend(2);
    b->upload(makeInitialFlock(p));
    b->prepareInBackground(true);
    b->prepareStep(p, {}, 0.0, true);
    FlockState moved = makeInitialFlock(p);
    moved.position[0].x += 1.0f;
    b->upload(moved);
    EXPECT_EQ(b->stepIndex(), 0u);
    b->prepareStep(p, {}, 0.0, false);
    EXPECT_FALSE(b->prepareInBackground(false));  // off mid-step: stopped, then plain
    b->step(p, {});
    auto fresh = makeCpuBackend(1);
    fresh->upload(moved);
    fresh->step(p, {});
    EXPECT_EQ(hashOf(*b), hashOf(*fresh));
}

}  // namespace
}  // namespace murmur
