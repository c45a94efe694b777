// The field measures on constructed flocks whose answers are known by hand.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <vector>

#include <glm/geometric.hpp>

#include "murmur/analysis/field_measures.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/model/random.hpp"
#include "murmur/simulation/simulation.hpp"

namespace murmur {
namespace {

// nx x ny x nz birds on a cubic lattice of this spacing, from the origin.
std::vector<glm::vec3> lattice(int nx, int ny, int nz, float spacing) {
    std::vector<glm::vec3> p;
    for (int z = 0; z < nz; ++z)
        for (int y = 0; y < ny; ++y)
            for (int x = 0; x < nx; ++x)
                p.push_back(glm::vec3{static_cast<float>(x), static_cast<float>(y), static_cast<float>(z)} * spacing);
    return p;
}

std::size_t indexOf(int x, int y, int z, int n) {
    return static_cast<std::size_t>(x + n * (y + n * z));
}

TEST(FieldNnd, LatticeGivesItsSpacing) {
    const auto p = lattice(6, 5, 4, 1.3f);
    UniformGrid grid;
    std::vector<float> nnd, sorted;
    nearestNeighbourDistances(p, 3.0f, 3.0f, grid, nnd);
    ASSERT_EQ(nnd.size(), p.size());
    for (float d : nnd) EXPECT_NEAR(d, 1.3f, 1e-5f);
    const NearestNeighbourStats s = summariseNnd(nnd, 1.6f, sorted);
    EXPECT_EQ(s.birds, 120);
    EXPECT_NEAR(s.mean, 1.3f, 1e-5f);
    EXPECT_NEAR(s.median, 1.3f, 1e-5f);
    EXPECT_NEAR(s.meanInSeparation, 0.8125f, 1e-5f);
    EXPECT_EQ(s.histogram[6], 120);  // 0.8125 separation ranges: bin [0.75, 0.875)
}

TEST(FieldNnd, BeyondTheSearchRangeIsZeroAndTheDistributionIsBinned) {
    UniformGrid grid;
    std::vector<float> nnd, sorted;
    const std::vector<glm::vec3> p{{0, 0, 0}, {0.4f, 0, 0}, {10, 0, 0}};
    nearestNeighbourDistances(p, 3.0f, 3.0f, grid, nnd);
    EXPECT_NEAR(nnd[0], 0.4f, 1e-6f);
    EXPECT_NEAR(nnd[1], 0.4f, 1e-6f);
    EXPECT_EQ(nnd[2], 0.0f);
    const std::vector<float> d{0.1f, 0.2f, 0.3f, 50.0f};
    const NearestNeighbourStats s = summariseNnd(d, 1.0f, sorted);
    EXPECT_EQ(s.histogram[0], 1);
    EXPECT_EQ(s.histogram[1], 1);
    EXPECT_EQ(s.histogram[2], 1);
    EXPECT_EQ(s.histogram[kNndBins - 1], 1);  // far outliers land in the last bin
    EXPECT_NEAR(s.median, 0.3f, 1e-6f);
}

TEST(FieldBorder, LatticeFacesAreBorderAndItsCentreIsNot) {
    constexpr int n = 14;
    const auto p = lattice(n, n, n, 1.0f);
    FieldScratch scratch;
    std::vector<float> nnd(p.size(), 1.0f);
    const BorderStats s = classifyBorder(p, nnd, scratch);
    EXPECT_EQ(scratch.border[indexOf(0, 0, 0, n)], 1);              // a corner
    EXPECT_EQ(scratch.border[indexOf(n / 2, n / 2, 0, n)], 1);      // the middle of a face
    EXPECT_EQ(scratch.border[indexOf(n / 2, n / 2, n / 2, n)], 0);  // the centre
    EXPECT_EQ(scratch.border[indexOf(n / 2, 4, n / 2, n)], 0);      // four spacings in
    // At least the outer layer, at most the outer three.
    EXPECT_GE(s.borderBirds, n * n * n - (n - 2) * (n - 2) * (n - 2));
    EXPECT_LE(s.borderBirds, n * n * n - (n - 6) * (n - 6) * (n - 6));
    EXPECT_EQ(s.borderBirds + s.interiorBirds, n * n * n);
    EXPECT_FLOAT_EQ(s.nndRatio, 1.0f);  // an even lattice: the border is no denser
}

TEST(FieldBorder, ATightSkinMakesTheRatioBelowOne) {
    // The given NNDs (not the geometry) carry the packing: border birds 0.8, interior birds
    // what keeps the mean NND at 1 (so the criterion's radius, and the split, stay the same).
    constexpr int n = 14;
    const auto p = lattice(n, n, n, 1.0f);
    FieldScratch scratch;
    std::vector<float> unit(p.size(), 1.0f);
    const BorderStats even = classifyBorder(p, unit, scratch);
    const float total = static_cast<float>(p.size());
    const float inner = (total - 0.8f * static_cast<float>(even.borderBirds)) / static_cast<float>(even.interiorBirds);
    std::vector<float> nnd(p.size());
    for (std::size_t i = 0; i < p.size(); ++i) nnd[i] = scratch.border[i] ? 0.8f : inner;
    const BorderStats s = classifyBorder(p, nnd, scratch);
    EXPECT_EQ(s.borderBirds, even.borderBirds);
    EXPECT_NEAR(s.borderMeanNnd, 0.8f, 1e-5f);
    EXPECT_NEAR(s.interiorMeanNnd, inner, 1e-5f);
    EXPECT_NEAR(s.nndRatio, 0.8f / inner, 1e-5f);
    EXPECT_LT(s.nndRatio, 1.0f);
}

TEST(FieldShape, ASlabGivesItsSidesAndLiesFlat) {
    // x: 24 long, z: 12 wide, y: 4 thick; extent sqrt(12 var) = spacing * sqrt(n^2 - 1).
    const auto p = lattice(24, 4, 12, 1.0f);
    const std::vector<glm::vec3> v(p.size(), glm::vec3{0.35f, 0.0f, 0.0f});
    const ShapeStats s = measureShape(p, v);
    EXPECT_NEAR(s.thickness, std::sqrt(15.0f), 1e-3f);
    EXPECT_NEAR(s.width, std::sqrt(143.0f), 1e-3f);
    EXPECT_NEAR(s.length, std::sqrt(575.0f), 1e-3f);
    EXPECT_NEAR(s.widthRatio, std::sqrt(143.0f / 15.0f), 1e-3f);
    EXPECT_NEAR(s.lengthRatio, std::sqrt(575.0f / 15.0f), 1e-3f);
    EXPECT_NEAR(s.thinAxisVertical, 1.0f, 1e-5f);
    EXPECT_NEAR(s.velocityVertical, 0.0f, 1e-6f);
    EXPECT_NEAR(s.polarization, 1.0f, 1e-6f);
    EXPECT_NEAR(s.flockSpeed, 0.35f, 1e-6f);
}

TEST(FieldShape, TheFlockSpeedIsTheCentreOfMasssNotTheMeanBirdSpeed) {
    // Half the birds at 10 m/s along +x, half at 10 m/s along +z: each flies 10, the flock 7.07.
    const auto p = lattice(6, 2, 6, 1.0f);
    std::vector<glm::vec3> v;
    for (std::size_t i = 0; i < p.size(); ++i) v.push_back(i % 2 ? glm::vec3{10, 0, 0} : glm::vec3{0, 0, 10});
    EXPECT_NEAR(measureShape(p, v).flockSpeed, 10.0f / std::sqrt(2.0f), 1e-4f);
}

TEST(FieldShape, ATiltedSlabAndAClimbingFlock) {
    // The slab rolled 60 degrees about x: its thin axis is 60 degrees from the vertical.
    const float a = 1.04719755f;  // 60 degrees
    (void)0;
    auto p = lattice(24, 4, 12, 1.0f);
    for (auto& q : p) q = {q.x, q.y * std::cos(a) - q.z * std::sin(a), q.y * std::sin(a) + q.z * std::cos(a)};
    const std::vector<glm::vec3> v(p.size(), glm::normalize(glm::vec3{1.0f, 1.0f, 0.0f}));
    const ShapeStats s = measureShape(p, v);
    EXPECT_NEAR(s.thinAxisVertical, 0.5f, 1e-4f);
    EXPECT_NEAR(s.velocityVertical, std::sqrt(0.5f), 1e-5f);
}

TEST(FieldShape, HalfTheHeadingsReversedIsUnpolarised) {
    const auto p = lattice(4, 4, 4, 1.0f);
    std::vector<glm::vec3> v(p.size(), glm::vec3{1, 0, 0});
    for (std::size_t i = 0; i < v.size(); i += 2) v[i] = {-1, 0, 0};
    EXPECT_NEAR(measureShape(p, v).polarization, 0.0f, 1e-6f);
}

TEST(FieldCorrelation, TwoCounterFlyingHalvesCrossZeroAtAThird) {
    // Birds evenly on a line of length L, the left half flying +x and the right half -x.
    // Pairs at distance r: same half 2 (L/2 - r), opposite halves r (r < L/2), so
    // C(r) = (L - 3r) / (L - r): zero at r = L / 3.
    std::vector<glm::vec3> p, v;
    constexpr int n = 2000;
    for (int i = 0; i < n; ++i) {
        p.push_back({static_cast<float>(i) * 0.05f, 0.0f, 0.0f});
        v.push_back({i < n / 2 ? 1.0f : -1.0f, 0.0f, 0.0f});
    }
    const float L = static_cast<float>(n - 1) * 0.05f;
    std::vector<double> sums;
    CorrelationStats c;
    FieldOptions o;
    o.correlationBins = 60;
    measureCorrelation(p, v, o, sums, c);
    EXPECT_NEAR(c.linearSize, L, 1e-3f);
    ASSERT_TRUE(c.hasZero);
    EXPECT_NEAR(c.xi, L / 3.0f, c.binWidth);
    EXPECT_NEAR(c.c[0], 1.0f, 0.05f);
    EXPECT_LT(c.c[50], 0.0f);
    // Subsampling every other bird keeps the answer.
    o.correlationMaxBirds = n / 2;
    measureCorrelation(p, v, o, sums, c);
    EXPECT_EQ(c.birds, n / 2);
    EXPECT_NEAR(c.xi, L / 3.0f, c.binWidth);
}

TEST(FieldCorrelation, SpeedsAsVectorsGiveTheSpeedCorrelation) {
    // The two halves of a line at 10 and 12 m/s, all flying one way: the speed fluctuations are
    // +-1 m/s, so C_sp(r) is the counter-flying halves' C(r), zero at L / 3.
    std::vector<glm::vec3> p, speed;
    constexpr int n = 1200;
    for (int i = 0; i < n; ++i) {
        p.push_back({static_cast<float>(i) * 0.05f, 0.0f, 0.0f});
        speed.push_back({i < n / 2 ? 10.0f : 12.0f, 0.0f, 0.0f});
    }
    const float L = static_cast<float>(n - 1) * 0.05f;
    std::vector<double> sums;
    CorrelationStats c;
    FieldOptions o;
    o.correlationBins = 60;
    measureCorrelation(p, speed, o, sums, c);
    ASSERT_TRUE(c.hasZero);
    EXPECT_NEAR(c.xi, L / 3.0f, c.binWidth);
    // One speed for every bird but float rounding (the seed model's unafraid flock): no zero.
    for (int i = 0; i < n; ++i) speed[static_cast<std::size_t>(i)].x = i % 3 ? 0.35f : std::nextafter(0.35f, 1.0f);
    measureCorrelation(p, speed, o, sums, c);
    EXPECT_FALSE(c.hasZero);
}

TEST(FieldCorrelation, AlignedBirdsHaveNoFluctuationAndRandomOnesAShortRange) {
    const auto p = lattice(12, 12, 12, 1.0f);
    std::vector<glm::vec3> v(p.size(), glm::vec3{0.35f, 0, 0});
    std::vector<double> sums;
    CorrelationStats c;
    measureCorrelation(p, v, {}, sums, c);
    EXPECT_FALSE(c.hasZero);
    EXPECT_EQ(c.xi, 0.0f);
    for (std::size_t i = 0; i < v.size(); ++i) {
        const auto b = static_cast<std::uint32_t>(i);
        v[i] = glm::normalize(glm::vec3{uniformSymmetric(1, 7, 0, b, 0), uniformSymmetric(1, 7, 0, b, 1),
                                        uniformSymmetric(1, 7, 0, b, 2)});
    }
    measureCorrelation(p, v, {}, sums, c);
    ASSERT_TRUE(c.hasZero);
    EXPECT_LT(c.xi, 0.15f * c.linearSize);
}

TEST(FieldOpacity, AFilledSheetIsOpaqueFromBelowAndASparseOneIsNot) {
    FieldScratch scratch;
    const auto dense = lattice(20, 1, 20, 1.0f);
    OpacityStats s = measureOpacity(dense, 1.0f, {1, 0, 0}, scratch);
    EXPECT_FLOAT_EQ(s.fromBelow, 1.0f);
    EXPECT_FLOAT_EQ(s.fromSide, 1.0f);  // seen edge on, the 20 x 1 row is filled too
    // Every other cell: 20 x 20 birds over a hull of 39 x 39 cells.
    const auto sparse = lattice(20, 1, 20, 2.0f);
    s = measureOpacity(sparse, 1.0f, {1, 0, 0}, scratch);
    EXPECT_NEAR(s.fromBelow, 400.0f / (39.0f * 39.0f), 1e-5f);
    EXPECT_NEAR(s.fromSide, 20.0f / 39.0f, 1e-5f);
    EXPECT_FLOAT_EQ(s.cellSize, 1.0f);
}

TEST(FieldOpacity, AThickBlockIsOpaqueFromTheSideButAThinSheetOnEdgeIsSparseFromBelow) {
    FieldScratch scratch;
    // A wall in the x-y plane, birds every other cell: from the side (looking along z,
    // heading x) it shows its holes; from below it is a single row of cells, every other one hit.
    const auto wall = lattice(20, 20, 1, 2.0f);
    const OpacityStats s = measureOpacity(wall, 1.0f, {1, 0, 0}, scratch);
    EXPECT_NEAR(s.fromSide, 400.0f / (39.0f * 39.0f), 1e-5f);
    EXPECT_NEAR(s.fromBelow, 20.0f / 39.0f, 1e-5f);
    // Four such walls, offset to fill each other's holes, hide everything behind them.
    std::vector<glm::vec3> block;
    for (int layer = 0; layer < 4; ++layer)
        for (const auto& q : wall)
            block.push_back(
                q + glm::vec3{static_cast<float>(layer % 2), static_cast<float>(layer / 2), static_cast<float>(layer)});
    EXPECT_NEAR(measureOpacity(block, 1.0f, {1, 0, 0}, scratch).fromSide, 1.0f, 0.03f);
}

TEST(FieldOpacity, TheCoveredShareOfAMaskCountsItsHull) {
    FieldScratch scratch;
    // The four corners of 3 x 3 cells: a hull of 9 cells, 4 covered.
    std::vector<std::uint8_t> mask = {1, 0, 1, 0, 0, 0, 1, 0, 1};
    EXPECT_NEAR(coveredShareOfHull(mask, {3, 3}, scratch), 4.0f / 9.0f, 1e-6f);
    // A diagonal of a 2 x 2 mask: the hull is the two cells and the triangles between them.
    mask = {1, 0, 0, 1};
    EXPECT_NEAR(coveredShareOfHull(mask, {2, 2}, scratch), 2.0f / 3.0f, 1e-6f);
    mask.assign(9, 0);
    EXPECT_EQ(coveredShareOfHull(mask, {3, 3}, scratch), 0.0f);
}

TEST(FieldOpacity, WhereTheGridStartsIsTheSamplingError) {
    FieldScratch scratch;
    // Birds two cells apart fall in the same cells wherever the grid starts: no error.
    const auto sparse = lattice(20, 1, 20, 2.0f);
    OpacitySampling s = opacityBelowOverGridShifts(sparse, 1.0f, scratch);
    EXPECT_NEAR(s.mean, 400.0f / (39.0f * 39.0f), 1e-5f);
    EXPECT_NEAR(s.sd, 0.0f, 1e-6f);
    EXPECT_FLOAT_EQ(measureOpacity(sparse, 1.0f, {1, 0, 0}, scratch, {0.5f, 0.5f}).fromBelow, s.mean);
    // A random cloud, one bird per cell on average: the grid's start moves the value, and
    // over the starts it is near the union of unit squares, 1 - e^-1 of the area (a
    // Boolean model's coverage), less the hull's ragged edge.
    std::vector<glm::vec3> cloud;
    std::uint32_t x = 12345u;
    auto next = [&] {
        x = x * 1664525u + 1013904223u;
        return static_cast<float>(x >> 8) / 16777216.0f;
    };
    for (int i = 0; i < 900; ++i) cloud.push_back({30.0f * next(), 0.0f, 30.0f * next()});
    s = opacityBelowOverGridShifts(cloud, 1.0f, scratch);
    EXPECT_GT(s.sd, 0.001f);
    EXPECT_LT(s.sd, 0.05f);
    EXPECT_NEAR(s.mean, 1.0f - std::exp(-1.0f), 0.04f);
    // The default start is one of the samples, not an outlier.
    EXPECT_LE(std::abs(measureOpacity(cloud, 1.0f, {1, 0, 0}, scratch).fromBelow - s.mean), 4.0f * s.sd);
}

TEST(FieldPartners, TopologicalUsesKAndMetricCountsTheShell) {
    const auto p = lattice(10, 10, 10, 1.0f);
    FieldScratch scratch;
    SimParams world;
    PartnerStats s = countPartners(p, world, scratch);
    EXPECT_FLOAT_EQ(s.mean, 7.0f);
    EXPECT_EQ(s.min, 7);
    EXPECT_EQ(s.max, 7);
    EXPECT_EQ(s.histogram[7], 1000);
    world.neighbourMode = NeighbourMode::Metric;
    world.metricRadius = 1.01f;
    s = countPartners(p, world, scratch);
    // 2 x the 3 x 10 x 10 x 9 lattice links, shared over 1000 birds.
    EXPECT_NEAR(s.mean, 5.4f, 1e-5f);
    EXPECT_EQ(s.min, 3);  // corners
    EXPECT_EQ(s.max, 6);  // inside
    EXPECT_EQ(s.histogram[3], 8);
}

TEST(FieldPartners, MatchTheBruteForceSearchOnAStartingFlock) {
    SimParams world;
    world.birdCount = 400;
    world.startRadius = 12.0f;  // dense enough that some birds have many metric neighbours
    const FlockState st = makeInitialFlock(world);
    FieldScratch scratch;
    for (NeighbourMode mode : {NeighbourMode::Topological, NeighbourMode::Metric}) {
        world.neighbourMode = mode;
        world.topologicalK = 5;
        world.topoMaxDistance = 2.0f;  // short, so that some birds have fewer than k in range
        const PartnerStats s = countPartners(st.position, world, scratch);
        double sum = 0.0;
        std::vector<Neighbour> found;
        std::array<Neighbour, 5> nearest{};
        for (std::uint32_t i = 0; i < st.size(); ++i) {
            found.clear();
            if (mode == NeighbourMode::Topological) {
                sum += bruteForceTopological(st.position, i, 5, 2.0f, nearest.data());
            } else {
                bruteForceMetric(st.position, i, world.metricRadius, found);
                sum += static_cast<double>(found.size());
            }
        }
        EXPECT_NEAR(s.mean, sum / 400.0, 1e-4) << (mode == NeighbourMode::Metric ? "metric" : "topological");
        EXPECT_LT(s.min, s.max);
    }
}

TEST(FieldFit, ThroughTheOriginExactNoisyAndTooFewPoints) {
    const std::vector<float> x{10, 20, 40, 80};
    std::vector<float> y;
    for (float l : x) y.push_back(0.35f * l);
    const OriginFit f = fitThroughOrigin(x, y);
    EXPECT_NEAR(f.slope, 0.35f, 1e-6f);
    EXPECT_NEAR(f.r2, 1.0f, 1e-6f);
    // y = 2 x + 1 has an intercept the fit may not take: a = sum(x y) / sum(x^2) = 70 / 30, and
    // the uncentred R^2 = 1 - sum(residual^2) / sum(y^2) = 1 - (2 / 3) / 164.
    const std::vector<float> x4{1, 2, 3, 4}, withIntercept{3, 5, 7, 9};
    const OriginFit g = fitThroughOrigin(x4, withIntercept);
    EXPECT_NEAR(g.slope, 70.0f / 30.0f, 1e-5f);
    EXPECT_NEAR(g.r2, 1.0f - (2.0f / 3.0f) / 164.0f, 1e-5f);
    EXPECT_EQ(fitThroughOrigin(std::vector<float>{1}, std::vector<float>{1}).r2, 0.0f);
    EXPECT_EQ(fitThroughOrigin(std::vector<float>{0, 0}, std::vector<float>{1, 2}).slope, 0.0f);
}

TEST(FieldMeasure, PicksTheLargestClusterAndIsDeterministic) {
    // 64 birds in one block and 27 in another far away: the 64 are measured.
    auto big = lattice(4, 4, 4, 1.0f);
    const auto small = lattice(3, 3, 3, 1.0f);
    for (const auto& q : small) big.push_back(q + glm::vec3{100, 0, 0});
    FlockState st;
    st.resize(big.size());
    st.position = big;
    for (std::size_t i = 0; i < st.size(); ++i) {
        st.heading[i] = {1, 0, 0};
        st.speed[i] = 0.35f;
    }
    SimParams world;
    FieldScratch scratch;
    FieldMeasures m;
    measureField(world, st, {}, scratch, m);
    EXPECT_EQ(m.flockBirds, 91);
    EXPECT_EQ(m.clusterBirds, 64);
    EXPECT_NEAR(m.nnd.mean, 1.0f, 1e-5f);
    EXPECT_NEAR(m.shape.thickness, std::sqrt(15.0f), 1e-3f);
}

TEST(FieldMeasure, ASimulatedFlockGivesFiniteRepeatableNumbers) {
    SimParams p;  // the default flock
    Simulation sim(p, makeCpuBackend(2));
    for (int i = 0; i < 400; ++i) sim.step(false);
    FlockState st;
    sim.backend().download(st);
    FieldScratch scratch;
    FieldMeasures a, b;
    measureField(sim.world(), st, {}, scratch, a);
    measureField(sim.world(), st, {}, scratch, b);
    EXPECT_GT(a.clusterBirds, 500);
    for (float x : {a.nnd.mean, a.border.nndRatio, a.shape.widthRatio, a.shape.lengthRatio, a.correlation.xi,
                    a.correlation.linearSize, a.opacity.fromBelow, a.opacity.fromSide, a.partners.mean}) {
        EXPECT_TRUE(std::isfinite(x));
        EXPECT_GT(x, 0.0f);
    }
    EXPECT_EQ(a.nnd.mean, b.nnd.mean);
    EXPECT_EQ(a.correlation.xi, b.correlation.xi);
    EXPECT_EQ(a.opacity.fromSide, b.opacity.fromSide);
    EXPECT_LE(a.opacity.fromBelow, 1.0f);
    EXPECT_LT(a.correlation.xi, a.correlation.linearSize);
}

}  // namespace
}  // namespace murmur
