// The 3D view's renderer on its own, offscreen (EGL, no X): birds placed by hand, pixels
// read back. Checks what the screenshots of the whole program can only count: which colour
// a core and an edge bird get, where the interpolation puts a bird, the hawk, the shadow.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <glm/geometric.hpp>

#include "bird_instance.hpp"
#include "commonShaderFiles.hpp"
#include "egl_context.hpp"
#include "gl_handles.hpp"
#include "gpu_bird_detail.hpp"
#include "orbit_camera.hpp"
#include "renderShaderFiles.hpp"
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
        if (listBirds_) {  // as the CPU backend's feed gives them: the CPU chooses the detail
            f.previousBirds = cpuPrevious_;
            f.currentBirds = cpuCurrent_;
        }
        f.levelOfDetail = levelOfDetail_;  // (and without them the GPU chooses)
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
    bool levelOfDetail_ = false;  // the whole flock as wedges, as on GL 3.3, unless a test asks
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
    levelOfDetail_ = true;
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

// A flock scattered through a cube (of 2 halfSize) larger than the view: some birds near, some too
// far for a shape, some outside the view; each step's birds moved a little from the last.
void scatteredFlock(std::size_t count, float halfSize, std::vector<gl::BirdInstance>& previous,
                    std::vector<gl::BirdInstance>& current) {
    std::mt19937 random(7);
    std::uniform_real_distribution<float> place(-halfSize, halfSize), nudge(-1.0f, 1.0f), unit(0.0f, 1.0f);
    previous.clear();
    current.clear();
    for (std::size_t i = 0; i < count; ++i) {
        const glm::vec3 p(place(random), place(random), place(random));
        const glm::vec3 heading = glm::normalize(glm::vec3(nudge(random), nudge(random), nudge(random)) + 0.01f);
        previous.push_back(bird(p, unit(random), heading));
        current.push_back(bird(p + glm::vec3(nudge(random), nudge(random), nudge(random)), unit(random), heading));
        current.back().headingFear.w = unit(random);
    }
}

