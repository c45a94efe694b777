// The 3D view's renderer on its own, offscreen (EGL, no X): birds placed by hand, pixels
// read back. Checks what the screenshots of the whole program can only count: which colour
// a core and an edge bird get, where the interpolation puts a bird, the hawk, the shadow.
#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>

#include "bird_instance.hpp"
#include "egl_context.hpp"
#include "gl_handles.hpp"
#include "orbit_camera.hpp"
#include "scene_renderer.hpp"

namespace murmur::render {
namespace {

constexpr int kSize = 256;

class SceneRendererTest : public ::testing::Test {
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
        if (!context_) GTEST_SKIP() << "no headless OpenGL 4.3 context: " << skipReason_;
        context_->makeCurrent();
        auto renderer = SceneRenderer::create();
        ASSERT_TRUE(renderer) << renderer.error();
        renderer_ = std::move(*renderer);
        colour_ = gl::Texture2D("test colour", GL_RGBA8, kSize, kSize);
        depth_ = gl::Renderbuffer("test depth", GL_DEPTH_COMPONENT24, kSize, kSize);
        target_ = gl::Framebuffer("test target");
        target_.attach(GL_COLOR_ATTACHMENT0, colour_);
        target_.attach(GL_DEPTH_ATTACHMENT, depth_);
        ASSERT_TRUE(target_.complete());
        previous_ = gl::Buffer("previous birds");
        current_ = gl::Buffer("current birds");
        camera_.setTarget({0.0f, 0.0f, 0.0f});
    }
    void TearDown() override {
        renderer_.reset();
        target_ = {};
        colour_ = {};
        depth_ = {};
        previous_ = {};
        current_ = {};
    }

    void setBirds(const std::vector<gl::BirdInstance>& previous, const std::vector<gl::BirdInstance>& current) {
        previous_.allocate(previous.size() * sizeof(gl::BirdInstance), previous.data());
        current_.allocate(current.size() * sizeof(gl::BirdInstance), current.data());
        count_ = current.size();
        cpuPrevious_ = previous;
        cpuCurrent_ = current;
    }

