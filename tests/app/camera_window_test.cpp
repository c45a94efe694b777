// The view's cameras (render/camera_mode.hpp), end to end: `--camera ground` stands an
// observer on the ground who looks up at the flock against the sky, with the opacity read
// from a picture of the flock from below beside the field measure's; `camera hawk` chases the
// hawk while it flies; `camera bird` rides bird 0 when none is chosen; a bad name is a usage
// error. The camera changes what is seen, never the flock.
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
