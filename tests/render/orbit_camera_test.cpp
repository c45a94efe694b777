#include "orbit_camera.hpp"

#include <cmath>
#include <limits>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>
#include <glm/gtc/matrix_transform.hpp>

#include "camera_mode.hpp"
#include "follow_camera.hpp"

namespace murmur::render {
namespace {

TEST(OrbitCamera, PitchNeverPassesThePoleOrTheGround) {
    OrbitCamera camera;
    camera.orbit(0.0f, 1000.0f);
    EXPECT_FLOAT_EQ(camera.pitchDeg(), camera.limits().maxPitchDeg);
    camera.orbit(0.0f, -5000.0f);
    EXPECT_FLOAT_EQ(camera.pitchDeg(), camera.limits().minPitchDeg);
    EXPECT_GT(camera.eye().y, camera.target().y);
}

TEST(OrbitCamera, EyeStaysAboveGroundEvenForALowTarget) {
    OrbitCamera camera;
    camera.setTarget({0.0f, camera.limits().groundY - 50.0f, 0.0f});
    camera.orbit(0.0f, -90.0f);
    EXPECT_GE(camera.eye().y, camera.limits().groundY + camera.limits().groundClearance - 1e-4f);
}

TEST(OrbitCamera, ViewNeverFlipsOverAFullCircle) {
    OrbitCamera camera;
    camera.orbit(0.0f, 200.0f);  // as high as it goes
    for (int i = 0; i < 72; ++i) {
        camera.orbit(5.0f, 0.0f);
        const glm::mat4 v = camera.view();
        // The camera's up vector (second row of the rotation) must keep pointing up.
        const glm::vec3 up{v[0][1], v[1][1], v[2][1]};
        EXPECT_GT(up.y, 0.0f) << "at yaw " << camera.yawDeg();
        EXPECT_TRUE(std::isfinite(v[3][0]) && std::isfinite(v[3][1]) && std::isfinite(v[3][2]));
    }
}

TEST(OrbitCamera, YawTurnsTheEyeAroundTheTarget) {
    OrbitCamera camera;
    camera.setTarget({5.0f, 1.0f, -3.0f});
    const glm::vec3 before = camera.eye();
    camera.orbit(90.0f, 0.0f);
    const glm::vec3 after = camera.eye();
    EXPECT_NEAR(glm::distance(before, camera.target()), glm::distance(after, camera.target()), 1e-3f);
    EXPECT_NEAR(before.y, after.y, 1e-3f);
    const glm::vec3 a = before - camera.target();
    const glm::vec3 b = after - camera.target();
    EXPECT_NEAR(glm::dot(glm::vec2(a.x, a.z), glm::vec2(b.x, b.z)), 0.0f, 1e-2f);
    camera.orbit(-450.0f, 0.0f);
    EXPECT_GE(camera.yawDeg(), 0.0f);
    EXPECT_LT(camera.yawDeg(), 360.0f);
}

TEST(OrbitCamera, ZoomIsClampedAndIgnoresBadFactors) {
    OrbitCamera camera;
    const float d = camera.distance();
    camera.zoom(0.5f);
    EXPECT_FLOAT_EQ(camera.distance(), std::max(d * 0.5f, camera.limits().minDistance));
    camera.zoom(1e9f);
    EXPECT_FLOAT_EQ(camera.distance(), camera.limits().maxDistance);
    camera.zoom(1e-9f);
    EXPECT_FLOAT_EQ(camera.distance(), camera.limits().minDistance);
    const float before = camera.distance();
    camera.zoom(-2.0f);
    camera.zoom(0.0f);
    camera.zoom(std::numeric_limits<float>::quiet_NaN());
    camera.orbit(std::numeric_limits<float>::infinity(), 0.0f);
    EXPECT_FLOAT_EQ(camera.distance(), before);
    EXPECT_TRUE(std::isfinite(camera.yawDeg()));
}

// A large flock's ball, round the target, ends up inside the view's height; a small one
// leaves the camera where it was (it never comes closer), and a bad radius changes nothing.
TEST(OrbitCamera, StepsBackToSeeABallWhole) {
    OrbitCamera camera;
    const float start = camera.distance();
    camera.stepBackToSee(5.0f);
    EXPECT_FLOAT_EQ(camera.distance(), start);
    camera.stepBackToSee(std::numeric_limits<float>::quiet_NaN());
    EXPECT_FLOAT_EQ(camera.distance(), start);
    const float radius = 80.0f;
    camera.stepBackToSee(radius);
    EXPECT_GT(camera.distance(), start);
    // The ball's top, seen from the eye, lies within the half field of view.
    const float seen = std::asin(radius / camera.distance());
    EXPECT_LT(seen, glm::radians(camera.fovYDeg()) * 0.5f);
    EXPECT_GT(seen, glm::radians(camera.fovYDeg()) * 0.4f);  // and fills most of it
    camera.stepBackToSee(1e6f);
    EXPECT_FLOAT_EQ(camera.distance(), camera.limits().maxDistance);
}

TEST(OrbitCamera, TargetProjectsToTheViewportCentre) {
    OrbitCamera camera;
    camera.setTarget({10.0f, -5.0f, 20.0f});
    camera.orbit(33.0f, 10.0f);
    const glm::vec4 clip = camera.projection(1.6f) * camera.view() * glm::vec4(camera.target(), 1.0f);
    EXPECT_NEAR(clip.x / clip.w, 0.0f, 1e-4f);
    EXPECT_NEAR(clip.y / clip.w, 0.0f, 1e-4f);
    // A degenerate viewport (minimised window) still gives a finite matrix.
    const glm::mat4 p = camera.projection(0.0f);
    EXPECT_TRUE(std::isfinite(p[0][0]) && std::isfinite(p[1][1]));
}

TEST(OrbitCamera, NewLimitsClampTheDistanceAndPitchButKeepTheYaw) {
    OrbitCamera camera;
    camera.orbit(40.0f, 0.0f);
    const float yaw = camera.yawDeg();
    OrbitCameraLimits metres;
    metres.minDistance = 5.0f;
    metres.maxDistance = 60.0f;  // nearer than the 110 the camera starts at
    metres.minPitchDeg = -85.0f;
    camera.setLimits(metres);
    EXPECT_FLOAT_EQ(camera.distance(), 60.0f);
    EXPECT_FLOAT_EQ(camera.yawDeg(), yaw);
    camera.orbit(0.0f, -60.0f);  // below the horizon: allowed now
    EXPECT_LT(camera.pitchDeg(), 0.0f);
    camera.setLimits({});  // back to the defaults: looking down again
    EXPECT_GE(camera.pitchDeg(), OrbitCameraLimits{}.minPitchDeg);
    EXPECT_GE(camera.distance(), OrbitCameraLimits{}.minDistance);
}

}  // namespace
}  // namespace murmur::render

