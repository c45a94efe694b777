// The hawk's path and docs/model.md's regroup detection.
#include <gtest/gtest.h>

#include <cmath>

#include <glm/geometric.hpp>
#include <glm/trigonometric.hpp>

#include "murmur/model/hawk.hpp"
#include "murmur/simulation/regroup.hpp"

namespace murmur {
namespace {

TEST(Hawk, SpawnsSixtyAwayTwentyDegreesUpHeadingAtTheCentroid) {
    SimParams p;
    const glm::vec3 centroid(5, -2, 7);
    const Hawk h = spawnHawk(p, centroid, 1, 600);
    EXPECT_TRUE(h.inSky);
    EXPECT_NEAR(glm::length(h.position - centroid), 60.0f, 1e-3f);
    EXPECT_NEAR(h.position.y - centroid.y, 60.0f * std::sin(glm::radians(20.0f)), 1e-3f);
    const glm::vec3 toCentroid = glm::normalize(centroid - h.position);
    EXPECT_NEAR(glm::dot(h.heading, toCentroid), 1.0f, 1e-5f);
    // A different seed or step sends it from another side.
    EXPECT_GT(glm::length(spawnHawk(p, centroid, 2, 600).position - h.position), 1.0f);
}

TEST(Hawk, HomesPassesAndLeavesEightyPastTheCentroid) {
    SimParams p;
    const glm::vec3 centroid(0);
    Hawk h = spawnHawk(p, centroid, 3, 0);
    float closest = 1e9f;
    std::uint32_t step = 0;
    while (h.inSky && step < 1000) {
        advanceHawk(h, p, centroid, ++step);
        closest = std::min(closest, glm::length(h.position - centroid));
        if (h.inSky && h.passed) {
            EXPECT_LE(glm::length(h.position - centroid), 80.0f + 1e-3f);
        }
    }
    EXPECT_FALSE(h.inSky);
    EXPECT_LT(closest, 1.0f);                             // it flew through the centroid
    EXPECT_NEAR(static_cast<float>(step), 141.0f, 2.0f);  // 60 in, 80 out, at speed 1
    EXPECT_EQ(h.leftStep, step);
    EXPECT_GT(glm::length(h.position - centroid), 80.0f);
}

TEST(Hawk, TurnsAtMostPointZeroThreeWhileHoming) {
    SimParams p;
    Hawk h = spawnHawk(p, glm::vec3(0), 3, 0);
    for (std::uint32_t s = 1; s <= 20; ++s) {
        const glm::vec3 before = h.heading;
        advanceHawk(h, p, glm::vec3(0, 0, 40), s);  // the flock moved away sideways
        EXPECT_LE(std::acos(std::min(1.0f, glm::dot(before, h.heading))), 0.03f + 1e-5f);
    }
}

TEST(Hawk, FliesStraightAfterPassing) {
    SimParams p;
    Hawk h = spawnHawk(p, glm::vec3(0), 3, 0);
    std::uint32_t s = 0;
    while (!h.passed) advanceHawk(h, p, glm::vec3(0), ++s);
    const glm::vec3 heading = h.heading;
    advanceHawk(h, p, glm::vec3(50, 0, 0), ++s);
    EXPECT_EQ(h.heading, heading);
}

TEST(Regroup, DetectsTheFirstStepBackAboveBothThresholds) {
    SimParams p;
    RegroupDetector r(p);
    std::uint32_t t = 0;
    for (; t < 200; ++t) r.record(t, t < 100 ? 50.0f : 90.0f, t < 100 ? 40.0f : 80.0f, false);
    r.hawkSent(t);  // baseline: the last 100 steps, P 90, largest 80
    EXPECT_FLOAT_EQ(r.baselinePolarization(), 90.0f);
    EXPECT_FLOAT_EQ(r.baselineLargestPct(), 80.0f);
    for (; t < 300; ++t) r.record(t, 95.0f, 95.0f, true);  // good numbers, but the hawk flies
    EXPECT_FALSE(r.regroupStep());
    r.record(t++, 40.0f, 30.0f, false);  // left the sky at 300
    EXPECT_EQ(r.leftStep(), 300u);
    r.record(t++, 86.0f, 71.0f, false);         // P >= 85.5 but largest < 72
    r.record(t++, 85.0f, 75.0f, false);         // largest ok but P < 85.5
    r.record(t++, 85.6f, std::nullopt, false);  // no clusters this step: cannot count
    EXPECT_FALSE(r.regroupStep());
    r.record(t++, 85.5f, 72.0f, false);  // exactly at both thresholds
    ASSERT_TRUE(r.regroupStep());
    EXPECT_EQ(*r.regroupStep(), 304u);
    EXPECT_EQ(*r.recoverySteps(), 4u);
    r.record(t++, 10.0f, 10.0f, false);
    EXPECT_EQ(*r.regroupStep(), 304u);  // the first one stays
}

TEST(Regroup, TheBaselineWindowIsStepsNotSamples) {
    // The window program computes clusters every 5th step: 100 samples were 500 steps.
    RegroupDetector r;
    std::uint32_t t = 0;
    for (; t <= 1000; ++t) {
        const bool withClusters = t % 5 == 0;
        const float level = t <= 900 ? 20.0f : 80.0f;  // only the last 100 steps are high
        r.record(t, level, withClusters ? std::optional<float>(level) : std::nullopt, false);
    }
    r.hawkSent(1000);
    EXPECT_FLOAT_EQ(r.baselinePolarization(), 80.0f);  // steps 901-1000 (before: 501-1000, 50)
    EXPECT_FLOAT_EQ(r.baselineLargestPct(), 80.0f);
}

TEST(Regroup, NoneWithoutAHawk) {
    RegroupDetector r;
    for (std::uint32_t t = 0; t < 50; ++t) r.record(t, 90, 90, false);
    EXPECT_FALSE(r.recoverySteps());
    EXPECT_FALSE(r.leftStep());
}

}  // namespace
}  // namespace murmur
