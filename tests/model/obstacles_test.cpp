// Obstacles (obstacle_shapes.hpp, obstacles.hpp): the shapes' exact distances and normals,
// the text form and its refusals, the bins against every obstacle, the turn before contact,
// the push out, and the invariant that no bird ends a step inside an obstacle, with and
// without a hawk, in both models and on any thread count.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/vec2.hpp>

#include "murmur/model/backend.hpp"
#include "murmur/model/cpu_step.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/model/metrics.hpp"
#include "murmur/model/obstacle_sets.hpp"
#include "murmur/model/obstacles.hpp"
#include "murmur/model/param_table.hpp"
#include "murmur/model/random.hpp"
#include "murmur/model/starling.hpp"
#include "murmur/model/thread_pool.hpp"
#include "murmur/simulation/simulation.hpp"

namespace murmur {
namespace {

constexpr float kTol = 1e-5f;

Obstacle sphere(glm::vec3 at, float r) {
    return {ObstacleShape::Sphere, at, {r, 0.0f, 0.0f}};
}
Obstacle box(glm::vec3 at, glm::vec3 size) {
    return {ObstacleShape::Box, at, size};
}
Obstacle cylinder(glm::vec3 base, float r, float h) {
    return {ObstacleShape::Cylinder, base, {r, h, 0.0f}};
}

void expectHit(const ObstacleHit& hit, float distance, glm::vec3 normal) {
    EXPECT_NEAR(hit.distance, distance, kTol);
    EXPECT_NEAR(hit.normal.x, normal.x, kTol);
    EXPECT_NEAR(hit.normal.y, normal.y, kTol);
    EXPECT_NEAR(hit.normal.z, normal.z, kTol);
}

TEST(Obstacles, TheShapesDistancesAndNormalsAreExact) {
    const Obstacle s = sphere({1, 2, 3}, 2);
    expectHit(obstacleDistance(s, {1, 2, 8}), 3, {0, 0, 1});
    expectHit(obstacleDistance(s, {1, 1.5f, 3}), -1.5f, {0, -1, 0});

    const Obstacle b = box({0, 0, 0}, {4, 2, 6});  // half extents 2, 1, 3
    expectHit(obstacleDistance(b, {5, 0, 0}), 3, {1, 0, 0});
    expectHit(obstacleDistance(b, {5, 5, 0}), 5, {0.6f, 0.8f, 0});          // to the edge (2, 1, 0)
    expectHit(obstacleDistance(b, {0, -0.75f, 0.5f}), -0.25f, {0, -1, 0});  // nearest face: y = -1
    expectHit(obstacleDistance(b, {-1.5f, 0, 0}), -0.5f, {-1, 0, 0});

    const Obstacle c = cylinder({10, -40, 0}, 2, 60);  // a pylon from the ground to y = 20
    expectHit(obstacleDistance(c, {10, 0, 5}), 3, {0, 0, 1});
    expectHit(obstacleDistance(c, {10, 25, 0}), 5, {0, 1, 0});
    expectHit(obstacleDistance(c, {15, 24, 0}), 5, {0.6f, 0.8f, 0});  // to the rim (12, 20, 0)
    expectHit(obstacleDistance(c, {11.5f, 0, 0}), -0.5f, {1, 0, 0});
    expectHit(obstacleDistance(c, {10, 19.75f, 0.5f}), -0.25f, {0, 1, 0});
}

TEST(Obstacles, TheTextFormReadsBackExactly) {
    const ObstacleList list{cylinder({40, -40, 0}, 2.5f, 60), sphere({0, 25.1f, -40}, 4),
                            box({-30, -35, 30}, {10, 12, 8})};
    const std::string text = obstaclesText(list);
    EXPECT_EQ(text, "cylinder 40 -40 0 2.5 60; sphere 0 25.1 -40 4; box -30 -35 30 10 12 8");
    const ObstacleParse back = parseObstacles(text);
    ASSERT_EQ(back.error, "");
    EXPECT_EQ(back.obstacles, list);
    EXPECT_EQ(obstaclesText({}), "none");
    EXPECT_TRUE(parseObstacles("none").obstacles.empty());
    EXPECT_TRUE(parseObstacles("  ").obstacles.empty());

    SimParams p;
    ASSERT_EQ(setParamByName(p, "obstacles", text), std::nullopt);
    EXPECT_EQ(p.obstacles, list);
    EXPECT_EQ(paramText(p, *findParam("obstacles")), text);
}

TEST(Obstacles, BadShapesAreRefusedWithOneLine) {
    SimParams p;
    auto refusal = [&](const std::string& text) {
        SimParams q = p;
        const auto why = setParamByName(q, "obstacles", text);
        EXPECT_EQ(q, p) << text << ": nothing may change";
        return why.value_or("");
    };
    EXPECT_NE(refusal("cube 40 0 0 3").find("unknown shape 'cube'"), std::string::npos);
    EXPECT_NE(refusal("sphere 40 0 0").find("a sphere takes 4 numbers"), std::string::npos);
    EXPECT_NE(refusal("sphere 40 0 0 nan").find("finite"), std::string::npos);
    EXPECT_NE(refusal("sphere 40 0 0 0").find("radius must be in (0"), std::string::npos);
    EXPECT_NE(refusal("box 40 0 0 2 -1 2").find("height must be in (0"), std::string::npos);
    EXPECT_NE(refusal("sphere 40 0 0 3;; sphere 50 0 0 1").find("obstacle 2 is empty"), std::string::npos);
    // Over the starting ball (radius 20 round the origin), and wholly outside the sky.
    EXPECT_NE(refusal("cylinder 25 -40 0 6 60").find("ball the flock starts in"), std::string::npos);
    EXPECT_NE(refusal("sphere 0 200 0 5").find("wholly outside the sky"), std::string::npos);
    // Too many: one more than the limit.
    std::string many;
    for (int i = 0; i <= kMaxObstacles; ++i) many += "sphere 60 0 0 1;";
    many.pop_back();
    EXPECT_NE(refusal(many).find("4096"), std::string::npos);
    SimParams ok;
    EXPECT_EQ(setParamByName(ok, "obstacles", "sphere 60 0 0 1; cylinder -50 -40 10 2 60"), std::nullopt);
    EXPECT_EQ(ok.obstacles.size(), 2u);
    // At dusk the reed bed (radius 8 round the axis, on the ground at -40) must be clear; a
    // pylon beside it, or one on it without a dusk, is fine.
    SimParams dusk;
    dusk.descentStep = 500;
    const auto onBed = setParamByName(dusk, "obstacles", "cylinder 5 -40 0 2 15");
    ASSERT_TRUE(onBed.has_value());
    EXPECT_NE(onBed->find("reed bed"), std::string::npos) << *onBed;
    EXPECT_EQ(setParamByName(dusk, "obstacles", "cylinder 12 -40 0 2 15"), std::nullopt);
    SimParams day;
    EXPECT_EQ(setParamByName(day, "obstacles", "cylinder 5 -40 0 2 15"), std::nullopt);
    // The world as run: a small scaled sky brings the pylon beside the bed onto it.
    SimParams scaled = dusk;
    scaled.obstacles.clear();
    scaled.scaleSkyWithBirds = true;
    scaled.birdCount = 200;  // the sky at (200 / 1500)^(1/3) = 0.51 of its size; the bed stays 8 across
    EXPECT_NE(setParamByName(scaled, "obstacles", "cylinder 12 -40 0 2 15").value_or("").find("reed bed"),
              std::string::npos);
}

TEST(Obstacles, TheNamedWorldsAreValidInBothModels) {
    for (const FlockModel model : {FlockModel::Seed, FlockModel::Starling}) {
        SimParams p = withModel(SimParams{}, model);
        EXPECT_TRUE(obstacleSet(ObstacleSet::None, p).empty());
        for (const ObstacleSet set : {ObstacleSet::Pylon, ObstacleSet::Wood}) {
            p.obstacles = obstacleSet(set, p);
            EXPECT_FALSE(p.obstacles.empty());
            EXPECT_EQ(validate(p), std::nullopt)
                << obstacleSetName(set) << " in the " << flockModelName(model) << " model";
            EXPECT_EQ(whichObstacleSet(p), set);
            EXPECT_EQ(parseObstacleSet(obstacleSetName(set)), set);
        }
    }
    const ObstacleList wood = obstacleSet(ObstacleSet::Wood, SimParams{});
    EXPECT_EQ(wood.size(), 72u);                                   // 36 trunks and their crowns
    EXPECT_EQ(wood, obstacleSet(ObstacleSet::Wood, SimParams{}));  // the same wood every time
}

// Any bird position: every obstacle within the field's reach is in its bin.
TEST(Obstacles, TheBinsHoldEveryObstacleWithinReach) {
    ObstacleList wood;
    for (std::uint32_t i = 0; i < 300; ++i)
        wood.push_back(cylinder({uniformSymmetric(60, 3, 0, i, 0), -40, uniformSymmetric(60, 3, 0, i, 1)},
                                0.5f + uniform01(3, 0, i, 2), 30 + 20 * uniform01(3, 0, i, 3)));
    const float reach = 4.5f;
    const ObstacleField field = buildObstacleField(wood, reach);
    EXPECT_GT(field.binsX * field.binsZ, 100);  // binned, not one list
    std::size_t listed = 0;
    for (std::uint32_t n = 0; n < 5000; ++n) {
        const glm::vec3 p(uniformSymmetric(80, 4, 0, n, 0), uniformSymmetric(30, 4, 0, n, 1),
                          uniformSymmetric(80, 4, 0, n, 2));
        const auto near = field.near(p);
        listed += near.size();
        for (std::uint32_t i = 0; i < wood.size(); ++i) {
            const float d = obstacleDistance(wood[i], p).distance;
            if (d > reach) continue;
            EXPECT_NE(std::find(near.begin(), near.end(), i), near.end()) << "obstacle " << i << " at " << d;
        }
    }
    EXPECT_LT(listed, 5000u * wood.size() / 10);  // a bird tests a few, not all
}

TEST(Obstacles, ABirdTurnsAwayBeforeContactAndNotWhenClear) {
    const ObstacleField field = buildObstacleField({cylinder({10, -40, 0}, 2, 60)}, 8.0f);
    const glm::vec3 h(1, 0, 0);
    // Flying east 1 north of the pylon's axis: the probe 4 ahead is inside it, where the
    // surface's normal leans north.
    const glm::vec3 steer = obstacleSteering(field, {5, 0, 1}, h, 4.0f, 1.0f);
    EXPECT_GT(steer.z, 0.0f);          // away from the axis, to the side the bird is on
    EXPECT_NEAR(steer.x, 0.0f, kTol);  // across the heading only
    EXPECT_NEAR(glm::length(steer), (1.0f + (2.0f - std::sqrt(2.0f))) / 4.0f, kTol);  // urgency: depth / probe
    // Straight at it: the level right, heading x up (+z for a bird flying east).
    const glm::vec3 head = obstacleSteering(field, {5, 0, 0}, h, 4.0f, 1.0f);
    EXPECT_NEAR(head.z, 0.5f, kTol);  // the probe 1 deep into the pylon, 2 into the clearance: 2 / 4
    EXPECT_NEAR(head.x, 0.0f, kTol);
    // Nearer is more urgent.
    EXPECT_GT(glm::length(obstacleSteering(field, {6.5f, 0, 1}, h, 4.0f, 1.0f)), glm::length(steer));
    // Clear of it, flying away from it, or with no obstacles: nothing.
    EXPECT_EQ(obstacleSteering(field, {5, 0, 6}, h, 4.0f, 1.0f), glm::vec3(0.0f));
    EXPECT_EQ(obstacleSteering(field, {5, 0, 1}, -h, 4.0f, 1.0f), glm::vec3(0.0f));
    EXPECT_EQ(obstacleSteering(noObstacles(), {5, 0, 1}, h, 4.0f, 1.0f), glm::vec3(0.0f));
}

TEST(Obstacles, AMoveIntoAnObstacleEndsOutside) {
    const ObstacleField field = buildObstacleField({sphere({0, 0, 0}, 5)}, 3.0f);
    glm::vec3 h(1, 0, 0);
    const glm::vec3 end = keepOutside(field, {-5.2f, 0.1f, 0}, {-4.8f, 0.1f, 0}, h);
    EXPECT_GE(obstacleDistance(field.obstacles[0], end).distance, 0.0f);
    EXPECT_LT(glm::length(end - glm::vec3(-4.8f, 0.1f, 0)), 0.3f);
    EXPECT_LT(glm::dot(h, glm::normalize(end)), 1e-4f);  // slid along the surface, no longer into it
    EXPECT_NEAR(glm::length(h), 1.0f, kTol);
    // Outside already: untouched.
    glm::vec3 h2(1, 0, 0);
    EXPECT_EQ(keepOutside(field, {-7, 0, 0}, {-6, 0, 0}, h2), glm::vec3(-6, 0, 0));
    EXPECT_EQ(h2, glm::vec3(1, 0, 0));
    // Wedged between two boxes (the push out of one goes into the other): it stays.
    const ObstacleField gap = buildObstacleField({box({-1, 0, 0}, {2, 2, 2}), box({1.0005f, 0, 0}, {2, 2, 2})}, 3.0f);
    glm::vec3 h3(0, 1, 0);
    EXPECT_EQ(keepOutside(gap, {0, 1.5f, 0}, {-0.0001f, 0.5f, 0}, h3), glm::vec3(0, 1.5f, 0));
}

// The pylon and the wood the presets use, in the seed model's sky.
SimParams withPylon(SimParams p) {
    p.obstacles = {cylinder({35, -40, 0}, 3, 70)};
    return p;
}

float deepest(const FlockState& s, const ObstacleList& obstacles) {
    float worst = INFINITY;
    for (const glm::vec3& p : s.position)
        for (const Obstacle& o : obstacles) worst = std::min(worst, obstacleDistance(o, p).distance);
    return worst;
}

// The invariant, every step: no bird inside an obstacle (and so none NaN), with the hawk.
void expectNoBirdInside(SimParams p, int steps, int hawkAt) {
    Simulation sim(p, makeCpuBackend());
    FlockState s;
    bool metTheObstacle = false;
    for (int t = 0; t < steps; ++t) {
        if (t == hawkAt) sim.sendHawk();
        sim.step(false);
        sim.backend().download(s);
        ASSERT_TRUE(allFinite(s)) << "step " << t;
        const float d = deepest(s, sim.world().obstacles);
        ASSERT_GE(d, 0.0f) << "a bird inside an obstacle after step " << t;
        metTheObstacle = metTheObstacle || d < 1.0f;
        if (sim.hawk().inSky) {
            for (const Obstacle& o : sim.world().obstacles) {
                ASSERT_GE(obstacleDistance(o, sim.hawk().position).distance, 0.0f) << "the hawk inside, step " << t;
            }
        }
    }
    EXPECT_TRUE(metTheObstacle) << "the flock never came near the obstacle: the test saw nothing";
}

TEST(Obstacles, NoBirdEverEndsAStepInsideAPylonAt1500Birds) {
    SimParams p = withPylon(SimParams{});
    p.hawkStrategy = HawkStrategy::Nearest;
    expectNoBirdInside(p, 1500, 700);
}

TEST(Obstacles, NoBirdEverEndsAStepInsideAWoodAt10000Birds) {
    SimParams p;
    p.birdCount = 10'000;
    p.scaleSkyWithBirds = true;  // the default density: the sky grows about 1.9 x
    for (std::uint32_t i = 0; i < 16; ++i) {
        const float a = 6.2831853f * static_cast<float>(i) / 16.0f;
        p.obstacles.push_back(
            cylinder({40 * std::cos(a), -40, 40 * std::sin(a)}, 2, 50 + 2.0f * static_cast<float>(i)));
    }
    expectNoBirdInside(p, 400, 150);
}

TEST(Obstacles, NoStarlingEverEndsAStepInsideAMast) {
    SimParams p = withModel(SimParams{}, FlockModel::Starling);
    // A mast through the flock's height, 60 m from the roost's axis, and a tethered balloon.
    p.obstacles = {cylinder({60, -120, 0}, 4, 160), sphere({-40, 0, 30}, 8)};
    expectNoBirdInside(p, 1200, 400);
}

TEST(Obstacles, AnyThreadCountGivesTheSameBits) {
    SimParams p = withPylon(SimParams{});
    p.birdCount = 800;
    std::uint64_t hashes[2] = {};
    for (int threads : {1, 2}) {
        ThreadPool pool(threads);
        CpuStepper stepper(&pool);
        FlockState a = makeInitialFlock(p), b;
        for (int t = 0; t < 300; ++t) {
            stepper.step(p, HawkView{}, a, b);
            std::swap(a, b);
        }
        hashes[threads - 1] = stateHash(a);
    }
    EXPECT_EQ(hashes[0], hashes[1]);
}

// The obstacle acts: the same flock with and without it differs, and without obstacles the
// step is the model's (the golden hash holds elsewhere).
TEST(Obstacles, APylonChangesTheFlightOnlyWhereItIs) {
    SimParams none;
    none.birdCount = 500;
    const SimParams pylon = withPylon(none);
    CpuStepper stepper;
    FlockState a = makeInitialFlock(none), b = a, next;
    for (int t = 0; t < 10; ++t) {  // the flock starts within 20 of the origin, 12 from the pylon
        stepper.step(none, HawkView{}, a, next);
        std::swap(a, next);
        stepper.step(pylon, HawkView{}, b, next);
        std::swap(b, next);
    }
    EXPECT_EQ(stateHash(a), stateHash(b)) << "the pylon acted from afar";
}

// A flock that meets a pylon splits round it and joins again beyond it. The default flock
// (seed 1) has settled into one body by step 1,000 and meets the pylon near step 1,150; the
// same flock with no pylon stays one body through the same steps.
struct Passage {
    float lowestShare = 100.0f;        // the largest cluster's lowest share while passing, %
    int mostNorth = 0, mostSouth = 0;  // the most birds at once within 8 of the pylon's axis, each side
    float shareAfter = 0.0f;           // the largest cluster's share at the end, %
};

Passage passThePylon(bool withPylon) {
    SimParams p;
    const glm::vec3 base(35, -40, 0);
    if (withPylon) p.obstacles = {cylinder(base, 3, 70)};
    CpuStepper stepper;
    FlockState s = makeInitialFlock(p), next;
    Passage out;
    const int minSize = clusterMinSize(p, p.birdCount);
    for (int t = 0; t < 1450; ++t) {
        stepper.step(p, HawkView{}, s, next);
        std::swap(s, next);
        if (t < 1100 || t % 5 != 0) continue;
        const float share = findClusters(s.position, p.clusterLinkDistance, minSize).largestPct;
        if (t < 1250) {
            out.lowestShare = std::min(out.lowestShare, share);
            int north = 0, south = 0;
            for (const glm::vec3& q : s.position)
                if (glm::length(glm::vec2(q.x - base.x, q.z - base.z)) < 8.0f) ++(q.z > 0.0f ? north : south);
            out.mostNorth = std::max(out.mostNorth, north);
            out.mostSouth = std::max(out.mostSouth, south);
        }
        out.shareAfter = share;
    }
    return out;
}

TEST(Obstacles, AFlockSplitsRoundAPylonAndRejoins) {
    const Passage pylon = passThePylon(true), open = passThePylon(false);
    EXPECT_GT(pylon.mostNorth, 100) << "the flock did not flow past the pylon on both sides";
    EXPECT_GT(pylon.mostSouth, 100) << "the flock did not flow past the pylon on both sides";
    EXPECT_LT(pylon.lowestShare, 70.0f) << "the pylon did not split the flock";
    EXPECT_GT(open.lowestShare, 85.0f) << "the flock splits without a pylon too: the test shows nothing";
    EXPECT_GT(pylon.shareAfter, 90.0f) << "the flock did not join again beyond the pylon";
}

}  // namespace
}  // namespace murmur
