// The scenes on screen: each scene drawn offscreen (EGL, no window, no X) with its ImGui overlay,
// saved as a PNG under the build folder, and its pixels checked; plus one scripted interaction
// per scene driven through the Scene interface the window program uses.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>
#include <stb/stb_image_write.h>

#include "egl_context.hpp"
#include "fixed_stepper.hpp"
#include "gl_handles.hpp"
#include "murmur/model/starling.hpp"
#include "reef_scene.hpp"
#include "sandbox_scene.hpp"
#include "scene.hpp"
#include "scene_registry.hpp"

namespace murmur::scene_views {
namespace {

constexpr int kWidth = 720;
constexpr int kHeight = 450;
constexpr double kFrame = 1.0 / 60.0;

struct Rgb {
    int r, g, b;
};

struct Image {
    int width = 0, height = 0;
    std::vector<std::uint8_t> rgba;  // top row first
    Rgb at(int x, int y) const {
        const std::size_t i = (static_cast<std::size_t>(y) * width + x) * 4;
        return {rgba[i], rgba[i + 1], rgba[i + 2]};
    }
    // Pixels in [x0, x1) x [y0, y1) for which pred holds.
    int count(int x0, int y0, int x1, int y1, const std::function<bool(Rgb)>& pred) const {
        int n = 0;
        for (int y = y0; y < y1; ++y)
            for (int x = x0; x < x1; ++x) n += pred(at(x, y)) ? 1 : 0;
        return n;
    }
    int count(const std::function<bool(Rgb)>& pred) const { return count(0, 0, width, height, pred); }
};

class SceneViews : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        // The scenes' shaders need only GLSL 3.30, but the GL base's wrappers (labels, texture
        // storage) use 4.3 calls, so this asks for what the GL base asks for.
        auto context = gl::HeadlessContext::create();
        if (!context) {
            skipReason_ = "no OpenGL 4.3 context through EGL: " + context.error();
            return;
        }
        context_ = (*context).release();
        ImGui::CreateContext();
        ImGuiIO& io = ImGui::GetIO();
        io.IniFilename = nullptr;
        io.DisplaySize = ImVec2(kWidth, kHeight);
        io.Fonts->AddFontDefault();
        if (!ImGui_ImplOpenGL3_Init("#version 330 core")) skipReason_ = "ImGui's OpenGL 3 backend did not start";
    }
    static void TearDownTestSuite() {
        if (context_) {
            ImGui_ImplOpenGL3_Shutdown();
            ImGui::DestroyContext();
        }
        delete context_;
        context_ = nullptr;
    }
    void SetUp() override {
        if (!skipReason_.empty()) GTEST_SKIP() << skipReason_;
        colour_ = gl::Texture2D("scene shot colour", GL_RGBA8, kWidth, kHeight);
        target_ = gl::Framebuffer("scene shot");
        target_.attach(GL_COLOR_ATTACHMENT0, colour_);
        ASSERT_TRUE(target_.complete());
    }

    std::unique_ptr<Scene> make(const char* name) {
        auto scene = makeScene(name);
        EXPECT_TRUE(scene) << scene.error();
        return scene ? std::move(*scene) : nullptr;
    }

