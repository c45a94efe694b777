// The flock's trails (render/trail_renderer.hpp), end to end: `trails N` (and --trails N)
// draws a fading line behind every bird, at 600 birds and at 10,000; the flock is the same
// with and without; a bad length is a usage error.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

class Trails : public WindowTest {};

struct Shot {
    Image image;
    PixelRect view;
    std::string snapshot;
};

Shot shoot(const std::string& display, const std::string& name, const std::string& birds, const std::string& lines,
           std::vector<std::string> extra = {}) {
    const std::string png = tempPath(name + ".png"), csv = tempPath(name + ".csv");
    const std::string script = writeScript(name + ".script", lines + "print layout\nscreenshot " + png + "\nquit\n");
    std::vector<std::string> a = {"--size",   "960x600",      "--backend",  "cpu",     "--auto-reduce",
                                  "off",      "--autorotate", "off",        "--birds", birds,
                                  "--script", script,         "--snapshot", csv};
    a.insert(a.end(), extra.begin(), extra.end());
    const RunResult r = runMurmur(display, a);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    const auto layout = parseLayout(r.out);
    return {loadPng(png), layout.count("view") ? layout.at("view") : PixelRect{}, readFile(csv)};
}

// Pixels of the view darker with trails than without (the lines are dark and translucent).
int darkened(const Shot& with, const Shot& without) {
    int n = 0;
    const PixelRect& v = without.view;
    for (int y = v.y; y < v.y + v.height; ++y)
        for (int x = v.x; x < v.x + v.width; ++x) {
            const std::uint8_t *a = with.image.at(x, y), *b = without.image.at(x, y);
            n += a[0] + a[1] + a[2] + 24 < b[0] + b[1] + b[2] ? 1 : 0;
        }
    return n;
}

TEST_F(Trails, ALineFollowsEveryBirdAndTheFlockIsTheSame) {
    const Shot without = shoot(display(), "plain", "600", "wait 40\n");
    const Shot with = shoot(display(), "trails", "600", "trails 24\nwait 40\n");
    ASSERT_TRUE(with.image.ok() && without.image.ok());
    EXPECT_EQ(with.snapshot, without.snapshot) << "the trails changed the model";
    const int dark = darkened(with, without);
    std::printf("600 birds: %d pixels darkened by trails\n", dark);
    EXPECT_GT(dark, 1500) << "no trails behind the birds";
    // Switched off again, the picture is the plain one's: the trail is gone.
    const Shot off = shoot(display(), "off", "600", "trails 24\nwait 20\ntrails 0\nwait 20\n");
    EXPECT_LT(darkened(off, without), 50);
}

TEST_F(Trails, TenThousandBirdsDrawTheirTrailsToo) {
    const Shot without = shoot(display(), "big-plain", "10000", "wait 12\n");
    const Shot with = shoot(display(), "big-trails", "10000", "wait 12\n", {"--trails", "16"});
    ASSERT_TRUE(with.image.ok() && without.image.ok());
    EXPECT_EQ(with.snapshot, without.snapshot);
    const int dark = darkened(with, without);
    std::printf("10,000 birds: %d pixels darkened by trails\n", dark);
    EXPECT_GT(dark, 3000);
}

TEST_F(Trails, ABadLengthIsAUsageError) {
    RunResult r = runMurmur(display(), {"--trails", "65"}, 30.0);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--trails"), std::string::npos) << r.err;
    const std::string script = writeScript("bad-trails.script", "trails long\nquit\n");
    r = runMurmur(display(), {"--script", script}, 30.0);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find(script + ":1: 'trails' takes a number of steps in [0, 64], got 'long'"), std::string::npos)
        << r.err;
}

}  // namespace
}  // namespace murmur::apptest
