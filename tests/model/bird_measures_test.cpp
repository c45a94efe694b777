// What each bird knows of the flock (bird_measures.hpp): density, in-degree, cluster, bank,
// each checked against a count by hand or by brute force.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <numeric>

#include "murmur/model/backend.hpp"
#include "murmur/model/bird_measures.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/model/neighbours.hpp"
#include "murmur/model/starling.hpp"

namespace murmur {
namespace {

FlockState at(std::initializer_list<glm::vec3> points) {
    FlockState s;
    s.resize(points.size());
    std::size_t i = 0;
    for (glm::vec3 p : points) s.position[i++] = p;
    return s;
}

TEST(BirdMeasures, DensityIsKOverTheBallToTheKthNearest) {
    SimParams p;
    p.topologicalK = 2;
    p.topoMaxDistance = 10.0f;
    // Bird 0's second nearest is 2 away; bird 3 is alone (none within 10).
    const FlockState s = at({{0, 0, 0}, {1, 0, 0}, {0, 2, 0}, {40, 0, 0}});
    const std::vector<float> d = localDensity(p, s);
    ASSERT_EQ(d.size(), 4u);
    const double ball = 4.0 / 3.0 * std::numbers::pi;
    EXPECT_FLOAT_EQ(d[0], static_cast<float>(2.0 / (ball * 8.0)));
    EXPECT_FLOAT_EQ(d[1], static_cast<float>(2.0 / (ball * 5.0 * std::sqrt(5.0))));  // 1 and sqrt(5) away
    EXPECT_FLOAT_EQ(d[3], 0.0f) << "none within topoMaxDistance: none in its ball";
    EXPECT_GT(d[0], d[1]);
}

TEST(BirdMeasures, InDegreeCountsWhoHeedsEachBirdAsBruteForceDoes) {
    SimParams p;
    p.birdCount = 400;
    const FlockState s = makeInitialFlock(p);
    const std::vector<float> in = inDegree(p, s);
    std::vector<float> brute(s.size(), 0.0f);
    std::array<Neighbour, kMaxTopologicalK> top;
    for (std::uint32_t i = 0; i < s.size(); ++i) {
        const int n = bruteForceTopological(s.position, i, p.topologicalK, p.topoMaxDistance, top.data());
        for (int j = 0; j < n; ++j) brute[top[static_cast<std::size_t>(j)].index] += 1.0f;
    }
    EXPECT_EQ(in, brute);
    // Every bird heeds k others: the in-degrees add up to N k, and differ from bird to bird.
    EXPECT_EQ(std::accumulate(in.begin(), in.end(), 0.0), 400.0 * p.topologicalK);
    EXPECT_GT(*std::max_element(in.begin(), in.end()), static_cast<float>(p.topologicalK));
}

TEST(BirdMeasures, TheStarlingsInDegreeIsItsPartnersGraph) {
    for (const bool adaptive : {true, false}) {
        SCOPED_TRACE(adaptive ? "the adaptive range" : "its 20 nearest visible");
        SimParams small = withModel(SimParams{}, FlockModel::Starling);
        small.birdCount = 300;
        small.starlingAdaptiveRange = adaptive;
        small.topologicalK = 20;  // more than kStarlingMaxPartners
        auto backend = makeCpuBackend(1);
        backend->upload(makeInitialFlock(small));
        for (int t = 0; t < 20; ++t) backend->step(small, {});
        FlockState s;
        backend->download(s);
        ASSERT_TRUE(s.flight);
        const std::vector<float> in = inDegree(small, s);
        std::vector<float> brute(s.size(), 0.0f);
        std::array<Neighbour, kMaxTopologicalK> partners;
        double edges = 0.0;
        int most = 0;
        for (std::uint32_t i = 0; i < s.size(); ++i) {
            const int n = starlingPartners(small, nullptr, s, i, partners.data());  // brute force
            edges += n;
            most = std::max(most, n);
            for (int j = 0; j < n; ++j) brute[partners[static_cast<std::size_t>(j)].index] += 1.0f;
        }
        EXPECT_EQ(in, brute);
        EXPECT_EQ(std::accumulate(in.begin(), in.end(), 0.0), edges);
        EXPECT_GT(edges, 0.0);
        if (!adaptive) {
            EXPECT_EQ(most, 20) << "no bird heeds more than kStarlingMaxPartners: the long list is not tested";
        }
        // A starling flock banks as it turns.
        const std::vector<float> bank = bankAngle(s);
        EXPECT_EQ(bank, s.bank);
        EXPECT_TRUE(std::any_of(bank.begin(), bank.end(), [](float b) { return b != 0.0f; }));
    }
    // The seed model's birds never bank (the drawn tilt into turns is drawing only).
    SimParams seed;
    seed.birdCount = 50;
    const std::vector<float> level = bankAngle(makeInitialFlock(seed));
    EXPECT_TRUE(std::all_of(level.begin(), level.end(), [](float b) { return b == 0.0f; }));
}

TEST(BirdMeasures, ClustersAreRankedBySizeAndSmallOnesAreNone) {
    SimParams p;  // linked closer than 3; clusters of at least 10 count
    FlockState s;
    s.resize(12 + 10 + 3);
    for (int i = 0; i < 25; ++i) {
        // Bird i in a line of its group: 12 at x = 0, 10 at x = 100, 3 at x = 200, 1 apart.
        const float x = i < 12 ? 0.0f : i < 22 ? 100.0f : 200.0f;
        const int along = i < 12 ? i : i < 22 ? i - 12 : i - 22;
        s.position[static_cast<std::size_t>(i)] = {x, 0.0f, static_cast<float>(along)};
    }
    // The smaller group first in bird order: the rank follows size, not index.
    std::swap(s.position[0], s.position[15]);
    const std::vector<float> rank = clusterRank(p, s);
    for (int i = 0; i < 25; ++i) {
        const float x = s.position[static_cast<std::size_t>(i)].x;
        const float expected = x == 0.0f ? 0.0f : x == 100.0f ? 1.0f : -1.0f;
        EXPECT_EQ(rank[static_cast<std::size_t>(i)], expected) << "bird " << i;
    }
}

}  // namespace
}  // namespace murmur
