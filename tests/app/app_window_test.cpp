// End-to-end tests of the window program: the real `murmur` in a real X window (Xvfb) with
// Mesa's llvmpipe, checked through its screenshots and what it prints.
#include <algorithm>
#include <cmath>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <cstdio>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

// Small and short so the suite stays fast on two cores with a software rasteriser.
const std::vector<std::string> kBaseArgs = {"--size",        "960x600", "--backend",    "cpu",
                                            "--auto-reduce", "off",     "--autorotate", "off"};

std::vector<std::string> args(std::initializer_list<std::string> extra) {
    std::vector<std::string> a = kBaseArgs;
    a.insert(a.end(), extra.begin(), extra.end());
    return a;
}

class MurmurWindow : public WindowTest {
protected:
    // A colouring's picture: 600 birds, a hawk at step 20, the screenshot 60 steps later, with
    // the layout and the flock's --snapshot (a colouring must not change it).
    struct Shot {
        Image image;
        std::string snapshot;
        std::map<std::string, PixelRect> layout;
    };
    Shot shootAfterHawk(const std::string& name, const std::vector<std::string>& extra) {
        const std::string png = tempPath(name + ".png"), csv = tempPath(name + ".csv");
        const std::string script =
            writeScript(name + ".script", "wait 20\nhawk\nwait 60\nprint layout\nscreenshot " + png + "\nquit\n");
        std::vector<std::string> a = args({"--script", script, "--snapshot", csv, "--birds", "600"});
        a.insert(a.end(), extra.begin(), extra.end());
        const RunResult r = runMurmur(display(), a);
        EXPECT_EQ(r.exitCode, 0) << r.err;
        return Shot{loadPng(png), readFile(csv), parseLayout(r.out)};
    }
};

// Where the bird pixels are in a region: count and the box holding the middle 90% of them.
struct Spread {
    int count = 0;
    int x0 = 0, x1 = 0, y0 = 0, y1 = 0;
    double cx = 0.0, cy = 0.0;
};

Spread birdSpread(const Image& img, const PixelRect& r, const PixelRect* skip) {
    std::vector<int> xs, ys;
    for (int y = r.y; y < r.y + r.height; ++y)
        for (int x = r.x; x < r.x + r.width; ++x) {
            if (skip && x >= skip->x && x < skip->x + skip->width && y >= skip->y && y < skip->y + skip->height)
                continue;
            if (isBirdPixel(img.at(x, y))) {
                xs.push_back(x);
                ys.push_back(y);
            }
        }
    Spread s;
    s.count = static_cast<int>(xs.size());
    if (xs.empty()) return s;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        s.cx += xs[i];
        s.cy += ys[i];
    }
    s.cx /= s.count;
    s.cy /= s.count;
    std::sort(xs.begin(), xs.end());
    std::sort(ys.begin(), ys.end());
    const std::size_t lo = xs.size() / 20, hi = xs.size() - 1 - xs.size() / 20;
    s.x0 = xs[lo];
    s.x1 = xs[hi];
    s.y0 = ys[lo];
    s.y1 = ys[hi];
    return s;
}

double meanBlueExcess(const Image& img, int x0, int x1, int y) {
    double sum = 0.0;
    for (int x = x0; x < x1; ++x) sum += img.at(x, y)[2] - img.at(x, y)[0];
    return sum / std::max(1, x1 - x0);
}

