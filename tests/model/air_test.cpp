// The air (gusts.hpp) and fear that spreads (SimParams::fearContagion): the gust field is
// divergence-free, has the rms speed asked for, is carried by the wind and comes from the
// seed; the still-air drift is the wind's bits; a frightened neighbour passes its fear on.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include <glm/geometric.hpp>

#include "murmur/model/cpu_step.hpp"
#include "murmur/model/gusts.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/model/param_table.hpp"
#include "murmur/model/random.hpp"
#include "murmur/model/starling.hpp"
#include "murmur/model/thread_pool.hpp"

namespace murmur {
namespace {

SimParams gusty(float speed = 0.1f, float length = 20.0f) {
    SimParams p;
    p.gustSpeed = speed;
    p.gustLength = length;
    return p;
}

glm::vec3 samplePoint(std::uint32_t i, float half) {
    return {uniformSymmetric(half, 7, 0, i, 0), uniformSymmetric(half, 7, 0, i, 1), uniformSymmetric(half, 7, 0, i, 2)};
}

TEST(Air, WithoutGustsTheDriftIsTheWindsOwnBits) {
    SimParams p;
    p.wind = {0.1f, -0.02f, 0.03f};
    const GustField none = gustField(p, 12);
    EXPECT_EQ(none.count, 0);
    EXPECT_EQ(airDrift(p, none, {3, 4, 5}), p.wind);
    p = withModel(p, FlockModel::Starling);
    p.wind = {2.0f, 0.0f, 1.0f};
    EXPECT_EQ(airDrift(p, gustField(p, 12), {3, 4, 5}), p.wind * p.starlingTimeStep);
}

TEST(Air, TheGustFieldIsDivergenceFree) {
    const SimParams p = gusty();
    const GustField f = gustField(p, 40);
    ASSERT_EQ(f.count, kGustModes);
    // Central differences in double: the field's divergence against the size of its gradient.
    const auto at = [&](glm::dvec3 x) {
        glm::dvec3 u(0.0);
        for (const GustMode& m : f.modes)
            u += glm::dvec3(m.amplitude) * std::cos(glm::dot(glm::dvec3(m.wavevector), x) + m.phase);
        return u;
    };
    const double h = 1e-4;
    double divergence = 0.0, gradient = 0.0;
    for (std::uint32_t i = 0; i < 200; ++i) {
        const glm::dvec3 x(samplePoint(i, 50.0f));
        double div = 0.0;
        for (int c = 0; c < 3; ++c) {
            glm::dvec3 e(0.0);
            e[c] = h;
            const glm::dvec3 du = (at(x + e) - at(x - e)) / (2.0 * h);
            div += du[c];
            gradient += std::abs(du.x) + std::abs(du.y) + std::abs(du.z);
        }
        divergence += std::abs(div);
    }
    EXPECT_LT(divergence, 1e-5 * gradient);
    EXPECT_GT(gradient, 0.0);
    // The float evaluation the step uses agrees with the double one.
    for (std::uint32_t i = 0; i < 20; ++i) {
        const glm::vec3 x = samplePoint(i, 50.0f);
        EXPECT_LT(glm::length(glm::dvec3(gustAt(f, x)) - at(glm::dvec3(x))), 1e-5);
    }
}

TEST(Air, TheGustsRmsSpeedIsGustSpeed) {
    for (float speed : {0.05f, 0.2f}) {
        const SimParams p = gusty(speed);
        const GustField f = gustField(p, 0);
        double sum = 0.0;
        constexpr std::uint32_t kSamples = 20000;
        for (std::uint32_t i = 0; i < kSamples; ++i) {
            const glm::vec3 u = gustAt(f, samplePoint(i, 400.0f));
            sum += glm::dot(u, u);
        }
        EXPECT_NEAR(std::sqrt(sum / kSamples), speed, 0.1 * speed);
    }
}

TEST(Air, TheWindCarriesTheGusts) {
    // Taylor's frozen turbulence: the field at x with wind W is the still field at x - W t.
    SimParams windy = gusty();
    windy.wind = {0.2f, 0.0f, -0.1f};
    const SimParams still = gusty();
    const std::uint32_t step = 300;
    const GustField moving = gustField(windy, step), fixed = gustField(still, step);
    for (std::uint32_t i = 0; i < 50; ++i) {
        const glm::vec3 x = samplePoint(i, 40.0f);
        const glm::vec3 a = gustAt(moving, x);
        const glm::vec3 b = gustAt(fixed, x - windy.wind * static_cast<float>(step));
        EXPECT_LT(glm::length(a - b), 2e-4f * windy.gustSpeed * kGustModes) << i;
    }
}

TEST(Air, TheFieldComesFromTheSeedAndChangesWithTime) {
    SimParams p = gusty();
    const glm::vec3 x(3, 1, -2);
    EXPECT_EQ(gustAt(gustField(p, 5), x), gustAt(gustField(p, 5), x));
    const glm::vec3 first = gustAt(gustField(p, 5), x);
    EXPECT_NE(first, gustAt(gustField(p, 500), x));
    p.seed = 2;
    EXPECT_NE(first, gustAt(gustField(p, 5), x));
}

TEST(Air, GustsAndWindTheBirdsCannotFlyAgainstAreRefused) {
    SimParams p;
    EXPECT_FALSE(setParamByName(p, "gustSpeed", "0.1"));
    const auto tooStrong = setParamByName(p, "gustSpeed", "0.35");
    ASSERT_TRUE(tooStrong);
    EXPECT_NE(tooStrong->find("gustSpeed"), std::string::npos) << *tooStrong;
    EXPECT_TRUE(setParamByName(p, "gustSpeed", "nan"));
    EXPECT_TRUE(setParamByName(p, "gustSpeed", "-1"));
    EXPECT_TRUE(setParamByName(p, "gustLength", "0"));
    EXPECT_TRUE(setParamByName(p, "wind", "0.3 0 0"));  // 0.3 + 0.1 >= 0.35
    EXPECT_EQ(p.gustSpeed, 0.1f);
    EXPECT_TRUE(setParamByName(p, "fearContagion", "1.5"));
}

TEST(Air, AStepInGustsIsTheSameOnAnyThreadCount) {
    SimParams p = gusty();
    p.wind = {0.05f, 0.0f, 0.02f};
    p.fearContagion = 0.8f;
    FlockState a = makeInitialFlock(p), b = a;
    for (std::size_t i = 0; i < a.size(); i += 7) a.fear[i] = b.fear[i] = 0.6f;
    ThreadPool two(2);
    CpuStepper one, many(&two);
    FlockState na, nb;
    for (int s = 0; s < 20; ++s) {
        one.step(p, {}, a, na);
        many.step(p, {}, b, nb);
        std::swap(a, na);
        std::swap(b, nb);
    }
    EXPECT_EQ(a.position, b.position);
    EXPECT_EQ(a.fear, b.fear);
}

// Bird 0 at the origin; a frightened neighbour at +x, a calm one at -x.
FlockState threeBirds() {
    FlockState st;
    st.resize(3);
    st.position = {{0, 0, 0}, {1, 0, 0}, {-1, 0, 0}};
    for (auto& h : st.heading) h = {0, 0, 1};
    st.fear = {0.0f, 0.8f, 0.0f};
    return st;
}

std::vector<Neighbour> othersOf0() {
    return {{1.0f, 1}, {1.0f, 2}};
}

TEST(Contagion, ABirdTakesOnItsNeighboursFearAndFleesFromIt) {
    SimParams p;
    p.cohesionWeight = p.alignmentWeight = p.separationWeight = 0.0f;
    p.roostGain = p.outsideGain = p.jitter = 0.0f;
    const FlockState st = threeBirds();
    const BirdSteering off = steerBird(p, {}, st, 0, othersOf0());
    EXPECT_EQ(off.fear, 0.0f);
    EXPECT_EQ(off.steering, glm::vec3(0.0f));
    p.fearContagion = 0.5f;
    const BirdSteering on = steerBird(p, {}, st, 0, othersOf0());
    EXPECT_FLOAT_EQ(on.fear, 0.4f);
    // Away from the frightened neighbour (the fear-weighted centre is bird 1), weight W_FLEE * 0.4.
    EXPECT_NEAR(on.steering.x, -p.fleeWeight * 0.4f, 1e-6f);
    EXPECT_NEAR(on.steering.y, 0.0f, 1e-6f);
}

TEST(Contagion, AStarlingHearsFearAtItsDecision) {
    SimParams p = withModel(SimParams{}, FlockModel::Starling);
    p.fearContagion = 0.5f;
    p.birdCount = 3;
    FlockState st = makeInitialFlock(p);
    st.position = {{0, 0, 0}, {1, 0, 0}, {-1, 0, 0}};
    st.fear = {0.0f, 0.8f, 0.0f};
    const StarlingTraits traits = starlingTraits(p, 0);
    const StarlingDecision d = decideStarling(p, {}, st, 0, traits, othersOf0());
    EXPECT_FLOAT_EQ(d.fearHeard, 0.4f);
    FlockState next = st;
    flyStarling(p, {}, st, 0, traits, &d, next);
    EXPECT_FLOAT_EQ(next.fear[0], 0.4f);
    p.fearContagion = 0.0f;
    EXPECT_EQ(decideStarling(p, {}, st, 0, traits, othersOf0()).fearHeard, 0.0f);
}

}  // namespace
}  // namespace murmur
