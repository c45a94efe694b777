// The level of detail's choice on its own (no GL): which birds a frame draws whole, as a
// pixel, or not at all.
#include <vector>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>

#include "bird_detail.hpp"
#include "orbit_camera.hpp"

namespace murmur::render {
namespace {

constexpr float kViewportHeight = 600.0f;
constexpr float kBirdLength = 1.3f;

gl::BirdInstance at(glm::vec3 p) {
    return {glm::vec4(p, 0.0f), glm::vec4(1.0f, 0.0f, 0.0f, 0.0f)};
}

struct Scene {
    OrbitCamera camera;
    BirdDetailView view() const {
        const glm::mat4 projection = camera.projection(1.0f);
        return {projection * camera.view(), projection[1][1] * 0.5f * kViewportHeight, kBirdLength, 1.0f};
    }
    // A point `depth` from the eye along the line of sight, moved `side` across it.
    glm::vec3 ahead(float depth, float side = 0.0f) const {
        const glm::vec3 forward = glm::normalize(camera.target() - camera.eye());
        const glm::vec3 right = glm::normalize(glm::cross(forward, glm::vec3(0.0f, 1.0f, 0.0f)));
        return camera.eye() + depth * forward + side * right;
    }
    // The depth where a bird shows exactly kWedgeMinPixels long.
    float wedgeDepth() const { return kBirdLength * view().pixelsPerUnitAtUnitDepth / kWedgeMinPixels; }
};

TEST(BirdDetail, NearBirdsAreWedgesFarOnesPointsAndUnseenOnesNothing) {
    Scene s;
    const float edge = s.wedgeDepth();
    const std::vector<gl::BirdInstance> birds{
        at(s.ahead(0.9f * edge)),    // 0: large enough for a shape
        at(s.ahead(1.1f * edge)),    // 1: under a pixel and a half
        at(s.ahead(-20.0f)),         // 2: behind the eye
        at(s.ahead(50.0f, 500.0f)),  // 3: far off to the side
        at(s.ahead(0.5f * edge)),    // 4: another wedge
    };
    BirdDetail detail;
    detail.points.push_back(7);  // cleared first
    chooseBirdDetail(birds, birds, s.view(), detail);
    EXPECT_EQ(detail.wedges, (std::vector<std::uint32_t>{0, 4}));
    EXPECT_EQ(detail.points, (std::vector<std::uint32_t>{1}));
}

// A listed bird's record: its two steps, its value and its index.
TEST(BirdDetail, PacksTheListedBirdsRecords) {
    const std::vector<gl::BirdInstance> before{at({1, 2, 3}), at({4, 5, 6}), at({7, 8, 9})},
        after{at({1, 2, 4}), at({4, 5, 7}), at({7, 8, 10})};
    const std::vector<float> values{0.1f, 0.2f, 0.3f};
    std::vector<ListedBird> out(5);
    packListedBirds(std::vector<std::uint32_t>{2, 0}, before, after, values, out);
    ASSERT_EQ(out.size(), 2u);
    EXPECT_EQ(out[0].id, 2);
    EXPECT_EQ(out[0].previous.positionEdge, before[2].positionEdge);
    EXPECT_EQ(out[0].current.positionEdge, after[2].positionEdge);
    EXPECT_FLOAT_EQ(out[0].value, 0.3f);
    EXPECT_EQ(out[1].id, 0);
    // After a jump (no previous step of this size) both steps are the current one; no values: 0.
    packListedBirds(std::vector<std::uint32_t>{1}, {}, after, {}, out);
    ASSERT_EQ(out.size(), 1u);
    EXPECT_EQ(out[0].previous.positionEdge, after[1].positionEdge);
    EXPECT_EQ(out[0].value, 0.0f);
}

// A bird whose centre lies just outside the view still reaches into it (its wing, its nose):
// it is drawn; one a few lengths further out is not.
TEST(BirdDetail, ABirdAtTheViewsEdgeIsKept) {
    Scene s;
    const float depth = 100.0f;
    // The view's half width at that depth, from the projection (aspect 1).
    const float halfWidth = depth / s.camera.projection(1.0f)[0][0];
    const std::vector<gl::BirdInstance> birds{at(s.ahead(depth, halfWidth + 0.5f * kBirdLength)),
                                              at(s.ahead(depth, halfWidth + 4.0f * kBirdLength))};
    BirdDetail detail;
    chooseBirdDetail({}, birds, s.view(), detail);
    EXPECT_EQ(detail.wedges, std::vector<std::uint32_t>{0});
    EXPECT_TRUE(detail.points.empty());
}

// The birds are placed where the renderer draws them: between the two steps at alpha, or at
// the current step alone after a jump (another count).
TEST(BirdDetail, ChoosesWhereTheBirdIsDrawn) {
    Scene s;
    const std::vector<gl::BirdInstance> before{at(s.ahead(-30.0f))}, after{at(s.ahead(30.0f))};
    BirdDetailView view = s.view();
    BirdDetail detail;
    view.alpha = 0.0f;
    chooseBirdDetail(before, after, view, detail);
    EXPECT_TRUE(detail.wedges.empty());
    view.alpha = 1.0f;
    chooseBirdDetail(before, after, view, detail);
    EXPECT_EQ(detail.wedges.size(), 1u);
    view.alpha = 0.0f;
    chooseBirdDetail({}, after, view, detail);  // a jump: the current step alone
    EXPECT_EQ(detail.wedges.size(), 1u);
}

}  // namespace
}  // namespace murmur::render
