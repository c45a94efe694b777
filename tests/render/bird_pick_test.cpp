// The inspector's pick and follow camera on constructed cameras and birds.
#include "bird_pick.hpp"

#include <vector>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>

#include "follow_camera.hpp"
#include "orbit_camera.hpp"

namespace murmur::render {
namespace {

constexpr float kBody = 0.65f;  // half a bird of SceneStyle::birdLength

// An eye on +z looking at the origin, 800 x 600 pixels, 45 degrees.
PickView frontView() {
    PickView v;
    v.view = glm::lookAt(glm::vec3(0.0f, 0.0f, 50.0f), glm::vec3(0.0f), glm::vec3(0.0f, 1.0f, 0.0f));
    v.projection = glm::perspective(glm::radians(45.0f), 800.0f / 600.0f, 0.5f, 500.0f);
    v.size = {800.0f, 600.0f};
    return v;
}

TEST(BirdPick, TheOriginIsTheViewsCentre) {
    const auto p = toScreen(frontView(), glm::vec3(0.0f));
    ASSERT_TRUE(p);
    EXPECT_NEAR(p->x, 400.0f, 1e-3f);
    EXPECT_NEAR(p->y, 300.0f, 1e-3f);
    // Up in the world is up on the screen (smaller y); behind the eye is nowhere.
    EXPECT_LT(toScreen(frontView(), {0.0f, 5.0f, 0.0f})->y, 300.0f);
    EXPECT_FALSE(toScreen(frontView(), {0.0f, 0.0f, 80.0f}));
}

TEST(BirdPick, FindsTheBirdUnderThePointerAndNothingOnTheSky) {
    const PickView v = frontView();
    const std::vector<glm::vec3> birds = {{-10.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f}, {10.0f, 3.0f, 0.0f}};
    for (std::uint32_t i = 0; i < birds.size(); ++i) {
        const glm::vec2 at = *toScreen(v, birds[i]);
        EXPECT_EQ(pickBird(birds, v, at, kBody), i);
        EXPECT_EQ(pickBird(birds, v, at + glm::vec2(3.0f, -2.0f), kBody), i) << "a few pixels off still hits";
    }
    EXPECT_FALSE(pickBird(birds, v, {400.0f, 100.0f}, kBody)) << "the sky above the birds";
    EXPECT_FALSE(pickBird(birds, v, *toScreen(v, birds[1]) + glm::vec2(40.0f, 0.0f), kBody));
    EXPECT_FALSE(pickBird({}, v, {400.0f, 300.0f}, kBody));
}

TEST(BirdPick, TheFrontMostOfBirdsOnOneRayWins) {
    const PickView v = frontView();
    // Index 0 is behind index 2; index 1 is behind the eye, so never hit.
    const std::vector<glm::vec3> birds = {{0.0f, 0.0f, -20.0f}, {0.0f, 0.0f, 60.0f}, {0.0f, 0.0f, 10.0f}};
    EXPECT_EQ(pickBird(birds, v, {400.0f, 300.0f}, kBody), 2u);
}

TEST(BirdPick, ANearBirdIsHitAcrossItsDrawnSize) {
    const PickView v = frontView();
    // 5 units from the eye a 0.65 radius covers about 0.65 / 5 / tan(22.5) * 300 = 94 pixels.
    const std::vector<glm::vec3> birds = {{0.0f, 0.0f, 45.0f}};
    EXPECT_EQ(pickBird(birds, v, {460.0f, 300.0f}, kBody), 0u);
    EXPECT_FALSE(pickBird(birds, v, {520.0f, 300.0f}, kBody));
}

TEST(BirdPick, AnEmptyViewPicksNothing) {
    PickView v = frontView();
    v.size = {0.0f, 600.0f};
    EXPECT_FALSE(pickBird(std::vector<glm::vec3>{{0.0f, 0.0f, 0.0f}}, v, {0.0f, 300.0f}, kBody));
}

TEST(FollowCamera, EndsUpBehindAndAboveTheBird) {
    OrbitCamera camera;
    const glm::vec3 bird{10.0f, 5.0f, -3.0f};
    const glm::vec3 heading = glm::normalize(glm::vec3(1.0f, 0.1f, 0.0f));
    for (int i = 0; i < 200; ++i) followBird(camera, bird, heading);
    EXPECT_EQ(camera.target(), bird);
    const glm::vec3 back = camera.eye() - bird;
    EXPECT_LT(back.x, -0.9f * glm::length(back)) << "the eye is behind the bird (along -heading)";
    EXPECT_GT(back.y, 0.0f) << "and a little above it";
    EXPECT_NEAR(camera.pitchDeg(), kFollowPitchDeg, 0.1f);
    EXPECT_NEAR(camera.distance(), kFollowDistance, 0.1f);
    for (int i = 0; i < 200; ++i) followBird(camera, bird, heading, 1.0f);  // nearer than the camera allows
    EXPECT_NEAR(camera.distance(), camera.limits().minDistance, 1e-3f);
}

TEST(FollowCamera, TurnsTheShortWayRound) {
    OrbitCamera camera;  // yaw 35
    // Behind a bird heading +x is yaw -90 (= 270): from 35 the short way is down through 0.
    followBird(camera, glm::vec3(0.0f), {1.0f, 0.0f, 0.0f}, kFollowDistance, 0.5f);
    EXPECT_NEAR(camera.yawDeg(), 332.5f, 1e-3f);  // 35 - 125 / 2, wrapped; the long way gives 152.5
    EXPECT_FLOAT_EQ(yawBehind({0.0f, 1.0f, 0.0f}, 17.0f), 17.0f);
}

}  // namespace
}  // namespace murmur::render