namespace murmur::render {
namespace {

// The ground observer: after easing in, the eye stands just above the ground and sees the
// target kGroundElevationDeg up; the limits it needs let it look up from there.
TEST(GroundCamera, EasesOntoTheGroundLookingUpAtTheTarget) {
    OrbitCameraLimits limits;  // ground at -40, clearance 2
    OrbitCamera camera(limitsLookingUp(limits));
    EXPECT_LT(camera.limits().minPitchDeg, -kGroundElevationDeg);
    const glm::vec3 target(5.0f, 10.0f, -3.0f);
    for (int frame = 0; frame < 400; ++frame) watchFromGround(camera, target);
    EXPECT_NEAR(camera.pitchDeg(), -kGroundElevationDeg, 0.01f);
    EXPECT_NEAR(camera.eye().y, limits.groundY + limits.groundClearance, 0.05f);
    EXPECT_EQ(camera.target(), target);
    // A target under the ground: the observer looks level at it.
    for (int frame = 0; frame < 400; ++frame) watchFromGround(camera, glm::vec3(0.0f, -60.0f, 0.0f));
    EXPECT_NEAR(camera.pitchDeg(), 0.0f, 0.01f);
    // Riding and chasing come closer than the orbit may.
    EXPECT_EQ(limitsComingClose(limits, kRideDistance).minDistance, kRideDistance);
    EXPECT_EQ(limitsComingClose(limits, 500.0f).minDistance, limits.minDistance);
}

TEST(CameraMode, NamesRoundTripAndListEveryOne) {
    for (int i = 0; i < kCameraModes; ++i) {
        const auto mode = static_cast<CameraMode>(i);
        EXPECT_EQ(parseCameraMode(cameraModeName(mode)), mode);
    }
    EXPECT_EQ(parseCameraMode("drone"), std::nullopt);
    EXPECT_EQ(cameraModeList(), "orbit, bird, hawk or ground");
}

}  // namespace
}  // namespace murmur::render
