#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "murmur/model/random.hpp"
#include "scenes/torus_grid.hpp"

namespace murmur::scenes {
namespace {

std::vector<glm::vec2> scatter(const Torus& t, std::uint32_t n, std::uint32_t seed) {
    std::vector<glm::vec2> p(n);
    for (std::uint32_t i = 0; i < n; ++i) {
        p[i] = t.wrap({uniform01(seed, 0, i, 0) * t.width, uniform01(seed, 0, i, 1) * t.height});
    }
    return p;
}

void expectGridMatchesBruteForce(const Torus& t, const std::vector<glm::vec2>& p, float radius) {
    TorusGrid grid;
    grid.build(p, t, radius);
    const float r2 = radius * radius;
    for (std::uint32_t i = 0; i < p.size(); ++i) {
        ASSERT_EQ(neighboursWithGrid(grid, p, t, i, r2), neighboursBruteForce(p, t, i, r2))
            << "item " << i << " at (" << p[i].x << ", " << p[i].y << ")";
    }
}

TEST(TorusGrid, MatchesBruteForceOnTheReefTorus) {
    const Torus t{16.0f / 9.0f, 1.0f};
    expectGridMatchesBruteForce(t, scatter(t, 1500, 7), std::sqrt(0.012f));
}

TEST(TorusGrid, MatchesBruteForceForPointsHuggingTheSeams) {
    const Torus t{1.6f, 1.0f};
    std::vector<glm::vec2> p;
    // Points within a hair of every edge and corner, plus a few in the middle.
    for (float x : {0.0f, 1e-6f, 0.03f, 0.8f, 1.57f, 1.6f - 1e-6f}) {
        for (float y : {0.0f, 1e-6f, 0.04f, 0.5f, 0.97f, 1.0f - 1e-6f}) p.push_back(t.wrap({x, y}));
    }
    expectGridMatchesBruteForce(t, p, 0.11f);
    // Something across the corner seam is found: (0, 0) and (1.57, 0.97) are 0.03, 0.03 apart.
    TorusGrid grid;
    grid.build(p, t, 0.11f);
    const auto n = neighboursWithGrid(grid, p, t, 0, 0.11f * 0.11f);
    const bool foundAcross =
        std::any_of(n.begin(), n.end(), [&](std::uint32_t j) { return p[j].x > 1.5f && p[j].y > 0.9f; });
    EXPECT_TRUE(foundAcross);
}

TEST(TorusGrid, SmallWorldsWithOneOrTwoCellsVisitEachItemOnce) {
    for (const Torus t : {Torus{0.15f, 0.12f}, Torus{0.25f, 0.3f}}) {
        const auto p = scatter(t, 60, 3);
        TorusGrid grid;
        grid.build(p, t, 0.11f);
        EXPECT_LE(grid.cellsX(), 2);
        std::vector<int> seen(p.size(), 0);
        grid.forEachCandidate(p[0], [&](std::uint32_t j) { ++seen[j]; });
        for (int s : seen) {
            EXPECT_EQ(s, 1);
        }
        expectGridMatchesBruteForce(t, p, 0.11f);
    }
}

TEST(TorusGrid, CellsAreNeverSmallerThanAsked) {
    const Torus t{800.0f, 400.0f};
    TorusGrid grid;
    grid.build(scatter(t, 10, 1), t, 50.0f);
    EXPECT_GE(grid.cellSize().x, 50.0f);
    EXPECT_GE(grid.cellSize().y, 50.0f);
    EXPECT_EQ(grid.cellsX(), 15);  // 800 / 50 = 16 would leave no slack for rounding at the edges
    expectGridMatchesBruteForce(t, scatter(t, 600, 9), 50.0f);
}

TEST(TorusGrid, SortIsStableAndCoversEveryItem) {
    const Torus t{1.0f, 1.0f};
    const auto p = scatter(t, 300, 5);
    TorusGrid grid;
    grid.build(p, t, 0.1f);
    auto items = std::vector<std::uint32_t>(grid.itemsInCellOrder().begin(), grid.itemsInCellOrder().end());
    ASSERT_EQ(items.size(), p.size());
    // Within a cell, increasing index; across the list, every index exactly once.
    for (std::size_t s = 1; s < items.size(); ++s) {
        const auto a = items[s - 1], b = items[s];
        const bool sameCell = grid.cellX(p[a].x) == grid.cellX(p[b].x) && grid.cellY(p[a].y) == grid.cellY(p[b].y);
        if (sameCell) {
            EXPECT_LT(a, b);
        }
    }
    std::sort(items.begin(), items.end());
    for (std::uint32_t i = 0; i < items.size(); ++i) {
        EXPECT_EQ(items[i], i);
    }
}

TEST(TorusGrid, EmptyInputBuildsAndFindsNothing) {
    TorusGrid grid;
    const std::vector<glm::vec2> none;
    grid.build(none, Torus{1.0f, 1.0f}, 0.1f);
    int visits = 0;
    grid.forEachCandidate({0.5f, 0.5f}, [&](std::uint32_t) { ++visits; });
    EXPECT_EQ(visits, 0);
}

}  // namespace
}  // namespace murmur::scenes
