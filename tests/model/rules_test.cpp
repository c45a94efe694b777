// Each rule of docs/model.md's step in isolation, on hand-built flocks.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include <glm/geometric.hpp>

#include "murmur/model/cpu_step.hpp"
#include "murmur/model/hawk.hpp"
#include "murmur/model/initial_condition.hpp"

namespace murmur {
namespace {

constexpr float kTol = 1e-6f;

// Params with every rule off; each test turns on the one it checks.
SimParams quiet() {
    SimParams p;
    p.cohesionWeight = p.alignmentWeight = p.separationWeight = 0.0f;
    p.roostGain = 0.0f;
    p.outsideGain = 0.0f;
    p.jitter = 0.0f;
    return p;
}

FlockState flockAt(std::vector<glm::vec3> positions, glm::vec3 heading = {1, 0, 0}) {
    FlockState st;
    st.resize(positions.size());
    st.position = std::move(positions);
    for (auto& h : st.heading) h = heading;
    for (auto& v : st.speed) v = 0.35f;
    return st;
}

std::vector<Neighbour> allOthers(const FlockState& st, std::uint32_t self) {
    std::vector<Neighbour> out;
    for (std::uint32_t j = 0; j < st.size(); ++j)
        if (j != self) {
            const glm::vec3 d = st.position[j] - st.position[self];
            out.push_back({glm::dot(d, d), j});
        }
    return out;
}

glm::vec3 steering(const SimParams& p, const FlockState& st, HawkView hawk = {}) {
    return steerBird(p, hawk, st, 0, allOthers(st, 0)).steering;
}

void expectVec(glm::vec3 got, glm::vec3 want, float tol = kTol) {
    EXPECT_NEAR(got.x, want.x, tol);
    EXPECT_NEAR(got.y, want.y, tol);
    EXPECT_NEAR(got.z, want.z, tol);
}

TEST(Rules, CohesionPullsTowardTheNeighbourCentroid) {
    SimParams p = quiet();
    p.cohesionWeight = 1.0f;
    expectVec(steering(p, flockAt({{0, 0, 0}, {2, 0, 0}, {2, 2, 0}})), glm::vec3(2, 1, 0) * 0.09f / 4.0f);
}

TEST(Rules, CohesionIsClampedToLengthFour) {
    SimParams p = quiet();
    p.cohesionWeight = 1.0f;
    expectVec(steering(p, flockAt({{0, 0, 0}, {0, 0, 10}})), glm::vec3(0, 0, 0.09f));
    p.cohesionWeight = 2.0f;  // the weight scales it linearly
    expectVec(steering(p, flockAt({{0, 0, 0}, {0, 0, 10}})), glm::vec3(0, 0, 0.18f));
}

TEST(Rules, AlignmentTurnsTowardTheMeanHeading) {
    SimParams p = quiet();
    p.alignmentWeight = 1.0f;
    FlockState st = flockAt({{0, 0, 0}, {1, 0, 0}});
    st.heading[1] = glm::vec3(0, 1, 0);
    expectVec(steering(p, st), 0.22f * glm::vec3(-1, 1, 0));
}

TEST(Rules, SeparationPushesAwayOnlyInsideOnePointSix) {
    SimParams p = quiet();
    p.separationWeight = 1.0f;
    expectVec(steering(p, flockAt({{0, 0, 0}, {1, 0, 0}})), 0.55f * glm::vec3(-1, 0, 0) * (1.0f - 1.0f / 1.6f));
    expectVec(steering(p, flockAt({{0, 0, 0}, {0, 0.4f, 0}})), 0.55f * glm::vec3(0, -1, 0) * 0.75f);
    expectVec(steering(p, flockAt({{0, 0, 0}, {1.61f, 0, 0}})), glm::vec3(0));
    expectVec(steering(p, flockAt({{0, 0, 0}, {0, 0, 0}})), glm::vec3(0));  // d = 0 adds nothing
}

TEST(Rules, NoNeighboursMeansRulesOneToThreeAddNothing) {
    SimParams p;
    p.roostGain = p.outsideGain = p.jitter = 0.0f;
    FlockState st = flockAt({{5, 1, 2}});
    const BirdSteering s = steerBird(p, {}, st, 0, {});
    expectVec(s.steering, glm::vec3(0));
    EXPECT_EQ(s.neighbourCount, 0);
}

TEST(Rules, RoostPullInsideAndOutsideTheSky) {
    SimParams p = quiet();
    p.roostGain = 0.01f;
    p.outsideGain = 0.5f;
    expectVec(steering(p, flockAt({{35, 0, 0}})), glm::vec3(-0.005f, 0, 0));
    // Outside: q = (2, 0, 0), e = 2: -0.01 q - 0.5 (e - 1) q / e.
    expectVec(steering(p, flockAt({{140, 0, 0}})), glm::vec3(-0.02f - 0.5f, 0, 0));
    expectVec(steering(p, flockAt({{0, -45, 0}})), glm::vec3(0, 0.015f + 0.5f * 0.5f, 0));
}

TEST(Rules, FleeInsideTwelveWithFear) {
    SimParams p = quiet();
    FlockState st = flockAt({{0, 0, 0}});
    const HawkView hawk{true, {6, 0, 0}};
    const BirdSteering s = steerBird(p, hawk, st, 0, {});
    EXPECT_NEAR(s.fear, 0.5f, kTol);
    expectVec(s.steering, glm::vec3(-1.5f * 0.5f, 0, 0));
    // Out of range: no push, and fear only decays.
    st.fear[0] = 0.5f;
    const BirdSteering far = steerBird(p, HawkView{true, {12.5f, 0, 0}}, st, 0, {});
    expectVec(far.steering, glm::vec3(0));
    EXPECT_NEAR(far.fear, 0.97f * 0.5f, kTol);
    // A hawk not in the sky frightens nobody.
    EXPECT_NEAR(steerBird(p, HawkView{false, {1, 0, 0}}, st, 0, {}).fear, 0.485f, kTol);
    // Stronger fear wins over the decayed one.
    st.fear[0] = 0.2f;
    EXPECT_NEAR(steerBird(p, HawkView{true, {0, 3, 0}}, st, 0, {}).fear, 0.75f, kTol);
}

TEST(Rules, JitterIsBoundedAndCounterBased) {
    SimParams p = quiet();
    p.jitter = 0.2f;
    FlockState st = flockAt(std::vector<glm::vec3>(64, glm::vec3(0)));
    glm::vec3 sum(0);
    for (std::uint32_t i = 0; i < 64; ++i) {
        const glm::vec3 s = steerBird(p, {}, st, i, {}).steering;
        EXPECT_LE(std::abs(s.x), 0.2f);
        EXPECT_LE(std::abs(s.y), 0.2f);
        EXPECT_LE(std::abs(s.z), 0.2f);
        EXPECT_EQ(s, steerBird(p, {}, st, i, {}).steering);  // same counter, same number
        sum += glm::abs(s);
    }
    EXPECT_GT(sum.x, 64 * 0.05f);  // not all zero
    const glm::vec3 before = steerBird(p, {}, st, 3, {}).steering;
    st.step = 1;
    EXPECT_NE(before, steerBird(p, {}, st, 3, {}).steering);  // a new step, new numbers
}

TEST(Turn, LimitedToMaxTurnOnTheGreatCircle) {
    const glm::vec3 h(1, 0, 0), target(0, 1, 0);
    const glm::vec3 out = turnToward(h, target, 0.11f);
    EXPECT_NEAR(std::acos(glm::dot(out, h)), 0.11f, 1e-5f);
    EXPECT_NEAR(out.z, 0.0f, kTol);  // stays in the plane of the two
    EXPECT_GT(out.y, 0.0f);
    EXPECT_NEAR(glm::length(out), 1.0f, kTol);
    // Small angles take the target as it is.
    const glm::vec3 near = glm::normalize(glm::vec3(1, 0.05f, 0));
    EXPECT_EQ(turnToward(h, near, 0.11f), near);
    // Exactly opposite still turns by the limit.
    EXPECT_NEAR(std::acos(glm::dot(turnToward(h, -h, 0.11f), h)), 0.11f, 1e-5f);
}

// turnToward as docs/model.md words it, every angle through acos: the oracle for the fast path.
glm::vec3 turnTowardByAcos(glm::vec3 h, glm::vec3 target, float maxAngle) {
    const float cosA = std::clamp(glm::dot(h, target), -1.0f, 1.0f);
    if (std::acos(cosA) <= maxAngle) return target;
    const glm::vec3 perp = (target - h * cosA) / glm::length(target - h * cosA);
    return glm::normalize(h * std::cos(maxAngle) + perp * std::sin(maxAngle));
}

// turnToward skips the acos for clearly small turns; around the limit it must give
// exactly what the acos gives, for calm and frightened limits alike.
TEST(Step, TurnLimitDecidesLikeTheAcosRightAtTheLimit) {
    const glm::vec3 h(1, 0, 0);
    for (float limit : {0.11f, 0.165f, 0.22f, 1.0f}) {
        for (int i = -3000; i <= 3000; ++i) {
            const float angle = limit * (1.0f + static_cast<float>(i) * 1e-6f);
            const glm::vec3 target = glm::normalize(glm::vec3(std::cos(angle), std::sin(angle), 0.0f));
            ASSERT_EQ(turnToward(h, target, limit), turnTowardByAcos(h, target, limit)) << limit << " " << i;
        }
        for (int i = 1; i <= 1000; ++i) {  // and the small turns, where it skips the acos
            const float angle = limit * static_cast<float>(i) / 1000.0f;
            const glm::vec3 target = glm::normalize(glm::vec3(std::cos(angle), 0.0f, std::sin(angle)));
            ASSERT_EQ(turnToward(h, target, limit), turnTowardByAcos(h, target, limit)) << limit << " " << i;
        }
    }
}

TEST(Step, FearWidensTheTurnAndSpeedsUp) {
    SimParams p = quiet();
    FlockState in = flockAt({{0, 0, 0}});
    FlockState out = in;
    BirdSteering calm;
    calm.steering = glm::vec3(-1, 5, 0);
    applySteering(p, in, 0, calm, out);
    EXPECT_NEAR(out.speed[0], 0.35f, kTol);
    EXPECT_NEAR(std::acos(glm::dot(out.heading[0], in.heading[0])), 0.11f, 1e-5f);
    expectVec(out.position[0], out.heading[0] * 0.35f);

    BirdSteering scared = calm;
    scared.fear = 1.0f;
    applySteering(p, in, 0, scared, out);
    EXPECT_NEAR(out.speed[0], 0.35f * 1.6f, kTol);
    EXPECT_NEAR(std::acos(glm::dot(out.heading[0], in.heading[0])), 0.22f, 1e-5f);
    EXPECT_EQ(out.fear[0], 1.0f);
}

TEST(Step, TinySteeringSumKeepsTheHeading) {
    SimParams p = quiet();
    FlockState in = flockAt({{0, 0, 0}});
    FlockState out = in;
    BirdSteering s;
    s.steering = glm::vec3(-1.0f, 0, 0);  // h + s = 0
    applySteering(p, in, 0, s, out);
    EXPECT_EQ(out.heading[0], in.heading[0]);
}

TEST(Step, EveryBirdReadsTheOldState) {
    // Two birds that see each other: the result must not depend on which is updated first.
    SimParams p;
    p.jitter = 0.0f;
    FlockState in = flockAt({{0, 0, 0}, {1, 0.5f, 0}});
    in.heading[1] = glm::normalize(glm::vec3(0, 1, 1));
    FlockState out;
    CpuStepper stepper;
    stepper.step(p, {}, in, out);
    FlockState swapped = flockAt({{1, 0.5f, 0}, {0, 0, 0}});
    swapped.heading[0] = in.heading[1];
    swapped.heading[1] = in.heading[0];
    FlockState outSwapped;
    stepper.step(p, {}, swapped, outSwapped);
    expectVec(out.position[0], outSwapped.position[1]);
    expectVec(out.position[1], outSwapped.position[0]);
    EXPECT_EQ(out.step, 1u);
}

// --- the steady wind (an extension: params.hpp's wind) -------------------------------

TEST(Wind, TheAirCarriesEveryBirdByTheWindEachStepAndSteersNone) {
    SimParams calm;
    calm.birdCount = 300;
    const FlockState in = makeInitialFlock(calm);
    SimParams windy = calm;
    windy.wind = {0.1f, 0.0f, -0.05f};
    FlockState still, blown;
    CpuStepper stepper;
    stepper.step(calm, {}, in, still);
    stepper.step(windy, {}, in, blown);
    for (std::size_t i = 0; i < in.size(); ++i) {
        EXPECT_EQ(blown.heading[i], still.heading[i]) << i;  // the air moves a bird, it does not turn it
        EXPECT_LT(glm::length(blown.position[i] - still.position[i] - windy.wind), kTol) << i;
    }
}

TEST(Wind, TheHawkFliesInTheSameAir) {
    SimParams p;
    p.wind = {0.0f, 0.0f, 0.2f};
    Hawk calm = spawnHawk(SimParams{}, glm::vec3(0.0f), 1, 0);
    Hawk blown = calm;
    advanceHawk(calm, SimParams{}, glm::vec3(0.0f), 1);
    advanceHawk(blown, p, glm::vec3(0.0f), 1);
    EXPECT_LT(glm::length(blown.position - calm.position - p.wind), kTol);
}

TEST(Wind, AWindAsFastAsTheBirdsIsRefused) {
    SimParams p;
    p.wind = {p.baseSpeed, 0.0f, 0.0f};
    ASSERT_TRUE(validate(p));
    EXPECT_NE(validate(p)->find("'wind'"), std::string::npos) << *validate(p);
    p.wind = {0.3f, 0.0f, 0.0f};
    EXPECT_EQ(validate(p), std::nullopt);
}

}  // namespace
}  // namespace murmur