    // Renders and returns RGBA rows, top row first.
    std::vector<std::uint8_t> draw(float alpha, std::optional<HawkPose> hawk = std::nullopt, int trailSteps = 0,
                                   std::uint32_t step = 0) {
        target_.bind();
        glViewport(0, 0, kSize, kSize);
        glClearColor(0.0f, 0.0f, 0.0f, 1.0f);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        SceneFrame f;
        f.view = camera_.view();
        f.projection = camera_.projection(1.0f);
        f.eye = camera_.eye();
        f.target = camera_.target();
        f.viewport = {0, 0, kSize, kSize};
        f.alpha = alpha;
        f.birds = {&previous_, &current_, count_};
        if (hawk) f.hawks = std::span<const HawkPose>(&*hawk, 1);
        f.trailSteps = trailSteps;
        f.step = step;
        if (listBirds_) {  // as the CPU backend's feed gives them: the level of detail chooses
            f.previousBirds = cpuPrevious_;
            f.currentBirds = cpuCurrent_;
        }
        renderer_->draw(f);
        std::vector<std::uint8_t> pixels(kSize * kSize * 4);
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glReadPixels(0, 0, kSize, kSize, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        std::vector<std::uint8_t> flipped(pixels.size());
        for (int y = 0; y < kSize; ++y)
            std::copy_n(&pixels[(kSize - 1 - y) * kSize * 4], kSize * 4, &flipped[y * kSize * 4]);
        return flipped;
    }

    // Where a world point lands, in pixels from the top left.
    glm::ivec2 project(glm::vec3 p) const {
        const glm::vec4 clip = camera_.projection(1.0f) * camera_.view() * glm::vec4(p, 1.0f);
        const glm::vec2 ndc = glm::vec2(clip) / clip.w;
        return {static_cast<int>((ndc.x * 0.5f + 0.5f) * kSize), static_cast<int>((0.5f - ndc.y * 0.5f) * kSize)};
    }

    static const std::uint8_t* at(const std::vector<std::uint8_t>& img, int x, int y) {
        return &img[(y * kSize + x) * 4];
    }

    // Neutral pixels in a square around a point, split into dark and pale.
    static void birdPixels(const std::vector<std::uint8_t>& img, glm::ivec2 c, int radius, int& dark, int& pale) {
        dark = pale = 0;
        for (int y = c.y - radius; y <= c.y + radius; ++y)
            for (int x = c.x - radius; x <= c.x + radius; ++x) {
                if (x < 0 || y < 0 || x >= kSize || y >= kSize) continue;
                const auto* p = at(img, x, y);
                const int hi = std::max({p[0], p[1], p[2]}), lo = std::min({p[0], p[1], p[2]});
                if (hi - lo > 8) continue;
                if (hi < 60) ++dark;
                if (lo > 170) ++pale;
            }
    }

    static gl::HeadlessContext* context_;
    static std::string skipReason_;
    std::unique_ptr<SceneRenderer> renderer_;
    gl::Texture2D colour_;
    gl::Renderbuffer depth_;
    gl::Framebuffer target_;
    gl::Buffer previous_, current_;
    std::size_t count_ = 0;
    std::vector<gl::BirdInstance> cpuPrevious_, cpuCurrent_;
    bool listBirds_ = false;
    OrbitCamera camera_;
};
gl::HeadlessContext* SceneRendererTest::context_ = nullptr;
std::string SceneRendererTest::skipReason_;

gl::BirdInstance bird(glm::vec3 p, float edge, glm::vec3 heading = {1.0f, 0.0f, 0.0f}) {
    return {glm::vec4(p, edge), glm::vec4(glm::normalize(heading), 0.0f)};
}

TEST_F(SceneRendererTest, CoreBirdsAreDarkAndEdgeBirdsPale) {
    camera_.zoom(0.25f);  // close: a bird is many pixels
    // Two birds side by side across the view, heading toward the camera's right.
    const glm::vec3 eye = camera_.eye();
    const glm::vec3 side = glm::normalize(glm::cross(glm::vec3(0, 1, 0), eye - camera_.target()));
    const glm::vec3 a = -4.0f * side, b = 4.0f * side;
    setBirds({bird(a, 0.0f, side), bird(b, 1.0f, side)}, {bird(a, 0.0f, side), bird(b, 1.0f, side)});
    const auto img = draw(1.0f);
    int darkA = 0, paleA = 0, darkB = 0, paleB = 0;
    birdPixels(img, project(a), 12, darkA, paleA);
    birdPixels(img, project(b), 12, darkB, paleB);
    EXPECT_GT(darkA, 20);
    EXPECT_EQ(paleA, 0);
    EXPECT_GT(paleB, 20);
    EXPECT_EQ(darkB, 0);
}

// The level of detail (bird_detail.hpp) leaves a near bird exactly as it was, draws a bird
// too far for a shape as a pixel, and skips one outside the view.
TEST_F(SceneRendererTest, TheLevelOfDetailKeepsANearBirdAsItWasAndDrawsAFarOneAsAPixel) {
    camera_.zoom(0.25f);
    const glm::vec3 eye = camera_.eye();
    const glm::vec3 forward = glm::normalize(camera_.target() - eye);
    const glm::vec3 side = glm::normalize(glm::cross(glm::vec3(0, 1, 0), -forward));
    const float pixelsPerUnit = camera_.projection(1.0f)[1][1] * 0.5f * kSize;
    const float wedgeDepth = renderer_->style().birdLength * pixelsPerUnit / kWedgeMinPixels;
    // The far bird off the line of sight and off a pixel's edge (a point on the edge between
    // two pixels may light neither on llvmpipe).
    const glm::vec3 near = glm::vec3(0.0f),
                    far = eye + 1.2f * wedgeDepth * forward + 40.0f * side + glm::vec3(0.0f, 7.3f, 0.0f),
                    unseen = eye - 10.0f * forward;
    const std::vector<gl::BirdInstance> birds{bird(near, 0.0f, side), bird(far, 0.0f, side), bird(unseen, 0.0f, side),
                                              bird(near + 3.0f * side, 1.0f, side)};
    setBirds(birds, birds);
    const auto whole = draw(0.7f);
    EXPECT_EQ(renderer_->drawnBirds().wedges, 4u);
    listBirds_ = true;
    const auto chosen = draw(0.7f);
    EXPECT_EQ(renderer_->drawnBirds().wedges, 2u);
    EXPECT_EQ(renderer_->drawnBirds().points, 1u);
    // Every pixel but those round the far bird is the same, the near birds' to the bit.
    const glm::ivec2 farAt = project(far);
    int differ = 0;
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x) {
            const bool byFar = std::abs(x - farAt.x) <= 2 && std::abs(y - farAt.y) <= 2;
            if (byFar) continue;
            if (!std::equal(at(whole, x, y), at(whole, x, y) + 4, at(chosen, x, y))) ++differ;
        }
    EXPECT_EQ(differ, 0);
    int dark = 0, pale = 0;
    birdPixels(whole, project(near), 12, dark, pale);
    EXPECT_GT(dark, 20);  // the near core bird is there to compare
    // Round the far bird the point changes a pixel or two (the wedge covered at most a few).
    int changed = 0;
    for (int y = farAt.y - 2; y <= farAt.y + 2; ++y)
        for (int x = farAt.x - 2; x <= farAt.x + 2; ++x)
            if (!std::equal(at(whole, x, y), at(whole, x, y) + 4, at(chosen, x, y))) ++changed;
    EXPECT_GE(changed, 1);
    EXPECT_LE(changed, 4);
    birdPixels(chosen, farAt, 1, dark, pale);
    EXPECT_GE(dark, 1) << "the far core bird is not a dark pixel";
}

TEST_F(SceneRendererTest, InterpolatesBetweenThePreviousAndTheCurrentStep) {
    camera_.zoom(0.25f);
    const glm::vec3 eye = camera_.eye();
    const glm::vec3 side = glm::normalize(glm::cross(glm::vec3(0, 1, 0), eye - camera_.target()));
    const glm::vec3 from = -6.0f * side, to = 6.0f * side;
    setBirds({bird(from, 0.0f, side)}, {bird(to, 0.0f, side)});
    int dFrom = 0, dTo = 0, dMid = 0, pale = 0;
    auto img = draw(0.0f);
    birdPixels(img, project(from), 10, dFrom, pale);
    birdPixels(img, project(to), 10, dTo, pale);
    EXPECT_GT(dFrom, 20);
    EXPECT_EQ(dTo, 0);
    img = draw(0.5f);
    birdPixels(img, project(glm::vec3(0.0f)), 10, dMid, pale);
    birdPixels(img, project(from), 10, dFrom, pale);
    EXPECT_GT(dMid, 20);
    EXPECT_EQ(dFrom, 0);
    img = draw(1.0f);
    birdPixels(img, project(to), 10, dTo, pale);
    EXPECT_GT(dTo, 20);
}

// A bird flying across the view for eight steps with trails of eight: a dark line lies where
// it was, darker where it was lately; without trails the sky there is untouched.
TEST_F(SceneRendererTest, ATrailLiesWhereABirdWasAndFades) {
    camera_.zoom(0.25f);
    const glm::vec3 eye = camera_.eye();
    const glm::vec3 side = glm::normalize(glm::cross(glm::vec3(0, 1, 0), eye - camera_.target()));
    auto along = [&](float step) { return (-12.0f + 3.0f * step) * side; };
    std::vector<std::uint8_t> trail, plain;
    for (int step = 0; step <= 8; ++step) {
        setBirds({bird(along(float(std::max(step - 1, 0))), 0.0f, side)}, {bird(along(float(step)), 0.0f, side)});
        trail = draw(1.0f, std::nullopt, 8, static_cast<std::uint32_t>(step));
    }
    plain = draw(1.0f, std::nullopt, 0, 8);
    // The darkest pixel near a point, as a sum of its channels.
    auto darkest = [&](const std::vector<std::uint8_t>& img, glm::vec3 p) {
        const glm::ivec2 c = project(p);
        int least = 3 * 255;
        for (int y = c.y - 2; y <= c.y + 2; ++y)
            for (int x = c.x - 2; x <= c.x + 2; ++x) {
                const auto* q = at(img, x, y);
                least = std::min(least, q[0] + q[1] + q[2]);
            }
        return least;
    };
    const int oldSky = darkest(plain, along(1.5f)), newSky = darkest(plain, along(6.5f));
    const int oldTrail = darkest(trail, along(1.5f)), newTrail = darkest(trail, along(6.5f));
    EXPECT_LT(newTrail, newSky - 60) << "no trail where the bird just was";
    EXPECT_LT(oldTrail, oldSky - 10) << "no trail where the bird was long ago";
    EXPECT_LT(newTrail, oldTrail) << "the trail does not fade with age";
}

TEST_F(SceneRendererTest, TheHawkIsALargeOrangeWedgeOnlyWhenFlying) {
    setBirds({}, {});
    auto orange = [](const std::vector<std::uint8_t>& img) {
        int n = 0;
        for (int i = 0; i < kSize * kSize; ++i) {
            const std::uint8_t* p = &img[i * 4];
            if (p[0] > 150 && p[1] * 100 > p[0] * 35 && p[1] * 100 < p[0] * 65 && p[2] < 60) ++n;
        }
        return n;
    };
    EXPECT_EQ(orange(draw(1.0f)), 0);
    const glm::vec3 side = glm::normalize(glm::cross(glm::vec3(0, 1, 0), camera_.eye() - camera_.target()));
    const HawkPose hawk{glm::vec3(0.0f), side, glm::vec3(0.0f), side};
    EXPECT_GT(orange(draw(1.0f, hawk)), 60);
}

TEST_F(SceneRendererTest, AFlockCastsASoftShadowStraightBelow) {
    camera_.orbit(0.0f, 40.0f);  // look down at the ground
    std::vector<gl::BirdInstance> flock;
    for (int i = 0; i < 600; ++i) {
        const float a = 2.399963f * i, r = 6.0f * std::sqrt(i / 600.0f);
        flock.push_back(bird({r * std::cos(a), 10.0f, r * std::sin(a)}, 0.0f));
    }
    setBirds(flock, flock);
    const auto img = draw(1.0f);
    setBirds({}, {});
    const auto bare = draw(1.0f);
    const float groundY = renderer_->style().groundY;
    const glm::ivec2 below = project({0.0f, groundY, 0.0f});
    const glm::ivec2 away = project({30.0f, groundY, 0.0f});
    ASSERT_TRUE(below.x >= 0 && below.y >= 0 && below.x < kSize && below.y < kSize);
    // Under the flock the ground is darker than without it; 30 units away it is not.
    EXPECT_LT(at(img, below.x, below.y)[1], 0.8 * at(bare, below.x, below.y)[1]);
    if (away.x >= 0 && away.x < kSize && away.y >= 0 && away.y < kSize) {
        EXPECT_GT(at(img, away.x, away.y)[1], 0.95 * at(bare, away.x, away.y)[1]);
    }
}

}  // namespace
}  // namespace murmur::render
