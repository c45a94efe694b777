// The inspector's close-up: the neighbours it lists are the ones the step used.
#include "murmur/model/bird_close_up.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "murmur/model/cpu_step.hpp"
#include "murmur/simulation/simulation.hpp"

namespace murmur {
namespace {

std::vector<std::uint32_t> indices(const BirdCloseUp& c) {
    std::vector<std::uint32_t> out;
    for (const CloseUpNeighbour& n : c.neighbours) out.push_back(n.index);
    return out;
}

float distanceSqOf(glm::vec3 a, glm::vec3 b) {
    const glm::vec3 d = a - b;
    return d.x * d.x + d.y * d.y + d.z * d.z;
}

// A flock some steps in, the state its next step reads and the state it writes.
struct TwoStates {
    SimParams world;
    FlockState read, now;
};

TwoStates stepped(SimParams p, int steps) {
    Simulation sim(p, makeCpuBackend(2));
    for (int t = 0; t < steps; ++t) sim.step(false);
    TwoStates s{sim.world(), {}, {}};
    sim.backend().download(s.read);
    sim.step(false);
    sim.backend().download(s.now);
    return s;
}

void expectTheStepsSets(const TwoStates& s) {
    const auto sets = neighbourSets(s.world, s.read);  // the grid search the step uses
    for (std::uint32_t bird = 0; bird < s.now.size(); ++bird) {
        const BirdCloseUp c = closeUpOf(s.world, s.read, s.now, bird);
        ASSERT_EQ(indices(c), sets[bird]) << "bird " << bird;
        ASSERT_EQ(c.total, static_cast<int>(sets[bird].size()));
        for (const CloseUpNeighbour& n : c.neighbours) {
            EXPECT_FLOAT_EQ(n.distance, std::sqrt(distanceSqOf(s.read.position[n.index], s.read.position[bird])));
            EXPECT_EQ(n.previous, s.read.position[n.index]);
            EXPECT_EQ(n.current, s.now.position[n.index]);
        }
    }
}

TEST(BirdCloseUp, TopologicalListsAreTheStepsKNearest) {
    SimParams p;
    p.birdCount = 701;
    TwoStates s = stepped(p, 40);
    expectTheStepsSets(s);
    EXPECT_EQ(closeUpOf(s.world, s.read, s.now, 5).neighbours.size(), 7u);
}

TEST(BirdCloseUp, MetricListsAreEveryoneWithinTheRadius) {
    SimParams p;
    p.birdCount = 701;
    p.neighbourMode = NeighbourMode::Metric;
    expectTheStepsSets(stepped(p, 40));
}

TEST(BirdCloseUp, StateIsTheBirdsAtBothSteps) {
    SimParams p;
    p.birdCount = 300;
    const TwoStates s = stepped(p, 10);
    const BirdCloseUp c = closeUpOf(s.world, s.read, s.now, 17);
    EXPECT_EQ(c.bird, 17u);
    EXPECT_EQ(c.previous, s.read.position[17]);
    EXPECT_EQ(c.current, s.now.position[17]);
    EXPECT_EQ(c.heading, s.now.heading[17]);
    EXPECT_EQ(c.speed, s.now.speed[17]);
    EXPECT_EQ(c.fear, s.now.fear[17]);
    EXPECT_EQ(c.edge, s.now.edge[17]);
}

TEST(BirdCloseUp, HandPlacedBirdsNearestFirstTiesToTheLowerIndex) {
    FlockState st;
    st.resize(5);
    st.position = {{0, 0, 0}, {3, 0, 0}, {0, 1, 0}, {0, -1, 0}, {30, 0, 0}};
    SimParams p;
    p.topologicalK = 3;
    BirdCloseUp c = closeUpOf(p, st, st, 0);
    EXPECT_EQ(indices(c), (std::vector<std::uint32_t>{2, 3, 1}));
    EXPECT_FLOAT_EQ(c.neighbours[0].distance, 1.0f);
    EXPECT_FLOAT_EQ(c.neighbours[2].distance, 3.0f);
    p.topologicalK = 7;  // bird 4 is past TOPO_MAX = 24
    EXPECT_EQ(closeUpOf(p, st, st, 0).total, 3);
    p.neighbourMode = NeighbourMode::Metric;
    p.metricRadius = 2.0f;
    EXPECT_EQ(indices(closeUpOf(p, st, st, 0)), (std::vector<std::uint32_t>{2, 3}));
}

TEST(BirdCloseUp, AMetricCrowdListsTheNearestAndCountsThemAll) {
    FlockState st;
    const int n = kCloseUpMaxNeighbours + 20;
    st.resize(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) st.position[static_cast<std::size_t>(i)] = {0.01f * float(n - i), 0.0f, 0.0f};
    SimParams p;
    p.neighbourMode = NeighbourMode::Metric;
    const BirdCloseUp c = closeUpOf(p, st, st, 0);
    EXPECT_EQ(c.total, n - 1);
    ASSERT_EQ(c.neighbours.size(), static_cast<std::size_t>(kCloseUpMaxNeighbours));
    EXPECT_EQ(c.neighbours.front().index, 1u);  // the nearest of bird 0 (at the far end)
    EXPECT_LE(c.neighbours.front().distance, c.neighbours.back().distance);
}

}  // namespace
}  // namespace murmur