    // One frame as the app runs it: update, render, overlay through ImGui.
    void frame(Scene& scene, const ScenePointer& pointer = {}) {
        frameIn(scene, SceneViewport::whole(kWidth, kHeight), pointer);
    }
    void frameIn(Scene& scene, const SceneViewport& whole, const ScenePointer& pointer = {}) {
        SceneClock clock;  // speed 1, running: one 1/60 s frame of world time
        scene.update(clock, pointer);
        target_.bind();
        scene.render(whole);
        ImGuiIO& io = ImGui::GetIO();
        io.DeltaTime = static_cast<float>(kFrame);
        io.MousePos = pointer.inside ? ImVec2(pointer.view.x * kWidth, pointer.view.y * kHeight) : ImVec2(-1e6f, -1e6f);
        io.MouseDown[0] = pointer.clicked;
        ImGui_ImplOpenGL3_NewFrame();
        ImGui::NewFrame();
        scene.overlay(whole, probe_);
        if (withPanel_) {
            // The app's panel column, with the scene's widgets in it.
            ImGui::SetNextWindowPos(ImVec2(kWidth - 300.0f, 0.0f));
            ImGui::SetNextWindowSize(ImVec2(300.0f, kHeight * 0.6f));
            ImGui::Begin("panel", nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
            scene.panel(clock, probe_, PanelPlace::Top);
            ImGui::End();
        }
        ImGui::Render();
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    }

    Image grab(const std::string& pngName) {
        Image img{kWidth, kHeight, std::vector<std::uint8_t>(static_cast<std::size_t>(kWidth) * kHeight * 4)};
        std::vector<std::uint8_t> upsideDown(img.rgba.size());
        target_.bind();
        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glReadPixels(0, 0, kWidth, kHeight, GL_RGBA, GL_UNSIGNED_BYTE, upsideDown.data());
        for (int y = 0; y < kHeight; ++y) {
            std::copy_n(upsideDown.begin() + static_cast<std::ptrdiff_t>(kHeight - 1 - y) * kWidth * 4, kWidth * 4,
                        img.rgba.begin() + static_cast<std::ptrdiff_t>(y) * kWidth * 4);
        }
        const std::filesystem::path dir = std::filesystem::path(MURMUR_SCENE_SHOTS_DIR);
        std::filesystem::create_directories(dir);
        stbi_write_png((dir / pngName).string().c_str(), kWidth, kHeight, 4, img.rgba.data(), kWidth * 4);
        return img;
    }

    static gl::HeadlessContext* context_;
    static std::string skipReason_;
    bool withPanel_ = false;
    ui::LayoutProbe probe_;
    gl::Texture2D colour_;
    gl::Framebuffer target_;
};

gl::HeadlessContext* SceneViews::context_ = nullptr;
std::string SceneViews::skipReason_;

double reportValue(const std::string& report, const std::string& key) {
    const auto at = report.find(key + "=");
    if (at == std::string::npos) return -1.0;
    return std::stod(report.substr(at + key.size() + 1));
}

// Warm fish colours (orange, yellow, pink) against a sea that is always bluer than red.
bool fishy(Rgb c) {
    return c.r > 200 && c.b < 170 && c.r > c.b + 60;
}
bool pillYellow(Rgb c) {
    return c.r > 235 && c.g > 190 && c.g < 225 && c.b < 90;
}
bool sea(Rgb c) {
    return c.b > c.r + 40;
}

TEST_F(SceneViews, ReefShowsColouredFishInABlueSeaWithPills) {
    auto scene = make("reef");
    ASSERT_TRUE(scene);
    for (int f = 0; f < 30; ++f) frame(*scene);
    const Image img = grab("reef.png");

    // The sea: blue everywhere, lighter at the top than at the bottom.
    EXPECT_GT(img.count(sea), kWidth * kHeight / 2);
    const Rgb top = img.at(kWidth - 5, 3), bottom = img.at(kWidth - 5, kHeight - 3);
    EXPECT_GT(top.g, bottom.g + 60);
    // Fish: 110 of them about 2.8% of the height long; each covers tens of pixels.
    const int fishPixels = img.count(fishy);
    EXPECT_GT(fishPixels, 110 * 20);
    EXPECT_LT(fishPixels, kWidth * kHeight / 4);
    // Three colours: pink fish are present besides orange/yellow ones.
    EXPECT_GT(img.count([](Rgb c) { return c.r > 220 && c.g < 140 && c.b > 100; }), 50);
    // Pills at the bottom-left: three lit pills fill much of a strip 60% of the width wide.
    const int pillTop = kHeight - 40;
    EXPECT_GT(img.count(0, pillTop, kWidth * 6 / 10, kHeight, pillYellow), 1500);
}

TEST_F(SceneViews, TwentyThousandFishStillReadAsFishInAWiderSea) {
    auto scene = make("reef");
    ASSERT_TRUE(scene);
    ASSERT_TRUE(scene->set("fish", "20000")) << scene->report();
    for (int f = 0; f < 3; ++f) frame(*scene);
    const Image img = grab("reef_20000.png");
    EXPECT_NE(scene->report().find("sea_height=4.000"), std::string::npos) << scene->report();
    const int fishPixels = img.count(fishy);
    EXPECT_GT(fishPixels, kWidth * kHeight / 20);     // a sea full of fish...
    EXPECT_GT(img.count(sea), kWidth * kHeight / 3);  // ...with water still between them
}

// Where the pixels of one lone fish lie, relative to its position, as it swims along `velocity`.
struct FishShape {
    float backExtent = 0.0f;   // fish-coloured pixels behind the centre (tail side), along -velocity
    float frontExtent = 0.0f;  // ...and ahead of it
    float eyeAhead = 0.0f;     // the dark eye's mean offset along velocity
    int eyePixels = 0;
};

TEST_F(SceneViews, AFishsHeadPointsWhereItSwims) {
    auto scene = make("reef");
    ASSERT_TRUE(scene);
    auto& reef = static_cast<ReefScene&>(*scene);
    ASSERT_TRUE(scene->set("fish", "1")) << scene->report();
    frame(reef);  // sets the world's aspect from the viewport
    const float aspect = static_cast<float>(kWidth) / kHeight;
    auto shapeFor = [&](glm::vec2 velocity, const char* png) {
        const glm::vec2 centre{0.5f * aspect, 0.5f};
        reef.world().setFish(0, centre, velocity);
        target_.bind();
        reef.render(SceneViewport::whole(kWidth, kHeight));  // no update: the fish stays put
        const Image img = grab(png);
        const glm::vec2 dir = glm::normalize(velocity) * glm::vec2(1.0f, 1.0f);  // y down both in world and image
        const glm::vec2 c{centre.x / aspect * kWidth, centre.y * kHeight};
        FishShape shape;
        float eyeSum = 0.0f;
        for (int y = 0; y < kHeight; ++y) {
            for (int x = 0; x < kWidth; ++x) {
                const Rgb px = img.at(x, y);
                const float along = glm::dot(glm::vec2(x + 0.5f, y + 0.5f) - c, dir);
                if (fishy(px)) {
                    shape.backExtent = std::max(shape.backExtent, -along);
                    shape.frontExtent = std::max(shape.frontExtent, along);
                }
                if (px.r < 40 && px.g < 50 && px.b < 80 && std::abs(along) < 40.0f &&
                    glm::length(glm::vec2(x, y) - c) < 30.0f) {  // the eye: #10203a, darker than any sea
                    eyeSum += along;
                    ++shape.eyePixels;
                }
            }
        }
        shape.eyeAhead = shape.eyePixels > 0 ? eyeSum / static_cast<float>(shape.eyePixels) : 0.0f;
        return shape;
    };
    for (const glm::vec2 v : {glm::vec2(0.2f, 0.0f), glm::vec2(0.0f, -0.2f), glm::vec2(-0.14f, 0.14f)}) {
        const FishShape s = shapeFor(v, "reef_one_fish.png");
        // The body is an ellipse of half-length L ahead; the tail reaches 1.5 L behind.
        EXPECT_GT(s.backExtent, s.frontExtent * 1.25f) << v.x << "," << v.y;
        EXPECT_GT(s.frontExtent, 5.0f);
        EXPECT_GT(s.eyePixels, 2);
        EXPECT_GT(s.eyeAhead, 0.0f) << v.x << "," << v.y;  // the eye sits in the front half
    }
}

TEST_F(SceneViews, TheTailWagsWhileTheBodyKeepsStill) {
    auto scene = make("reef");
    ASSERT_TRUE(scene);
    auto& reef = static_cast<ReefScene&>(*scene);
    ASSERT_TRUE(scene->set("fish", "1")) << scene->report();
    frame(reef);
    const float aspect = static_cast<float>(kWidth) / kHeight;
    const glm::vec2 centre{0.5f * aspect, 0.5f}, velocity{0.2f, 0.0f};
    auto shot = [&](const char* png) {
        reef.world().setFish(0, centre, velocity);  // nailed in place; only the clock moves
        target_.bind();
        reef.render(SceneViewport::whole(kWidth, kHeight));
        return grab(png);
    };
    const Image a = shot("reef_wag_a.png");
    for (int s = 0; s < 6; ++s) reef.world().step(kFrame, {});  // 0.1 s: the wag's phase moves 1.2 rad
    const Image b = shot("reef_wag_b.png");
    const int cx = kWidth / 2, cy = kHeight / 2;
    int tailChanged = 0, bodyChanged = 0;
    for (int y = cy - 30; y < cy + 30; ++y) {
        for (int x = cx - 40; x < cx + 40; ++x) {
            if (fishy(a.at(x, y)) == fishy(b.at(x, y))) continue;
            (x < cx - 13 ? tailChanged : bodyChanged) += 1;  // L is 12.6 px here: the tail starts 0.8 L behind
        }
    }
    EXPECT_GT(tailChanged, 5);
    EXPECT_LE(bodyChanged, 2);
}

TEST_F(SceneViews, ClickingAPillTogglesItsRule) {
    auto scene = make("reef");
    ASSERT_TRUE(scene);
    frame(*scene);
    EXPECT_NE(scene->report().find("separation=on"), std::string::npos);
    // The first pill ("separation on") starts 8 px from the left, in the bottom 40 px.
    const ScenePointer onPill{{20.0f / kWidth, (kHeight - 24.0f) / kHeight}, true, true};
    frame(*scene, onPill);
    frame(*scene, {onPill.view, true, false});
    EXPECT_NE(scene->report().find("separation=off"), std::string::npos) << scene->report();
    EXPECT_NE(scene->report().find("cycle=off"), std::string::npos) << scene->report();
    // A click on open water toggles nothing.
    frame(*scene, {{0.5f, 0.3f}, true, true});
    frame(*scene, {{0.5f, 0.3f}, true, false});
    EXPECT_NE(scene->report().find("separation=off"), std::string::npos) << scene->report();
}

TEST_F(SceneViews, PanelsDrawForTheReefAndEverySandboxMode) {
    withPanel_ = true;
    auto panelPixels = [](const Image& img) {
        // ImGui's default dark window background, darker than the sea and brighter than the sandbox.
        return img.count(kWidth - 290, 40, kWidth - 10, kHeight * 6 / 10 - 10,
                         [](Rgb c) { return c.r < 45 && c.g < 45 && c.b < 45; });
    };
    auto reef = make("reef");
    ASSERT_TRUE(reef);
    frame(*reef);
    const Image r = grab("reef_panel.png");
    EXPECT_GT(panelPixels(r), 280 * 150) << "the panel's window is drawn over the sea";
    auto sandbox = make("sandbox");
    ASSERT_TRUE(sandbox);
    for (const char* mode : {"emitter", "attraction", "seek", "flocking"}) {
        ASSERT_TRUE(sandbox->set("mode", mode)) << sandbox->report();
        for (int f = 0; f < 3; ++f) frame(*sandbox);
        EXPECT_NE(sandbox->report().find(std::string("mode=") + mode), std::string::npos);
    }
    grab("sandbox_panel.png");
    EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

TEST_F(SceneViews, ReefPillTurnsDarkWhenItsRuleIsOff) {
    auto scene = make("reef");
    ASSERT_TRUE(scene);
    frame(*scene);
    const int litBefore = grab("reef_pills_on.png").count(0, kHeight - 40, kWidth * 6 / 10, kHeight, pillYellow);
    ASSERT_TRUE(scene->set("alignment", "off")) << scene->report();
    ASSERT_TRUE(scene->set("cohesion", "off")) << scene->report();
    frame(*scene);
    const int litAfter = grab("reef_pills_off.png").count(0, kHeight - 40, kWidth * 6 / 10, kHeight, pillYellow);
    EXPECT_LT(litAfter, litBefore * 6 / 10);
    EXPECT_GT(litAfter, litBefore / 5);  // separation's pill is still lit
    EXPECT_NE(scene->report().find("alignment=off"), std::string::npos);
    EXPECT_NE(scene->report().find("cycle=off"), std::string::npos);
}

TEST_F(SceneViews, ReefFishNearThePointerSwimAway) {
    auto scene = make("reef");
    ASSERT_TRUE(scene);
    auto& reef = static_cast<ReefScene&>(*scene);
    for (int f = 0; f < 120; ++f) frame(reef);  // let schools form
    // Put the pointer on the fish with the most company, as a user would point into a school.
    const auto& w = reef.world();
    std::size_t best = 0;
    int bestCount = -1;
    for (std::size_t i = 0; i < w.size(); ++i) {
        int n = 0;
        for (std::size_t j = 0; j < w.size(); ++j) n += w.torus().distance2(w.positions()[i], w.positions()[j]) < 0.04f;
        if (n > bestCount) {
            bestCount = n;
            best = i;
        }
    }
    ScenePointer ptr{{w.positions()[best].x / w.torus().width, w.positions()[best].y}, true, false};
    frame(reef, ptr);
    const int before = reef.fishNearPointer();
    ASSERT_GE(before, 5) << reef.report();
    for (int f = 0; f < 60; ++f) frame(reef, ptr);
    grab("reef_pointer.png");
    const int after = reef.fishNearPointer();
    EXPECT_LT(after, before / 2) << "before " << before << ", " << reef.report();
    // And none comes close: the pointer keeps a clear circle around itself.
    EXPECT_GT(reportValue(reef.report(), "closest_to_pointer"), 0.06) << reef.report();
}

TEST_F(SceneViews, SandboxDrawsEveryModesParticles) {
    auto scene = make("sandbox");
    ASSERT_TRUE(scene);
    struct Mode {
        const char* name;
        std::function<bool(Rgb)> looksLike;
        int minPixels;
    };
    const Mode modes[] = {
        {"emitter", [](Rgb c) { return c.r > 90 && c.g > 70 && c.b < 60 && c.r > c.b + 50; }, 2000},  // yellow
        {"attraction", [](Rgb c) { return c.r > 80 && c.g > 80 && c.b > 80; }, 3000},                 // white
        {"seek", [](Rgb c) { return c.r > 200 && c.g > 90 && c.g < 160 && c.b < 110; }, 400},         // coral
        {"flocking", [](Rgb c) { return c.g > 200 && c.r > 110 && c.r < 190 && c.b < 80; }, 1500},    // green
    };
    for (const Mode& m : modes) {
        ASSERT_TRUE(scene->set("mode", m.name)) << scene->report();
        ScenePointer ptr{{0.7f, 0.6f}, true, false};
        for (int f = 0; f < 60; ++f) frame(*scene, ptr);
        const Image img = grab(std::string("sandbox_") + m.name + ".png");
        EXPECT_GT(img.count(m.looksLike), m.minPixels) << m.name;
        // The background stays dark: particles do not flood the screen.
        EXPECT_GT(img.count([](Rgb c) { return c.r < 40 && c.g < 40 && c.b < 40; }), kWidth * kHeight / 3) << m.name;
    }
}

TEST_F(SceneViews, SandboxAttractionGathersAndAClickRepels) {
    auto scene = make("sandbox");
    ASSERT_TRUE(scene);
    ASSERT_TRUE(scene->set("mode", "attraction")) << scene->report();
    ASSERT_TRUE(scene->set("count", "600")) << scene->report();
    const ScenePointer ptr{{0.5f, 0.5f}, true, false};
    frame(*scene, ptr);
    const double start = reportValue(scene->report(), "mean_distance_to_target");
    for (int f = 0; f < 90; ++f) frame(*scene, ptr);
    const double gathered = reportValue(scene->report(), "mean_distance_to_target");
    EXPECT_LT(gathered, start * 0.7) << scene->report();
    frame(*scene, {{0.5f, 0.5f}, true, true});  // click
    EXPECT_NE(scene->report().find("attract=off"), std::string::npos);
    for (int f = 0; f < 40; ++f) frame(*scene, ptr);
    grab("sandbox_repulsion.png");
    EXPECT_GT(reportValue(scene->report(), "mean_distance_to_target"), gathered * 1.5) << scene->report();
}

TEST_F(SceneViews, ASceneBesideThePanelDrawsOnlyInItsViewport) {
    auto scene = make("reef");
    ASSERT_TRUE(scene);
    target_.bind();
    glClearColor(1.0f, 0.0f, 1.0f, 1.0f);  // magenta: whatever the scene must not touch
    glClear(GL_COLOR_BUFFER_BIT);
    // The app's layout: a panel column on the left, the scene in the rest, 40 units short of the top.
    const SceneViewport view{200.0f, 40.0f, kWidth - 200.0f, kHeight - 40.0f, 1.0f, kHeight};
    frameIn(*scene, view);
    const Image img = grab("reef_viewport.png");
    auto magenta = [](Rgb c) { return c.r > 250 && c.g < 5 && c.b > 250; };
    EXPECT_EQ(img.count(0, 0, 200, kHeight, magenta), 200 * kHeight);
    EXPECT_EQ(img.count(200, 0, kWidth, 40, magenta), (kWidth - 200) * 40);
    EXPECT_EQ(img.count(200, 40, kWidth, kHeight, magenta), 0);
    // The pills sit at the viewport's bottom-left, not the window's.
    EXPECT_GT(img.count(200, kHeight - 40, kWidth, kHeight, pillYellow), 1000);
}

TEST(SceneViewportMaths, HiDpiRectangleToGlViewport) {
    const SceneViewport v{300.0f, 0.0f, 500.0f, 400.0f, 2.0f, 900};
    EXPECT_EQ(v.pixelX(), 600);
    EXPECT_EQ(v.pixelWidth(), 1000);
    EXPECT_EQ(v.pixelHeight(), 800);
    EXPECT_EQ(v.pixelY(), 100);  // GL rows from the bottom: 900 - 0 - 800
    EXPECT_FALSE(v.empty());
    EXPECT_TRUE(SceneViewport::whole(0, 0).empty());
}

TEST(SceneViewportMaths, PointerIsAFractionOfTheViewport) {
    const SceneViewport v{200.0f, 0.0f, 400.0f, 300.0f, 1.0f, 300};
    const ScenePointer p = pointerIn(v, 300.0, 150.0, false, true);
    EXPECT_FLOAT_EQ(p.view.x, 0.25f);
    EXPECT_FLOAT_EQ(p.view.y, 0.5f);
    EXPECT_TRUE(p.inside);
    EXPECT_TRUE(p.clicked);
    EXPECT_FALSE(pointerIn(v, 100.0, 150.0, false, true).inside);  // over the panel column
    EXPECT_FALSE(pointerIn(v, 300.0, 150.0, true, true).clicked);  // ImGui has the mouse
    EXPECT_FALSE(pointerIn(v, std::nan(""), 150.0, false, false).inside);
}

TEST(FixedStepperMaths, StepsFollowTimeAndStallsAreDropped) {
    FixedStepper s;
    int steps = 0;
    for (int f = 0; f < 60; ++f) steps += s.advance(1.0 / 60.0);
    EXPECT_EQ(steps, 60);
    EXPECT_EQ(s.advance(0.0), 0);
    EXPECT_EQ(s.advance(std::nan("")), 0);
    EXPECT_EQ(s.advance(-1.0), 0);
    EXPECT_EQ(s.advance(5.0), 4);  // a 5 s stall: four steps, the rest dropped
    EXPECT_EQ(s.advance(1.0 / 120.0), 0);
    EXPECT_EQ(s.advance(1.0 / 120.0), 1);  // two half frames make one step
}

TEST_F(SceneViews, UnknownSceneAndBadSettingsAreClearErrors) {
    const auto unknown = makeScene("aquarium");
    EXPECT_FALSE(unknown);
    EXPECT_NE(unknown.error().find("aquarium"), std::string::npos);
    EXPECT_NE(unknown.error().find("murmuration, reef or sandbox"), std::string::npos);
    auto scene = make("reef");
    ASSERT_TRUE(scene);
    EXPECT_FALSE(scene->set("fish", "nan"));
    EXPECT_FALSE(scene->set("fish", "-3"));
    const Status colour = scene->set("colour", "red");
    EXPECT_FALSE(colour);
    EXPECT_NE(colour.error().find("colour"), std::string::npos);
    EXPECT_TRUE(scene->set("fish", "2000")) << scene->report();
    frame(*scene);  // a 2,000-fish frame draws without GL errors
    EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
    scene->render(SceneViewport::whole(0, 0));  // a minimised window: nothing drawn, nothing breaks
    EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

TEST_F(SceneViews, TheRegistryListsEveryNamedSceneInOrder) {
    const auto registry = sceneRegistry();
    ASSERT_EQ(registry.size(), scenes::kScenes.size());
    for (std::size_t i = 0; i < registry.size(); ++i) {
        EXPECT_EQ(registry[i].name, scenes::kScenes[i].name);
        EXPECT_EQ(registry[i].lifetime, scenes::kScenes[i].lifetime);
        EXPECT_EQ(findScene(registry[i].name), &registry[i]);
    }
    EXPECT_EQ(registry[0].name, scenes::kDefaultSceneName);
    EXPECT_EQ(findScene("Reef"), nullptr);
    // The murmuration waits while others show; the seeds' scenes start afresh each visit.
    EXPECT_EQ(findScene("murmuration")->lifetime, scenes::SceneLifetime::KeptFromStart);
    EXPECT_EQ(findScene("reef")->lifetime, scenes::SceneLifetime::MadeWhenChosen);
}

// The murmuration through the same interface the app uses: steps, script commands,
// conditions, reports and the snapshot, offscreen.
TEST_F(SceneViews, TheMurmurationIsASceneLikeTheOthers) {
    SceneContext context;
    context.params.birdCount = 300;
    context.threads = 1;
    context.glVersion = 45;  // the headless context's; the CPU backend is asked for (wantGpu false)
    auto made = makeScene("murmuration", context);
    ASSERT_TRUE(made) << made.error();
    Scene& scene = **made;
    EXPECT_STREQ(scene.name(), "murmuration");
    EXPECT_EQ(scene.report(), "scene=murmuration birds=300");
    SceneClock clock;
    clock.exact = true;
    clock.speed = 2.0f;
    for (int f = 0; f < 5; ++f) frameIn(scene, SceneViewport::whole(kWidth, kHeight));  // speed 1 each
    scene.update(clock, {});                                                            // two more steps
    auto stats = scene.print("stats");
    ASSERT_TRUE(stats) << stats.error();
    ASSERT_FALSE(stats->empty());
    EXPECT_NE((*stats)[0].find("stats birds=300 step=7 hawk=0"), std::string::npos) << (*stats)[0];

    EXPECT_FALSE(scene.holds("hawk"));
    EXPECT_TRUE(scene.holds("no-hawk"));
    EXPECT_TRUE(scene.run({"hawk"}));
    EXPECT_TRUE(scene.holds("hawk"));
    EXPECT_FALSE(scene.holds("no-such-condition"));
    const Status unknown = scene.run({"teleport"});
    EXPECT_FALSE(unknown);
    EXPECT_NE(unknown.error().find("teleport"), std::string::npos);
    // The script parser's grammar is the scene's own table: the same words.
    scenes::SceneGrammar grammar;
    findScene("murmuration")->addGrammar(grammar);
    for (std::string_view word : scene.words().commandWords()) EXPECT_TRUE(grammar.command(word)) << word;
    const auto conditions = grammar.conditions();
    EXPECT_EQ(scene.words().conditionNames(), std::vector<std::string_view>(conditions.begin(), conditions.end()));
    const auto topics = grammar.topics();
    EXPECT_EQ(scene.words().topicNames(), std::vector<std::string_view>(topics.begin(), topics.end()));

    // Parameters are checked where they are applied, and the reason comes back.
    EXPECT_TRUE(scene.set("birds", "400"));
    EXPECT_EQ(scene.report(), "scene=murmuration birds=400");
    const Status badK = scene.set("k", "0");
    EXPECT_FALSE(badK);
    EXPECT_FALSE(badK.error().empty());
    EXPECT_EQ(scene.report(), "scene=murmuration birds=400");  // nothing changed
    EXPECT_FALSE(scene.print("nonsense"));
    EXPECT_TRUE(scene.print("camera"));

    const std::string csv = (std::filesystem::temp_directory_path() / "murmuration_scene_snapshot.csv").string();
    std::filesystem::remove(csv);
    ASSERT_TRUE(scene.snapshot(csv));
    EXPECT_GT(std::filesystem::file_size(csv), 400u * 20u);
    std::filesystem::remove(csv);
    std::filesystem::remove(csv + ".settings.json");

    scene.reset();
    stats = scene.print("stats");
    ASSERT_TRUE(stats);
    EXPECT_NE((*stats)[0].find("step=0 hawk=0"), std::string::npos) << (*stats)[0];
    EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

// The roost's ring and patch on the ground: brown, redder than the green-grey ground and haze.
bool roostBrown(Rgb c) {
    return c.r > c.g + 4 && c.r > c.b + 20 && c.r < 190;
}

TEST_F(SceneViews, TheStarlingWorldIsDrawnInMetresWithTheRoostOnTheGround) {
    SceneContext context;
    context.params = withModel(SimParams{}, FlockModel::Starling);
    context.params.birdCount = 300;
    context.threads = 1;
    context.glVersion = 45;
    auto starling = makeScene("murmuration", context);
    ASSERT_TRUE(starling) << starling.error();
    for (int f = 0; f < 3; ++f) frame(**starling);
    const Image metres = grab("murmuration_starling_world.png");
    // Looking at the flock 120 m above the ground from 110 m away, the ring (150 m round the
    // roost) crosses the ground in the lower half of the view.
    EXPECT_GT(metres.count(0, kHeight / 2, kWidth, kHeight, roostBrown), kWidth / 4);
    // The camera now zooms in metres: it goes closer than the seed world's 20 units allow.
    EXPECT_TRUE((*starling)->run({"zoom", "0.01"}));
    auto camera = (*starling)->print("camera");
    ASSERT_TRUE(camera);
    EXPECT_NE(camera->at(0).find("distance=5.000"), std::string::npos) << camera->at(0);

    context.params = SimParams{};
    context.params.birdCount = 300;
    auto seed = makeScene("murmuration", context);
    ASSERT_TRUE(seed) << seed.error();
    for (int f = 0; f < 3; ++f) frame(**seed);
    EXPECT_EQ(grab("murmuration_seed_world.png").count(0, 0, kWidth, kHeight, roostBrown), 0);
    EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
}

TEST_F(SceneViews, SeedScenesHaveNoFlockToSnapshotAndSaySo) {
    auto reef = make("reef");
    ASSERT_TRUE(reef);
    const Status s = reef->snapshot("/tmp/never-written.csv");
    EXPECT_FALSE(s);
    EXPECT_NE(s.error().find("reef"), std::string::npos);
    EXPECT_FALSE(std::filesystem::exists("/tmp/never-written.csv"));
    EXPECT_FALSE(reef->run({"hawk"}));
    auto stats = reef->print("stats");
    ASSERT_TRUE(stats);
    EXPECT_EQ((*stats)[0], reef->report());
}

}  // namespace
}  // namespace murmur::scene_views
