#include <gtest/gtest.h>

#include <cmath>

#include "scenes/sandbox_attractor.hpp"

namespace murmur::scenes {
namespace {

constexpr double kFrame = 1.0 / 60.0;

TEST(Attractor, TwoThousandParticlesAsTheChapter) {
    const AttractorField f;
    EXPECT_EQ(f.particles().size(), 2000u);
}

TEST(Attractor, StrengthIsFiveOverTheClampedDistance) {
    AttractorField f({}, 2.0f);
    PointerInput ptr{{400.0f, 200.0f}, true, false};
    f.step(0.0, ptr);                                           // sets the target, moves nothing
    const glm::vec2 near = f.accelerationAt({405.0f, 200.0f});  // d = 5 -> clamped to 10
    EXPECT_NEAR(near.x, -0.5f, 1e-6f);
    const glm::vec2 mid = f.accelerationAt({400.0f, 180.0f});  // d = 20
    EXPECT_NEAR(mid.y, 0.25f, 1e-6f);
    const glm::vec2 far = f.accelerationAt({100.0f, 200.0f});  // d = 300 -> clamped to 30
    EXPECT_NEAR(far.x, 5.0f / 30.0f, 1e-6f);
    EXPECT_EQ(f.accelerationAt({400.0f, 200.0f}), glm::vec2(0.0f));  // on the target: no direction, no NaN
}

TEST(Attractor, ClickTogglesBetweenAttractionAndRepulsion) {
    AttractorField f;
    EXPECT_TRUE(f.attracting());
    PointerInput click{{400.0f, 200.0f}, true, true};
    f.step(kFrame, click);
    EXPECT_FALSE(f.attracting());
    const glm::vec2 a = f.accelerationAt({420.0f, 200.0f});
    EXPECT_GT(a.x, 0.0f);  // pushed away from the pointer
    f.step(kFrame, click);
    EXPECT_TRUE(f.attracting());
    PointerInput hover{{400.0f, 200.0f}, true, false};
    f.step(kFrame, hover);
    EXPECT_TRUE(f.attracting());
}

TEST(Attractor, SpeedStaysLimitedAndParticlesGather) {
    AttractorParams p;
    p.particleCount = 300;
    AttractorField f(p, 2.0f);
    PointerInput ptr{{400.0f, 200.0f}, true, false};
    auto meanDistance = [&] {
        float sum = 0.0f;
        for (const auto& q : f.particles()) sum += glm::length(q.position - ptr.world);
        return sum / static_cast<float>(f.particles().size());
    };
    const float before = meanDistance();
    for (int s = 0; s < 120; ++s) f.step(kFrame, ptr);
    for (const auto& q : f.particles()) EXPECT_LE(glm::length(q.velocity), 5.0f + 1e-4f);
    EXPECT_LT(meanDistance(), before * 0.8f);
}

}  // namespace
}  // namespace murmur::scenes
