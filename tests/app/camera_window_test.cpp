// The view's cameras (render/camera_mode.hpp), end to end: `--camera ground` stands an
// observer on the ground who looks up at the flock against the sky, with the opacity read
// from a picture of the flock from below beside the field measure's; `camera hawk` chases the
// hawk while it flies; `camera bird` rides bird 0 when none is chosen; a bad name is a usage
// error. The camera changes what is seen, never the flock.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

class Cameras : public WindowTest {};

std::vector<std::string> args(const std::string& script, std::vector<std::string> extra = {}) {
    std::vector<std::string> a = {"--size",       "960x600", "--backend", "cpu", "--auto-reduce", "off",
                                  "--autorotate", "off",     "--birds",   "800", "--script",      script};
    a.insert(a.end(), extra.begin(), extra.end());
    return a;
}

TEST_F(Cameras, FromTheGroundTheFlockIsSeenAgainstTheSky) {
    const std::string shot = tempPath("ground.png"), snapGround = tempPath("ground.csv"),
                      snapOrbit = tempPath("orbit.csv");
    // Paused at step 90, so the orbit's run below ends at the same step however long the
    // observer's picture takes.
    const std::string script = writeScript("ground.script",
                                           "wait 90\npause on\nuntil observer-ready 300\nprint observer\n"
                                           "print camera\nprint layout\nscreenshot " +
                                               shot + "\nquit\n");
    std::vector<std::string> ground = args(script, {"--camera", "ground", "--snapshot", snapGround});
    const RunResult r = runMurmur(display(), ground);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    auto cam = parseKeyValues(r.out, "camera");
    EXPECT_EQ(cam["mode"], "ground");
    EXPECT_LT(std::stod(cam["pitch"]), -45.0) << r.out;  // below the flock, looking up
    // The eye on the ground (-40 in the seed model's sky, 2 above it).
    const std::string eye = cam["eye"];
    const double eyeY = std::stod(eye.substr(eye.find(',') + 1));
    EXPECT_LT(eyeY, -30.0) << eye;
    // Looking up, the view is sky (blue over red) with the birds dark on it: no ground.
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    const PixelRect view = parseLayout(r.out).at("view");
    const int all = view.width * view.height;
    const int sky = countPixels(img, view, [](const std::uint8_t* p) { return p[2] > p[0] + 25; });
    const int dark = countPixels(img, view, [](const std::uint8_t* p) { return p[0] + p[1] + p[2] < 240; });
    EXPECT_GT(sky, all * 3 / 5) << sky << " of " << all;
    EXPECT_GT(dark, 200) << "no bird against the sky";

    // The observer's opacity, read from the picture of the silhouettes, equals the field
    // measure on the same birds within that measure's sampling error (its spread over where
    // the grid starts).
    auto seen = parseKeyValues(r.out, "observer");
    ASSERT_EQ(seen["state"], "ready") << r.out;
    EXPECT_EQ(seen["watching"], "1");
    const double picture = std::stod(seen["picture"]), field = std::stod(seen["field"]),
                 spread = std::stod(seen["grid_sd"]);
    EXPECT_GT(std::stoi(seen["birds"]), 200) << r.out;  // the largest cluster
    EXPECT_GT(picture, 0.05);
    EXPECT_LT(picture, 0.95);
    EXPECT_GT(spread, 0.0) << "a grid that starts elsewhere gives the same value: no sampling error measured";
    EXPECT_LE(std::abs(picture - field), 3.0 * spread) << r.out;
    EXPECT_LE(std::abs(picture - std::stod(seen["grid_mean"])), 3.0 * spread) << r.out;
    // The card shows the picture: its sky with dark squares in it, and both values.
    const auto layout = parseLayout(r.out);
    const PixelRect card = layout.at("observer-card"), thumb = layout.at("observer-picture");
    EXPECT_GT(thumb.width, 100);
    EXPECT_GE(thumb.x, card.x);
    EXPECT_LE(thumb.x + thumb.width, card.x + card.width);
    const int thumbSky = countPixels(img, thumb, [](const std::uint8_t* p) {
        return std::abs(p[0] - 150) < 6 && std::abs(p[1] - 190) < 6 && std::abs(p[2] - 230) < 6;
    });
    const int thumbBirds = countPixels(img, thumb, [](const std::uint8_t* p) { return p[0] + p[1] + p[2] < 120; });
    const int thumbAll = thumb.width * thumb.height;
    EXPECT_GT(thumbSky, thumbAll / 10) << "no sky in the card's picture";
    EXPECT_GT(thumbBirds, thumbAll / 20) << "no silhouettes in the card's picture";

    // The same session orbiting ends in the same flock, and shows no observer's card.
    const std::string orbitScript = writeScript("orbit.script", "wait 90\npause on\nwait 10\nprint observer\nquit\n");
    const RunResult orbit = runMurmur(display(), args(orbitScript, {"--snapshot", snapOrbit}));
    ASSERT_EQ(orbit.exitCode, 0) << orbit.err;
    EXPECT_EQ(readFile(snapGround), readFile(snapOrbit)) << "the camera changed the model";
    EXPECT_EQ(parseKeyValues(orbit.out, "observer")["watching"], "0") << orbit.out;
}

