// Polarization, clumping and clusters on constructed inputs.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include <glm/geometric.hpp>

#include "murmur/model/metrics.hpp"
#include "murmur/model/random.hpp"

namespace murmur {
namespace {

FlockState flockOf(std::vector<glm::vec3> positions) {
    FlockState st;
    st.resize(positions.size());
    st.position = std::move(positions);
    return st;
}

TEST(Metrics, AllAlignedIsOneHundred) {
    FlockState st = flockOf({{0, 0, 0}, {1, 2, 3}, {5, 5, 5}});
    for (auto& h : st.heading) h = glm::vec3(0, 0, 1);
    EXPECT_NEAR(measureFlock({}, st).polarization, 100.0f, 1e-4f);
    st.heading[1] = glm::vec3(0, 0, -1);
    EXPECT_NEAR(measureFlock({}, st).polarization, 100.0f / 3.0f, 1e-3f);
}

TEST(Metrics, OnePointClumpsToOneHundred) {
    FlockState st = flockOf(std::vector<glm::vec3>(10, glm::vec3(4, 5, 6)));
    const FlockMetrics m = measureFlock({}, st);
    EXPECT_NEAR(m.clumping, 100.0f, 1e-4f);
    EXPECT_NEAR(m.centroid.y, 5.0f, 1e-5f);
}

TEST(Metrics, UniformSkyHasMeanDistanceNear44AndClumpingNearZero) {
    SimParams p;
    std::vector<glm::vec3> pts;
    for (std::uint32_t i = 0; pts.size() < 200000; ++i) {
        const glm::vec3 u(uniformSymmetric(1, 9, 0, i, 0), uniformSymmetric(1, 9, 0, i, 1),
                          uniformSymmetric(1, 9, 0, i, 2));
        if (glm::dot(u, u) <= 1.0f) pts.push_back(u * p.skyRadii);
    }
    const FlockMetrics m = measureFlock(p, flockOf(pts));
    EXPECT_NEAR(m.meanDistance, 44.0f, 0.3f);
    EXPECT_NEAR(m.clumping, 0.0f, 1.0f);
}

TEST(Metrics, EmptyFlockIsAllZero) {
    const FlockMetrics m = measureFlock({}, FlockState{});
    EXPECT_EQ(m.polarization, 0.0f);
    EXPECT_EQ(findClusters({}, 3.0f, 10).count, 0);
}

TEST(Clusters, LinksAreStrictlyCloserThanThree) {
    // A chain with spacing 2.9 is one component; spacing 3.0 links nothing.
    std::vector<glm::vec3> chain, apart;
    for (int i = 0; i < 12; ++i) {
        chain.emplace_back(2.9f * i, 0, 0);
        apart.emplace_back(3.0f * i, 0, 0);
    }
    EXPECT_EQ(findClusters(chain, 3.0f, 1).count, 1);
    EXPECT_FLOAT_EQ(findClusters(chain, 3.0f, 1).largestPct, 100.0f);
    EXPECT_EQ(findClusters(apart, 3.0f, 1).count, 12);
}

TEST(Clusters, SmallComponentsAreNotCounted) {
    // Components of 30, 29 and 41 birds; with N = 100 the floor is max(10, ceil(3)) = 10.
    std::vector<glm::vec3> pts;
    auto blob = [&](int n, float x) {
        for (int i = 0; i < n; ++i) pts.emplace_back(x + 0.01f * i, 0, 0);
    };
    blob(30, 0), blob(29, 100), blob(41, 200);
    SimParams p;
    EXPECT_EQ(clusterMinSize(p, 100), 10);
    EXPECT_EQ(findClusters(pts, 3.0f, 30).count, 2);
    EXPECT_EQ(findClusters(pts, 3.0f, 10).count, 3);
    EXPECT_FLOAT_EQ(findClusters(pts, 3.0f, 30).largestPct, 41.0f);
    EXPECT_EQ(clusterMinSize(p, 1500), 45);
    EXPECT_EQ(clusterMinSize(p, 1000), 30);
    EXPECT_EQ(clusterMinSize(p, 1001), 31);
}

TEST(Clusters, LabelsAreTheLowestIndexAndMatchBruteForce) {
    std::vector<glm::vec3> pts;
    for (std::uint32_t i = 0; i < 800; ++i)
        pts.emplace_back(uniformSymmetric(25, 4, 0, i, 0), uniformSymmetric(8, 4, 0, i, 1),
                         uniformSymmetric(25, 4, 0, i, 2));
    std::vector<std::uint32_t> a, b;
    const ClusterSummary ga = findClusters(pts, 3.0f, 10, &a);
    const ClusterSummary gb = findClustersBruteForce(pts, 3.0f, 10, &b);
    EXPECT_EQ(a, b);
    EXPECT_EQ(ga.count, gb.count);
    EXPECT_EQ(ga.largestPct, gb.largestPct);
    for (std::uint32_t i = 0; i < a.size(); ++i) EXPECT_LE(a[i], i);
    EXPECT_GT(ga.count, 0);
}

// The grid's shortcuts (a cell a little under a link across is joined whole; two cells need
// one linked pair) must give brute force's labels at every density, and with cells that
// grew because a few birds are far away (then every pair is checked).
TEST(Clusters, MatchBruteForceDenseSparseAndWithFarAwayBirds) {
    auto ball = [](std::uint32_t n, float radius, std::uint64_t seed) {
        std::vector<glm::vec3> pts;
        for (std::uint32_t i = 0; pts.size() < n; ++i) {
            const glm::vec3 u(uniformSymmetric(1, seed, 0, i, 0), uniformSymmetric(1, seed, 0, i, 1),
                              uniformSymmetric(1, seed, 0, i, 2));
            if (glm::dot(u, u) <= 1.0f) pts.push_back(u * radius);
        }
        return pts;
    };
    struct Case {
        const char* name;
        std::vector<glm::vec3> pts;
    };
    std::vector<Case> cases{{"dense ball", ball(3000, 6.0f, 5)},
                            {"near the link density", ball(1500, 30.0f, 6)},
                            {"sparse", ball(600, 80.0f, 7)}};
    Case far{"far-away birds", ball(600, 80.0f, 8)};
    far.pts.emplace_back(4.0e6f, 0.0f, 0.0f);
    far.pts.emplace_back(-3.0e6f, 2.0e6f, 1.0f);
    cases.push_back(far);
    for (const Case& c : cases) {
        std::vector<std::uint32_t> a, b;
        const ClusterSummary ga = findClusters(c.pts, 3.0f, 1, &a);
        const ClusterSummary gb = findClustersBruteForce(c.pts, 3.0f, 1, &b);
        EXPECT_EQ(a, b) << c.name;
        EXPECT_EQ(ga.count, gb.count) << c.name;
    }
    // The cases are what they say: one component, a few, many.
    EXPECT_EQ(findClusters(cases[0].pts, 3.0f, 1).count, 1);
    EXPECT_GT(findClusters(cases[2].pts, 3.0f, 1).count, 300);
}

// Pairs just inside and just outside a link, across cell borders in every direction.
TEST(Clusters, LinksAtTheLinkLengthMatchBruteForce) {
    std::vector<glm::vec3> pts;
    for (std::uint32_t i = 0; i < 400; ++i) {
        const glm::vec3 p(uniformSymmetric(40, 11, 0, i, 0), uniformSymmetric(40, 11, 0, i, 1),
                          uniformSymmetric(40, 11, 0, i, 2));
        const glm::vec3 dir =
            glm::normalize(glm::vec3(uniformSymmetric(1, 12, 0, i, 0) + 1e-3f, uniformSymmetric(1, 12, 0, i, 1),
                                     uniformSymmetric(1, 12, 0, i, 2)));
        pts.push_back(p);
        pts.push_back(p + dir * (i % 2 == 0 ? 2.9999f : 3.0001f));
    }
    std::vector<std::uint32_t> a, b;
    findClusters(pts, 3.0f, 1, &a);
    findClustersBruteForce(pts, 3.0f, 1, &b);
    EXPECT_EQ(a, b);
}

}  // namespace
}  // namespace murmur
