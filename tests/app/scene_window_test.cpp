// End-to-end tests of the reef and sandbox scenes inside the window program: the real `murmur`
// in Xvfb, driven by scripts and by xdotool, checked through its screenshots and what it prints.
// (The scenes' own rules are tested in tests/scenes, their drawing offscreen in tests/scene_views;
// here: that the app hosts them - viewport, panel, chooser, pointer, script commands, switching,
// resizing.)
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

const std::vector<std::string> kBaseArgs = {"--size", "960x600", "--backend", "cpu", "--auto-reduce", "off"};

std::vector<std::string> args(std::initializer_list<std::string> extra) {
    std::vector<std::string> a = kBaseArgs;
    a.insert(a.end(), extra.begin(), extra.end());
    return a;
}

class SceneWindow : public WindowTest {};

// Colour classes of the scenes (the same as tests/scene_views/scene_views_test.cpp).
bool isFish(const std::uint8_t* p) {
    return p[0] > 200 && p[2] < 170 && p[0] > p[2] + 60;
}  // orange, yellow, pink
bool isPinkFish(const std::uint8_t* p) {
    return p[0] > 220 && p[1] < 140 && p[2] > 100;
}
bool isYellowFish(const std::uint8_t* p) {
    return p[0] > 220 && p[1] > 180 && p[2] < 120;
}
bool isLitPill(const std::uint8_t* p) {
    return p[0] > 235 && p[1] > 190 && p[1] < 225 && p[2] < 90;
}
bool isSea(const std::uint8_t* p) {
    return p[2] > p[0] + 40;
}
bool isDark(const std::uint8_t* p) {
    return p[0] < 40 && p[1] < 40 && p[2] < 40;
}
bool isEmitterParticle(const std::uint8_t* p) {
    return p[0] > 90 && p[1] > 70 && p[2] < 60 && p[0] > p[2] + 50;
}
bool isAttractionParticle(const std::uint8_t* p) {
    return p[0] > 80 && p[1] > 80 && p[2] > 80;
}
bool isSeekAgent(const std::uint8_t* p) {
    return p[0] > 200 && p[1] > 90 && p[1] < 160 && p[2] < 110;
}
bool isFlockingBoid(const std::uint8_t* p) {
    return p[1] > 200 && p[0] > 110 && p[0] < 190 && p[2] < 80;
}
// The panel's widgets, faint but bluish: what a trail layer that swallowed the panel shows.
bool isPanelGhost(const std::uint8_t* p) {
    return p[2] >= p[0] + 5 && p[0] < 80;
}

// The "scene=NAME ..." report printed by `print scene`, index-th of them (-1: the last).
std::map<std::string, std::string> sceneReport(const std::string& out, const std::string& name, int index = -1) {
    return parseKeyValues(out, "scene=" + name, index);
}
double number(const std::map<std::string, std::string>& values, const std::string& key) {
    const auto it = values.find(key);
    return it == values.end() ? -1.0 : std::stod(it->second);
}

