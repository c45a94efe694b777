// gpu_backend_test.cpp - one test body on both backends (the CPU reference and the GPU):
// empty flocks, exact upload / download, determinism, flock-like behaviour; then the GPU
// against the CPU over many steps (statistics, since single runs are chaotic), and the
// GPU-only contracts: the renderer's instance buffers, and a broken shader reported.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>

#include <glm/geometric.hpp>
#include <glm/vec2.hpp>

#include "egl_context.hpp"
#include "gpu_test_support.hpp"
#include "keyframe_replay.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/model/obstacles.hpp"
#include "murmur/model/roost_descent.hpp"
#include "murmur/model/starling.hpp"
#include "murmur/simulation/simulation.hpp"
#include "sim_programs.hpp"

namespace murmur::gl::testing {
namespace {

class OnBothBackends : public ::testing::TestWithParam<std::string> {
protected:
    std::unique_ptr<FlockBackend> make() {
        std::string error;
        auto backend = makeBackend(GetParam(), error);
        EXPECT_NE(backend, nullptr) << error;
        return backend;
    }
};

TEST_P(OnBothBackends, ZeroBirdsStepAndMeasure) {
    auto backend = make();
    ASSERT_NE(backend, nullptr);
    FlockState empty;
    empty.step = 4;
    backend->upload(empty);
    EXPECT_EQ(backend->birdCount(), 0u);
    SimParams params;
    params.birdCount = 0;
    for (int s = 0; s < 3; ++s) backend->step(params, {true, glm::vec3(1.0f)});
    EXPECT_EQ(backend->stepIndex(), 7u);
    const FlockMetrics m = backend->measure(params, true);
    EXPECT_EQ(m.polarization, 0.0f);
    EXPECT_EQ(m.clumping, 0.0f);
    EXPECT_EQ(m.clusters.count, 0);
    EXPECT_EQ(m.clusters.largestPct, 0.0f);
    FlockState out;
    backend->download(out);
    EXPECT_EQ(out.size(), 0u);
    EXPECT_EQ(out.step, 7u);
    // And a flock again afterwards.
    params.birdCount = 65;
    backend->upload(makeInitialFlock(params));
    backend->step(params, {});
    EXPECT_EQ(backend->birdCount(), 65u);
    EXPECT_GT(backend->measure(params, false).polarization, 0.0f);
}

TEST_P(OnBothBackends, ASimulationStartsFromTheSeededBall) {
    SimParams params;
    params.birdCount = 333;  // not a multiple of any workgroup size
    params.startRadius = 9.0f;
    auto backend = make();
    ASSERT_NE(backend, nullptr);
    Simulation sim(params, std::move(backend));
    FlockState start;
    sim.backend().download(start);
    EXPECT_EQ(stateHash(start), stateHash(makeInitialFlock(params)));
    for (const auto& p : start.position) EXPECT_LE(glm::length(p), 9.0f * (1.0f + 1e-6f));
    sim.step(false);
    params.startRadius = 4.0f;  // like the seed, the start shape matters at the next reset
    ASSERT_TRUE(sim.setParams(params));
    sim.reset();
    sim.backend().download(start);
    EXPECT_EQ(stateHash(start), stateHash(makeInitialFlock(params)));
}

TEST_P(OnBothBackends, UploadDownloadIsExact) {
    auto backend = make();
    ASSERT_NE(backend, nullptr);
    SimParams params;
    params.birdCount = 131;
    FlockState state = warmFlock(params, 3);
    state.fear[5] = 0.75f;
    state.speed[7] = 0.5f;
    backend->upload(state);
    FlockState back;
    backend->download(back);
    EXPECT_EQ(stateHash(back), stateHash(state));
}

TEST_P(OnBothBackends, AKeyframeRestoredContinuesBitForBit) {
    murmur::testing::keyframeContinuesExactly([this] { return make(); }, 333);
}

TEST_P(OnBothBackends, AKeyframeMidSortieOfThreeHawksContinuesBitForBit) {
    murmur::testing::keyframeContinuesExactly([this] { return make(); }, 333, 3);
}

TEST_P(OnBothBackends, StepsAreDeterministic) {
    auto backend = make();
    ASSERT_NE(backend, nullptr);
    for (NeighbourMode mode : {NeighbourMode::Topological, NeighbourMode::Metric}) {
        SimParams params;
        params.birdCount = 300;
        params.neighbourMode = mode;
        const FlockState start = makeInitialFlock(params);
        std::uint64_t hashes[2] = {};
        for (std::uint64_t& h : hashes) {
            backend->upload(start);
            for (int s = 0; s < 25; ++s) backend->step(params, {});
            FlockState out;
            backend->download(out);
            h = stateHash(out);
        }
        EXPECT_EQ(hashes[0], hashes[1]) << (mode == NeighbourMode::Metric ? "metric" : "topological");
    }
}

TEST_P(OnBothBackends, FlocksAndFleesLikeTheModelSays) {
    SimParams params;
    params.birdCount = 400;
    params.seed = 2;
    Simulation sim(params, make());
    const float startPolarization = sim.metrics().polarization;
    // By step 150 it flies as one body (later it reaches the sky's edge and turns).
    for (int s = 0; s < 150; ++s) sim.step(s % 25 == 0);
    EXPECT_GT(sim.metrics().polarization, startPolarization + 20.0f) << "alignment should organise the flock";
    EXPECT_GT(sim.metrics().polarization, 80.0f);
    ASSERT_TRUE(sim.sendHawk());
    float lowest = sim.metrics().polarization;
    float maxFear = 0.0f;
    for (int s = 0; s < 150; ++s) {
        sim.step(false);
        lowest = std::min(lowest, sim.metrics().polarization);
        FlockState state;
        if (s % 10 == 0) {
            sim.backend().download(state);
            ASSERT_TRUE(allFinite(state));
            for (float f : state.fear) maxFear = std::max(maxFear, f);
        }
    }
    EXPECT_GT(maxFear, 0.3f) << "the hawk should frighten the birds it passes";
}

TEST_P(OnBothBackends, AStarlingFlockStepsAsTheCpuReferenceDoes) {
    // 25 steps on each backend from the same start: the same flock up to rounding (the GPU's
    // own exp, sin and cos; gpu_starling_parity_test.cpp checks each step part by part).
    auto backend = make();
    ASSERT_NE(backend, nullptr);
    SimParams params;
    params.model = FlockModel::Starling;
    params.birdCount = 300;
    const FlockState start = makeInitialFlock(params);
    backend->upload(start);
    for (int s = 0; s < 25; ++s) backend->step(params, {});
    FlockState got;
    backend->download(got);
    ASSERT_TRUE(got.flight);
    auto cpu = makeCpuBackend(1);
    cpu->upload(start);
    for (int s = 0; s < 25; ++s) cpu->step(params, {});
    FlockState want;
    cpu->download(want);
    ASSERT_EQ(got.size(), want.size());
    EXPECT_EQ(got.step, want.step);
    float worst = 0.0f;
    for (std::size_t i = 0; i < want.size(); ++i) {
        worst = std::max({worst, glm::length(got.position[i] - want.position[i]),
                          std::abs(got.speed[i] - want.speed[i]), std::abs(got.bank[i] - want.bank[i])});
    }
    EXPECT_LE(worst, 1e-3f);
    EXPECT_NEAR(backend->measure(params, false).polarization, cpu->measure(params, false).polarization, 1e-3f);
}

// No bird ever ends a step inside an obstacle (obstacles.hpp), checked at every step, with a
// hawk that hunts the nearest bird: 1,500 birds and a pylon; 10,000 birds (the sky scaled to
// the default density) and a ring of 16 pylons round the start.
TEST_P(OnBothBackends, NoBirdEverEndsAStepInsideAnObstacle) {
    for (const int birds : {1500, 10'000}) {
        SimParams params;
        params.birdCount = birds;
        params.hawkStrategy = HawkStrategy::Nearest;
        if (birds > kDensityReferenceBirds) {
            params.scaleSkyWithBirds = true;
            for (int i = 0; i < 16; ++i) {
                const float a = 6.2831853f * static_cast<float>(i) / 16.0f;
                params.obstacles.push_back(
                    {ObstacleShape::Cylinder, {30.0f * std::cos(a), -40.0f, 30.0f * std::sin(a)}, {2.0f, 70.0f, 0.0f}});
            }
        } else {
            params.obstacles = {{ObstacleShape::Cylinder, {35.0f, -40.0f, 0.0f}, {3.0f, 70.0f, 0.0f}}};
        }
        Simulation sim(params, make());
        const int steps = birds > kDensityReferenceBirds ? 120 : 260;
        float closest = INFINITY;
        FlockState state;
        for (int s = 0; s < steps; ++s) {
            if (s == 40) {
                ASSERT_TRUE(sim.sendHawk());
            }
            sim.step(false);
            sim.backend().download(state);
            for (std::size_t i = 0; i < state.size(); ++i) {
                for (const Obstacle& o : sim.world().obstacles) {
                    const float d = obstacleDistance(o, state.position[i]).distance;
                    ASSERT_GE(d, 0.0f) << birds << " birds: bird " << i << " inside after step " << s;
                    closest = std::min(closest, d);
                }
            }
        }
        EXPECT_LT(closest, 1.0f) << birds << " birds never came near an obstacle: the test saw nothing";
    }
}

// The roost at dusk: every bird settles on the reed bed and the measure counts them.
TEST_P(OnBothBackends, AtDuskEveryBirdSettlesOnTheRoost) {
    SimParams params;
    params.birdCount = 300;
    params.descentStep = 100;
    Simulation sim(params, make());
    EXPECT_EQ(sim.metrics().roosting, 0u);
    int steps = 0;
    while (sim.metrics().roosting < sim.birdCount() && steps < 2000) {
        sim.step(false);
        ++steps;
    }
    EXPECT_EQ(sim.metrics().roosting, sim.birdCount()) << "after " << steps << " steps";
    FlockState state;
    sim.backend().download(state);
    EXPECT_EQ(roostingCount(state), state.size());
    for (const glm::vec3& p : state.position) {
        EXPECT_LE(glm::length(glm::vec2(p.x, p.z)), params.roostLandingRadius);
        EXPECT_LE(p.y, roostGroundY(params) + kRoostBedHeight * params.roostLandingRadius);
    }
}

INSTANTIATE_TEST_SUITE_P(Backends, OnBothBackends, ::testing::Values("cpu", "gpu"),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

// --- the GPU against the CPU over many steps ----------------------------------------------

TEST(GpuAgainstCpu, ManyStepMeansAgreeOverFourSeeds) {
    // 500 birds rather than the default 1500 keeps this within seconds on llvmpipe.
    SimParams params;
    params.birdCount = 500;
    const BackendMeans m = meansOverFourSeeds(params);
    EXPECT_NEAR(m.gpu.polarization, m.cpu.polarization, 3.0);
    EXPECT_NEAR(m.gpu.clumping, m.cpu.clumping, 3.0);
    EXPECT_NEAR(m.gpu.largestPct, m.cpu.largestPct, 5.0);
}

// --- GPU only ------------------------------------------------------------------------

TEST(GpuInstances, CurrentAndPreviousFollowTheSteps) {
    auto headless = makeHeadlessGpuBackend();
    ASSERT_TRUE(headless) << headless.error();
    GpuBackend& gpu = (*headless)->gpu();
    SimParams params;
    params.birdCount = 257;
    const FlockState start = makeInitialFlock(params);
    gpu.upload(start);
    auto read = [](const Buffer& b, std::size_t n) {
        std::vector<BirdInstance> v(n);
        b.download(0, n * sizeof(BirdInstance), v.data());
        return v;
    };
    const auto before = read(gpu.currentInstances(), start.size());
    ASSERT_EQ(before.size(), start.size());
    EXPECT_EQ(glm::vec3(before[9].positionEdge), start.position[9]);
    EXPECT_EQ(before[9].headingFear.w, start.fear[9]);
    const auto previousAtStart = read(gpu.previousInstances(), start.size());
    EXPECT_EQ(glm::vec3(previousAtStart[9].positionEdge), start.position[9]);

    gpu.step(params, {});
    const auto previous = read(gpu.previousInstances(), start.size());
    const auto current = read(gpu.currentInstances(), start.size());
    FlockState after;
    gpu.download(after);
    for (std::size_t i = 0; i < start.size(); ++i) {
        ASSERT_EQ(glm::vec3(previous[i].positionEdge), start.position[i]) << i;
        ASSERT_EQ(glm::vec3(current[i].positionEdge), after.position[i]) << i;
        ASSERT_EQ(glm::vec3(current[i].headingFear), after.heading[i]) << i;
        ASSERT_EQ(current[i].positionEdge.w, after.edge[i]) << i;
    }
}

// A starling's close-up lists the partners the starling step searched for (its blind angle and
// the radius it searched with), on the GPU as on the CPU.
TEST(GpuCloseUp, AStarlingListsThePartnersItsStepSearched) {
    auto headless = makeHeadlessGpuBackend();
    ASSERT_TRUE(headless) << headless.error();
    GpuBackend& gpu = (*headless)->gpu();
    SimParams params = withModel(SimParams{}, FlockModel::Starling);
    params.birdCount = 333;
    const FlockState read = testing::warmFlock(params, 60);
    gpu.upload(read);
    const auto used = gpu.stepRecordingNeighbours(params, {});
    FlockState now;
    gpu.download(now);
    int differsFromSeedRule = 0;
    for (std::uint32_t bird : {0u, 1u, 100u, 332u}) {
        const BirdCloseUp g = gpu.closeUp(params, bird);
        std::vector<std::uint32_t> listed;
        for (const CloseUpNeighbour& n : g.neighbours) listed.push_back(n.index);
        EXPECT_EQ(listed, used[bird]) << "bird " << bird;
        const BirdCloseUp c = closeUpOf(params, read, now, bird);
        std::vector<std::uint32_t> cpu;
        for (const CloseUpNeighbour& n : c.neighbours) cpu.push_back(n.index);
        EXPECT_EQ(listed, cpu) << "bird " << bird;
        SimParams seedRule = params;
        seedRule.model = FlockModel::Seed;
        std::vector<std::uint32_t> seedList;
        for (const CloseUpNeighbour& n : closeUpOf(seedRule, read, now, bird).neighbours) seedList.push_back(n.index);
        differsFromSeedRule += seedList != listed ? 1 : 0;
    }
    EXPECT_GT(differsFromSeedRule, 0) << "the starling's partners are not the seed rule's k = 7";
}

// The inspector's close-up on the GPU lists the very birds the GPU step used (its recorded
// lists), in closeUpOf's order, and the CPU's closeUpOf over the same two states agrees.
TEST(GpuCloseUp, ListsTheNeighboursTheStepUsed) {
    auto headless = makeHeadlessGpuBackend();
    ASSERT_TRUE(headless) << headless.error();
    GpuBackend& gpu = (*headless)->gpu();
    for (const NeighbourMode mode : {NeighbourMode::Topological, NeighbourMode::Metric}) {
        SimParams params;
        params.birdCount = 333;  // not a multiple of any workgroup
        params.neighbourMode = mode;
        params.topologicalK = 9;
        const FlockState read = testing::warmFlock(params, 20);
        gpu.upload(read);
        const auto used = gpu.stepRecordingNeighbours(params, {});
        FlockState now;
        gpu.download(now);
        for (std::uint32_t bird : {0u, 1u, 100u, 332u}) {
            const BirdCloseUp g = gpu.closeUp(params, bird);
            std::vector<std::uint32_t> listed;
            for (const CloseUpNeighbour& n : g.neighbours) listed.push_back(n.index);
            auto stepSet = used[bird];
            if (mode == NeighbourMode::Metric) std::sort(stepSet.begin(), stepSet.end());  // cell-scan order
            auto sortedListed = listed;
            if (mode == NeighbourMode::Metric) std::sort(sortedListed.begin(), sortedListed.end());
            EXPECT_EQ(sortedListed, stepSet) << "bird " << bird;
            EXPECT_EQ(g.total, static_cast<int>(used[bird].size()));
            if (mode == NeighbourMode::Topological) {
                EXPECT_EQ(listed.size(), 9u) << "bird " << bird;
            }

            const BirdCloseUp c = closeUpOf(params, read, now, bird);
            ASSERT_EQ(c.neighbours.size(), g.neighbours.size()) << "bird " << bird;
            for (std::size_t n = 0; n < c.neighbours.size(); ++n) {
                EXPECT_EQ(g.neighbours[n].index, c.neighbours[n].index) << "bird " << bird << " #" << n;
                EXPECT_EQ(g.neighbours[n].distance, c.neighbours[n].distance);
                EXPECT_EQ(g.neighbours[n].previous, c.neighbours[n].previous);
                EXPECT_EQ(g.neighbours[n].current, c.neighbours[n].current);
            }
            EXPECT_EQ(g.previous, c.previous);
            EXPECT_EQ(g.current, c.current);
            EXPECT_EQ(g.heading, c.heading);
            EXPECT_EQ(g.speed, c.speed);
            EXPECT_EQ(g.fear, c.fear);
            EXPECT_EQ(g.edge, c.edge);
        }
    }
}

// A flock larger than one shader invocation may loop over (llvmpipe ends an invocation's
// loops after 65535 iterations in all): the close-up, searched in passes, still lists the
// very neighbours closeUpOf finds, and in metric mode counts them all. (Searched by one
// invocation over the flock, it listed one neighbour and six empty rows at 100,000 birds.)
TEST(GpuCloseUp, ListsTheNeighboursOfAFlockLargerThanOneInvocationMayLoopOver) {
    auto headless = makeHeadlessGpuBackend();
    ASSERT_TRUE(headless) << headless.error();
    GpuBackend& gpu = (*headless)->gpu();
    struct Rule {
        NeighbourMode mode;
        int k;
        float radius;
        std::size_t listed;  // what every bird here lists: k, or the most a close-up lists
    };
    // k = 7 and the most, 64 (whole lists merged); the model's radius, and one wide enough
    // that more birds are found than a close-up lists.
    for (const Rule rule :
         {Rule{NeighbourMode::Topological, 7, 0.0f, 7}, Rule{NeighbourMode::Topological, 64, 0.0f, 64},
          Rule{NeighbourMode::Metric, 7, 2.9f, 0}, Rule{NeighbourMode::Metric, 7, 12.0f, 64}}) {
        SimParams params;
        params.birdCount = 70'001;
        params.scaleSkyWithBirds = true;
        params.neighbourMode = rule.mode;
        params.topologicalK = rule.k;
        if (rule.radius > 0.0f) params.metricRadius = rule.radius;
        const SimParams world = worldParams(params);
        const FlockState read = testing::warmFlock(world, 2);
        gpu.upload(read);
        gpu.step(world, {});
        FlockState now;
        gpu.download(now);
        for (std::uint32_t bird : {0u, 35'000u, 70'000u}) {
            const BirdCloseUp g = gpu.closeUp(world, bird);
            const BirdCloseUp c = closeUpOf(world, read, now, bird);
            EXPECT_GT(c.total, 0) << "bird " << bird << ": nothing to compare";
            EXPECT_EQ(g.total, c.total) << "bird " << bird;
            ASSERT_EQ(g.neighbours.size(), c.neighbours.size()) << "bird " << bird;
            if (rule.listed > 0) {
                EXPECT_EQ(g.neighbours.size(), rule.listed) << "bird " << bird;
            }
            for (std::size_t n = 0; n < c.neighbours.size(); ++n) {
                EXPECT_EQ(g.neighbours[n].index, c.neighbours[n].index) << "bird " << bird << " #" << n;
                EXPECT_EQ(g.neighbours[n].distance, c.neighbours[n].distance);
            }
        }
    }
}

TEST(GpuErrors, ABrokenSimulationShaderIsReportedNotFatal) {
    auto context = HeadlessContext::create();
    ASSERT_TRUE(context) << context.error();
    ShaderSources sources = simShaderSources();
    sources.setOverride("sim/steering.glsl", "// broken on purpose\nvec3 steering( {\n");
    auto backend = makeGpuBackend(sources);
    EXPECT_FALSE(backend);
    const std::string& error = backend.error();
    EXPECT_NE(error.find("sim/steering.glsl:2"), std::string::npos) << error;
    EXPECT_NE(error.find("sim/step_birds.comp"), std::string::npos) << error;
}

}  // namespace
}  // namespace murmur::gl::testing