// A flock of 20,000 birds in a scaled sky starts in a ball of radius 47: the camera steps back
// until it is seen whole, with sky on every side of it; the default flock keeps the default
// distance.
TEST_F(Cameras, ALargeFlockIsSeenWholeFromTheStart) {
    const std::string shot = tempPath("large.png");
    const std::string script =
        writeScript("large.script", "wait 2\nprint camera\nprint layout\nscreenshot " + shot + "\nquit\n");
    std::vector<std::string> large = args(script, {"--scale-sky"});
    *std::find(large.begin(), large.end(), "800") = "20000";
    const RunResult r = runMurmur(display(), large);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const float distance = std::stof(parseKeyValues(r.out, "camera").at("distance"));
    EXPECT_GT(distance, 125.0f) << r.out;  // 1.1 x 47 / sin(22.5 degrees) = 135
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    auto layout = parseLayout(r.out);
    ASSERT_TRUE(layout.count("view") && layout.count("legend")) << r.out;
    const PixelRect view = layout["view"], legend = layout["legend"];
    // Sky along the view's left and right edges and its top, birds in its middle.
    const int band = view.width / 12;
    const PixelRect left{view.x, view.y, band, view.height},
        right{view.x + view.width - band, view.y, band, view.height}, top{view.x, view.y, view.width, view.height / 12},
        middle{view.x + view.width / 3, view.y + view.height / 3, view.width / 3, view.height / 3};
    // A bird: grey (the sky is blue, the ground green), darker than an edge bird's white.
    auto bird = [](const std::uint8_t* p) {
        const int hi = std::max({p[0], p[1], p[2]}), lo = std::min({p[0], p[1], p[2]});
        return hi - lo < 12 && hi < 200;
    };
    EXPECT_LT(countPixels(img, left, bird), left.width * left.height / 50);
    EXPECT_LT(countPixels(img, right, bird, &legend), right.width * right.height / 50);
    EXPECT_LT(countPixels(img, top, bird, &legend), top.width * top.height / 50);
    EXPECT_GT(countPixels(img, middle, bird), middle.width * middle.height / 4);

    const RunResult small = runMurmur(display(), args(script));
    ASSERT_EQ(small.exitCode, 0) << small.err;
    EXPECT_FLOAT_EQ(std::stof(parseKeyValues(small.out, "camera").at("distance")), 110.0f) << small.out;
}