TEST_F(SceneWindow, ReefShowsColouredFishAndLitPillsBesideThePanel) {
    const std::string shot = tempPath("reef.png");
    const std::string script =
        writeScript("reef.script", "wait 60\nprint layout\nprint scene\nscreenshot " + shot + "\nquit\n");
    const RunResult r = runMurmur(display(), args({"--scene", "reef", "--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    auto layout = parseLayout(r.out);
    ASSERT_TRUE(layout.count("scene") && layout.count("panel") && layout.count("view") && layout.count("charts"))
        << r.out;
    const PixelRect scene = layout["scene"], panel = layout["panel"];
    // The scene owns everything right of the panel, the murmuration's chart strip included.
    EXPECT_EQ(scene.x, layout["view"].x);
    EXPECT_EQ(scene.y, 0);
    EXPECT_EQ(scene.height, layout["view"].height + layout["charts"].height);
    EXPECT_EQ(scene.x + scene.width, 960);
    const auto report = sceneReport(r.out, "reef");
    EXPECT_EQ(report.count("fish") ? report.at("fish") : "", "110") << r.out;

    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    // A blue sea with 110 warm fish of three colours in it.
    EXPECT_GT(countPixels(img, scene, isSea), scene.width * scene.height / 2);
    const int fish = countPixels(img, scene, isFish);
    EXPECT_GT(fish, 110 * 20);
    EXPECT_LT(fish, scene.width * scene.height / 4);
    const PixelRect aboveThePills{scene.x, scene.y, scene.width, scene.height - 40};
    EXPECT_GT(countPixels(img, aboveThePills, isPinkFish), 50);
    EXPECT_GT(countPixels(img, aboveThePills, isYellowFish), 200);
    // The three lit pills at the bottom-left of the scene's viewport.
    const PixelRect pills{scene.x, scene.y + scene.height - 40, scene.width * 6 / 10, 40};
    EXPECT_GT(countPixels(img, pills, isLitPill), 1000);
    // The panel is drawn over its column, and the sea stays out of it: below the widgets it
    // is the panel's plain dark background.
    const PixelRect panelFoot{panel.x + 4, panel.y + panel.height - 150, panel.width - 8, 140};
    EXPECT_GT(countPixels(img, panelFoot, isDark), panelFoot.width * panelFoot.height * 9 / 10);
    EXPECT_EQ(countPixels(img, panelFoot, isFish), 0);
}

TEST_F(SceneWindow, SandboxShowsEveryModesParticlesWithoutThePanelsGhost) {
    struct Mode {
        const char* name;
        bool (*looksLike)(const std::uint8_t*);
        int minPixels;
    };
    // Seek before attraction: seek's first frame then makes the trail layer (see the end).
    const Mode modes[] = {{"emitter", isEmitterParticle, 2000},
                          {"seek", isSeekAgent, 400},
                          {"attraction", isAttractionParticle, 3000},
                          {"flocking", isFlockingBoid, 1500}};
    std::string text = "pointer 0.7 0.6\nwait 2\nprint layout\n";
    for (const Mode& m : modes)
        text += std::string("set mode ") + m.name + "\nwait 60\nprint scene\nscreenshot " +
                tempPath(std::string(m.name) + ".png") + "\n";
    text += "quit\n";
    const RunResult r =
        runMurmur(display(), args({"--scene", "sandbox", "--script", writeScript("sandbox.script", text)}), 120.0);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err.find("script line"), std::string::npos) << r.err;
    auto layout = parseLayout(r.out);
    ASSERT_TRUE(layout.count("scene")) << r.out;
    const PixelRect scene = layout["scene"];
    for (int i = 0; i < 4; ++i) {
        const Mode& m = modes[i];
        EXPECT_EQ(sceneReport(r.out, "sandbox", i)["mode"], m.name) << r.out;
        const Image img = loadPng(tempPath(std::string(m.name) + ".png"));
        ASSERT_TRUE(img.ok()) << m.name;
        EXPECT_GT(countPixels(img, scene, m.looksLike), m.minPixels) << m.name;
        if (m.looksLike != isAttractionParticle) {  // attraction's canvas is a dark blue
            EXPECT_GT(countPixels(img, scene, isDark), scene.width * scene.height / 3) << m.name;
        }
    }
    // Seek draws through a trail layer made on its first frame, while the window's framebuffer
    // is bound; the panel, drawn after it, must not end up in the layer.
    const Image seek = loadPng(tempPath("seek.png"));
    ASSERT_TRUE(seek.ok());
    const PixelRect underLabel{scene.x, scene.y + 60, layout["panel"].width, 320};
    EXPECT_LT(countPixels(seek, underLabel, isPanelGhost), 200);
}

// Real input: the cursor moved into the reef by xdotool is the scene's pointer; a click on a
// pill turns its rule off; a click on the panel's chooser shows the sandbox.
TEST_F(SceneWindow, RealPointerClicksAPillAndThePanelChoosesTheSandbox) {
    // Frames of at least 15 ms: each 240-frame wait leaves xdotool seconds to act in.
    const std::string script = writeScript("input.script",
                                           "wait 5\nprint layout\nwait 240\nprint scene\nwait 240\n"
                                           "print scene\nwait 240\nprint scene\nquit\n");
    Murmur app(display(), args({"--scene", "reef", "--frame-delay-ms", "15", "--script", script}), "input");
    ASSERT_TRUE(waitForLines(app, "layout scene ", 1, 60.0)) << app.stdoutSoFar();
    auto layout = parseLayout(app.stdoutSoFar());
    ASSERT_TRUE(layout.count("screen") && layout.count("scene-sandbox")) << app.stdoutSoFar();
    const PixelRect scene = layout["scene"], screen = layout["screen"], sandbox = layout["scene-sandbox"];
    ASSERT_GT(sandbox.width, 0);
    auto at = [&](int x, int y) { return std::to_string(screen.x + x) + " " + std::to_string(screen.y + y); };
    auto click = [&](int x, int y) {
        return runWithDisplay(display(),
                              "xdotool mousemove " + at(x, y) + " sleep 0.3 mousedown 1 sleep 0.1 mouseup 1");
    };

    // 1. The cursor at the middle of the sea.
    ASSERT_EQ(
        runWithDisplay(display(), "xdotool mousemove " + at(scene.x + scene.width / 2, scene.y + scene.height / 2)), 0);
    ASSERT_TRUE(waitForLines(app, "scene=", 1, 60.0)) << app.stdoutSoFar();
    // 2. A click on the first pill ("separation on", 8 px in from the viewport's left edge).
    ASSERT_EQ(click(scene.x + 20, scene.y + scene.height - 24), 0);
    ASSERT_TRUE(waitForLines(app, "scene=", 2, 60.0)) << app.stdoutSoFar();
    // 3. A click on "sandbox" in the panel's chooser.
    ASSERT_EQ(click(sandbox.x + sandbox.height / 2, sandbox.y + sandbox.height / 2), 0);

    const RunResult r = app.wait(90.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    const auto pointed = sceneReport(r.out, "reef", 0);
    EXPECT_EQ(pointed.count("pointer") ? pointed.at("pointer") : "", "in") << r.out;
    // The reef's units: the sea is 1 high and width / height wide.
    EXPECT_NEAR(number(pointed, "pointer_x"), 0.5 * scene.width / scene.height, 0.01) << r.out;
    EXPECT_NEAR(number(pointed, "pointer_y"), 0.5, 0.01) << r.out;
    EXPECT_GE(number(pointed, "closest_to_pointer"), 0.06) << r.out;  // the fish keep away from it
    const auto clicked = sceneReport(r.out, "reef", 1);
    EXPECT_EQ(clicked.count("separation") ? clicked.at("separation") : "", "off") << r.out;
    EXPECT_EQ(clicked.count("alignment") ? clicked.at("alignment") : "", "on") << r.out;
    EXPECT_FALSE(sceneReport(r.out, "sandbox").empty()) << r.out;
}

// The pointer put into a school: the fish near it swim away. The reef steps the same every run
// (fixed steps per frame, fixed seed), so a first run's screenshot says where a school will be.
TEST_F(SceneWindow, ReefSchoolFleesThePointerPutIntoIt) {
    const std::string shot = tempPath("school.png");
    const RunResult look = runMurmur(
        display(), args({"--scene", "reef", "--script",
                         writeScript("look.script", "wait 60\nprint layout\nscreenshot " + shot + "\nquit\n")}));
    ASSERT_EQ(look.exitCode, 0) << look.err;
    auto layout = parseLayout(look.out);
    const PixelRect scene = layout["scene"];
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    // The spot with the most fish pixels within the flee radius (0.2 of the sea's height),
    // a radius clear of the viewport's edges and the pills.
    const int radius = scene.height / 5;
    int bestX = 0, bestY = 0, best = -1;
    for (int cy = scene.y + radius; cy <= scene.y + scene.height - 40 - radius; cy += 8) {
        for (int cx = scene.x + radius; cx <= scene.x + scene.width - radius; cx += 8) {
            int n = 0;
            for (int y = cy - radius; y <= cy + radius; y += 2)
                for (int x = cx - radius; x <= cx + radius; x += 2)
                    n += (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius && isFish(img.at(x, y));
            if (n > best) {
                best = n;
                bestX = cx;
                bestY = cy;
            }
        }
    }
    ASSERT_GT(best, 0);
    char pointer[64];
    std::snprintf(pointer, sizeof pointer, "pointer %.4f %.4f\n", double(bestX - scene.x) / scene.width,
                  double(bestY - scene.y) / scene.height);
    const RunResult r = runMurmur(
        display(), args({"--scene", "reef", "--script",
                         writeScript("flee.script", std::string("wait 60\n") + pointer +
                                                        "wait 1\nprint scene\nwait 60\nprint scene\nquit\n")}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const double before = number(sceneReport(r.out, "reef", 0), "near_pointer");
    const double after = number(sceneReport(r.out, "reef", 1), "near_pointer");
    ASSERT_GE(before, 5) << pointer << r.out;  // it is a school
    EXPECT_LT(after, before / 2) << pointer << r.out;
    EXPECT_GE(number(sceneReport(r.out, "reef", 1), "closest_to_pointer"), 0.06) << r.out;
}

// `scene` switches in a script; the murmuration waits, untouched, while another scene shows;
// a `set` the showing scene lacks (valid for another: the parser let it through) is a
// one-line message and the run goes on.
TEST_F(SceneWindow, ScriptSwitchesScenesAndTheMurmurationWaits) {
    const std::string shot = tempPath("back.png");
    const std::string script =
        writeScript("switch.script",
                    "wait 10\nprint stats\nscene reef\nwait 10\nset fish 300\nset count 500\nwait 2\nprint scene\n"
                    "scene sandbox\nset mode attraction\nwait 10\nset count 500\nwait 2\nprint scene\nscene "
                    "murmuration\nprint stats\n"
                    "print scene\nwait 10\nprint layout\nscreenshot " +
                        shot + "\nquit\n");
    const RunResult r = runMurmur(display(), args({"--autorotate", "off", "--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.err.find("murmur: script line 6:"), std::string::npos) << r.err;
    EXPECT_EQ(sceneReport(r.out, "reef")["fish"], "300") << r.out;
    EXPECT_EQ(sceneReport(r.out, "sandbox")["count"], "500") << r.out;
    EXPECT_FALSE(sceneReport(r.out, "murmuration").empty()) << r.out;
    const auto before = parseKeyValues(r.out, "stats", 0), after = parseKeyValues(r.out, "stats", 1);
    ASSERT_TRUE(before.count("step") && after.count("step")) << r.out;
    EXPECT_EQ(before.at("step"), after.at("step"));
    EXPECT_EQ(after.at("birds"), "1500");
    auto layout = parseLayout(r.out);
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    // The flock in its sky is drawn again, and the reef's pills are gone.
    EXPECT_GT(countPixels(img, layout["view"], isBirdPixel, &layout["legend"]), 1000);
    EXPECT_GT(countPixels(img, layout["view"], isSkyPixel), layout["view"].width * layout["view"].height / 4);
    EXPECT_EQ(countPixels(img, layout["scene"], isLitPill), 0);
}

// Minimised and resized down to 1x1 and back: the sandbox's trail layer follows the new size.
TEST_F(SceneWindow, SceneSurvivesMinimiseAndResize) {
    const std::string shot = tempPath("resized.png");
    const std::string script = writeScript("resize.script",
                                           "set mode attraction\npointer 0.5 0.5\nwait 10\nminimised 5\n"
                                           "resize 1 1\nwait 3\nresize 800 500\nwait 40\nprint layout\n"
                                           "print scene\nscreenshot " +
                                               shot + "\nquit\n");
    const RunResult r = runMurmur(display(), args({"--scene", "sandbox", "--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    auto layout = parseLayout(r.out);
    ASSERT_TRUE(layout.count("scene")) << r.out;
    const PixelRect scene = layout["scene"];
    EXPECT_EQ(scene.x + scene.width, 800);
    EXPECT_EQ(scene.height, 500);
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    EXPECT_EQ(img.width, 800);
    EXPECT_GT(countPixels(img, scene, isAttractionParticle), 3000);
    // Gathered at the pointer: the middle of the new viewport holds most of them.
    const PixelRect middle{scene.x + scene.width / 4, scene.y + scene.height / 4, scene.width / 2, scene.height / 2};
    EXPECT_GT(countPixels(img, middle, isAttractionParticle), countPixels(img, scene, isAttractionParticle) * 7 / 10);
}

}  // namespace
}  // namespace murmur::apptest
