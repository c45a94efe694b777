// The hawk strategies of the extension on hand-made flocks: who each one picks and how it
// flies. The centroid hawk is the model's, tested in hawk_regroup_test.cpp.
#include <gtest/gtest.h>

#include <cmath>

#include <glm/geometric.hpp>
#include <glm/vec2.hpp>

#include "murmur/model/hawk.hpp"
#include "murmur/model/initial_condition.hpp"

namespace murmur {
namespace {

// A flock of given birds, all flying along `heading` at `speed`.
FlockState handMade(std::vector<glm::vec3> positions, glm::vec3 heading = {1, 0, 0}, float speed = 0.0f) {
    FlockState st;
    st.resize(positions.size());
    st.position = std::move(positions);
    for (std::size_t i = 0; i < st.size(); ++i) {
        st.heading[i] = heading;
        st.speed[i] = speed;
    }
    return st;
}

glm::vec3 centroidOf(const FlockState& st) {
    glm::vec3 c(0.0f);
    for (const glm::vec3& p : st.position) c += p;
    return c / static_cast<float>(st.size());
}

// Moves every bird straight on by heading * speed.
void flyStraight(FlockState& st) {
    for (std::size_t i = 0; i < st.size(); ++i) st.position[i] += st.heading[i] * st.speed[i];
    ++st.step;
}

struct Chase {
    float closest = INFINITY;
    int stepsToReach = -1;  // first step within kReach of the bird, -1 if never
};
constexpr float kReach = 1.0f;

// One bird crossing the hawk's path at `speed`; the hawk starts 40 away, heading at it.
Chase chase(HawkStrategy strategy, float birdSpeed) {
    SimParams p;
    p.hawkStrategy = strategy;
    FlockState st = handMade({glm::vec3(0, 0, 0)}, {1, 0, 0}, birdSpeed);
    Hawk h;
    h.inSky = true;
    h.strategy = strategy;
    h.speed = p.hawkSpeed;
    h.position = {0, 0, -40};
    h.heading = {0, 0, 1};
    h.target = 0u;
    h.lastDistance = 40.0f;
    Chase c;
    for (int s = 1; s <= 300 && h.inSky; ++s) {
        huntStep(h, p, flockView(st, centroidOf(st)), static_cast<std::uint32_t>(s));
        flyStraight(st);
        const float d = glm::length(st.position[0] - h.position);
        c.closest = std::min(c.closest, d);
        if (c.stepsToReach < 0 && d <= kReach) c.stepsToReach = s;
    }
    return c;
}

TEST(HawkStrategy, ProportionalNavigationInterceptsWhatPurePursuitOnlyChases) {
    for (float birdSpeed : {0.35f, 0.56f}) {  // V0 and a startled bird's 1.6 x V0
        const Chase pn = chase(HawkStrategy::Intercept, birdSpeed);
        const Chase pursuit = chase(HawkStrategy::Nearest, birdSpeed);
        ASSERT_GE(pn.stepsToReach, 0) << birdSpeed;
        EXPECT_LT(pn.closest, 0.5f) << birdSpeed;
        // Pursuit ends up behind the bird: later, if at all.
        if (pursuit.stepsToReach >= 0) {
            EXPECT_LT(pn.stepsToReach, pursuit.stepsToReach) << birdSpeed;
        }
        EXPECT_LT(pn.closest, pursuit.closest) << birdSpeed;
    }
}

TEST(HawkStrategy, NearestReChoosesItsBirdEveryStep) {
    SimParams p;
    p.hawkStrategy = HawkStrategy::Nearest;
    FlockState st = handMade({glm::vec3(0, 0, 0), glm::vec3(30, 0, -30)});
    Hawk h = launchHawk(p, flockView(st, centroidOf(st)), 1, 0);
    h.position = {0, 0, -20};  // nearer bird 0
    huntStep(h, p, flockView(st, centroidOf(st)), 1);
    EXPECT_EQ(h.target, 0u);
    st.position[1] = h.position + glm::vec3(3, 0, 0);  // bird 1 now right beside it
    const glm::vec3 before = h.heading;
    huntStep(h, p, flockView(st, centroidOf(st)), 2);
    EXPECT_EQ(h.target, 1u);
    EXPECT_GT(h.heading.x, before.x);  // it turned toward bird 1...
    EXPECT_LE(std::acos(std::min(1.0f, glm::dot(before, h.heading))), p.hawkMaxTurn + 1e-5f);  // ...by the limit
}

TEST(HawkStrategy, InterceptKeepsTheBirdNearestAtLaunch) {
    SimParams p;
    p.hawkStrategy = HawkStrategy::Intercept;
    FlockState st = makeInitialFlock(SimParams{});
    const glm::vec3 c = centroidOf(st);
    Hawk h = launchHawk(p, flockView(st, c), 1, 600);
    ASSERT_TRUE(h.target);
    const std::uint32_t bird = *h.target;
    EXPECT_EQ(bird, nearestBird(st.position, h.position));
    EXPECT_NEAR(glm::dot(h.heading, glm::normalize(st.position[bird] - h.position)), 1.0f, 1e-5f);
    EXPECT_NEAR(glm::length(h.position - c), p.hawkSpawnDistance, 1e-3f);  // spawned as the model's hawk
    for (std::uint32_t s = 601; s < 640; ++s) huntStep(h, p, flockView(st, c), s);
    EXPECT_EQ(h.target, bird);
}

TEST(HawkStrategy, StoopStartsHighAboveTheFlockAndDivesFaster) {
    SimParams p;
    p.hawkStrategy = HawkStrategy::Stoop;
    const FlockState st = makeInitialFlock(SimParams{});
    const glm::vec3 c = centroidOf(st);
    float top = -INFINITY;
    for (const glm::vec3& x : st.position) top = std::max(top, x.y);
    const Hawk h = launchHawk(p, flockView(st, c), 1, 600);
    EXPECT_NEAR(h.position.y - c.y, p.hawkStoopHeight, 1e-3f);
    EXPECT_GT(h.position.y, top + 10.0f);
    EXPECT_NEAR(glm::length(glm::vec2(h.position.x - c.x, h.position.z - c.z)),
                kStoopOffsetFraction * p.hawkStoopHeight, 1e-3f);
    EXPECT_LT(h.heading.y, -0.7f);  // steeply down
    EXPECT_EQ(h.speed, p.hawkStoopSpeed);
    Hawk next = h;
    huntStep(next, p, flockView(st, c), 601);
    EXPECT_NEAR(glm::length(next.position - h.position), p.hawkStoopSpeed, 1e-4f);
}

TEST(HawkStrategy, CentroidIsTheModelsHawkBitForBit) {
    SimParams p;
    const FlockState st = makeInitialFlock(SimParams{});
    const glm::vec3 c = centroidOf(st);
    Hawk a = launchHawk(p, flockView(st, c), 3, 10);
    Hawk b = spawnHawk(p, c, 3, 10);
    EXPECT_FALSE(a.target);
    for (std::uint32_t s = 11; s < 200; ++s) {
        const glm::vec3 moved = c + glm::vec3(0.1f * static_cast<float>(s), 0, 0);
        huntStep(a, p, flockView(st, moved), s);
        advanceHawk(b, p, moved, s);
        ASSERT_EQ(a.position, b.position) << s;
        ASSERT_EQ(a.heading, b.heading) << s;
        ASSERT_EQ(a.inSky, b.inSky) << s;
    }
}

TEST(HawkStrategy, EveryStrategyPassesAndLeaves) {
    for (HawkStrategy s : {HawkStrategy::Nearest, HawkStrategy::Intercept, HawkStrategy::Stoop}) {
        SimParams p;
        p.hawkStrategy = s;
        FlockState st = makeInitialFlock(SimParams{});
        Hawk h = launchHawk(p, flockView(st, centroidOf(st)), 1, 0);
        std::uint32_t step = 0;
        while (h.inSky && step < 2000) {
            huntStep(h, p, flockView(st, centroidOf(st)), ++step);
            flyStraight(st);
        }
        EXPECT_FALSE(h.inSky) << hawkStrategyName(s);
        EXPECT_TRUE(h.passed) << hawkStrategyName(s);
    }
}

}  // namespace
}  // namespace murmur