// Real input: a person opens the View section, picks "ground" in the camera chooser, and
// the observer's card reads the opacity from its picture.
TEST_F(Cameras, APersonPicksTheGroundObserverAndTheCardReadsTheOpacity) {
    const std::string shot = tempPath("observer.png");
    // Layout lines every 50 frames while the person picks, then the observer's reading.
    std::string lines = "wait 5\nprint layout\n";
    for (int i = 0; i < 16; ++i) lines += "wait 50\nprint layout\n";
    const std::string script =
        writeScript("observer.script", lines +
                                           "until observer-ready 6000\nprint observer\nprint camera\nprint "
                                           "layout\nscreenshot " +
                                           shot + "\nquit\n");
    // Tall enough that the View section's chooser shows without scrolling the panel.
    std::vector<std::string> a = args(script, {"--frame-delay-ms", "5"});
    a[1] = "960x800";
    Murmur app(display(), a, "observer");
    ASSERT_TRUE(app.waitForLine("layout view-section", 60.0)) << app.stdoutSoFar();
    auto layout = parseLayout(app.stdoutSoFar());
    const PixelRect header = layout["view-section"], screen = layout["screen"];
    auto at = [&](int x, int y) { return std::to_string(screen.x + x) + " " + std::to_string(screen.y + y); };
    const std::string open = "xdotool mousemove " + at(header.x + header.width / 3, header.y + header.height / 2) +
                             " sleep 0.3 mousedown 1 sleep 0.15 mouseup 1";
    ASSERT_EQ(runWithDisplay(display(), open), 0);
    ASSERT_TRUE(app.waitForLine("layout view-camera", 60.0)) << app.stdoutSoFar();
    const std::string out = app.stdoutSoFar();
    const PixelRect combo = parseLayout(out.substr(out.find("layout view-camera"))).at("view-camera");
    const int x = combo.x + combo.width / 3;
    const std::string click =
        "xdotool mousemove " + at(x, combo.y + combo.height / 2) + " sleep 0.3 mousedown 1 sleep 0.15 mouseup 1";
    ASSERT_EQ(runWithDisplay(display(), click), 0);
    // The open list (orbit, bird, hawk, ground), where its second print puts it: on its first
    // frame ImGui places it before it knows its size (above the chooser here: no room below).
    ASSERT_TRUE(waitForLines(app, "layout view-camera-3", 2, 60.0)) << app.stdoutSoFar();
    const std::string listed = app.stdoutSoFar();
    const std::size_t second = listed.find("layout view-camera-3", listed.find("layout view-camera-3") + 1);
    const PixelRect ground = parseLayout(listed.substr(listed.rfind("layout window", second))).at("view-camera-3");
    const std::string pick = "xdotool mousemove " + at(ground.x + ground.width / 3, ground.y + ground.height / 2) +
                             " sleep 0.3 mousedown 1 sleep 0.15 mouseup 1";
    ASSERT_EQ(runWithDisplay(display(), pick), 0);
    const RunResult r = app.wait(120.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    EXPECT_EQ(parseKeyValues(r.out, "camera")["mode"], "ground") << r.out;
    auto seen = parseKeyValues(r.out, "observer");
    ASSERT_EQ(seen["state"], "ready") << r.out;
    const double picture = std::stod(seen["picture"]), field = std::stod(seen["field"]),
                 spread = std::stod(seen["grid_sd"]);
    EXPECT_GT(spread, 0.0);
    EXPECT_LE(std::abs(picture - field), 3.0 * spread) << r.out;
    // The card, over the view, with its picture.
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    const auto shown = parseLayout(r.out.substr(r.out.rfind("layout window")));
    ASSERT_TRUE(shown.count("observer-picture")) << r.out;
    const PixelRect thumb = shown.at("observer-picture");
    const int birds = countPixels(img, thumb, [](const std::uint8_t* p) { return p[0] + p[1] + p[2] < 120; });
    EXPECT_GT(birds, thumb.width * thumb.height / 20) << "no silhouettes on the card";
}

TEST_F(Cameras, TheHawkCameraChasesTheHawkAndTheBirdCameraRidesABird) {
    const std::string script = writeScript("chase.script",
                                           "camera hawk\nwait 20\nprint camera\nhawk\nwait 60\nprint camera\n"
                                           "camera bird\nwait 60\nprint camera\nprint selection\nquit\n");
    const RunResult r = runMurmur(display(), args(script));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    // No hawk yet: the orbit's distance; the hawk flying: close behind it.
    const auto before = parseKeyValues(r.out, "camera", 0), chasing = parseKeyValues(r.out, "camera", 1),
               riding = parseKeyValues(r.out, "camera", 2);
    EXPECT_EQ(before.at("mode"), "hawk");
    EXPECT_GT(std::stod(before.at("distance")), 50.0) << r.out;
    EXPECT_LT(std::stod(chasing.at("distance")), 20.0) << r.out;
    // Riding: bird 0, chosen for it, just behind.
    EXPECT_EQ(riding.at("mode"), "bird");
    EXPECT_LT(std::stod(riding.at("distance")), 6.0) << r.out;
    EXPECT_NE(r.out.find("selection bird=0 "), std::string::npos) << r.out;
}

TEST_F(Cameras, AnUnknownCameraIsAUsageError) {
    const RunResult r = runMurmur(display(), {"--camera", "drone"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--camera must be orbit, bird, hawk or ground, got 'drone'"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace murmur::apptest
