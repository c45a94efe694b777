// gpu_starling_parity_test.cpp - the starling model's GPU step (step_starling.comp) against
// the CPU reference (starling_step.cpp): from identical states, one step gives every bird the
// same partners as the CPU's brute-force search (blind angle and adaptive range on) and the
// same state within rounding, with each part of the model on and off, a hawk, birds at the
// ground and beyond the roost; over many steps, the same flock statistics.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include <glm/geometric.hpp>

#include "gpu_test_support.hpp"
#include "murmur/model/cpu_step.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/model/starling.hpp"
#include "murmur/simulation/simulation.hpp"

namespace murmur::gl::testing {
namespace {

enum class Scene { Start, Warm, Hawk, Ground, BeyondRoost, Air, Obstacles, Dusk, Hawks, Flocks };
enum class Part { All, NoVision, NoFlight, NoRoost, NoAdaptiveRange, NoDifferences };

struct Case {
    int birds;
    Scene scene;
    Part part;
    int k = 7;  // without the adaptive range
};

std::string caseName(const ::testing::TestParamInfo<Case>& info) {
    static const std::array<const char*, 10> scenes = {"start", "warm",      "hawk", "ground", "beyondroost",
                                                       "air",   "obstacles", "dusk", "hawks",  "flocks"};
    static const std::array<const char*, 6> parts = {"all", "novision", "noflight", "noroost", "norange", "nodiff"};
    std::string name = std::to_string(info.param.birds);
    name += "_";
    name += scenes[static_cast<int>(info.param.scene)];
    name += "_";
    name += parts[static_cast<int>(info.param.part)];
    if (info.param.part == Part::NoAdaptiveRange) name += "_k" + std::to_string(info.param.k);
    return name;
}

SimParams starlingParams(const Case& c) {
    SimParams p = withModel(SimParams{}, FlockModel::Starling);
    p.birdCount = c.birds;
    p.seed = 5;
    p.topologicalK = c.k;
    p.starlingVision = c.part != Part::NoVision;
    p.starlingFlight = c.part != Part::NoFlight;
    p.starlingRoost = c.part != Part::NoRoost;
    p.starlingAdaptiveRange = c.part != Part::NoAdaptiveRange;
    p.starlingDifferences = c.part != Part::NoDifferences;
    if (c.scene == Scene::Flocks) p.flockCount = 3;  // three homes: the roost's ring round each
    if (c.scene == Scene::Air) {
        // Wind, gusts and fear that spreads, with the hawk of the hawk scene.
        p.wind = {3.0f, 0.0f, -1.0f};
        p.gustSpeed = 2.0f;
        p.gustLength = 30.0f;
        p.fearContagion = 0.8f;
    }
    return p;
}

// A bird's partners from the CPU's brute-force search, nearest first.
std::vector<std::uint32_t> cpuPartners(const SimParams& params, const FlockState& state, std::uint32_t bird) {
    std::array<Neighbour, std::max(kMaxTopologicalK, kStarlingMaxPartners)> out;
    const int n = starlingPartners(params, nullptr, state, bird, out.data());
    std::vector<std::uint32_t> indices;
    for (int i = 0; i < n; ++i) indices.push_back(out[static_cast<std::size_t>(i)].index);
    return indices;
}

class StarlingOneStep : public SharedGpuBackend<::testing::TestWithParam<Case>> {};

TEST_P(StarlingOneStep, PartnersAndStateMatchTheCpu) {
    ASSERT_NE(gpu_, nullptr) << error_;
    const Case& c = GetParam();
    const SimParams params = starlingParams(c);
    // 0.6 s of flight: banked turns, held decisions, perception radii that have moved.
    FlockState state = warmFlock(params, c.scene == Scene::Start ? 0 : 120);
    ASSERT_TRUE(state.flight);
    HawkView hawk;
    const float floor = groundHeight(params) + kGroundClearance;
    if (c.scene == Scene::Hawk || c.scene == Scene::Air || c.scene == Scene::Hawks) {
        hawk.inSky = true;
        hawk.position = state.position[state.size() / 2] + glm::vec3(1.5f, 0.5f, 0.0f);
        if (c.scene == Scene::Hawks) hawk = withOtherHawks(hawk, state);
        if (c.scene == Scene::Air)
            for (std::size_t i = 0; i < state.size(); i += 4) state.fear[i] = 0.5f;  // fear to pass on
    } else if (c.scene == Scene::Ground) {
        // Every third bird just above the ground, diving: the step must put it on the floor.
        for (std::size_t i = 0; i < state.size(); i += 3) {
            state.position[i].y = floor + 0.01f;
            state.heading[i] = glm::normalize(glm::vec3(1.0f, -1.0f, 0.2f));
        }
    } else if (c.scene == Scene::BeyondRoost || c.scene == Scene::Flocks) {
        for (std::size_t i = 0; i < state.size(); i += 2) state.position[i] += glm::vec3(220.0f, 0.0f, -60.0f);
    }
    SimParams run = params;
    if (c.scene == Scene::Obstacles) {
        run.obstacles = obstaclesAround(state.position[state.size() / 2]);
        hawk.inSky = true;
        hawk.position = state.position[state.size() / 3];
    }
    if (c.scene == Scene::Dusk) duskAround(run, state);
    gpu_->makeCurrent();
    gpu_->upload(state);
    const auto got = gpu_->gpu().stepRecordingNeighbours(run, hawk);
    ASSERT_EQ(got.size(), state.size());
    int wrongSets = 0;
    for (std::uint32_t i = 0; i < state.size(); ++i) {
        const auto want = cpuPartners(params, state, i);
        if (got[i] != want && ++wrongSets <= 3)
            ADD_FAILURE() << "bird " << i << ": " << got[i].size() << " GPU partners, " << want.size() << " CPU";
    }
    EXPECT_EQ(wrongSets, 0);

    FlockState cpuNext;
    CpuStepper().step(run, hawk, state, cpuNext);
    FlockState gpuNext;
    gpu_->download(gpuNext);
    ASSERT_TRUE(gpuNext.flight);
    ASSERT_EQ(gpuNext.size(), cpuNext.size());
    EXPECT_EQ(gpuNext.step, cpuNext.step);
    EXPECT_TRUE(allFinite(gpuNext));
    float worst = 0.0f;
    std::size_t worstBird = 0;
    for (std::size_t i = 0; i < cpuNext.size(); ++i) {
        const float d = std::max(
            {glm::length(gpuNext.position[i] - cpuNext.position[i]),
             glm::length(gpuNext.heading[i] - cpuNext.heading[i]), std::abs(gpuNext.speed[i] - cpuNext.speed[i]),
             std::abs(gpuNext.fear[i] - cpuNext.fear[i]), std::abs(gpuNext.edge[i] - cpuNext.edge[i]),
             std::abs(gpuNext.bank[i] - cpuNext.bank[i]), glm::length(gpuNext.steering[i] - cpuNext.steering[i]),
             // The radius is tens of metres: compare it relatively.
             std::abs(gpuNext.perception[i] - cpuNext.perception[i]) / std::max(1.0f, cpuNext.perception[i])});
        if (d > worst) {
            worst = d;
            worstBird = i;
        }
    }
    EXPECT_LE(worst, 1e-4f) << "bird " << worstBird;
    std::printf("largest GPU - CPU difference: %.3g (bird %zu)\n", static_cast<double>(worst), worstBird);

    // The scene exercises what it is named for.
    const auto count = [&](auto pred) {
        int n = 0;
        for (std::size_t i = 0; i < cpuNext.size(); ++i) n += pred(i) ? 1 : 0;
        return n;
    };
    if (c.scene == Scene::Hawk) {
        EXPECT_GT(count([&](std::size_t i) { return cpuNext.fear[i] > 0.5f; }), 0);
    }
    if (c.scene == Scene::Air) {
        // Some deciding bird out of the hawk's reach took fear from a partner.
        EXPECT_GT(count([&](std::size_t i) {
                      return glm::length(state.position[i] - hawk.position) > params.fleeRange &&
                             cpuNext.fear[i] > params.fearDecay * state.fear[i] + 1e-6f;
                  }),
                  0);
    }
    if (c.scene == Scene::Obstacles) expectObstaclesActed(run, hawk, state, cpuNext, gpuNext);
    if (c.scene == Scene::Dusk) expectDuskActed(run, hawk, state, cpuNext);
    if (c.scene == Scene::Hawks) expectEveryHawkFeared(run, hawk, state, gpuNext);
    if (c.scene == Scene::Flocks) expectHomesActed(run, hawk, state, cpuNext);
    if (c.scene == Scene::Ground) {
        EXPECT_GT(count([&](std::size_t i) { return gpuNext.position[i].y == floor; }), 0);
    }
    if (c.scene == Scene::Warm && c.part == Part::All && c.birds > 1) {
        EXPECT_GT(count([&](std::size_t i) { return std::abs(cpuNext.bank[i]) > 0.01f; }), 0);
    }
}

std::vector<Case> cases() {
    std::vector<Case> out;
    for (int n : {1, 65, 1500}) out.push_back({n, Scene::Warm, Part::All});
    for (Scene s : {Scene::Start, Scene::Hawk, Scene::Ground, Scene::BeyondRoost}) out.push_back({700, s, Part::All});
    for (Part p : {Part::NoVision, Part::NoFlight, Part::NoRoost, Part::NoDifferences})
        out.push_back({700, Scene::Warm, p});
    // Without the adaptive range: every register capacity of the step (8, 16, 32, 64).
    for (int k : {1, 7, 16, 40, 64}) out.push_back({700, Scene::Warm, Part::NoAdaptiveRange, k});
    out.push_back({4097, Scene::Hawk, Part::All});
    out.push_back({1500, Scene::Air, Part::All});
    out.push_back({1500, Scene::Obstacles, Part::All});
    out.push_back({1500, Scene::Dusk, Part::All});
    out.push_back({1500, Scene::Hawks, Part::All});
    out.push_back({1500, Scene::Flocks, Part::All});
    return out;
}

INSTANTIATE_TEST_SUITE_P(Gpu, StarlingOneStep, ::testing::ValuesIn(cases()), caseName);

// --- many steps -------------------------------------------------------------------------

TEST(GpuStarling, ManyStepMeansAgreeOverFourSeeds) {
    // The seed model's protocol and bounds (gpu_backend_test.cpp): rounding differences grow
    // over a run, so only the statistics must agree.
    SimParams params = withModel(SimParams{}, FlockModel::Starling);
    params.birdCount = 300;
    const BackendMeans m = meansOverFourSeeds(params);
    EXPECT_NEAR(m.gpu.polarization, m.cpu.polarization, 3.0);
    EXPECT_NEAR(m.gpu.clumping, m.cpu.clumping, 3.0);
    EXPECT_NEAR(m.gpu.largestPct, m.cpu.largestPct, 5.0);
}

}  // namespace
}  // namespace murmur::gl::testing
