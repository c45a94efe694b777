// The view's cameras (render/camera_mode.hpp), end to end: `--camera ground` stands an
// observer on the ground who looks up at the flock against the sky; `camera hawk` chases the
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
    const std::string script =
        writeScript("ground.script", "wait 90\nprint camera\nprint layout\nscreenshot " + shot + "\nquit\n");
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
    // The same session orbiting ends in the same flock.
    const RunResult orbit = runMurmur(display(), args(script, {"--snapshot", snapOrbit}));
    ASSERT_EQ(orbit.exitCode, 0) << orbit.err;
    EXPECT_EQ(readFile(snapGround), readFile(snapOrbit)) << "the camera changed the model";
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
