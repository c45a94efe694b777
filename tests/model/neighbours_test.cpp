// Grid searches must return exactly what brute force returns, on every kind of cloud.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "murmur/model/block_search.hpp"
#include "murmur/model/grid.hpp"
#include "murmur/model/neighbours.hpp"
#include "murmur/model/params.hpp"
#include "murmur/model/random.hpp"
#include "murmur/model/thread_pool.hpp"

namespace murmur {
namespace {

std::vector<glm::vec3> randomCloud(int n, glm::vec3 radii, std::uint32_t seed) {
    std::vector<glm::vec3> out;
    for (int i = 0; i < n; ++i) {
        const auto b = static_cast<std::uint32_t>(i);
        out.emplace_back(uniformSymmetric(radii.x, seed, 0, b, 0), uniformSymmetric(radii.y, seed, 0, b, 1),
                         uniformSymmetric(radii.z, seed, 0, b, 2));
    }
    return out;
}

std::vector<std::uint32_t> indices(const Neighbour* nb, int n) {
    std::vector<std::uint32_t> out;
    for (int i = 0; i < n; ++i) out.push_back(nb[i].index);
    return out;
}

void expectSame(const std::vector<Neighbour>& a, int na, const std::vector<Neighbour>& b, int nb, std::uint32_t bird,
                const char* search) {
    ASSERT_EQ(na, nb) << search << ", bird " << bird;
    ASSERT_EQ(indices(a.data(), na), indices(b.data(), nb)) << search << ", bird " << bird;
    for (int j = 0; j < na; ++j) ASSERT_EQ(a[j].distSq, b[j].distSq) << search << ", bird " << bird;
}

// The ring search, and the block search both in the step's grid order (blocks reused from
// bird to bird) and in index order (a new block almost every bird), against brute force.
// Neither the block search's loops (eight wide or plain) nor its guess of the k-th distance
// (none, far too small, far too large, exact) may matter.
void expectTopologicalMatches(const std::vector<glm::vec3>& pts, int k, float maxDistance = 24.0f,
                              float cellEdge = 3.0f) {
    UniformGrid grid;
    grid.build(pts, cellEdge);
    std::vector<Neighbour> a(k), b(k);
    BlockSearch inGridOrder(grid, pts), inIndexOrder(grid, pts), guessed(grid, pts);
    BlockSearch plain(grid, pts, BlockSearch::Kernels::Plain);  // the loops AVX2 does not run, where it is there
    for (std::uint32_t i = 0; i < pts.size(); ++i) {
        const int nb = bruteForceTopological(pts, i, k, maxDistance, b.data());
        expectSame(a, topologicalNeighbours(grid, pts, i, k, maxDistance, a.data()), b, nb, i, "rings");
        expectSame(a, inIndexOrder.topological(i, k, maxDistance, a.data()), b, nb, i, "block, index order");
        const std::uint32_t j = grid.birdOfSlot[i];
        const int nj = bruteForceTopological(pts, j, k, maxDistance, b.data());
        expectSame(a, inGridOrder.topological(j, k, maxDistance, a.data()), b, nj, j, "block, grid order");
        expectSame(a, plain.topological(j, k, maxDistance, a.data()), b, nj, j, "block, plain loops");
        const float exact = nj > 0 ? b[nj - 1].distSq : 0.0f;
        const float guess = std::array<float, 4>{1e-12f, 1e-3f * exact, 1e6f, exact}[i % 4];
        expectSame(a, guessed.topological(j, k, maxDistance, a.data(), guess), b, nj, j, "block, guessed");
    }
}

void expectMetricMatches(const std::vector<glm::vec3>& pts, float radius) {
    UniformGrid grid;
    grid.build(pts, 3.0f);
    for (std::uint32_t i = 0; i < pts.size(); ++i) {
        std::vector<Neighbour> a, b;
        metricNeighbours(grid, pts, i, radius, a);
        bruteForceMetric(pts, i, radius, b);
        std::sort(a.begin(), a.end(), nearerThan);
        std::sort(b.begin(), b.end(), nearerThan);
        ASSERT_EQ(indices(a.data(), static_cast<int>(a.size())), indices(b.data(), static_cast<int>(b.size())))
            << "bird " << i;
    }
}

TEST(Neighbours, RandomCloudMatchesBruteForce) {
    for (int k : {1, 3, 7, 15}) expectTopologicalMatches(randomCloud(900, {30, 12, 30}, 7), k);
    expectMetricMatches(randomCloud(900, {30, 12, 30}, 7), 2.9f);
}

TEST(Neighbours, SparseCloudNeedsManyRings) {
    expectTopologicalMatches(randomCloud(150, {70, 30, 70}, 3), 7);
    expectTopologicalMatches(randomCloud(150, {70, 30, 70}, 3), 7, 1000.0f);
}

TEST(Neighbours, DenseClumpMatchesBruteForce) {
    expectTopologicalMatches(randomCloud(1200, {1.5f, 1.0f, 1.5f}, 11), 7);
    expectMetricMatches(randomCloud(600, {1.5f, 1.0f, 1.5f}, 11), 2.9f);
}

TEST(Neighbours, CoincidentPointsAreNeighboursAtZeroBrokenByIndex) {
    std::vector<glm::vec3> pts(20, glm::vec3(1.0f, 2.0f, 3.0f));
    expectTopologicalMatches(pts, 7);
    UniformGrid grid;
    grid.build(pts, 3.0f);
    std::array<Neighbour, 7> nb;
    ASSERT_EQ(topologicalNeighbours(grid, pts, 5, 7, 24.0f, nb.data()), 7);
    EXPECT_EQ(indices(nb.data(), 7), (std::vector<std::uint32_t>{0, 1, 2, 3, 4, 6, 7}));
    EXPECT_EQ(nb[0].distSq, 0.0f);
}

TEST(Neighbours, ExactDistanceTiesGoToTheLowerIndex) {
    // A lattice with spacing 1: each interior bird has 6 neighbours at exactly distance 1.
    std::vector<glm::vec3> pts;
    for (int z = 0; z < 6; ++z)
        for (int y = 0; y < 6; ++y)
            for (int x = 0; x < 6; ++x) pts.emplace_back(x, y, z);
    expectTopologicalMatches(pts, 3);
    expectTopologicalMatches(pts, 7);
    expectMetricMatches(pts, 1.0f);
    // Bird (2,2,2) = index 86: its distance-1 neighbours in index order are 50, 80, 85, ...
    UniformGrid grid;
    grid.build(pts, 3.0f);
    std::array<Neighbour, 3> nb;
    ASSERT_EQ(topologicalNeighbours(grid, pts, 86, 3, 24.0f, nb.data()), 3);
    EXPECT_EQ(indices(nb.data(), 3), (std::vector<std::uint32_t>{50, 80, 85}));
}

TEST(Neighbours, TinyFlocks) {
    expectTopologicalMatches({}, 7);
    expectTopologicalMatches({glm::vec3(0)}, 7);
    expectTopologicalMatches({glm::vec3(0), glm::vec3(1, 0, 0)}, 7);
    UniformGrid grid;
    std::vector<glm::vec3> one{glm::vec3(5)};
    grid.build(one, 3.0f);
    std::array<Neighbour, 7> nb;
    EXPECT_EQ(topologicalNeighbours(grid, one, 0, 7, 24.0f, nb.data()), 0);
}

TEST(Neighbours, KAtLeastNReturnsEveryoneInRange) {
    auto pts = randomCloud(12, {3, 3, 3}, 5);
    expectTopologicalMatches(pts, 15);
    UniformGrid grid;
    grid.build(pts, 3.0f);
    std::array<Neighbour, 15> nb;
    EXPECT_EQ(topologicalNeighbours(grid, pts, 0, 15, 24.0f, nb.data()), 11);
}

TEST(Neighbours, TopoMaxDistanceCutsOff) {
    std::vector<glm::vec3> pts{glm::vec3(0), glm::vec3(23.9f, 0, 0), glm::vec3(0, 0, 24.5f)};
    UniformGrid grid;
    grid.build(pts, 3.0f);
    std::array<Neighbour, 7> nb;
    ASSERT_EQ(topologicalNeighbours(grid, pts, 0, 7, 24.0f, nb.data()), 1);
    EXPECT_EQ(nb[0].index, 1u);
}

TEST(Neighbours, BirdsFarOutsideTheSkyGrowTheCellsButStayExact) {
    auto pts = randomCloud(400, {30, 12, 30}, 9);
    pts[3] = glm::vec3(1e6f, -2e5f, 3e5f);
    pts[77] = glm::vec3(-5e5f, 1e5f, 0.0f);
    UniformGrid grid;
    grid.build(pts, 3.0f);
    EXPECT_LE(grid.cellCount(), kMaxGridCells);
    EXPECT_GT(grid.cellSize, 3.0f);
    expectTopologicalMatches(pts, 7);
    expectTopologicalMatches(pts, 7, 1e7f);
    expectMetricMatches(pts, 2.9f);
}

// Next to each other, a dense clump and a sparse cloud: the block search's first threshold,
// guessed from the previous bird, is far too small or far too large as it crosses over.
TEST(Neighbours, DenseClumpBesideSparseCloudMatchesBruteForce) {
    auto pts = randomCloud(500, {1.0f, 1.0f, 1.0f}, 21);
    for (const auto& p : randomCloud(300, {40, 15, 40}, 22)) pts.push_back(p);
    for (int k : {1, 7, 20}) expectTopologicalMatches(pts, k);
    expectTopologicalMatches(pts, 7, 2.0f);
}

TEST(Neighbours, KBeyondTheBlockSearchesLimitStillMatches) {
    expectTopologicalMatches(randomCloud(300, {6, 4, 6}, 23), kMaxTopologicalK);
    expectTopologicalMatches(randomCloud(300, {6, 4, 6}, 23), kMaxTopologicalK + 6);
}

// The step sizes its cells from the flock's density (densityCellEdge): any edge, from far
// finer than CELL to four times coarser, must give brute force's answer, clumps and strays
// included.
TEST(Neighbours, EveryCellEdgeGivesTheSameAnswer) {
    std::vector<glm::vec3> clumpAndStrays = randomCloud(1500, {1.5f, 1.0f, 1.5f}, 21);
    for (const glm::vec3& p : randomCloud(40, {300.0f, 200.0f, 300.0f}, 22)) clumpAndStrays.push_back(p);
    for (const auto& pts : {randomCloud(3000, {20.0f, 20.0f, 20.0f}, 23), clumpAndStrays})
        for (float edge : {12.0f, 6.0f, 3.0f, 1.2f, 0.5f, 3.0f / 16.0f}) {
            SCOPED_TRACE(edge);
            expectTopologicalMatches(pts, 7, 24.0f, edge);
        }
}

TEST(Grid, DensityCellEdgeFollowsTheMedianKthDistanceWithinItsBounds) {
    std::vector<float> scratch;
    EXPECT_EQ(densityCellEdge({}, 7, 3.0f, scratch), 3.0f);  // the first step: nothing known
    const std::vector<float> none(100, 0.0f);
    EXPECT_EQ(densityCellEdge(none, 7, 3.0f, scratch), 3.0f);
    // Every k-th distance 0.5: density 7 / (4/3 pi 0.125) = 13.4 per unit^3, and the cell is sized for that.
    std::vector<float> kth(1000, 0.25f);
    EXPECT_NEAR(densityCellEdge(kth, 7, 3.0f, scratch), 0.5 * std::cbrt(4.0 * M_PI * kBirdsPerDensityCell / 21.0),
                1e-5);
    // The median: a few strays (huge distances) and isolated birds (0) do not move it.
    for (int i = 0; i < 100; ++i) kth[std::size_t(i)] = 1e6f;
    for (int i = 100; i < 300; ++i) kth[std::size_t(i)] = 0.0f;
    EXPECT_NEAR(densityCellEdge(kth, 7, 3.0f, scratch), 0.5 * std::cbrt(4.0 * M_PI * kBirdsPerDensityCell / 21.0),
                1e-5);
    // Bounds: never coarser than four times the nominal CELL, never finer than a sixteenth of it.
    EXPECT_EQ(densityCellEdge(std::vector<float>(10, 400.0f), 7, 3.0f, scratch), 12.0f);
    EXPECT_EQ(densityCellEdge(std::vector<float>(10, 1e-12f), 7, 3.0f, scratch), 3.0f / 16.0f);
}

TEST(Grid, BuiltWithAPoolItIsTheSameGrid) {
    const auto pts = randomCloud(20000, {30.0f, 12.0f, 30.0f}, 31);
    UniformGrid serial, parallel;
    ThreadPool pool(3);
    serial.build(pts, 1.3f);
    parallel.build(pts, 1.3f, &pool);
    EXPECT_EQ(serial.cellStart, parallel.cellStart);
    EXPECT_EQ(serial.birdOfSlot, parallel.birdOfSlot);
    EXPECT_EQ(serial.cellSize, parallel.cellSize);
}

TEST(Grid, CountingSortIsStableAndComplete) {
    auto pts = randomCloud(500, {20, 10, 20}, 2);
    UniformGrid grid;
    grid.build(pts, 3.0f);
    ASSERT_EQ(grid.cellStart.back(), 500u);
    std::vector<bool> seen(500, false);
    for (std::int64_t c = 0; c < grid.cellCount(); ++c)
        for (auto s = grid.cellStart[c]; s < grid.cellStart[c + 1]; ++s) {
            const auto i = grid.birdOfSlot[s];
            EXPECT_FALSE(seen[i]);
            seen[i] = true;
            EXPECT_EQ(grid.cellIndex(grid.cellOf(pts[i])), c);
            EXPECT_EQ(grid.sortedPosition[s], pts[i]);
            if (s > grid.cellStart[c]) {
                EXPECT_LT(grid.birdOfSlot[s - 1], i);  // stable: by index within a cell
            }
        }
}

}  // namespace
}  // namespace murmur
