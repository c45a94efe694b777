#include <gtest/gtest.h>

#include "scenes/scene_names.hpp"
#include "scenes/torus.hpp"

namespace murmur::scenes {
namespace {

TEST(Torus, ShortestDeltaInsideTheWorldIsThePlainDifference) {
    const Torus t{1.6f, 1.0f};
    const glm::vec2 d = t.shortestDelta({0.5f, 0.5f}, {0.7f, 0.3f});
    EXPECT_FLOAT_EQ(d.x, 0.2f);
    EXPECT_FLOAT_EQ(d.y, -0.2f);
}

TEST(Torus, ShortestDeltaGoesAcrossTheSeam) {
    const Torus t{1.6f, 1.0f};
    // 0.05 and 1.55 are 1.5 apart through the middle but 0.1 apart across the x seam.
    const glm::vec2 d = t.shortestDelta({0.05f, 0.5f}, {1.55f, 0.5f});
    EXPECT_NEAR(d.x, -0.1f, 1e-6f);
    const glm::vec2 back = t.shortestDelta({1.55f, 0.5f}, {0.05f, 0.5f});
    EXPECT_NEAR(back.x, 0.1f, 1e-6f);
    // And the y seam (height 1).
    const glm::vec2 dy = t.shortestDelta({0.3f, 0.98f}, {0.3f, 0.01f});
    EXPECT_NEAR(dy.y, 0.03f, 1e-6f);
    EXPECT_NEAR(t.distance2({0.05f, 0.98f}, {1.55f, 0.01f}), 0.1f * 0.1f + 0.03f * 0.03f, 1e-6f);
}

TEST(Torus, ShortestDeltaNeverExceedsHalfTheWorld) {
    const Torus t{2.0f, 1.0f};
    for (float a = 0.0f; a < 2.0f; a += 0.13f) {
        for (float b = 0.0f; b < 2.0f; b += 0.17f) {
            const glm::vec2 d = t.shortestDelta({a, 0.0f}, {b, 0.0f});
            EXPECT_LE(std::abs(d.x), 1.0f + 1e-6f) << a << " -> " << b;
        }
    }
}

TEST(Torus, WrapBringsAnyFinitePointBackInside) {
    const Torus t{1.6f, 1.0f};
    for (const glm::vec2 p :
         {glm::vec2{-0.1f, 1.2f}, glm::vec2{3.3f, -2.5f}, glm::vec2{1.6f, 1.0f}, glm::vec2{-1e-9f, -1e-9f}}) {
        const glm::vec2 w = t.wrap(p);
        EXPECT_GE(w.x, 0.0f);
        EXPECT_LT(w.x, 1.6f);
        EXPECT_GE(w.y, 0.0f);
        EXPECT_LT(w.y, 1.0f);
    }
    EXPECT_NEAR(t.wrap({-0.1f, 1.25f}).x, 1.5f, 1e-6f);
    EXPECT_NEAR(t.wrap({-0.1f, 1.25f}).y, 0.25f, 1e-6f);
}

TEST(SceneNames, TheThreeScenesAndNothingElse) {
    EXPECT_TRUE(isSceneName("murmuration"));
    EXPECT_TRUE(isSceneName("reef"));
    EXPECT_TRUE(isSceneName("sandbox"));
    EXPECT_FALSE(isSceneName("Reef"));
    EXPECT_FALSE(isSceneName(""));
    static_assert(kScenes[0].name == kDefaultSceneName, "the murmuration stays the default");
    EXPECT_EQ(sceneNameList(), "murmuration, reef or sandbox");
}

}  // namespace
}  // namespace murmur::scenes