TEST_F(MurmurWindow, DefaultSceneShowsSkyFlockShadowAndPanel) {
    const std::string shot = tempPath("default.png");
    const std::string script = writeScript("default.script", "wait 60\nprint layout\nscreenshot " + shot + "\nquit\n");
    const RunResult r = runMurmur(display(), args({"--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    EXPECT_EQ(img.width, 960);
    EXPECT_EQ(img.height, 600);
    auto layout = parseLayout(r.out);
    ASSERT_TRUE(layout.count("view") && layout.count("panel") && layout.count("legend") && layout.count("charts"));
    const PixelRect view = layout["view"];
    const PixelRect legend = layout["legend"];

    // The sky: the top of the view is blue, deeper blue at the top than lower down.
    const PixelRect top{view.x, view.y, view.width, 20};
    EXPECT_GT(countPixels(img, top, isSkyPixel, &legend), 0.9 * (view.width * 20 - legend.width * 20));
    const double blueTop = meanBlueExcess(img, view.x, view.x + view.width / 3, view.y + 2);
    const double blueLow = meanBlueExcess(img, view.x, view.x + view.width / 3, view.y + view.height / 4);
    EXPECT_GT(blueTop, blueLow + 15.0) << "no gradient: " << blueTop << " vs " << blueLow;

    // The flock: a plausible number of bird pixels, together near the middle of the view.
    const Spread birds = birdSpread(img, view, &legend);
    std::printf("birds: %d pixels, box x %d..%d y %d..%d, centre %.0f,%.0f\n", birds.count, birds.x0, birds.x1,
                birds.y0, birds.y1, birds.cx, birds.cy);
    EXPECT_GT(birds.count, 1500);
    EXPECT_LT(birds.count, view.width * view.height / 4);
    EXPECT_LT(birds.x1 - birds.x0, 0.8 * view.width);
    EXPECT_LT(birds.y1 - birds.y0, 0.7 * view.height);
    EXPECT_NEAR(birds.cx, view.x + view.width / 2.0, view.width * 0.2);
    EXPECT_NEAR(birds.cy, view.y + view.height / 2.0, view.height * 0.25);

    // The shadow: on the ground below the flock, ground pixels clearly darker than the
    // ground beside it.
    const PixelRect below{view.x, view.y + view.height * 3 / 4, view.width, view.height / 4};
    int lit = 0, shadowed = 0;
    for (int y = below.y; y < below.y + below.height; ++y) {
        int brightest = 0;
        for (int x = below.x; x < below.x + below.width; ++x)
            if (isGroundPixel(img.at(x, y))) brightest = std::max<int>(brightest, img.at(x, y)[1]);
        for (int x = below.x; x < below.x + below.width; ++x) {
            if (!isGroundPixel(img.at(x, y))) continue;
            if (img.at(x, y)[1] < 0.85 * brightest) ++shadowed;
            else ++lit;
        }
    }
    std::printf("ground: %d lit, %d in shadow\n", lit, shadowed);
    EXPECT_GT(shadowed, 1500);
    EXPECT_GT(lit, shadowed / 4);

    // The panel: ImGui's dark window with its blue "Send hawk" button.
    const PixelRect panel = layout["panel"];
    int dark = 0, blue = 0;
    for (int y = panel.y; y < panel.y + panel.height; ++y)
        for (int x = panel.x; x < panel.x + panel.width; ++x) {
            const auto* p = img.at(x, y);
            if (p[0] < 50 && p[1] < 50 && p[2] < 60) ++dark;
            if (p[2] > p[0] + 40 && p[2] > 100) ++blue;
        }
    EXPECT_GT(dark, panel.width * panel.height / 2);
    EXPECT_GT(blue, 2000);
}

TEST_F(MurmurWindow, HawkAppearsLeavesAndLeavesARedBand) {
    const std::string during = tempPath("hawk_during.png");
    const std::string after = tempPath("hawk_after.png");
    const std::string script = writeScript("hawk.script", "wait 20\nhawk\nwait 40\nscreenshot " + during +
                                                              "\nprint stats\nuntil no-hawk 900\nwait 20\nscreenshot " +
                                                              after + "\nprint stats\nprint layout\nquit\n");
    const RunResult r = runMurmur(display(), args({"--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    auto layout = parseLayout(r.out);
    const PixelRect view = layout["view"];
    const PixelRect charts = layout["charts"];
    EXPECT_EQ(parseKeyValues(r.out, "stats", 0)["hawk"], "1");
    EXPECT_EQ(parseKeyValues(r.out, "stats", 1)["hawk"], "0");

    const Image a = loadPng(during);
    const Image b = loadPng(after);
    ASSERT_TRUE(a.ok() && b.ok());
    const int hawkDuring = countPixels(a, view, isHawkPixel, &layout["legend"]);
    const int hawkAfter = countPixels(b, view, isHawkPixel, &layout["legend"]);
    const int bandDuring = countPixels(a, charts, isHawkBandPixel);
    const int bandAfter = countPixels(b, charts, isHawkBandPixel);
    std::printf("hawk pixels %d -> %d, band pixels %d -> %d\n", hawkDuring, hawkAfter, bandDuring, bandAfter);
    EXPECT_GT(hawkDuring, 40);
    EXPECT_EQ(hawkAfter, 0);
    EXPECT_GT(bandAfter, 1000);
    EXPECT_GT(bandAfter, bandDuring);
}

// The bird pixels of a view as a mask.
std::vector<bool> birdMask(const Image& img, const PixelRect& view, const PixelRect& legend) {
    std::vector<bool> mask(static_cast<std::size_t>(view.width) * view.height, false);
    for (int y = 0; y < view.height; ++y)
        for (int x = 0; x < view.width; ++x) {
            const int px = view.x + x, py = view.y + y;
            if (px >= legend.x && px < legend.x + legend.width && py >= legend.y && py < legend.y + legend.height)
                continue;
            mask[static_cast<std::size_t>(y) * view.width + x] = isBirdPixel(img.at(px, py));
        }
    return mask;
}

TEST_F(MurmurWindow, RegroupIsMarkedWithAGreenDashedLine) {
    const std::string shot = tempPath("regroup.png");
    // Eight steps a frame: a formed flock by step 800, then the hawk, then the recovery.
    const std::string script = writeScript("regroup.script",
                                           "set speed 8\nwait 100\nhawk\nuntil no-hawk 300\n"
                                           "until regrouped 600\nwait 10\nprint stats\nprint layout\n"
                                           "screenshot " +
                                               shot + "\nquit\n");
    const RunResult r = runMurmur(display(), args({"--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    auto stats = parseKeyValues(r.out, "stats");
    EXPECT_EQ(stats["regroups"], "1");
    EXPECT_NE(r.out.find("card Last hawk: regrouped after"), std::string::npos) << r.out;
    auto layout = parseLayout(r.out);
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    const PixelRect charts = layout["charts"];
    const PixelRect plots{charts.x, charts.y, charts.width, charts.height - 24};  // not the captions
    const int green =
        countPixels(img, plots, [](const std::uint8_t* p) { return p[1] > 170 && p[0] < 110 && p[2] < 130; });
    std::printf("green pixels in the chart: %d\n", green);
    EXPECT_GT(green, 60);
    EXPECT_GT(countPixels(img, plots, isHawkBandPixel), 1000);
}

TEST_F(MurmurWindow, OrbitAndZoomChangeTheView) {
    const std::string a = tempPath("view_a.png"), b = tempPath("view_b.png"), c = tempPath("view_c.png"),
                      d = tempPath("view_d.png");
    // Paused: only the camera moves between the shots.
    const std::string script =
        writeScript("view.script", "wait 30\npause on\nwait 2\nprint layout\nprint camera\nscreenshot " + a +
                                       "\norbit 90 0\nwait 1\nprint camera\nscreenshot " + b +
                                       "\nzoom 0.5\nwait 1\nprint camera\nscreenshot " + c +
                                       "\norbit 0 60\nwait 1\nprint camera\nscreenshot " + d + "\nquit\n");
    const RunResult r = runMurmur(display(), args({"--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    auto layout = parseLayout(r.out);
    const PixelRect view = layout["view"], legend = layout["legend"];
    auto cam = [&](int i, const char* key) { return std::stod(parseKeyValues(r.out, "camera", i)[key]); };
    EXPECT_NEAR(std::fmod(cam(1, "yaw") - cam(0, "yaw") + 360.0, 360.0), 90.0, 1e-3);
    EXPECT_NEAR(cam(2, "distance"), 0.5 * cam(1, "distance"), 1e-3);
    EXPECT_GT(cam(3, "pitch"), cam(2, "pitch") + 50.0);

    const Image ia = loadPng(a), ib = loadPng(b), ic = loadPng(c), id = loadPng(d);
    ASSERT_TRUE(ia.ok() && ib.ok() && ic.ok() && id.ok());
    // Orbiting shows the flock from another side: the bird pixels move.
    const auto ma = birdMask(ia, view, legend), mb = birdMask(ib, view, legend);
    int both = 0, either = 0;
    for (std::size_t i = 0; i < ma.size(); ++i) {
        both += ma[i] && mb[i];
        either += ma[i] || mb[i];
    }
    std::printf("orbit: %d of %d bird pixels stay\n", both, either);
    EXPECT_LT(both, 0.6 * either);
    // Zooming in makes the flock bigger on screen.
    const Spread sb = birdSpread(ib, view, &legend), sc = birdSpread(ic, view, &legend);
    std::printf("zoom: %d -> %d bird pixels, width %d -> %d\n", sb.count, sc.count, sb.x1 - sb.x0, sc.x1 - sc.x0);
    EXPECT_GT(sc.count, 1.8 * sb.count);
    EXPECT_GT(sc.x1 - sc.x0, 1.4 * (sb.x1 - sb.x0));
    // Orbiting up looks down on the ground: far less sky.
    const int skyC = countPixels(ic, view, isSkyPixel, &legend), skyD = countPixels(id, view, isSkyPixel, &legend);
    std::printf("sky: %d -> %d pixels\n", skyC, skyD);
    EXPECT_LT(skyD, skyC / 3);
    EXPECT_GT(countPixels(id, view, isGroundPixel, &legend), view.width * view.height / 2);
}

TEST_F(MurmurWindow, SurvivesMinimiseAndResizeTo1x1) {
    const std::string shot = tempPath("resized.png");
    const std::string script =
        writeScript("resize.script",
                    "wait 10\niconify\nwait 5\nrestore\nminimised 20\nwait 25\nresize 1 1\nwait 20\n"
                    "print layout\nresize 960 600\nwait 20\nprint stats\nset birds 1800\nwait 2\nprint stats\n"
                    "print layout\nscreenshot " +
                        shot + "\nquit\n");
    const RunResult r = runMurmur(display(), args({"--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    // The tiny window really was tiny, and everything came back.
    EXPECT_NE(r.out.find("layout window 1 1 framebuffer 1 1"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("layout window 960 600 framebuffer 960 600"), std::string::npos) << r.out;
    auto stats = parseKeyValues(r.out, "stats", 0);
    EXPECT_EQ(stats["birds"], "1500");
    // The simulation kept stepping through all of it (one step a frame).
    EXPECT_GE(std::stoi(stats["step"]), 80);
    // A new bird count keeps the flock: no reset, the step count goes on.
    auto grown = parseKeyValues(r.out, "stats", 1);
    EXPECT_EQ(grown["birds"], "1800");
    EXPECT_EQ(std::stoi(grown["step"]), std::stoi(stats["step"]) + 2);
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    EXPECT_EQ(img.width, 960);
    auto layout = parseLayout(r.out);
    EXPECT_GT(birdSpread(img, layout["view"], &layout["legend"]).count, 1500);
}

TEST_F(MurmurWindow, SlowFramesReduceTheBirdsAndTheCardSaysSo) {
    const std::string shot = tempPath("reduced.png");
    // 60 ms a frame is at most 16 fps: below 24, so after 3 s a quarter of the birds go.
    const std::string script =
        writeScript("reduce.script", "until reduced 400\nprint stats\nprint layout\nscreenshot " + shot + "\nquit\n");
    // 960 x 720: the stats card (and its note) must be on screen without scrolling the panel.
    std::vector<std::string> a = {"--size", "960x720",          "--backend", "cpu",      "--autorotate",
                                  "off",    "--frame-delay-ms", "60",        "--script", script};
    const RunResult r = runMurmur(display(), a);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("auto-reduce: birds 1500 -> 1125"), std::string::npos) << r.out;
    auto stats = parseKeyValues(r.out, "stats");
    EXPECT_EQ(stats["birds"], "1125");
    EXPECT_EQ(stats["reductions"], "1");
    EXPECT_NE(r.out.find("card Birds reduced 1500 -> 1125"), std::string::npos) << r.out;
    // The card's note is drawn highlighted (amber) in the panel.
    auto layout = parseLayout(r.out);
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    const int amber = countPixels(img, layout["panel"], [](const std::uint8_t* p) {
        return p[0] > 200 && p[1] > 150 && p[1] < 230 && p[2] < 120;
    });
    EXPECT_GT(amber, 100);
}

TEST_F(MurmurWindow, GpuBackendDrawsTheFlockFromItsOwnBuffers) {
    const std::string shot = tempPath("gpu.png");
    std::vector<std::string> a = {
        "--size",
        "960x600",
        "--backend",
        "gpu",
        "--birds",
        "1001",
        "--auto-reduce",
        "off",
        "--autorotate",
        "off",
        "--script",
        writeScript("gpu.script", "wait 40\nprint stats\nprint layout\nscreenshot " + shot + "\nquit\n")};
    const RunResult r = runMurmur(display(), a);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    auto stats = parseKeyValues(r.out, "stats");
    EXPECT_EQ(stats["backend"], "gpu") << r.err;
    EXPECT_EQ(stats["birds"], "1001");
    auto layout = parseLayout(r.out);
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    const Spread birds = birdSpread(img, layout["view"], &layout["legend"]);
    EXPECT_GT(birds.count, 1000);
    EXPECT_NEAR(birds.cx, layout["view"].x + layout["view"].width / 2.0, layout["view"].width * 0.2);
}

TEST_F(MurmurWindow, WithoutOpenGL43TheGpuRequestFallsBackToTheCpuOnce) {
    const std::string shot = tempPath("fallback.png");
    std::vector<std::string> a = {
        "--size",
        "960x600",
        "--backend",
        "gpu",
        "--auto-reduce",
        "off",
        "--script",
        writeScript("fallback.script", "wait 20\nprint stats\nprint layout\nscreenshot " + shot + "\nquit\n")};
    // Mesa then refuses a 4.3 context; the window gets 3.3, which the renderer needs.
    const RunResult r = runMurmur(display(), a, 90.0, {"MESA_GL_VERSION_OVERRIDE=3.3"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(parseKeyValues(r.out, "stats")["backend"], "cpu");
    const std::string note = "GPU backend unavailable (needs OpenGL 4.3, this context is 3.3)";
    const auto first = r.err.find(note);
    EXPECT_NE(first, std::string::npos) << r.err;
    EXPECT_EQ(r.err.find(note, first + 1), std::string::npos) << "said more than once: " << r.err;
    auto layout = parseLayout(r.out);
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    EXPECT_GT(birdSpread(img, layout["view"], &layout["legend"]).count, 1500);
}

// The other seeds' scenes, hosted by the same window (margins measured by their author; their
// own tests: tests/scenes and tests/scene_views).
double sceneValue(const std::string& out, int index, const char* key) {
    auto v = parseKeyValues(out, "scene=reef", index);
    if (v.empty()) v = parseKeyValues(out, "scene=sandbox", index);
    return v.count(key) ? std::stod(v[key]) : -1.0;
}

TEST_F(MurmurWindow, ReefFishFleeThePointer) {
    const std::string shot = tempPath("reef.png");
    const std::string script = writeScript("reef.script",
                                           "wait 60\npointer 0.5 0.5\nwait 60\nprint scene\nwait 60\n"
                                           "print scene\nprint layout\nscreenshot " +
                                               shot + "\nquit\n");
    const RunResult r = runMurmur(display(), args({"--scene", "reef", "--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_GE(sceneValue(r.out, 0, "closest_to_pointer"), 0.06) << r.out;
    EXPECT_GE(sceneValue(r.out, 1, "closest_to_pointer"), 0.06) << r.out;
    auto layout = parseLayout(r.out);
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    // The scene fills everything right of the panel.
    const PixelRect scene{layout["view"].x, 0, layout["view"].width, img.height};
    const int fish =
        countPixels(img, scene, [](const std::uint8_t* p) { return p[0] > 200 && p[2] < 170 && p[0] > p[2] + 60; });
    EXPECT_GT(fish, 2000);
}

TEST_F(MurmurWindow, SandboxParticlesGatherAtThePointerAndScatterOnClick) {
    const std::string script = writeScript("sandbox.script",
                                           "set mode attraction\npointer 0.5 0.5\nwait 1\nprint scene\n"
                                           "wait 120\nprint scene\nclick\nwait 60\nprint scene\n"
                                           "scene murmuration\nwait 5\nprint stats\nquit\n");
    const RunResult r = runMurmur(display(), args({"--scene", "sandbox", "--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const double m0 = sceneValue(r.out, 0, "mean_distance_to_target");
    const double m1 = sceneValue(r.out, 1, "mean_distance_to_target");
    const double m2 = sceneValue(r.out, 2, "mean_distance_to_target");
    EXPECT_GT(m0, 150.0) << r.out;
    EXPECT_LT(m1, 80.0) << r.out;
    EXPECT_NE(r.out.find("attract=off"), std::string::npos) << r.out;
    EXPECT_GT(m2, 150.0) << r.out;
    // And back to the murmuration, which was waiting.
    EXPECT_EQ(parseKeyValues(r.out, "stats")["birds"], "1500");
}

// A settings file on the command line and from a script's `load`; the snapshot at exit
// carries its own settings beside it, which start the same flock again.
TEST_F(MurmurWindow, SettingsFilesStartAndChangeTheFlock) {
    const std::string start = writeScript("start.json", "{\"birdCount\": 321, \"topologicalK\": 3}\n");
    const std::string more = writeScript("more.json", "{\"birdCount\": 654}\n");
    const std::string snapshot = tempPath("end.csv");
    const std::string script =
        writeScript("load.script", "wait 3\nprint stats\nload " + more + "\nwait 3\nprint stats\nquit\n");
    RunResult r = runMurmur(display(), args({"--config", start, "--script", script, "--snapshot", snapshot}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(parseKeyValues(r.out, "stats", 0)["birds"], "321") << r.out;
    EXPECT_EQ(parseKeyValues(r.out, "stats", 1)["birds"], "654") << r.out;
    std::ifstream sidecar(snapshot + ".settings.json");
    const std::string recorded((std::istreambuf_iterator<char>(sidecar)), std::istreambuf_iterator<char>());
    EXPECT_NE(recorded.find("\"birdCount\": 654,"), std::string::npos) << recorded;
    EXPECT_NE(recorded.find("\"topologicalK\": 3,"), std::string::npos) << recorded;
    const std::string bad = writeScript("bad.json", "{\"topologicalK\": 0}\n");
    r = runMurmur(display(), args({"--config", bad}), 30.0);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("bad.json: 'topologicalK': expected a whole number in [1, 64], got 0"), std::string::npos)
        << r.err;
    r = runMurmur(display(), args({"--script", writeScript("badload.script", "load " + bad + "\nquit\n")}), 30.0);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("badload.script:1:"), std::string::npos) << r.err;
}

TEST_F(MurmurWindow, BadScriptLineAndBadFlagsExitWithTwo) {
    const std::string script = writeScript("bad.script", "wait 3\nhawk\nfly 3 4\n");
    RunResult r = runMurmur(display(), args({"--script", script}), 30.0);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find(script + ":3: unknown command 'fly'"), std::string::npos) << r.err;
    r = runMurmur(display(), args({"--cohesion", "nan"}), 30.0);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("'cohesionWeight': expected a finite number in [0, 1e+09]"), std::string::npos) << r.err;
    r = runMurmur(display(), args({"--snapshot", "/proc/murmur-x.csv", "--frames", "100000"}), 30.0);
    EXPECT_EQ(r.exitCode, 1);  // at once, before the window and its 100,000 frames
    EXPECT_NE(r.err.find("/proc/murmur-x.csv"), std::string::npos) << r.err;
    r = runMurmur(display(), args({"--size", "huge"}), 30.0);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--size"), std::string::npos) << r.err;
}

// Real input: xdotool drags across the view (the camera orbits) and clicks "Send hawk".
TEST_F(MurmurWindow, DragOrbitsAndClickingSendHawkSendsOne) {
    const std::string shot = tempPath("clicked.png");
    const std::string script =
        writeScript("input.script",
                    "wait 5\nprint layout\nprint camera\nuntil hawk 3000\nwait 30\nprint camera\nprint stats\n"
                    "screenshot " +
                        shot + "\nquit\n");
    // Frames of at least 5 ms: the 3,000-frame wait for the hawk leaves xdotool 15 s or more.
    Murmur app(display(), args({"--script", script, "--frame-delay-ms", "5"}), "input");
    const auto camera0 = app.waitForLine("camera ", 60.0);
    ASSERT_TRUE(camera0) << app.stdoutSoFar();
    auto layout = parseLayout(app.stdoutSoFar());
    ASSERT_TRUE(layout.count("view") && layout.count("send-hawk"));
    ASSERT_TRUE(layout.count("screen"));
    const PixelRect view = layout["view"], button = layout["send-hawk"], screen = layout["screen"];
    // Screen coordinates: there is no window manager, the window sits where it was created.
    auto at = [&](int x, int y) { return std::to_string(screen.x + x) + " " + std::to_string(screen.y + y); };
    const int cx = view.x + view.width / 2, cy = view.y + view.height / 2;
    std::string drag = "xdotool mousemove " + at(cx, cy) + " sleep 0.3 mousedown 1 sleep 0.2";
    for (int i = 1; i <= 6; ++i) drag += " mousemove " + at(cx + 25 * i, cy) + " sleep 0.1";
    drag += " sleep 0.2 mouseup 1 sleep 0.3";
    ASSERT_EQ(runWithDisplay(display(), drag), 0);
    const std::string click = "xdotool mousemove " + at(button.x + button.width / 2, button.y + button.height / 2) +
                              " sleep 0.4 mousedown 1 sleep 0.2 mouseup 1";
    ASSERT_EQ(runWithDisplay(display(), click), 0);

    const RunResult r = app.wait(90.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    const double yaw0 = std::stod(parseKeyValues(r.out, "camera", 0)["yaw"]);
    const double yaw1 = std::stod(parseKeyValues(r.out, "camera", 1)["yaw"]);
    // 150 pixels of drag at 0.3 degrees a pixel.
    EXPECT_NEAR(std::fabs(std::remainder(yaw1 - yaw0, 360.0)), 45.0, 10.0);
    EXPECT_EQ(parseKeyValues(r.out, "stats")["hawk"], "1");
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    EXPECT_GT(countPixels(img, view, isHawkPixel, &layout["legend"]), 40);
}

// The starling model's parts are switches in the Flock section (the seed model shows its
// neighbour choice there instead): a real click on "vision" switches the blind angle off, and
// the recorded session says so.
TEST_F(MurmurWindow, StarlingPartsAreSwitchesAPersonCanClick) {
    const std::string seedScript = writeScript("seedparts.script", "wait 3\nprint layout\nquit\n");
    const RunResult seed = runMurmur(display(), args({"--script", seedScript}));
    ASSERT_EQ(seed.exitCode, 0) << seed.err;
    EXPECT_FALSE(parseLayout(seed.out).count("starling-parts")) << "the seed model has no starling parts";

    const std::string recorded = tempPath("parts.script");
    const std::string script = writeScript("parts.script", "wait 5\nprint layout\nwait 250\nquit\n");
    Murmur app(
        display(),
        args({"--script", script, "--set", "model=starling", "--record-script", recorded, "--frame-delay-ms", "5"}),
        "parts");
    ASSERT_TRUE(app.waitForLine("layout starling-parts", 60.0)) << app.stdoutSoFar();
    auto layout = parseLayout(app.stdoutSoFar());
    ASSERT_TRUE(layout.count("starlingVision") && layout.count("screen"));
    const PixelRect box = layout["starlingVision"], screen = layout["screen"];
    const std::string click = "xdotool mousemove " + std::to_string(screen.x + box.x + 8) + " " +
                              std::to_string(screen.y + box.y + box.height / 2) +
                              " sleep 0.4 mousedown 1 sleep 0.2 mouseup 1";
    ASSERT_EQ(runWithDisplay(display(), click), 0);
    const RunResult r = app.wait(90.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    const std::string session = readFile(recorded);
    EXPECT_NE(session.find("\"model\":\"starling\""), std::string::npos) << session;
    EXPECT_NE(session.find("\"starlingVision\":false"), std::string::npos) << session;
    EXPECT_EQ(session.find("\"starlingFlight\":false"), std::string::npos) << "only the clicked part changed";
}

// The World section's fear that spreads: a real click on the "fear spreads" slider turns contagion on, and the
// recorded session says so; the wind's and gusts' sliders are there too.
TEST_F(MurmurWindow, FearThatSpreadsIsASliderAPersonCanClick) {
    const std::string recorded = tempPath("contagion.script");
    const std::string script = writeScript("contagion.script", "wait 5\nprint layout\nwait 250\nquit\n");
    Murmur app(display(), args({"--script", script, "--record-script", recorded, "--frame-delay-ms", "5"}),
               "contagion");
    ASSERT_TRUE(app.waitForLine("layout air-contagion", 60.0)) << app.stdoutSoFar();
    auto layout = parseLayout(app.stdoutSoFar());
    ASSERT_TRUE(layout.count("air-wind") && layout.count("air-gusts") && layout.count("screen"));
    const PixelRect slider = layout["air-contagion"], screen = layout["screen"];
    // Into the slider's frame (the label is on its right), well past its left end.
    const std::string click = "xdotool mousemove " + std::to_string(screen.x + slider.x + slider.width * 2 / 5) + " " +
                              std::to_string(screen.y + slider.y + slider.height / 2) +
                              " sleep 0.4 mousedown 1 sleep 0.2 mouseup 1";
    ASSERT_EQ(runWithDisplay(display(), click), 0);
    const RunResult r = app.wait(90.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    const std::string session = readFile(recorded);
    const auto at = session.rfind("\"fearContagion\":");  // the last settings the session set
    ASSERT_NE(at, std::string::npos) << session;
    EXPECT_GT(std::stof(session.substr(at + 16)), 0.1f) << session.substr(at, 40);
    EXPECT_EQ(session.find("\"gustSpeed\":0."), std::string::npos) << "only the clicked slider changed";
}

// Obstacles: a real click on the World section's chooser, then on "a pylon" in its list; the
// recorded session holds the pylon, and the view shows it: against the same paused frame with
// no obstacles, the pixels that changed are many, grey and stand as a column taller than wide.
TEST_F(MurmurWindow, APylonChosenInThePanelStandsInTheView) {
    const std::string recorded = tempPath("pylon.script");
    auto script = [&](const std::string& name, const std::string& shot) {
        return writeScript(name, "wait 5\nprint layout\nwait 150\nscreenshot " + shot + "\nquit\n");
    };
    const std::string withPylon = tempPath("pylon.png"), bare = tempPath("bare.png");
    // Paused (speed 0): the only change between the two pictures is what the click chose.
    Murmur app(display(),
               args({"--script", script("pylon.script", withPylon), "--record-script", recorded, "--frame-delay-ms",
                     "5", "--speed", "0"}),
               "pylon");
    ASSERT_TRUE(app.waitForLine("layout world-obstacles", 60.0)) << app.stdoutSoFar();
    auto layout = parseLayout(app.stdoutSoFar());
    ASSERT_TRUE(layout.count("screen") && layout.count("view"));
    const PixelRect combo = layout["world-obstacles"], screen = layout["screen"];
    // The chooser opens its list below itself: "none", "a pylon", "a wood", a line each.
    const int x = screen.x + combo.x + combo.width / 3;
    const std::string pick =
        "xdotool mousemove " + std::to_string(x) + " " + std::to_string(screen.y + combo.y + combo.height / 2) +
        " sleep 0.4 mousedown 1 sleep 0.2 mouseup 1 sleep 0.6 mousemove " + std::to_string(x) + " " +
        std::to_string(screen.y + combo.y + combo.height * 27 / 10) + " sleep 0.4 mousedown 1 sleep 0.2 mouseup 1";
    ASSERT_EQ(runWithDisplay(display(), pick), 0);
    const RunResult r = app.wait(90.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    const std::string session = readFile(recorded);
    EXPECT_NE(session.find(R"("obstacles":[{"shape":"cylinder","at":[35,-40,0],"radius":3,"height":70}])"),
              std::string::npos)
        << session;
    const RunResult plain = runMurmur(display(), args({"--script", script("bare.script", bare), "--speed", "0"}));
    ASSERT_EQ(plain.exitCode, 0) << plain.err;
    const Image a = loadPng(bare), b = loadPng(withPylon);
    ASSERT_TRUE(a.ok() && b.ok());
    const PixelRect view = layout["view"];
    int changed = 0, grey = 0, left = view.x + view.width, right = view.x, top = view.y + view.height, bottom = view.y;
    for (int y = view.y; y < view.y + view.height; ++y)
        for (int x2 = view.x; x2 < view.x + view.width; ++x2) {
            const std::uint8_t *p = a.at(x2, y), *q = b.at(x2, y);
            if (std::abs(p[0] - q[0]) + std::abs(p[1] - q[1]) + std::abs(p[2] - q[2]) < 24) continue;
            ++changed;
            if (std::abs(q[0] - q[1]) < 16 && std::abs(q[1] - q[2]) < 20) ++grey;
            left = std::min(left, x2), right = std::max(right, x2), top = std::min(top, y),
            bottom = std::max(bottom, y);
        }
    EXPECT_GT(changed, 2000) << "the pylon does not show";
    EXPECT_GT(grey, changed * 3 / 4) << "what changed is not the pylon's grey";
    EXPECT_GT(bottom - top, 2 * (right - left)) << "what changed is not an upright column";
}

// The roost at dusk: a real click on the World section's "Dusk: go to roost" starts the descent;
// the recorded session holds it, the sky turns to dusk (an orange horizon), and the flock goes
// down until every bird has settled on the reed bed (the stats card counts them).
TEST_F(MurmurWindow, DuskSendsTheFlockToRoostAndEveryBirdSettles) {
    const std::string recorded = tempPath("dusk.script");
    const std::string shot = tempPath("dusk.png");
    const std::string script = writeScript(
        "dusk.script", "wait 5\nprint layout\nuntil roosted 4000\nprint stats\nscreenshot " + shot + "\nquit\n");
    Murmur app(display(),
               args({"--script", script, "--record-script", recorded, "--birds", "400", "--speed", "8",
                     "--frame-delay-ms", "5"}),
               "dusk");
    ASSERT_TRUE(app.waitForLine("layout world-dusk", 60.0)) << app.stdoutSoFar();
    auto layout = parseLayout(app.stdoutSoFar());
    ASSERT_TRUE(layout.count("screen") && layout.count("view"));
    const PixelRect button = layout["world-dusk"], screen = layout["screen"];
    const std::string click = "xdotool mousemove " + std::to_string(screen.x + button.x + button.width / 2) + " " +
                              std::to_string(screen.y + button.y + button.height / 2) +
                              " sleep 0.4 mousedown 1 sleep 0.2 mouseup 1";
    ASSERT_EQ(runWithDisplay(display(), click), 0);
    const RunResult r = app.wait(120.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    EXPECT_NE(r.out.find("card Roosting: 400 of 400"), std::string::npos) << r.out;
    EXPECT_EQ(parseKeyValues(r.out, "stats", 0)["roosting"], "400") << r.out;
    const std::string session = readFile(recorded);
    const auto at = session.rfind("\"descentStep\":");  // the last settings the session set
    ASSERT_NE(at, std::string::npos) << session;
    EXPECT_GT(std::stoi(session.substr(at + 14)), 0) << "the dusk is not in the session";
    // The horizon glows orange: along the view's middle row, red well over blue.
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    const PixelRect view = layout["view"];
    int orange = 0;
    for (int x = view.x; x < view.x + view.width; ++x) {
        const std::uint8_t* p = img.at(x, view.y + view.height / 3);
        orange += p[0] > p[2] + 60 ? 1 : 0;
    }
    EXPECT_GT(orange, view.width / 2) << "the sky did not turn to dusk";
}

// What the birds' colour says (drawing only): the same session coloured by core / edge and by
// fear ends in the same flock (its --snapshot) but looks otherwise, the fear colouring showing
// the startled birds red to dark red; with fear that spreads (contagion.json) the same hawk startles
// many more of them: the agitation wave, as the dark band it is.
TEST_F(MurmurWindow, ColouringByFearShowsTheAgitationAndChangesNothingInTheModel) {
    const Shot plain = shootAfterHawk("plain", {});
    const Shot fear = shootAfterHawk("fear", {"--colour-by", "fear"});
    const Shot wave = shootAfterHawk("wave", {"--colour-by", "fear", "--config",
                                              std::string(MURMUR_SOURCE_DIR) + "/examples/presets/contagion.json"});
    ASSERT_TRUE(plain.image.ok() && fear.image.ok() && wave.image.ok());
    EXPECT_EQ(plain.snapshot, fear.snapshot) << "the colouring changed the model";
    EXPECT_NE(fear.snapshot, wave.snapshot);
    ASSERT_TRUE(plain.layout.count("view") && plain.layout.count("legend"));
    PixelRect view = plain.layout.at("view");
    const PixelRect legend = plain.layout.at("legend");
    auto startled = [&](const Image& img) {
        int n = 0;
        for (int y = view.y; y < view.y + view.height; ++y)
            for (int x = view.x; x < view.x + view.width; ++x) {
                if (x >= legend.x && y < legend.y + legend.height) continue;  // the legend's own swatch
                // Reddened (calm birds, sky and ground are not), and not the orange hawk.
                const std::uint8_t* p = img.at(x, y);
                const bool hawk = p[1] > 0.4 * p[0] && p[2] < 0.2 * p[0];
                n += p[0] > 40 && p[0] > 1.3 * p[1] && !hawk ? 1 : 0;
            }
        return n;
    };
    const int inPlain = startled(plain.image), inFear = startled(fear.image), inWave = startled(wave.image);
    std::printf("startled-red pixels: core/edge %d, fear %d, fear spreading %d\n", inPlain, inFear, inWave);
    EXPECT_LT(inPlain, 50) << "core / edge colours have no red";
    EXPECT_GT(inFear, 100) << "the hawk's startled birds do not show";
    EXPECT_GT(inWave, 2 * inFear) << "fear that spreads does not show as a larger dark band";
}

// Two flocks coloured by flock: each its own colour (blue, magenta), where core / edge shows
// neither; coloured by speed, the birds the hawk hurries show yellow. Neither changes the model.
TEST_F(MurmurWindow, ColouringByFlockAndBySpeedShowWhatTheySay) {
    const Shot two = shootAfterHawk("two", {"--set", "flockCount=2"});
    const Shot byFlock = shootAfterHawk("by-flock", {"--set", "flockCount=2", "--colour-by", "flock"});
    const Shot one = shootAfterHawk("one", {});
    const Shot bySpeed = shootAfterHawk("by-speed", {"--colour-by", "speed"});
    ASSERT_TRUE(two.image.ok() && byFlock.image.ok() && one.image.ok() && bySpeed.image.ok());
    EXPECT_EQ(two.snapshot, byFlock.snapshot) << "the colouring changed the model";
    EXPECT_EQ(one.snapshot, bySpeed.snapshot) << "the colouring changed the model";
    EXPECT_NE(one.snapshot, two.snapshot) << "two flocks fly as one";
    ASSERT_TRUE(two.layout.count("view") && two.layout.count("legend"));
    const PixelRect view = two.layout.at("view"), legend = two.layout.at("legend");
    auto count = [&](const Image& img, auto&& is) {
        int n = 0;
        for (int y = view.y; y < view.y + view.height; ++y)
            for (int x = view.x; x < view.x + view.width; ++x)
                if (!(x >= legend.x && y < legend.y + legend.height)) n += is(img.at(x, y)) ? 1 : 0;
        return n;
    };
    // render/birds.vert's flock colours, shaded: a deep blue and a magenta (the sky is a pale
    // blue, the ground khaki, the hawk orange, core / edge grey).
    auto blue = [](const std::uint8_t* p) { return p[0] < 60 && p[2] > 100 && p[2] > 2 * p[1]; };
    auto magenta = [](const std::uint8_t* p) { return p[0] > 100 && p[1] < 60 && p[2] > 60; };
    auto yellow = [](const std::uint8_t* p) { return p[0] > 120 && p[1] > 0.75 * p[0] && p[2] < 0.45 * p[1]; };
    const int blueFlock = count(byFlock.image, blue), magentaFlock = count(byFlock.image, magenta);
    std::printf("flock colours: blue %d, magenta %d (core / edge %d, %d); fast yellow %d (core / edge %d)\n", blueFlock,
                magentaFlock, count(two.image, blue), count(two.image, magenta), count(bySpeed.image, yellow),
                count(one.image, yellow));
    EXPECT_GT(blueFlock, 300);
    EXPECT_GT(magentaFlock, 300);
    EXPECT_LT(count(two.image, blue) + count(two.image, magenta), 30);
    EXPECT_GT(count(bySpeed.image, yellow), 30) << "the hawk's hurried birds do not show";
    EXPECT_LT(count(one.image, yellow), 10);
}

// The colourings measured on the flock (bird_measures.hpp): density (dense birds navy),
// in-degree (much-heeded birds crimson-pink), cluster (the largest one blue) and, for the
// starling model, bank (a turning flock's wings down left blue, right red; the seed's birds
// never bank, so grey). None changes the model.
TEST_F(MurmurWindow, ColouringByWhatTheFlockKnowsShowsIt) {
    const Shot plain = shootAfterHawk("knows-plain", {});
    const Shot density = shootAfterHawk("knows-density", {"--colour-by", "density"});
    const Shot heeded = shootAfterHawk("knows-in-degree", {"--colour-by", "in-degree"});
    const Shot cluster = shootAfterHawk("knows-cluster", {"--colour-by", "cluster"});
    const Shot seedBank = shootAfterHawk("knows-seed-bank", {"--colour-by", "bank"});
    // Starlings are small at this distance: more of them.
    const Shot level = shootAfterHawk("knows-starling", {"--model", "starling", "--set", "birdCount=1500"});
    const Shot bank =
        shootAfterHawk("knows-bank", {"--model", "starling", "--set", "birdCount=1500", "--colour-by", "bank"});
    for (const Shot* s : {&plain, &density, &heeded, &cluster, &seedBank, &level, &bank}) ASSERT_TRUE(s->image.ok());
    EXPECT_EQ(level.snapshot, bank.snapshot) << "the colouring changed the model";
    for (const Shot* s : {&density, &heeded, &cluster, &seedBank})
        EXPECT_EQ(plain.snapshot, s->snapshot) << "the colouring changed the model";
    for (const Shot* s : {&plain, &density, &heeded, &cluster, &seedBank, &level, &bank})
        ASSERT_TRUE(s->layout.count("view") && s->layout.count("legend"));
    // Each shot's own legend: its words, and so its width, differ.
    auto count = [&](const Shot& shot, auto&& is) {
        const Image& img = shot.image;
        const PixelRect view = shot.layout.at("view"), legend = shot.layout.at("legend");
        int n = 0;
        for (int y = view.y; y < view.y + view.height; ++y)
            for (int x = view.x; x < view.x + view.width; ++x)
                if (!(x >= legend.x && y < legend.y + legend.height)) n += is(img.at(x, y)) ? 1 : 0;
        return n;
    };
    // render/birds.vert's colours, shaded (the sky is a pale blue, the ground khaki, the hawk
    // orange, core / edge grey).
    // Bluer than grey and darker than the sky.
    auto navy = [](const std::uint8_t* p) { return p[2] > p[0] + 30 && p[2] < 150; };
    auto pink = [](const std::uint8_t* p) { return p[0] > 90 && p[0] > p[1] + 50 && p[2] > p[1] + 20; };
    auto blue = [](const std::uint8_t* p) { return p[0] < 60 && p[2] > 100 && p[2] > 2 * p[1]; };
    auto red = [](const std::uint8_t* p) { return p[0] > p[2] + 30 && p[0] > p[1] + 30 && p[1] < 0.4 * p[0]; };
    auto banked = [&](const std::uint8_t* p) { return navy(p) || red(p); };
    std::printf("navy %d (plain %d), pink %d (plain %d), blue %d (plain %d), banked %d (level %d, seed %d)\n",
                count(density, navy), count(plain, navy), count(heeded, pink), count(plain, pink), count(cluster, blue),
                count(plain, blue), count(bank, banked), count(level, banked), count(seedBank, banked));
    EXPECT_GT(count(density, navy), 100);
    EXPECT_LT(count(plain, navy), 20);
    EXPECT_GT(count(heeded, pink), 100);
    EXPECT_LT(count(plain, pink), 20);
    EXPECT_GT(count(cluster, blue), 300);
    EXPECT_LT(count(plain, blue), 20);
    EXPECT_GT(count(bank, banked), 30) << "a starling flock's banks do not show";
    EXPECT_LT(count(seedBank, banked), 20) << "the seed's level birds show a bank";
}

// Wind and gusts show as faint streaks in the sky: one bird and three frames, in still air and
// with the wind preset; every pixel of the view that differs is lighter (the streaks are white
// and translucent), there are many of them, and they cover little of the view. Still air
// twice gives the same picture (no streaks, nothing else moves).
TEST_F(MurmurWindow, WindAndGustsShowAsFaintStreaks) {
    auto shoot = [&](const std::string& name, std::vector<std::string> extra) {
        const std::string shot = tempPath(name + ".png");
        const std::string script =
            writeScript(name + ".script", "wait 3\nprint layout\nscreenshot " + shot + "\nquit\n");
        std::vector<std::string> a = args({"--script", script, "--birds", "1"});
        a.insert(a.end(), extra.begin(), extra.end());
        const RunResult r = runMurmur(display(), a);
        EXPECT_EQ(r.exitCode, 0) << r.err;
        return std::make_pair(loadPng(shot), parseLayout(r.out));
    };
    auto [still, layout] = shoot("still", {});
    auto [again, unused] = shoot("still2", {});
    auto [windy, unused2] =
        shoot("windy", {"--config", std::string(MURMUR_SOURCE_DIR) + "/examples/presets/wind.json"});
    ASSERT_TRUE(still.ok() && again.ok() && windy.ok() && layout.count("view"));
    const PixelRect view = layout["view"];
    int lighter = 0, darker = 0, sameTwice = 0;
    for (int y = view.y; y < view.y + view.height; ++y)
        for (int x = view.x; x < view.x + view.width; ++x) {
            const std::uint8_t *a = still.at(x, y), *b = windy.at(x, y), *c = again.at(x, y);
            sameTwice += a[0] == c[0] && a[1] == c[1] && a[2] == c[2] ? 1 : 0;
            const int d = (b[0] + b[1] + b[2]) - (a[0] + a[1] + a[2]);
            if (d > 12) ++lighter;
            else if (d < -12) ++darker;
        }
    const int area = view.width * view.height;
    std::printf("streaks: %d lighter, %d darker of %d view pixels\n", lighter, darker, area);
    EXPECT_EQ(sameTwice, area) << "still air twice drew different pictures";
    EXPECT_GT(lighter, 300) << "no streaks in the wind";
    EXPECT_LT(lighter, area / 20) << "streaks should be faint and few";
    EXPECT_LT(darker, lighter / 10) << "the streaks lighten the sky; the one bird barely moves";
}

// HiDPI: a desktop on a HiDPI screen sets the X resource Xft.dpi to 192, which GLFW reads
// as a content scale of 2. The window opens at twice the asked size in pixels, within the
// screen, and the panel, its buttons, the charts and the legend are twice as large.
TEST_F(MurmurWindow, HiDpiScreenDoublesTheWindowAndEverythingInIt) {
    const std::string shot = tempPath("hidpi.png");
    const std::string script = writeScript("hidpi.script", "wait 5\nprint layout\nscreenshot " + shot + "\nquit\n");
    const std::vector<std::string> small = {"--size", "600x400",      "--backend", "cpu",      "--auto-reduce",
                                            "off",    "--autorotate", "off",       "--script", script};
    const RunResult plain = runMurmur(display(), small);
    ASSERT_EQ(plain.exitCode, 0) << plain.err;
    ASSERT_NE(plain.out.find("layout window 600 400 framebuffer 600 400"), std::string::npos) << plain.out;

    // The server runs with -noreset, so the resource stays for the runs below.
    ASSERT_EQ(runWithDisplay(display(), "xprop -root -f RESOURCE_MANAGER 8s -set RESOURCE_MANAGER 'Xft.dpi: 192'"), 0);
    const RunResult hidpi = runMurmur(display(), small);
    std::vector<std::string> large = small;
    large[1] = "960x600";  // 1920 x 1200 at scale 2: more than the 1280 x 800 screen
    large.back() = writeScript("clamped.script", "wait 5\nprint layout\nquit\n");
    const RunResult clamped = runMurmur(display(), large);
    runWithDisplay(display(), "xprop -root -remove RESOURCE_MANAGER");
    ASSERT_EQ(hidpi.exitCode, 0) << hidpi.err;
    ASSERT_EQ(clamped.exitCode, 0) << clamped.err;

    EXPECT_NE(hidpi.out.find("layout window 1200 800 framebuffer 1200 800"), std::string::npos) << hidpi.out;
    auto one = parseLayout(plain.out), two = parseLayout(hidpi.out);
    for (const char* name : {"panel", "view", "charts", "legend", "send-hawk"}) {
        ASSERT_TRUE(one.count(name) && two.count(name)) << name;
        EXPECT_NEAR(two[name].x, 2 * one[name].x, 2) << name;
        EXPECT_NEAR(two[name].y, 2 * one[name].y, 2) << name;
        EXPECT_NEAR(two[name].width, 2 * one[name].width, 2) << name;
        EXPECT_NEAR(two[name].height, 2 * one[name].height, 2) << name;
    }
    // The flock is drawn into the doubled view, at the doubled size.
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    EXPECT_EQ(img.width, 1200);
    EXPECT_EQ(img.height, 800);
    const Spread birds = birdSpread(img, two["view"], &two["legend"]);
    EXPECT_GT(birds.count, 1500);
    EXPECT_NEAR(birds.cx, two["view"].x + two["view"].width / 2.0, two["view"].width * 0.2);

    EXPECT_NE(clamped.out.find("layout window 1280 800 framebuffer 1280 800"), std::string::npos) << clamped.out;
}

}  // namespace
}  // namespace murmur::apptest
