// The hawk a person flies (Simulation::flyHawk, HawkStrategy::Player): the control turns it
// within the limits every hawk has, its flight ends, the same hands give the same flock.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include <glm/geometric.hpp>

#include "murmur/model/hash.hpp"
#include "murmur/model/param_table.hpp"
#include "murmur/simulation/simulation.hpp"

namespace murmur {
namespace {

constexpr glm::vec3 kUp{0.0f, 1.0f, 0.0f};

SimParams flock() {
    SimParams p;
    p.birdCount = 300;
    return p;
}

Simulation flying(const SimParams& p = flock()) {
    Simulation sim(p, makeCpuBackend(1));
    for (int t = 0; t < 50; ++t) sim.step(false);
    EXPECT_TRUE(sim.flyHawk());
    return sim;
}

float angle(glm::vec3 a, glm::vec3 b) {
    return std::acos(std::clamp(glm::dot(a, b), -1.0f, 1.0f));
}

TEST(FlownHawk, ItEntersAsTheModelsHawkAndFliesStraightWithoutHands) {
    Simulation sim = flying();
    const Hawk* h = sim.flownHawk();
    ASSERT_NE(h, nullptr);
    EXPECT_EQ(h->strategy, HawkStrategy::Player);
    EXPECT_EQ(std::string(hawkStrategyName(h->strategy)), "player");
    EXPECT_NEAR(glm::length(h->position - sim.metrics().centroid), sim.world().hawkSpawnDistance, 1e-3f);
    const glm::vec3 heading = h->heading, from = h->position;
    sim.step(false);
    EXPECT_LT(angle(sim.flownHawk()->heading, heading), 1e-3f);
    EXPECT_NEAR(glm::length(sim.flownHawk()->position - from), sim.world().hawkSpeed, 1e-4f);
    EXPECT_FALSE(sim.sendHawk()) << "a sortie flies";
    EXPECT_FALSE(sim.flyHawk());
}

TEST(FlownHawk, TheControlTurnsClimbsAndStoopsWithinTheHawksLimits) {
    Simulation sim = flying();
    const float maxTurn = sim.world().hawkMaxTurn;
    glm::vec3 h0 = sim.flownHawk()->heading;
    ASSERT_TRUE(sim.steerHawk({1.0f, 0.0f, false}));
    sim.step(false);
    glm::vec3 h1 = sim.flownHawk()->heading;
    // The azimuth turns by the largest turn; the nose, off the horizon, turns by less.
    EXPECT_NEAR(std::atan2(h1.z, h1.x) - std::atan2(h0.z, h0.x), maxTurn, 1e-4f);
    EXPECT_LE(angle(h0, h1), maxTurn + 1e-4f);
    EXPECT_GT(glm::dot(h1, glm::cross(h0, kUp)), 0.0f) << "turn + is to the right";
    EXPECT_NEAR(h1.y, h0.y, 1e-4f) << "a turn keeps the nose's height";

    ASSERT_TRUE(sim.steerHawk({1.0f, 1.0f, false}));  // both full: still one hawkMaxTurn
    sim.step(false);
    const glm::vec3 h2 = sim.flownHawk()->heading;
    EXPECT_LE(angle(h1, h2), maxTurn + 1e-4f);
    EXPECT_GT(h2.y, h1.y);

    ASSERT_TRUE(sim.steerHawk({0.0f, 1.0f, true}));
    const glm::vec3 from = sim.flownHawk()->position;
    sim.step(false);
    EXPECT_NEAR(glm::length(sim.flownHawk()->position - from), sim.world().hawkStoopSpeed, 1e-4f);
    for (int t = 0; t < 200; ++t) sim.step(false);  // a held climb
    EXPECT_LE(std::asin(sim.flownHawk()->heading.y), kPlayerMaxPitch + 1e-4f) << "never over the top";
    EXPECT_GT(std::asin(sim.flownHawk()->heading.y), kPlayerMaxPitch - 0.05f);
}

TEST(FlownHawk, TheFlightEndsWhenTimeIsUpOrThePersonLetsGoAndTheReportNamesThePlayer) {
    Simulation sim = flying();
    const std::uint32_t sent = sim.stepIndex();
    EXPECT_EQ(playerStepsLeft(*sim.flownHawk(), sent), kPlayerFlightSteps);
    while (sim.stepIndex() < sent + kPlayerFlightSteps) sim.step(false);
    ASSERT_NE(sim.flownHawk(), nullptr);
    EXPECT_EQ(playerStepsLeft(*sim.flownHawk(), sim.stepIndex()), 0u);
    EXPECT_FALSE(sim.flownHawk()->passed) << "steered for all of its steps";
    sim.step(false);
    EXPECT_TRUE(!sim.flownHawk() || sim.flownHawk()->passed) << "time is up: it gives up";
    EXPECT_FALSE(sim.steerHawk({1.0f, 0.0f, false}));
    for (int t = 0; t < 2000 && sim.hawk().inSky; ++t) sim.step(false);
    EXPECT_FALSE(sim.hawk().inSky) << "it leaves as the others do";
    ASSERT_EQ(sim.attacks().size(), 1u);
    EXPECT_EQ(sim.attacks()[0].strategy, HawkStrategy::Player);

    Simulation let = flying();
    ASSERT_TRUE(let.stopFlying());
    EXPECT_FALSE(let.stopFlying());
    EXPECT_FALSE(let.steerHawk({}));
    for (int t = 0; t < 2000 && let.hawk().inSky; ++t) let.step(false);
    EXPECT_FALSE(let.hawk().inSky);
    EXPECT_LT(let.stepIndex(), sent + kPlayerFlightSteps) << "let go, it leaves before its time is up";
}

TEST(FlownHawk, TheSameHandsAtTheSameStepsGiveTheSameFlock) {
    auto run = [](float turn) {
        Simulation sim = flying();
        for (int t = 0; t < 120; ++t) {
            if (t == 10) sim.steerHawk({turn, -0.5f, false});
            if (t == 60) sim.steerHawk({-turn, 0.0f, true});
            sim.step(t % 5 == 0);
        }
        FlockState s;
        sim.backend().download(s);
        return stateHash(s);
    };
    EXPECT_EQ(run(0.75f), run(0.75f));
    EXPECT_NE(run(0.75f), run(0.7f)) << "the hands matter";
}

TEST(FlownHawk, TheKeyframeKeepsTheHands) {
    Simulation a = flying();
    a.steerHawk({0.5f, 0.25f, true});
    a.step(false);
    const SimulationKeyframe k = a.keyframe();
    Simulation b(flock(), makeCpuBackend(1));
    b.restore(k);
    for (int t = 0; t < 40; ++t) {
        a.step(false);
        b.step(false);
    }
    EXPECT_EQ(a.flownHawk()->position, b.flownHawk()->position);
}

TEST(FlownHawk, NoSettingMayNameThePlayer) {
    SimParams p;
    EXPECT_NE(setParamByName(p, "hawk-strategy", "player"), std::nullopt);
    EXPECT_NE(setParamByName(p, "hawk-strategies", "stoop,player"), std::nullopt);
    p.hawkStrategy = HawkStrategy::Player;
    EXPECT_NE(validate(p), std::nullopt);
}

}  // namespace
}  // namespace murmur
