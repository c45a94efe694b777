#include <gtest/gtest.h>

#include <cmath>

#include "murmur/model/thread_pool.hpp"
#include "scenes/reef.hpp"

namespace murmur::scenes {
namespace {

constexpr double kFrame = 1.0 / 60.0;

float speedOf(glm::vec2 v) {
    return std::hypot(v.x, v.y);
}

TEST(Reef, StartsWithTheSeedsHundredAndTenFishInsideTheWorld) {
    const ReefWorld w;
    ASSERT_EQ(w.size(), 110u);
    for (const glm::vec2 p : w.positions()) {
        EXPECT_GE(p.x, 0.0f);
        EXPECT_LT(p.x, w.torus().width);
        EXPECT_GE(p.y, 0.0f);
        EXPECT_LT(p.y, 1.0f);
    }
}

TEST(Reef, SpeedClampKeepsDirectionAndBounds) {
    const glm::vec2 slow = clampSpeed({0.03f, 0.04f}, 0.12f, 0.28f);  // |v| = 0.05
    EXPECT_NEAR(speedOf(slow), 0.12f, 1e-6f);
    EXPECT_NEAR(slow.x / slow.y, 0.75f, 1e-5f);
    const glm::vec2 fast = clampSpeed({3.0f, -4.0f}, 0.12f, 0.28f);
    EXPECT_NEAR(speedOf(fast), 0.28f, 1e-6f);
    EXPECT_LT(fast.y, 0.0f);
    const glm::vec2 mid = clampSpeed({0.2f, 0.0f}, 0.12f, 0.28f);
    EXPECT_FLOAT_EQ(mid.x, 0.2f);
    // The seed's (sp || 1): a fish at rest stays at rest instead of turning NaN.
    const glm::vec2 zero = clampSpeed({0.0f, 0.0f}, 0.12f, 0.28f);
    EXPECT_EQ(zero, glm::vec2(0.0f));
}

TEST(Reef, EveryFishSwimsBetweenMinAndMaxSpeedAfterAStep) {
    ReefWorld w;
    w.setFish(0, {0.5f, 0.5f}, {5.0f, 0.0f});    // far too fast
    w.setFish(1, {1.0f, 0.5f}, {0.001f, 0.0f});  // far too slow
    for (int s = 0; s < 30; ++s) w.step(kFrame, {});
    for (const glm::vec2 v : w.velocities()) {
        EXPECT_GE(speedOf(v), 0.12f - 1e-6f);
        EXPECT_LE(speedOf(v), 0.28f + 1e-6f);
    }
}

TEST(Reef, ScheduleTurnsAlignmentAndCohesionOffForTheLastFiveSecondsOfFourteen) {
    const ReefSchedule s;
    EXPECT_EQ(s.rulesAt(0.0), (ReefRules{true, true, true}));
    EXPECT_EQ(s.rulesAt(9.5), (ReefRules{true, false, false}));
    EXPECT_EQ(s.rulesAt(13.9), (ReefRules{true, false, false}));
    EXPECT_EQ(s.rulesAt(14.1), (ReefRules{true, true, true}));
    EXPECT_EQ(s.rulesAt(8.9), (ReefRules{true, true, true}));
    EXPECT_EQ(s.rulesAt(23.5), (ReefRules{true, false, false}));
}

TEST(Reef, WorldFollowsTheScheduleAsItsClockAdvances) {
    ReefParams p;
    p.fishCount = 10;
    ReefWorld w(p);
    EXPECT_TRUE(w.rules().alignment);
    // 0.25 s steps are capped to the seed's 1/30 s, so time advances by 1/30 per step.
    int steps = 0;
    while (w.time() < 9.5) {
        w.step(0.25, {});
        ++steps;
    }
    EXPECT_EQ(steps, 285);  // ceil(9.5 * 30)
    w.step(kFrame, {});     // the rules are taken at the start of a step
    EXPECT_FALSE(w.rules().alignment);
    EXPECT_FALSE(w.rules().cohesion);
    EXPECT_TRUE(w.rules().separation);
}

TEST(Reef, TouchingAToggleStopsTheAutomaticCycle) {
    ReefParams p;
    p.fishCount = 10;
    ReefWorld w(p);
    w.setRule({true, true, false});
    EXPECT_FALSE(w.automaticCycle());
    while (w.time() < 10.0) w.step(kFrame * 2, {});
    EXPECT_EQ(w.rules(), (ReefRules{true, true, false}));
    w.setAutomaticCycle(true);
    w.step(kFrame, {});
    EXPECT_EQ(w.rules(), (ReefRules{true, false, false}));  // t is past 9 s
}

// Two worlds with one lone fish: the only difference is a pointer at distance r.
glm::vec2 velocityAfterPointerAt(float r, bool inside) {
    ReefParams p;
    p.fishCount = 1;
    p.jitter = 0.0f;  // so the only change is the flee
    ReefWorld w(p, 1.6f);
    w.setFish(0, {0.8f, 0.5f}, {0.2f, 0.0f});
    PointerInput ptr;
    ptr.world = {0.8f, 0.5f + r};  // straight "below" the fish in y
    ptr.inside = inside;
    w.step(kFrame, ptr);
    return w.velocities()[0];
}

TEST(Reef, FishFleeThePointerOnlyInsideItsRadius) {
    const glm::vec2 calm = velocityAfterPointerAt(0.1f, false);
    EXPECT_FLOAT_EQ(calm.y, 0.0f);
    const glm::vec2 near = velocityAfterPointerAt(0.1f, true);  // d^2 = 0.01 < 0.04
    EXPECT_LT(near.y, -0.01f);                                  // pushed away from the pointer (toward -y)
    const glm::vec2 far = velocityAfterPointerAt(0.21f, true);  // d^2 = 0.0441 >= 0.04
    EXPECT_EQ(far, calm);
}

TEST(Reef, PointerFleeUsesTheSeedsFormulaAndTheShortWayRound) {
    ReefParams p;
    p.fishCount = 1;
    p.jitter = 0.0f;
    p.maxSpeed = 100.0f;  // let the raw change through the clamp
    ReefWorld w(p, 1.6f);
    w.setFish(0, {0.02f, 0.5f}, {0.2f, 0.0f});
    PointerInput ptr;
    ptr.world = {1.58f, 0.5f};  // 0.04 away across the x seam
    ptr.inside = true;
    w.step(kFrame, ptr);
    const float d = 0.04f, d2 = d * d;
    EXPECT_NEAR(w.velocities()[0].x, 0.2f + d / (d2 + 0.002f) * 0.004f, 1e-4f);
}

TEST(Reef, CloseFishPushEachOtherApart) {
    ReefParams p;
    p.fishCount = 2;
    p.jitter = 0.0f;
    ReefWorld w(p, 1.6f);
    w.setRule({true, false, false});
    // Across the y seam, 0.02 apart, swimming the same way.
    w.setFish(0, {0.5f, 0.99f}, {0.2f, 0.0f});
    w.setFish(1, {0.5f, 0.01f}, {0.2f, 0.0f});
    w.step(kFrame, {});
    EXPECT_LT(w.velocities()[0].y, 0.0f);  // fish 0 moves up, away from fish 1 below the seam
    EXPECT_GT(w.velocities()[1].y, 0.0f);
}

TEST(Reef, CohesionPullsLoneNeighboursTogetherWhenSeparationIsOff) {
    ReefParams p;
    p.fishCount = 2;
    p.jitter = 0.0f;
    ReefWorld w(p, 1.6f);
    w.setRule({false, false, true});
    w.setFish(0, {0.50f, 0.5f}, {0.0f, 0.2f});
    w.setFish(1, {0.58f, 0.5f}, {0.0f, 0.2f});  // d^2 = 0.0064 < 0.012
    w.step(kFrame, {});
    EXPECT_GT(w.velocities()[0].x, 0.0f);
    EXPECT_LT(w.velocities()[1].x, 0.0f);
}

TEST(Reef, StepIsCappedAtAThirtiethOfASecond) {
    ReefParams p;
    p.fishCount = 1;
    p.jitter = 0.0f;
    ReefWorld w(p, 1.6f);
    w.setFish(0, {0.5f, 0.5f}, {0.2f, 0.0f});
    w.step(5.0, {});
    EXPECT_NEAR(w.positions()[0].x, 0.5f + 0.2f / 30.0f, 1e-6f);
    EXPECT_NEAR(w.time(), 1.0 / 30.0, 1e-7);  // the cap is a float
}

TEST(Reef, GridAndBruteForceGiveTheSameSchoolOnTheTorus) {
    ReefParams p;
    p.fishCount = 600;  // dense enough that many fish have neighbours across the seams
    ReefParams brute = p;
    brute.search = NeighbourSearch::BruteForce;
    ReefWorld a(p), b(brute);
    PointerInput ptr{{0.3f, 0.6f}, true, false};
    for (int s = 0; s < 20; ++s) {
        a.step(kFrame, ptr);
        b.step(kFrame, ptr);
    }
    // Sums visit neighbours in a different order, so allow float rounding, no more.
    for (std::size_t i = 0; i < a.size(); ++i) {
        ASSERT_NEAR(a.velocities()[i].x, b.velocities()[i].x, 1e-4f) << i;
        ASSERT_NEAR(a.velocities()[i].y, b.velocities()[i].y, 1e-4f) << i;
        ASSERT_NEAR(a.torus().distance2(a.positions()[i], b.positions()[i]), 0.0f, 1e-8f) << i;
    }
}

TEST(Reef, ResultDoesNotDependOnTheThreadCount) {
    ReefParams p;
    p.fishCount = 2000;
    ReefWorld a(p), b(p);
    ThreadPool pool(4);
    for (int s = 0; s < 5; ++s) {
        a.step(kFrame, {});
        b.step(kFrame, {}, &pool);
    }
    for (std::size_t i = 0; i < a.size(); ++i) {
        ASSERT_EQ(a.positions()[i], b.positions()[i]) << i;
        ASSERT_EQ(a.velocities()[i], b.velocities()[i]) << i;
    }
}

TEST(Reef, SameSeedSameSchoolAndResizingKeepsTheFirstFish) {
    ReefWorld a, b;
    for (int s = 0; s < 10; ++s) {
        a.step(kFrame, {});
        b.step(kFrame, {});
    }
    EXPECT_EQ(a.positions()[42], b.positions()[42]);
    const glm::vec2 keep = a.positions()[5];
    a.setFishCount(20000);
    EXPECT_EQ(a.size(), 20000u);
    EXPECT_EQ(a.positions()[5], keep);
    a.setFishCount(50);
    EXPECT_EQ(a.size(), 50u);
}

TEST(Reef, NarrowerWindowStretchesTheSchoolIntoTheNewWorld) {
    ReefWorld w({}, 2.0f);
    const glm::vec2 before = w.positions()[9];
    w.setAspect(0.5f);
    for (const glm::vec2 p : w.positions()) EXPECT_LT(p.x, 0.5f);
    EXPECT_NEAR(w.positions()[9].x, before.x * 0.25f, 1e-6f);
    EXPECT_EQ(w.positions()[9].y, before.y);
}

TEST(Reef, AWiderSeaKeepsTheSeedsDensityUpToItsLimit) {
    EXPECT_EQ(reefWorldHeightFor(110), 1.0f);
    EXPECT_EQ(reefWorldHeightFor(10), 1.0f);
    EXPECT_NEAR(reefWorldHeightFor(440), 2.0f, 1e-6f);
    EXPECT_EQ(reefWorldHeightFor(20000), kReefMaxWorldHeight);
    ReefWorld w({}, 1.5f);
    const glm::vec2 before = w.positions()[3];
    w.setWorldHeight(2.0f);
    EXPECT_FLOAT_EQ(w.torus().width, 3.0f);
    EXPECT_FLOAT_EQ(w.torus().height, 2.0f);
    EXPECT_NEAR(w.positions()[3].x, before.x * 2.0f, 1e-5f);  // the school keeps its place on screen
    w.setAspect(1.0f);
    EXPECT_FLOAT_EQ(w.torus().width, 2.0f);  // width = aspect * height
    w.setFishCount(440);
    for (const glm::vec2 p : w.positions()) {
        EXPECT_LT(p.x, 2.0f);
        EXPECT_LT(p.y, 2.0f);
    }
}

TEST(Reef, ThreeColoursAsTheSeed) {
    EXPECT_EQ(fishColourOf(0), FishColour::Pink);
    EXPECT_EQ(fishColourOf(7), FishColour::Pink);
    EXPECT_EQ(fishColourOf(1), FishColour::Orange);
    EXPECT_EQ(fishColourOf(3), FishColour::Yellow);
    EXPECT_EQ(fishColourOf(6), FishColour::Yellow);
}

}  // namespace
}  // namespace murmur::scenes
