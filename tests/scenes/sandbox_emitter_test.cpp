#include <gtest/gtest.h>

#include <cmath>

#include "scenes/sandbox_emitter.hpp"
#include "scenes/steering.hpp"

namespace murmur::scenes {
namespace {

constexpr double kFrame = 1.0 / 60.0;

TEST(SandboxClock, OneSixtiethOfASecondIsExactlyOneChapterFrame) {
    EXPECT_EQ(chapterFrames(kFrame), 1.0f);
    EXPECT_EQ(chapterFrames(0.0), 0.0f);
    EXPECT_EQ(chapterFrames(10.0), static_cast<float>(kMaxChapterFramesPerStep));
}

// One particle, then no more births: it lives while its lifetime (255, minus 2 per frame) is >= 0.
TEST(Emitter, ParticleDiesExactlyWhenItsLifeRunsOut) {
    EmitterParams p;
    ParticleEmitter e(p);
    e.step(kFrame);  // born and updated once: 253 left
    ASSERT_EQ(e.particles().size(), 1u);
    EXPECT_EQ(e.particles()[0].lifetime, 253.0f);
    e.params().particlesPerFrame = 0.0f;
    for (int frame = 2; frame <= 127; ++frame) e.step(kFrame);
    ASSERT_EQ(e.particles().size(), 1u);  // after 127 frames: 255 - 254 = 1
    EXPECT_EQ(e.particles()[0].lifetime, 1.0f);
    e.step(kFrame);  // frame 128: -1 < 0, removed in this same step
    EXPECT_TRUE(e.particles().empty());
}

TEST(Emitter, LifetimeIsCountedInFramesWhateverTheStepLength) {
    ParticleEmitter e;
    e.step(0.0);  // nothing is born in no time
    EXPECT_TRUE(e.particles().empty());
    e.params().particlesPerFrame = 1.0f;
    e.step(kFrame);
    e.params().particlesPerFrame = 0.0f;
    // 0.025 s = 1.5 frames per step: lifetime 253 - 3k; it is still >= 0 after 84 steps (1) and gone at 85.
    for (int s = 0; s < 84; ++s) e.step(0.025);
    ASSERT_EQ(e.particles().size(), 1u);
    EXPECT_NEAR(e.particles()[0].lifetime, 1.0f, 1e-3f);
    e.step(0.025);
    EXPECT_TRUE(e.particles().empty());
}

TEST(Emitter, BirthsFollowTheRateAndTheLivingCountLevelsOff) {
    ParticleEmitter e;
    for (int f = 0; f < 60; ++f) e.step(kFrame);
    EXPECT_EQ(e.particles().size(), 60u);
    for (int f = 0; f < 200; ++f) e.step(kFrame);
    // One birth per frame; a particle survives 127 updates (255 - 2 * 127 = 1 >= 0) and is
    // removed at its 128th, so 127 are alive once the first deaths have begun.
    EXPECT_EQ(e.particles().size(), 127u);
    EXPECT_EQ(e.bornCount(), 260u);
}

TEST(Emitter, ParticlesStartAtTheEmitterWithChapterSpeedsAndFall) {
    ParticleEmitter e;
    e.setOrigin({100.0f, 50.0f});
    e.params().particlesPerFrame = 20.0f;
    e.step(kFrame);
    ASSERT_EQ(e.particles().size(), 20u);
    for (const auto& p : e.particles()) {
        // One frame: v = v0 + g, x = origin + v. So |v - g| is the start speed, in [1, 3].
        const glm::vec2 v0 = p.velocity - glm::vec2(0.0f, 0.05f);
        const float s = std::hypot(v0.x, v0.y);
        EXPECT_GE(s, 1.0f - 1e-5f);
        EXPECT_LE(s, 3.0f + 1e-5f);
        EXPECT_NEAR(p.position.x, 100.0f + p.velocity.x, 1e-4f);
    }
    // After many frames gravity wins: the mean vertical velocity is downward (+y).
    e.params().particlesPerFrame = 0.0f;
    for (int f = 0; f < 60; ++f) e.step(kFrame);
    float vy = 0.0f;
    for (const auto& p : e.particles()) vy += p.velocity.y;
    EXPECT_GT(vy / static_cast<float>(e.particles().size()), 2.0f);  // 60 * 0.05 = 3, less the spread
}

}  // namespace
}  // namespace murmur::scenes
