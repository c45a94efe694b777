// The ground observer's picture (silhouette_mask.hpp) offscreen (EGL, no X): squares where
// the birds are, read back, and the covered share of the picture's hull against the field
// measure's grid (field_measures.hpp).
#include <cstdint>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "egl_context.hpp"
#include "murmur/analysis/field_measures.hpp"
#include "silhouette_mask.hpp"

namespace murmur::render {
namespace {

class SilhouetteMaskTest : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        auto context = gl::HeadlessContext::create();
        if (context) context_ = (*context).release();
        else skipReason_ = context.error();
    }
    static void TearDownTestSuite() {
        delete context_;
        context_ = nullptr;
    }
    void SetUp() override {
        if (!context_) GTEST_SKIP() << "no headless OpenGL context: " << skipReason_;
        context_->makeCurrent();
        auto mask = SilhouetteMask::create();
        ASSERT_TRUE(mask) << mask.error();
        mask_ = std::move(*mask);
    }
    void TearDown() override { mask_.reset(); }

    static gl::HeadlessContext* context_;
    static std::string skipReason_;
    std::unique_ptr<SilhouetteMask> mask_;
    FieldScratch scratch_;
};

gl::HeadlessContext* SilhouetteMaskTest::context_ = nullptr;
std::string SilhouetteMaskTest::skipReason_;

TEST_F(SilhouetteMaskTest, FourBirdsAreFourSquaresInTheirHull) {
    // The corners of a 10 x 10 square (height does not matter from below), squares of edge 1:
    // 4 pixels each, the hull 11 x 11 edges.
    const std::vector<glm::vec3> birds = {{0, 0, 0}, {10, 5, 0}, {0, -3, 10}, {10, 0, 10}};
    const SilhouettePicture& p = mask_->draw(birds, 1.0f);
    EXPECT_FLOAT_EQ(p.squarePixels, kPixelsPerSquare);
    EXPECT_EQ(p.size, glm::ivec2(48, 48));  // 12 x 12 with a square's margin, 4 pixels each
    ASSERT_EQ(p.mask.size(), 48u * 48u);
    int covered = 0;
    for (std::uint8_t v : p.mask) covered += v != 0 ? 1 : 0;
    EXPECT_EQ(covered, 64);
    EXPECT_NEAR(coveredShareOfHull(p.mask, p.size, scratch_), 64.0f / (44.0f * 44.0f), 1e-6f);
    EXPECT_NE(p.texture, 0u);
}

TEST_F(SilhouetteMaskTest, ARandomCloudReadsAsTheFieldMeasureWithinItsSamplingError) {
    std::vector<glm::vec3> cloud;
    std::uint32_t x = 777u;
    auto next = [&] {
        x = x * 1664525u + 1013904223u;
        return static_cast<float>(x >> 8) / 16777216.0f;
    };
    for (int i = 0; i < 2000; ++i) cloud.push_back({40.0f * next(), 5.0f * next(), 40.0f * next()});
    const float square = 0.9f;
    const SilhouettePicture& p = mask_->draw(cloud, square);
    const float picture = coveredShareOfHull(p.mask, p.size, scratch_);
    const OpacitySampling grid = opacityBelowOverGridShifts(cloud, square, scratch_);
    const float field = measureOpacity(cloud, square, {1, 0, 0}, scratch_).fromBelow;
    EXPECT_GT(grid.sd, 0.0f);
    EXPECT_LE(std::abs(picture - grid.mean), 3.0f * grid.sd) << picture << " vs " << grid.mean;
    EXPECT_LE(std::abs(picture - field), 3.0f * grid.sd) << picture << " vs " << field;
    // No bird: an empty picture, and nothing read.
    EXPECT_EQ(mask_->draw({}, square).size, glm::ivec2(0, 0));
}

TEST_F(SilhouetteMaskTest, AWideFlockGetsCoarserPixelsNotALargerPicture) {
    const std::vector<glm::vec3> birds = {{0, 0, 0}, {5000, 0, 100}};
    const SilhouettePicture& p = mask_->draw(birds, 1.0f);
    EXPECT_EQ(p.size.x, kMaxMaskSide);
    EXPECT_LT(p.size.y, 40);
    EXPECT_LT(p.squarePixels, 1.0f);
    int covered = 0;
    for (std::uint8_t v : p.mask) covered += v != 0 ? 1 : 0;
    EXPECT_GE(covered, 2);  // each bird still hides a pixel
}

}  // namespace
}  // namespace murmur::render
