// gpu_step_parity_test.cpp - from identical states, one GPU step against one CPU step:
// every bird's neighbour set equal, every position / heading / fear / speed / edge within
// 1e-4; the grid the GPU builds equal to the CPU's; cluster labels equal. Bird counts that
// are not multiples of the workgroup size, both neighbour modes, a hawk, birds outside
// the sky, birds thrown far enough that the grid's cells grow.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include <glm/geometric.hpp>

#include "gpu_test_support.hpp"
#include "murmur/model/cpu_step.hpp"
#include "murmur/model/grid.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/model/metrics.hpp"

namespace murmur::gl::testing {

namespace {

enum class Scene { Calm, Hawk, Hawks, Outside, FarAway, Lattice, Air, Obstacles, Dusk, Flocks };

std::string sceneName(Scene s) {
    switch (s) {
        case Scene::Calm:
            return "calm";
        case Scene::Hawk:
            return "hawk";
        case Scene::Hawks:
            return "hawks";
        case Scene::Outside:
            return "outside";
        case Scene::FarAway:
            return "faraway";
        case Scene::Lattice:
            return "lattice";
        case Scene::Air:
            return "air";
        case Scene::Obstacles:
            return "obstacles";
        case Scene::Dusk:
            return "dusk";
        case Scene::Flocks:
            return "flocks";
    }
    return "?";
}

struct Case {
    int birds;
    NeighbourMode mode;
    int k;
    Scene scene;
};

std::string caseName(const ::testing::TestParamInfo<Case>& info) {
    const Case& c = info.param;
    // Appended piece by piece: GCC 12 warns (falsely, -Wrestrict) on one long concatenation.
    std::string name = std::to_string(c.birds);
    name += c.mode == NeighbourMode::Metric ? std::string("_metric_") : "_k" + std::to_string(c.k) + "_";
    name += sceneName(c.scene);
    return name;
}

class OneStepParity : public SharedGpuBackend<::testing::TestWithParam<Case>> {};

TEST_P(OneStepParity, NeighboursAndStateMatchTheCpu) {
    ASSERT_NE(gpu_, nullptr) << error_;
    const Case& c = GetParam();
    SimParams params;
    params.birdCount = c.birds;
    params.neighbourMode = c.mode;
    params.topologicalK = c.k;
    params.seed = 3;
    if (c.scene == Scene::Air) {
        // Wind, gusts and fear that spreads, with the hawk of the hawk scene.
        params.wind = {0.08f, 0.0f, -0.03f};
        params.gustSpeed = 0.1f;
        params.gustLength = 15.0f;
        params.fearContagion = 0.8f;
    }
    if (c.scene == Scene::Flocks) params.flockCount = 3;  // three homes, three starting balls
    FlockState state = warmFlock(params, c.birds > 2000 ? 5 : 30);
    HawkView hawk;
    if (c.scene == Scene::Hawk || c.scene == Scene::Air || c.scene == Scene::Hawks) {
        // In the middle of the flock: many birds within the flee range, one exactly on it.
        hawk.inSky = true;
        hawk.position = state.position[state.size() / 2] + glm::vec3(0.5f, 0.25f, 0.0f);
        for (std::size_t i = 0; i < state.size(); i += 5) state.fear[i] = 0.5f;  // fear decays
        if (c.scene == Scene::Hawks) hawk = withOtherHawks(hawk, state);
    } else if (c.scene == Scene::Outside) {
        // A third of the birds well outside the sky ellipsoid.
        for (std::size_t i = 0; i < state.size(); i += 3) state.position[i] *= glm::vec3(3.0f, 4.0f, 2.5f);
    } else if (c.scene == Scene::FarAway) {
        // Two birds thrown so far that the grid would pass kMaxGridCells at the nominal cell.
        state.position[0] = glm::vec3(9000.0f, -4000.0f, 7000.0f);
        if (state.size() > 1) state.position[state.size() - 1] = glm::vec3(-8000.0f, 3000.0f, -9000.0f);
    } else if (c.scene == Scene::Lattice) {
        // Integer lattice points, some doubled: many exactly equal distances (and zeros),
        // so only the index tie-break decides who is a neighbour.
        for (std::size_t i = 0; i < state.size(); ++i) {
            const auto j = static_cast<int>(i % 3 == 2 ? i - 1 : i);
            state.position[i] =
                2.0f * glm::vec3(static_cast<float>(j % 13) - 6.0f, static_cast<float>((j / 13) % 7) - 3.0f,
                                 static_cast<float>(j / 91) - 5.0f);
        }
    }
    if (c.scene == Scene::Obstacles) {
        // A pylon through the flock, a box and a ball in it: birds start inside (pushed out)
        // and in front of them (turning).
        params.obstacles = obstaclesAround(state.position[state.size() / 2]);
        hawk.inSky = true;
        hawk.position = state.position[state.size() / 3];
    }
    if (c.scene == Scene::Dusk) duskAround(params, state);
    gpu_->makeCurrent();
    gpu_->upload(state);

    // The grid: the same box, edge and dims as UniformGrid::build.
    UniformGrid cpuGrid;
    cpuGrid.build(state.position, params.cellSize);
    const layout::GpuGridInfo info = gpu_->gpu().gridInfo(params);
    EXPECT_EQ(info.origin, cpuGrid.origin);
    EXPECT_EQ(info.cellSize, cpuGrid.cellSize);
    EXPECT_EQ(glm::ivec3(info.dimsX, info.dimsY, info.dimsZ), cpuGrid.dims);

    const auto expected = neighbourSets(params, state);
    auto got = gpu_->gpu().stepRecordingNeighbours(params, hawk);
    ASSERT_EQ(got.size(), expected.size());
    int wrongSets = 0;
    for (std::size_t i = 0; i < got.size(); ++i) {
        auto g = got[i];
        auto e = expected[i];
        if (c.mode == NeighbourMode::Metric) {
            // Metric lists come in cell-scan order: compare them as sets.
            std::sort(g.begin(), g.end());
            std::sort(e.begin(), e.end());
        }
        if (g != e && ++wrongSets <= 3) {
            std::string detail;
            for (std::size_t n = 0; n < std::max(g.size(), e.size()); ++n) {
                if (n < g.size() && n < e.size() && g[n] == e[n]) continue;
                detail += " [" + std::to_string(n) + "] gpu " + (n < g.size() ? std::to_string(g[n]) : "-") + " cpu " +
                          (n < e.size() ? std::to_string(e[n]) : "-");
            }
            ADD_FAILURE() << "bird " << i << ": GPU and CPU neighbour sets differ (" << g.size() << " vs " << e.size()
                          << " birds):" << detail;
        }
    }
    EXPECT_EQ(wrongSets, 0);

    FlockState cpuNext;
    CpuStepper().step(params, hawk, state, cpuNext);
    FlockState gpuNext;
    gpu_->download(gpuNext);
    ASSERT_EQ(gpuNext.size(), cpuNext.size());
    EXPECT_EQ(gpuNext.step, cpuNext.step);
    float worst = 0.0f;
    std::size_t worstBird = 0;
    for (std::size_t i = 0; i < cpuNext.size(); ++i) {
        const float d =
            std::max({glm::length(gpuNext.position[i] - cpuNext.position[i]),
                      glm::length(gpuNext.heading[i] - cpuNext.heading[i]), std::abs(gpuNext.fear[i] - cpuNext.fear[i]),
                      std::abs(gpuNext.speed[i] - cpuNext.speed[i]), std::abs(gpuNext.edge[i] - cpuNext.edge[i])});
        if (d > worst) {
            worst = d;
            worstBird = i;
        }
    }
    EXPECT_LE(worst, 1e-4f) << "bird " << worstBird;
    EXPECT_TRUE(allFinite(gpuNext));
    if (c.scene == Scene::Air) {
        // Some bird out of the hawk's reach took fear from a neighbour; the air moved it.
        int heard = 0;
        for (std::size_t i = 0; i < cpuNext.size(); ++i)
            heard += glm::length(state.position[i] - hawk.position) > params.fleeRange &&
                             cpuNext.fear[i] > params.fearDecay * state.fear[i] + 1e-6f
                         ? 1
                         : 0;
        EXPECT_GT(heard, 0) << "nobody heard fear: the scene does not test contagion";
        SimParams still = params;
        still.gustSpeed = 0.0f;
        FlockState stillNext;
        CpuStepper().step(still, hawk, state, stillNext);
        EXPECT_GT(glm::length(stillNext.position[0] - cpuNext.position[0]), 1e-3f) << "the gusts moved nobody";
    }
    if (c.scene == Scene::Obstacles) expectObstaclesActed(params, hawk, state, cpuNext, gpuNext);
    if (c.scene == Scene::Dusk) expectDuskActed(params, hawk, state, cpuNext);
    if (c.scene == Scene::Hawks) expectEveryHawkFeared(params, hawk, state, gpuNext);
    if (c.scene == Scene::Flocks) expectHomesActed(params, hawk, state, cpuNext);
    if (c.scene == Scene::Hawk) {
        const auto feared = std::count_if(gpuNext.fear.begin(), gpuNext.fear.end(), [](float f) { return f > 0.6f; });
        EXPECT_GT(feared, 0) << "the hawk frightened nobody: the scene does not test flee";
    }
}

std::vector<Case> cases() {
    std::vector<Case> out;
    for (int n : {1, 63, 64, 65, 1500, 4097}) {
        out.push_back({n, NeighbourMode::Topological, 7, Scene::Calm});
        out.push_back({n, NeighbourMode::Metric, 7, Scene::Calm});
    }
    for (NeighbourMode mode : {NeighbourMode::Topological, NeighbourMode::Metric}) {
        out.push_back({1500, mode, 7, Scene::Hawk});
        out.push_back({1500, mode, 7, Scene::Hawks});
        out.push_back({1500, mode, 7, Scene::Flocks});
        out.push_back({1500, mode, 7, Scene::Outside});
        out.push_back({500, mode, 7, Scene::FarAway});
        out.push_back({1000, mode, 7, Scene::Lattice});
        out.push_back({1500, mode, 7, Scene::Air});
        out.push_back({1500, mode, 7, Scene::Obstacles});
        out.push_back({1500, mode, 7, Scene::Dusk});
    }
    // Every register capacity of the step (8, 16, 32, 64).
    for (int k : {1, 15, 16, 17, 40, 64}) out.push_back({700, NeighbourMode::Topological, k, Scene::Calm});
    out.push_back({1000, NeighbourMode::Topological, 1, Scene::Lattice});
    out.push_back({1000, NeighbourMode::Topological, 30, Scene::Lattice});
    return out;
}

INSTANTIATE_TEST_SUITE_P(Gpu, OneStepParity, ::testing::ValuesIn(cases()), caseName);

// --- every knob of SimParams the step reads, varied together --------------------------------

TEST(GpuParity, RandomParameterSetsMatchTheCpu) {
    auto made = makeHeadlessGpuBackend();
    ASSERT_TRUE(made) << made.error();
    auto& gpu = *made;
    std::mt19937 rng(2024);
    auto pick = [&](float lo, float hi) { return std::uniform_real_distribution<float>(lo, hi)(rng); };
    for (int set = 0; set < 10; ++set) {
        SimParams params;
        params.birdCount = 300 + static_cast<int>(rng() % 700);
        params.seed = rng();
        params.neighbourMode = set % 2 == 0 ? NeighbourMode::Topological : NeighbourMode::Metric;
        params.topologicalK = 1 + static_cast<int>(rng() % kMaxTopologicalK);
        params.metricRadius = pick(0.5f, 6.0f);
        params.topoMaxDistance = pick(2.0f, 40.0f);
        params.cellSize = pick(1.0f, 8.0f);
        params.cohesionWeight = set == 3 ? 0.0f : pick(0.0f, 2.0f);
        params.alignmentWeight = set == 5 ? 0.0f : pick(0.0f, 2.0f);
        params.separationWeight = set == 7 ? 0.0f : pick(0.0f, 2.0f);
        params.jitter = pick(0.0f, 0.5f);
        params.maxTurn = pick(0.02f, 0.5f);
        params.baseSpeed = pick(0.1f, 1.0f);
        params.separationRange = pick(0.5f, 3.0f);
        params.edgeScale = pick(0.5f, 4.0f);
        params.edgeSmoothing = pick(0.0f, 1.0f);
        if (set % 2 == 1) params.wind = glm::vec3(pick(-0.05f, 0.05f), pick(-0.02f, 0.02f), pick(-0.05f, 0.05f));
        const FlockState state = warmFlock(params, 10);
        const HawkView hawk{set % 3 == 0, state.position[0] + glm::vec3(1.0f, 0.0f, 0.0f)};
        gpu->upload(state);
        auto got = gpu->gpu().stepRecordingNeighbours(params, hawk);
        auto expected = neighbourSets(params, state);
        int wrong = 0;
        for (std::size_t i = 0; i < got.size(); ++i) {
            std::sort(got[i].begin(), got[i].end());
            std::sort(expected[i].begin(), expected[i].end());
            wrong += got[i] != expected[i];
        }
        EXPECT_EQ(wrong, 0) << "parameter set " << set;
        FlockState cpuNext, gpuNext;
        CpuStepper().step(params, hawk, state, cpuNext);
        gpu->download(gpuNext);
        float worst = 0.0f;
        for (std::size_t i = 0; i < cpuNext.size(); ++i)
            worst = std::max({worst, glm::length(gpuNext.position[i] - cpuNext.position[i]),
                              glm::length(gpuNext.heading[i] - cpuNext.heading[i]),
                              std::abs(gpuNext.edge[i] - cpuNext.edge[i])});
        EXPECT_LE(worst, 1e-4f) << "parameter set " << set;
    }
}

// --- clusters: the same labels as the CPU's union-find ------------------------------------

// How many birds' neighbour sets differ between two lists of the same flock.
int differingSets(const std::vector<std::vector<std::uint32_t>>& got,
                  const std::vector<std::vector<std::uint32_t>>& expected) {
    int differing = 0;
    for (std::size_t i = 0; i < got.size() && i < expected.size(); ++i) differing += got[i] != expected[i] ? 1 : 0;
    return differing;
}

// Density-sized cells on the GPU (grid.hpp): after a step of a dense ball, the next step's
// grid takes the CPU's edge from the same birds' k-th distances (smaller than CELL), and the
// neighbour sets found with it are still exactly the CPU's.
class GpuDensityCells : public SharedGpuBackend<::testing::Test> {};

TEST_F(GpuDensityCells, ADenseFlocksGridShrinksAndItsNeighbourSetsStayTheCpus) {
    ASSERT_NE(gpu_, nullptr) << error_;
    SimParams params;
    params.birdCount = 6000;
    params.seed = 5;
    FlockState start = makeInitialFlock(params);
    for (glm::vec3& p : start.position) p *= 0.3f;  // about 37 birds a CELL = 3 cube
    gpu_->makeCurrent();
    gpu_->upload(start);
    gpu_->step(params, {});
    EXPECT_EQ(gpu_->gpu().stepCellEdge(), params.cellSize);  // the first step: nothing measured yet

    // The edge the CPU's step would take from the same state's k-th distances.
    const auto sets = neighbourSets(params, start);
    std::vector<float> kthSq(start.size(), 0.0f), scratch;
    const auto k = static_cast<std::size_t>(params.topologicalK);
    for (std::size_t i = 0; i < sets.size(); ++i)
        if (sets[i].size() == k) {
            const glm::vec3 d = start.position[sets[i][k - 1]] - start.position[i];
            kthSq[i] = glm::dot(d, d);
        }
    const float cpuEdge = densityCellEdge(kthSq, params.topologicalK, params.cellSize, scratch);
    ASSERT_LT(cpuEdge, 0.8f * params.cellSize);

    FlockState stepped;
    gpu_->download(stepped);
    const auto got = gpu_->gpu().stepRecordingNeighbours(params, {});
    EXPECT_NEAR(gpu_->gpu().stepCellEdge(), cpuEdge, 1e-4f * cpuEdge);
    EXPECT_NEAR(gpu_->gpu().stepGridInfo().cellSize, cpuEdge, 1e-4f * cpuEdge);  // the grid searched
    const auto expected = neighbourSets(params, stepped);
    ASSERT_EQ(got.size(), expected.size());
    EXPECT_EQ(differingSets(got, expected), 0);
}

// A flock of 100,000 at the default density, with two stragglers 20 units outside the
// starting ball, whose searches widen shell by shell until TOPO_MAX: every neighbour set is
// still the CPU's. (llvmpipe ends a shader invocation's loops after 65,535 iterations in all,
// silently; the close-up once ran into it. A straggler hundreds of cells out with TOPO_MAX
// raised that far still does: docs/benchmarks.md.)
TEST_F(GpuDensityCells, AHundredThousandBirdsWithStragglersKeepTheCpusNeighbourSets) {
    ASSERT_NE(gpu_, nullptr) << error_;
    SimParams asked;
    asked.birdCount = 100'000;
    asked.scaleSkyWithBirds = true;
    const SimParams params = worldParams(asked);
    FlockState start = makeInitialFlock(params);
    const float outside = params.startRadius + 20.0f;
    start.position[0] = glm::vec3(0.0f, 0.0f, outside);  // (the ball is centred on the origin)
    start.position[1] = glm::vec3(-outside, 0.0f, 0.0f);
    gpu_->makeCurrent();
    gpu_->upload(start);
    gpu_->step(params, {});
    FlockState stepped;
    gpu_->download(stepped);
    const auto got = gpu_->gpu().stepRecordingNeighbours(params, {});
    const auto expected = neighbourSets(params, stepped);
    ASSERT_EQ(got.size(), expected.size());
    ASSERT_EQ(expected[0].size(), 7u);
    EXPECT_EQ(got[0], expected[0]) << "a straggler";
    ASSERT_EQ(expected[1].size(), 7u);
    EXPECT_EQ(got[1], expected[1]) << "the other straggler";
    EXPECT_EQ(differingSets(got, expected), 0);
}

// Stragglers hundreds of units out, with TOPO_MAX at its most (1e4): a search from one crosses
// a hundred rings of empty cells, more cells than llvmpipe lets one invocation loop over
// (65,535 iterations in all, then it stops without a word). Past a few rings the search goes
// on by blocks of cells, an empty block one look, and finds the CPU's set: along the
// diagonal, along an axis, a far pair each other's nearest (the same block), one nearer.
TEST_F(GpuDensityCells, FarStragglersWithTopoMaxAtItsMostFindTheCpusNeighbours) {
    ASSERT_NE(gpu_, nullptr) << error_;
    SimParams params;
    params.birdCount = 1500;
    params.seed = 9;
    params.topoMaxDistance = 1e4f;
    FlockState start = makeInitialFlock(params);
    const std::vector<glm::vec3> stragglers = {{300.0f, 300.0f, 300.0f},
                                               {0.0f, 0.0f, -400.0f},
                                               {-250.0f, -40.0f, 260.0f},
                                               {-250.5f, -40.0f, 260.3f},
                                               {-20.0f, 180.0f, 10.0f}};
    for (std::size_t i = 0; i < stragglers.size(); ++i) start.position[i] = stragglers[i];
    gpu_->makeCurrent();
    gpu_->upload(start);
    const auto got = gpu_->gpu().stepRecordingNeighbours(params, {});
    EXPECT_GT(gpu_->gpu().stepGridInfo().blockEdge, 1);  // the blocks are more than cells
    const auto expected = neighbourSets(params, start);
    ASSERT_EQ(got.size(), expected.size());
    for (std::size_t i = 0; i < stragglers.size(); ++i) {
        ASSERT_EQ(expected[i].size(), 7u) << "straggler " << i;
        EXPECT_EQ(got[i], expected[i]) << "straggler " << i;
    }
    EXPECT_EQ(expected[2][0], 3u);  // the pair: each other's nearest
    EXPECT_EQ(expected[3][0], 2u);
    EXPECT_EQ(differingSets(got, expected), 0);
}

// A straggler 2,000 units out along an axis from 100,000 birds, on either side: a long, thin
// grid whose blocks are 40-odd cells a side, and the flock's filled blocks hold thousands of
// birds (at +2,500 the whole flock is one block). A filled block is walked from its cells
// nearest the bird outward, row by row, each row one run of birds cut to the k-th's reach.
TEST_F(GpuDensityCells, OneStragglerFarAlongAnAxisFindsTheCpusNeighbours) {
    ASSERT_NE(gpu_, nullptr) << error_;
    SimParams asked;
    asked.birdCount = 100'000;
    asked.scaleSkyWithBirds = true;
    asked.topoMaxDistance = 1e4f;
    const SimParams params = worldParams(asked);
    for (const float out : {-2000.0f, 2500.0f}) {
        FlockState start = makeInitialFlock(params);
        start.position[0] = glm::vec3(0.0f, 0.0f, out);
        gpu_->makeCurrent();
        gpu_->upload(start);
        const auto got = gpu_->gpu().stepRecordingNeighbours(params, {});
        EXPECT_GT(gpu_->gpu().stepGridInfo().blockEdge, 30) << out;
        const auto expected = neighbourSets(params, start);
        ASSERT_EQ(got.size(), expected.size());
        ASSERT_EQ(expected[0].size(), 7u) << out;
        EXPECT_EQ(got[0], expected[0]) << "the straggler at z = " << out;
        EXPECT_EQ(differingSets(got, expected), 0) << out;
    }
}

TEST(GpuClusters, LabelsEqualTheCpu) {
    auto made = makeHeadlessGpuBackend();
    ASSERT_TRUE(made) << made.error();
    auto& gpu = *made;
    for (int n : {1, 65, 1500, 4097}) {
        SimParams params;
        params.birdCount = n;
        params.seed = 7;
        FlockState state = warmFlock(params, 40);
        // Spread a quarter of them out so there are many components.
        for (std::size_t i = 0; i < state.size(); i += 4) state.position[i] *= 1.8f;
        gpu->upload(state);
        std::vector<std::uint32_t> cpuLabels;
        const ClusterSummary cpu =
            findClusters(state.position, params.clusterLinkDistance, clusterMinSize(params, n), &cpuLabels);
        EXPECT_EQ(gpu->gpu().clusterLabels(params), cpuLabels) << n << " birds";
        const FlockMetrics m = gpu->measure(params, true);
        EXPECT_TRUE(m.hasClusters);
        EXPECT_EQ(m.clusters.count, cpu.count) << n << " birds";
        EXPECT_EQ(m.clusters.largestPct, cpu.largestPct) << n << " birds";
    }
}

TEST(GpuMetrics, MatchTheCpuOnTheSameState) {
    auto made = makeHeadlessGpuBackend();
    ASSERT_TRUE(made) << made.error();
    auto& gpu = *made;
    SimParams params;
    params.birdCount = 4097;
    const FlockState state = warmFlock(params, 20);
    gpu->upload(state);
    const FlockMetrics cpu = measureFlock(params, state);
    const FlockMetrics g = gpu->measure(params, false);
    EXPECT_NEAR(g.polarization, cpu.polarization, 1e-3f);
    EXPECT_NEAR(g.clumping, cpu.clumping, 1e-3f);
    EXPECT_NEAR(g.meanDistance, cpu.meanDistance, 1e-4f);
    EXPECT_LT(glm::length(g.centroid - cpu.centroid), 1e-4f);
    EXPECT_LT(glm::length(g.meanHeading - cpu.meanHeading), 1e-6f);
    EXPECT_FALSE(g.hasClusters);
}

}  // namespace
}  // namespace murmur::gl::testing
