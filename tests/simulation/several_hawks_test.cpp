// Several hawks at once (SimParams::hawkCount): a sortie launches each from its own
// direction, the birds flee every one, the attack ends with the last, one hawk is the model.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include <glm/geometric.hpp>

#include "keyframe_replay.hpp"
#include "murmur/model/hash.hpp"
#include "murmur/model/param_table.hpp"
#include "murmur/simulation/simulation.hpp"

namespace murmur {
namespace {

SimParams sortie(int hawks, bool mixed, HawkStrategy first = HawkStrategy::Nearest) {
    SimParams p;
    p.birdCount = 500;
    p.hawkCount = hawks;
    p.hawkMixed = mixed;
    p.hawkStrategy = first;
    return p;
}

TEST(SeveralHawks, ASortieLaunchesEachFromItsOwnDirection) {
    Simulation sim(sortie(4, true, HawkStrategy::Intercept), makeCpuBackend(2));
    for (int t = 0; t < 100; ++t) sim.step(false);
    ASSERT_TRUE(sim.sendHawk());
    ASSERT_EQ(sim.hawks().size(), 4u);
    EXPECT_EQ(sim.hawkView().count(), 4);
    // Mixed: the chosen strategy, then the next ones in HawkStrategy's order, wrapping.
    const HawkStrategy expected[] = {HawkStrategy::Intercept, HawkStrategy::Stoop, HawkStrategy::Centroid,
                                     HawkStrategy::Nearest};
    for (std::size_t i = 0; i < 4; ++i) {
        EXPECT_TRUE(sim.hawks()[i].inSky);
        EXPECT_EQ(sim.hawks()[i].strategy, expected[i]) << "hawk " << i;
        for (std::size_t j = 0; j < i; ++j)
            EXPECT_GT(glm::length(sim.hawks()[i].position - sim.hawks()[j].position), 1.0f)
                << "hawks " << j << " and " << i << " start together";
    }
    EXPECT_FALSE(sim.sendHawk()) << "a sortie is flying";

    Simulation same(sortie(4, false, HawkStrategy::Intercept), makeCpuBackend(1));
    ASSERT_TRUE(same.sendHawk());
    for (const Hawk& h : same.hawks()) EXPECT_EQ(h.strategy, HawkStrategy::Intercept);
}

TEST(SeveralHawks, EachHawkFliesTheStrategyTheListGivesIt) {
    // hawkStrategies names each hawk's own, from the start again when shorter; it wins over
    // hawkMixed and hawkStrategy.
    SimParams p = sortie(5, true, HawkStrategy::Centroid);
    ASSERT_EQ(setParamByName(p, "hawk-strategies", "stoop,intercept"), std::nullopt);
    Simulation sim(p, makeCpuBackend(2));
    for (int t = 0; t < 100; ++t) sim.step(false);
    ASSERT_TRUE(sim.sendHawk());
    ASSERT_EQ(sim.hawks().size(), 5u);
    const HawkStrategyList expected{HawkStrategy::Stoop, HawkStrategy::Intercept, HawkStrategy::Stoop,
                                    HawkStrategy::Intercept, HawkStrategy::Stoop};
    for (std::size_t i = 0; i < 5; ++i) EXPECT_EQ(sim.hawks()[i].strategy, expected[i]) << "hawk " << i;
    // A stoop starts hawkStoopHeight above the flock; the intercepting hawk at the spawn elevation.
    const float centroidY = sim.metrics().centroid.y;
    EXPECT_GT(sim.hawks()[0].position.y - centroidY, 0.9f * p.hawkStoopHeight);
    EXPECT_LT(sim.hawks()[1].position.y - centroidY, 0.9f * p.hawkStoopHeight);
    for (int t = 0; t < 3000 && sim.hawk().inSky; ++t) sim.step(false);
    ASSERT_EQ(sim.attacks().size(), 1u);
    EXPECT_EQ(sim.attacks()[0].strategies, expected);
    EXPECT_TRUE(sim.attacks()[0].mixed);
    EXPECT_EQ(sim.attacks()[0].strategy, HawkStrategy::Stoop);
}

TEST(SeveralHawks, TheListOfStrategiesIsCheckedLikeEverySetting) {
    SimParams p;
    ASSERT_EQ(setParamByName(p, "hawkStrategies", "nearest stoop"), std::nullopt);
    EXPECT_EQ(paramText(p, *findParam("hawkStrategies")), "nearest stoop");
    EXPECT_EQ(hawkStrategyOf(p, 0), HawkStrategy::Nearest);
    EXPECT_EQ(hawkStrategyOf(p, 3), HawkStrategy::Stoop);
    const auto eagle = setParamByName(p, "hawkStrategies", "nearest eagle");
    ASSERT_TRUE(eagle.has_value());
    EXPECT_NE(eagle->find("'eagle' is not a hawk strategy"), std::string::npos) << *eagle;
    EXPECT_TRUE(setParamByName(p, "hawkStrategies", "stoop stoop stoop stoop stoop stoop stoop stoop stoop"));
    EXPECT_EQ(p.hawkStrategies.size(), 2u) << "a refused value changes nothing";
    ASSERT_EQ(setParamByName(p, "hawkStrategies", "none"), std::nullopt);
    EXPECT_TRUE(p.hawkStrategies.empty());
    EXPECT_EQ(paramText(p, *findParam("hawkStrategies")), "none");
    p.hawkStrategies.assign(kMaxHawks + 1, HawkStrategy::Nearest);  // set in code, past the table's check
    ASSERT_TRUE(validate(p).has_value());
    EXPECT_NE(validate(p)->find("hawkStrategies"), std::string::npos) << *validate(p);
    p.hawkStrategies = {static_cast<HawkStrategy>(9)};
    EXPECT_TRUE(validate(p).has_value());
}

TEST(SeveralHawks, OneHawkFliesAsTheModelDoes) {
    // hawkCount 1 is the model: the same bits as a run that never heard of several hawks
    // (the hawk's direction is the first of the stream; kGolden covers the calm flock).
    auto run = [](const SimParams& p) {
        Simulation sim(p, makeCpuBackend(2));
        for (int t = 0; t < 60; ++t) {
            if (t == 10) {
                EXPECT_TRUE(sim.sendHawk());
            }
            sim.step(false);
        }
        FlockState st;
        sim.backend().download(st);
        return std::pair(stateHash(st), sim.hawk().position);
    };
    SimParams one = sortie(1, true, HawkStrategy::Centroid);
    SimParams plain;
    plain.birdCount = 500;
    EXPECT_EQ(run(one), run(plain));
    // A second hawk changes the flight: the birds see it.
    EXPECT_NE(run(sortie(2, false, HawkStrategy::Centroid)).first, run(plain).first);
}

TEST(SeveralHawks, TheAttackEndsWithTheLastAndCountsEveryHawk) {
    Simulation sim(sortie(3, true), makeCpuBackend(2));
    for (int t = 0; t < 150; ++t) sim.step(true);
    ASSERT_TRUE(sim.sendHawk());
    std::set<std::uint32_t> leaves;
    for (int t = 0; t < 3000 && sim.hawk().inSky; ++t) {
        sim.step(true);
        for (const Hawk& h : sim.hawks())
            if (!h.inSky) leaves.insert(h.leftStep);
        if (sim.hawk().inSky) {
            EXPECT_TRUE(sim.attacks().empty()) << "an attack ended while a hawk flew";
        }
    }
    ASSERT_FALSE(sim.hawk().inSky);
    ASSERT_EQ(sim.attacks().size(), 1u);
    const AttackReport& a = sim.attacks()[0];
    EXPECT_EQ(a.hawks, 3);
    EXPECT_TRUE(a.mixed);
    EXPECT_EQ(a.strategy, HawkStrategy::Nearest);
    EXPECT_EQ(a.leftStep, *leaves.rbegin());
    EXPECT_EQ(sim.hawk().leftStep, a.leftStep) << "hawk() is the last to leave once all have";
    EXPECT_GT(a.startled, 0);
    EXPECT_LT(a.closestApproach, sim.params().fleeRange);
    // Waves from several sides: one line cannot fit them, so the sortie reports none.
    EXPECT_FALSE(a.wave.isWave);
    EXPECT_EQ(a.wave.birds, a.startled);
}

TEST(SeveralHawks, FrightenMoreOfTheFlockThanOne) {
    // Hawks from different sides reach birds one alone would not (each strategy, 4 seeds).
    int more = 0, runs = 0;
    for (HawkStrategy s : {HawkStrategy::Centroid, HawkStrategy::Nearest}) {
        for (std::uint32_t seed = 1; seed <= 4; ++seed) {
            auto startled = [&](int hawks) {
                SimParams p = sortie(hawks, false, s);
                p.seed = seed;
                Simulation sim(p, makeCpuBackend(2));
                for (int t = 0; t < 150; ++t) sim.step(false);
                EXPECT_TRUE(sim.sendHawk());
                for (int t = 0; t < 3000 && sim.hawk().inSky; ++t) sim.step(false);
                return sim.attacks().empty() ? 0 : sim.attacks()[0].startled;
            };
            more += startled(4) > startled(1) ? 1 : 0;
            ++runs;
        }
    }
    EXPECT_GE(more, runs - 1) << more << " of " << runs << " sorties of four startled more birds than one hawk";
}

TEST(SeveralHawks, AKeyframeMidSortieContinuesBitForBit) {
    testing::keyframeContinuesExactly([] { return makeCpuBackend(2); }, 600, 3);
}

TEST(SeveralHawks, TheCountIsCheckedLikeEverySetting) {
    SimParams p;
    p.hawkCount = 0;
    ASSERT_TRUE(validate(p).has_value());
    EXPECT_NE(validate(p)->find("hawkCount"), std::string::npos) << *validate(p);
    p.hawkCount = kMaxHawks + 1;
    EXPECT_TRUE(validate(p).has_value());
    p.hawkCount = kMaxHawks;
    EXPECT_FALSE(validate(p).has_value());
}

}  // namespace
}  // namespace murmur
