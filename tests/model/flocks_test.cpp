// Several flocks (flocks.hpp): the homes on their ring, each flock starting in its own ball and
// pulled toward its own home, in both models; flocks that meet merge; one flock is the model;
// the settings' refusals.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <set>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>

#include "murmur/model/cpu_step.hpp"
#include "murmur/model/flocks.hpp"
#include "murmur/model/hash.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/model/metrics.hpp"
#include "murmur/model/param_table.hpp"
#include "murmur/model/starling.hpp"

namespace murmur {
namespace {

SimParams flocks(int count, float spacing = 50.0f) {
    SimParams p;
    p.flockCount = count;
    p.flockSpacing = spacing;
    return p;
}

TEST(Flocks, TheHomesLieOnALevelRingSpacingApart) {
    EXPECT_EQ(flockHome(flocks(1), 0), glm::vec3(0.0f));
    EXPECT_EQ(flockRingRadius(flocks(1)), 0.0f);
    // Two flocks: half the spacing either side of the centre, along x.
    EXPECT_NEAR(flockHome(flocks(2, 60.0f), 0).x, 30.0f, 1e-5f);
    EXPECT_NEAR(flockHome(flocks(2, 60.0f), 1).x, -30.0f, 1e-5f);
    for (int n = 2; n <= kMaxFlocks; ++n) {
        const SimParams p = flocks(n, 20.0f);
        for (int f = 0; f < n; ++f) {
            const glm::vec3 home = flockHome(p, static_cast<std::uint32_t>(f));
            const glm::vec3 next = flockHome(p, static_cast<std::uint32_t>((f + 1) % n));
            EXPECT_EQ(home.y, 0.0f);
            EXPECT_NEAR(glm::length(home), flockRingRadius(p), 1e-4f);
            EXPECT_NEAR(glm::length(next - home), 20.0f, 1e-3f) << n << " flocks, home " << f;
        }
    }
    EXPECT_EQ(flockOf(flocks(3), 7), 1u);
    EXPECT_EQ(flockOf(flocks(1), 7), 0u);
}

TEST(Flocks, EachStartsInItsOwnBallAndOneFlockIsTheModel) {
    const SimParams three = flocks(3);
    const FlockState st = makeInitialFlock(three);
    for (std::uint32_t i = 0; i < st.size(); ++i)
        EXPECT_LE(glm::length(st.position[i] - birdHome(three, i)), three.startRadius * (1.0f + 1e-5f)) << i;
    // One flock: the spacing means nothing and the flock is the model's, bit for bit.
    SimParams one = flocks(1, 37.0f);
    EXPECT_EQ(stateHash(makeInitialFlock(one)), stateHash(makeInitialFlock(SimParams{})));
    FlockState a = makeInitialFlock(one), b, c;
    CpuStepper().step(one, {}, a, b);
    CpuStepper().step(SimParams{}, {}, a, c);
    EXPECT_EQ(stateHash(b), stateHash(c));
}

// With no neighbours' rules and no noise, a bird at the centre turns toward its own flock's
// home: flock 0's at +x, flock 1's at -x.
TEST(Flocks, TheRoostPullsEachBirdTowardItsOwnHome) {
    for (FlockModel model : {FlockModel::Seed, FlockModel::Starling}) {
        SimParams p = withModel(flocks(2), model);
        p.flockSpacing = model == FlockModel::Starling ? 100.0f : 50.0f;
        p.birdCount = 2;
        p.cohesionWeight = p.alignmentWeight = p.separationWeight = 0.0f;
        p.jitter = 0.0f;
        p.starlingNoiseForce = 0.0f;
        p.starlingRoostRadius = 1.0f;  // the starling's roost turns a bird beyond this from its home
        FlockState a = makeInitialFlock(p), b;
        // Both near the centre, flying along z with a little climb (the starling's turn is level).
        for (std::uint32_t i = 0; i < 2; ++i) {
            a.position[i] = glm::vec3(0.0f, 0.0f, i == 0 ? 0.5f : -0.5f);
            a.heading[i] = glm::normalize(glm::vec3(0.0f, 0.3f, i == 0 ? 1.0f : -1.0f));
        }
        CpuStepper stepper;
        for (int s = 0; s < (model == FlockModel::Starling ? 40 : 1); ++s) {
            stepper.step(p, {}, a, b);
            std::swap(a, b);
        }
        const char* name = model == FlockModel::Starling ? "starling" : "seed";
        EXPECT_GT(a.heading[0].x, 1e-4f) << name << ": flock 0's home is at +x";
        EXPECT_LT(a.heading[1].x, -1e-4f) << name << ": flock 1's home is at -x";
    }
}

// Two flocks a spacing apart start as two (no cluster holds birds of both) and meet and merge
// within 2,000 steps (a cluster with at least a quarter of its birds from each), for each seed.
TEST(Flocks, TwoFlocksMeetAndMerge) {
    for (std::uint32_t seed = 1; seed <= 3; ++seed) {
        SimParams p = flocks(2);
        p.birdCount = 600;
        p.seed = seed;
        FlockState a = makeInitialFlock(p), b;
        auto mixedLargest = [&](const FlockState& st) {
            std::vector<std::uint32_t> labels;
            findClusters(st.position, p.clusterLinkDistance, 1, &labels);
            std::vector<std::array<int, 2>> members(st.size(), {0, 0});
            for (std::uint32_t i = 0; i < st.size(); ++i) ++members[labels[i]][flockOf(p, i)];
            float best = 0.0f;  // the least share of either flock in a cluster, over the clusters
            for (const auto& m : members)
                if (m[0] + m[1] > 0)
                    best = std::max(best, static_cast<float>(std::min(m[0], m[1])) / static_cast<float>(m[0] + m[1]));
            return best;
        };
        EXPECT_EQ(mixedLargest(a), 0.0f) << "seed " << seed << ": the flocks start apart";
        CpuStepper stepper;
        float merged = 0.0f;
        for (int s = 1; s <= 2000 && merged < 0.25f; ++s) {
            stepper.step(p, {}, a, b);
            std::swap(a, b);
            if (s % 100 == 0) merged = mixedLargest(a);
        }
        EXPECT_GE(merged, 0.25f) << "seed " << seed << ": the two flocks never merged";
    }
}

// A flock grown (the window's bird count) gives each newcomer a bird of its own flock to join.
TEST(Flocks, NewcomersJoinTheirOwnFlock) {
    SimParams p = flocks(2, 100.0f);  // homes at +-50: the flocks far apart
    p.birdCount = 100;
    FlockState st = makeInitialFlock(p);
    resizeFlock(st, p, 300);
    for (std::uint32_t i = 100; i < 300; ++i)
        EXPECT_LT(glm::length(st.position[i] - birdHome(p, i)), p.startRadius + 2.0f) << "bird " << i;
    // A flock with no bird yet: its first newcomer starts in its own ball.
    SimParams three = flocks(3);
    three.birdCount = 2;  // flocks 0 and 1 have a bird each, flock 2 none
    FlockState few = makeInitialFlock(three);
    resizeFlock(few, three, 3);
    EXPECT_LE(glm::length(few.position[2] - birdHome(three, 2)), three.startRadius * (1.0f + 1e-5f));
}

TEST(Flocks, SettingsOutsideTheSkyAreRefused) {
    SimParams p = flocks(2, 140.0f);  // homes at +-70: on the seed sky's edge
    ASSERT_TRUE(validate(p).has_value());
    EXPECT_NE(validate(p)->find("'flockSpacing'"), std::string::npos) << *validate(p);
    EXPECT_NE(validate(p)->find("inside the sky"), std::string::npos) << *validate(p);
    EXPECT_FALSE(validate(flocks(kMaxFlocks)).has_value()) << "the default spacing fits eight flocks";
    EXPECT_FALSE(validate(withModel(flocks(kMaxFlocks, 100.0f), FlockModel::Starling)).has_value());
    EXPECT_TRUE(validate(flocks(kMaxFlocks + 1)).has_value());
    EXPECT_TRUE(validate(flocks(0)).has_value());
    // An obstacle over the second flock's ball (at -25 on x), clear of the centre.
    SimParams blocked = flocks(2);
    blocked.obstacles = {Obstacle{ObstacleShape::Sphere, {-25.0f, 0.0f, 0.0f}, {4.0f, 0.0f, 0.0f}}};
    ASSERT_TRUE(validate(blocked).has_value());
    EXPECT_NE(validate(blocked)->find("the flock 2 starts in"), std::string::npos) << *validate(blocked);
    blocked.flockCount = 1;
    EXPECT_FALSE(validate(blocked).has_value()) << *validate(blocked);
}

}  // namespace
}  // namespace murmur
