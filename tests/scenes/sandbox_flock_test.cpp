#include <gtest/gtest.h>

#include <cmath>

#include "murmur/model/thread_pool.hpp"
#include "scenes/sandbox.hpp"

namespace murmur::scenes {
namespace {

constexpr double kFrame = 1.0 / 60.0;

TEST(Flock2D, EachSteeringForceIsAtMostMaxForce) {
    Flock2D f({}, 2.0f);
    for (int s = 0; s < 60; ++s) {
        f.step(kFrame);
        if (s % 15 != 0) continue;
        for (std::uint32_t i = 0; i < f.boids().size(); ++i) {
            const FlockForces k = f.forcesOn(i);
            ASSERT_LE(glm::length(k.alignment), 0.1f + 1e-6f);
            ASSERT_LE(glm::length(k.cohesion), 0.1f + 1e-6f);
            ASSERT_LE(glm::length(k.separation), 0.1f + 1e-6f);
        }
    }
    for (const Boid& b : f.boids()) EXPECT_LE(glm::length(b.velocity), 2.0f + 1e-5f);
}

TEST(Flock2D, ReynoldsAlignmentIsDesiredMinusCurrentLimited) {
    FlockParams p;
    p.boidCount = 2;
    Flock2D f(p, 2.0f);
    f.setBoid(0, {{100.0f, 100.0f}, {0.0f, 2.0f}});
    f.setBoid(1, {{130.0f, 100.0f}, {2.0f, 0.0f}});  // 30 px: aligns and coheres, no separation
    const FlockForces k = f.forcesOn(0);
    // desired (2, 0) - current (0, 2) = (2, -2), limited to 0.1.
    EXPECT_NEAR(k.alignment.x, 0.1f / std::sqrt(2.0f), 1e-6f);
    EXPECT_NEAR(k.alignment.y, -0.1f / std::sqrt(2.0f), 1e-6f);
    EXPECT_EQ(k.separation, glm::vec2(0.0f));
    EXPECT_GT(k.cohesion.x, 0.0f);
}

TEST(Flock2D, NeighboursAcrossTheSeamCount) {
    FlockParams p;
    p.boidCount = 2;
    Flock2D f(p, 2.0f);  // 800 x 400
    f.setBoid(0, {{5.0f, 395.0f}, {1.0f, 0.0f}});
    f.setBoid(1, {{795.0f, 5.0f}, {1.0f, 0.0f}});  // 14 px away through the corner
    const FlockForces k = f.forcesOn(0);
    // The other is at (-10, +10) the short way round: pushed toward +x and -y.
    EXPECT_GT(k.separation.x, 0.0f);
    EXPECT_LT(k.separation.y, 0.0f);
    EXPECT_LT(k.cohesion.x, 0.0f);  // pulled toward the other across the seam (-x)
}

TEST(Flock2D, GridAndBruteForceAgreeOnTheTorus) {
    FlockParams p;
    p.boidCount = 700;
    FlockParams brute = p;
    brute.search = NeighbourSearch::BruteForce;
    Flock2D a(p, 1.5f), b(brute, 1.5f);
    for (int s = 0; s < 20; ++s) {
        a.step(kFrame);
        b.step(kFrame);
    }
    for (std::size_t i = 0; i < a.boids().size(); ++i) {
        ASSERT_NEAR(a.boids()[i].velocity.x, b.boids()[i].velocity.x, 1e-3f) << i;
        ASSERT_NEAR(a.boids()[i].velocity.y, b.boids()[i].velocity.y, 1e-3f) << i;
    }
}

TEST(Flock2D, ThreadsDoNotChangeTheResult) {
    FlockParams p;
    p.boidCount = 1000;
    Flock2D a(p, 2.0f), b(p, 2.0f);
    ThreadPool pool(3);
    for (int s = 0; s < 5; ++s) {
        a.step(kFrame);
        b.step(kFrame, &pool);
    }
    for (std::size_t i = 0; i < a.boids().size(); ++i) ASSERT_EQ(a.boids()[i].position, b.boids()[i].position);
}

TEST(Flock2D, TheFlockAlignsOverTime) {
    Flock2D f({}, 2.0f);
    auto polarization = [&] {
        glm::vec2 sum{0.0f};
        for (const Boid& b : f.boids()) {
            const float l = glm::length(b.velocity);
            if (l > 0.0f) sum += b.velocity / l;
        }
        return glm::length(sum) / static_cast<float>(f.boids().size());
    };
    const float before = polarization();
    for (int s = 0; s < 900; ++s) f.step(kFrame);
    EXPECT_GT(polarization(), before + 0.2f);
}

TEST(Sandbox, ModesParseAndOnlyTheCurrentOneSteps) {
    EXPECT_EQ(parseSandboxMode("seek"), SandboxMode::Seek);
    EXPECT_EQ(parseSandboxMode("flocking"), SandboxMode::Flocking);
    EXPECT_FALSE(parseSandboxMode("boids").has_value());
    EXPECT_EQ(sandboxModeName(SandboxMode::Attraction), "attraction");
    SandboxWorld w(2.0f);
    w.setMode(SandboxMode::Flocking);
    const glm::vec2 before = w.attractor.particles()[0].position;
    w.step(kFrame, {});
    EXPECT_EQ(w.attractor.particles()[0].position, before);
    EXPECT_TRUE(w.emitter.particles().empty());
    w.setMode(SandboxMode::Emitter);
    PointerInput click{{100.0f, 300.0f}, true, true};
    w.step(kFrame, click);
    EXPECT_EQ(w.emitter.origin(), glm::vec2(100.0f, 300.0f));
    EXPECT_EQ(w.emitter.particles().size(), 1u);
}

}  // namespace
}  // namespace murmur::scenes