// The GPU's pass (gpu_bird_detail.hpp) lists the same birds as chooseBirdDetail, with the
// records packListedBirds makes, and counts them into the draw commands. A bird within a
// rounding of a bound may fall on either side (the GPU may fuse a multiply and an add).
TEST_F(SceneRendererTest, TheGpuListsTheBirdsTheCpuLists) {
    auto detail = GpuBirdDetail::create(
        gl::ShaderSources({gl::embedded::commonShaderFiles(), gl::embedded::renderShaderFiles()}));
    ASSERT_TRUE(detail) << detail.error();
    EXPECT_TRUE((*detail)->fits(6000));
    EXPECT_FALSE((*detail)->fits(std::size_t{1} << 40)) << "a list of a trillion birds fits no storage buffer";
    std::vector<gl::BirdInstance> previous, current;
    scatteredFlock(6000, 220.0f, previous, current);
    setBirds(previous, current);
    std::vector<float> values(current.size());
    for (std::size_t i = 0; i < values.size(); ++i) values[i] = 0.25f * static_cast<float>(i % 5);
    gl::Buffer valueBuffer("test colour values");
    valueBuffer.allocate(values.size() * sizeof(float), values.data());
    const float alpha = 0.6f;
    const BirdDetailView view{camera_.projection(1.0f) * camera_.view(), camera_.projection(1.0f)[1][1] * 0.5f * kSize,
                              renderer_->style().birdLength, alpha};
    gl::Buffer wedges("test wedges"), points("test points");
    (*detail)->choose({&previous_, &current_, count_, &valueBuffer}, view, 42, wedges, points);
    std::array<GLuint, 9> commands{};
    (*detail)->commands().download(0, sizeof(commands), commands.data());
    EXPECT_EQ(commands[0], 42u);  // the wedge mesh's indices
    EXPECT_EQ(commands[6], 1u);   // a point's one instance

    BirdDetail cpu;
    chooseBirdDetail(previous, current, view, cpu);
    ASSERT_GT(cpu.wedges.size(), 100u);
    ASSERT_GT(cpu.points.size(), 100u);
    ASSERT_LT(cpu.wedges.size() + cpu.points.size(), current.size() - 100);
    const DetailBounds bounds = detailBounds(view);
    auto onABound = [&](std::uint32_t i) {
        const glm::vec4 h(glm::mix(glm::vec3(previous[i].positionEdge), glm::vec3(current[i].positionEdge), alpha),
                          1.0f);
        constexpr float kRounding = 1e-3f;
        bool near = std::abs(glm::dot(bounds.depthRow, h) - bounds.wedgeDepth) < kRounding;
        for (const glm::vec4& plane : bounds.planes)
            near = near || std::abs(glm::dot(plane, h) + bounds.reach) < kRounding;
        return near;
    };
    auto compare = [&](const std::vector<std::uint32_t>& cpuList, const gl::Buffer& gpuList, GLuint gpuCount) {
        std::vector<ListedBird> gpuRecords(gpuCount), cpuRecords;
        gpuList.download(0, gpuCount * sizeof(ListedBird), gpuRecords.data());
        packListedBirds(cpuList, previous, current, values, cpuRecords);
        std::map<std::int32_t, ListedBird> gpuById;
        for (const ListedBird& r : gpuRecords)
            EXPECT_TRUE(gpuById.emplace(r.id, r).second) << "bird " << r.id << " twice";
        std::size_t matched = 0;
        for (const ListedBird& want : cpuRecords) {
            const auto got = gpuById.find(want.id);
            if (got == gpuById.end()) {
                EXPECT_TRUE(onABound(static_cast<std::uint32_t>(want.id))) << "bird " << want.id << " not listed";
                continue;
            }
            EXPECT_EQ(std::memcmp(&got->second, &want, sizeof(ListedBird)), 0) << "bird " << want.id;
            gpuById.erase(got);
            ++matched;
        }
        for (const auto& [id, extra] : gpuById)
            EXPECT_TRUE(onABound(static_cast<std::uint32_t>(id))) << "bird " << id << " listed by the GPU only";
        EXPECT_GE(matched + 2, cpuList.size());
    };
    compare(cpu.wedges, wedges, commands[1]);
    compare(cpu.points, points, commands[5]);

    // The counts come back a pass late, once the GPU has finished it.
    EXPECT_EQ((*detail)->lateCounts().wedges, 0u);
    glFinish();
    (*detail)->choose({&previous_, &current_, count_, nullptr}, view, 42, wedges, points);
    EXPECT_EQ((*detail)->lateCounts().wedges, commands[1]);
    EXPECT_EQ((*detail)->lateCounts().points, commands[5]);
}

// The GPU's lists draw the very pixels the CPU's do (a bird's pixels do not depend on the
// order it is drawn in, and no two birds here share a depth).
TEST_F(SceneRendererTest, TheGpuAndTheCpuLevelOfDetailDrawTheSamePixels) {
    std::vector<gl::BirdInstance> previous, current;
    scatteredFlock(1500, 300.0f, previous, current);
    setBirds(previous, current);
    levelOfDetail_ = true;
    listBirds_ = true;
    const auto byCpu = draw(0.4f);
    const DrawnBirds cpuDrawn = renderer_->drawnBirds();
    ASSERT_LT(static_cast<float>(cpuDrawn.wedges), kWholeFlockShare * 1500.0f) << "the CPU drew the whole flock";
    ASSERT_GT(cpuDrawn.points, 50u);
    listBirds_ = false;
    const auto byGpu = draw(0.4f);
    EXPECT_EQ(byGpu, byCpu);
    glFinish();
    draw(0.4f);
    EXPECT_EQ(renderer_->drawnBirds().wedges, cpuDrawn.wedges);
    EXPECT_EQ(renderer_->drawnBirds().points, cpuDrawn.points);
    levelOfDetail_ = false;
    const auto whole = draw(0.4f);
    EXPECT_NE(whole, byGpu);  // the far birds were wedges
    EXPECT_EQ(renderer_->drawnBirds().wedges, 1500u);
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
