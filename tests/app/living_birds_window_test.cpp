// Living birds and the dusk sky, end to end: drawing only, so the flock's numbers stay the
// same with them on or off; the pictures differ where the wings are.
#include <cstdlib>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

class LivingBirds : public WindowTest {
protected:
    // Runs 90 frames, closes in on the flock, and saves a screenshot; stdout.
    std::string shoot(const std::string& shot, std::initializer_list<std::string> extra) {
        const std::string script = writeScript("live.script",
                                               "wait 90\nzoom 0.5\nwait 1\npause on\nwait 1\n"
                                               "print stats\nprint layout\nscreenshot " +
                                                   shot + "\nquit\n");
        std::vector<std::string> a = {"--size",       "900x600", "--backend", "cpu", "--auto-reduce", "off",
                                      "--autorotate", "off",     "--birds",   "800", "--script",      script};
        a.insert(a.end(), extra.begin(), extra.end());
        const RunResult r = runMurmur(display(), a);
        EXPECT_EQ(r.exitCode, 0) << r.err << r.out;
        return r.out;
    }
};

TEST_F(LivingBirds, WingsAndBankingChangeThePictureNotTheFlock) {
    const std::string livePng = tempPath("live.png"), rigidPng = tempPath("rigid.png");
    const std::string live = shoot(livePng, {"--living-birds", "on"});
    const std::string rigid = shoot(rigidPng, {"--living-birds", "off"});
    // The model never sees the drawing: the same step, the same numbers.
    const auto a = parseKeyValues(live, "stats"), b = parseKeyValues(rigid, "stats");
    ASSERT_FALSE(a.empty());
    for (const char* key : {"step", "polarization", "clumping", "clusters"}) EXPECT_EQ(a.at(key), b.at(key)) << key;
    const Image x = loadPng(livePng), y = loadPng(rigidPng);
    ASSERT_TRUE(x.ok() && y.ok());
    const PixelRect view = parseLayout(live)["view"];
    int differing = 0;
    for (int py = view.y; py < view.y + view.height; ++py)
        for (int px = view.x; px < view.x + view.width; ++px) {
            const std::uint8_t *p = x.at(px, py), *q = y.at(px, py);
            differing += std::abs(p[0] - q[0]) + std::abs(p[1] - q[1]) + std::abs(p[2] - q[2]) > 60;
        }
    EXPECT_GT(differing, 2000) << "beating wings and banked birds draw differently from rigid wedges";
    EXPECT_GT(countPixels(x, view, isBirdPixel), 5000);  // still birds, in the birds' colours
}

TEST_F(LivingBirds, DuskIsAnOrangeHorizonUnderAVioletSkyWithDarkBirds) {
    const std::string png = tempPath("dusk.png");
    const std::string out = shoot(png, {"--sky", "dusk"});
    const Image img = loadPng(png);
    ASSERT_TRUE(img.ok());
    const PixelRect view = parseLayout(out)["view"];
    auto orange = [](const std::uint8_t* p) { return p[0] > 180 && p[1] > 80 && p[1] < 170 && p[2] < 120; };
    auto dark = [](const std::uint8_t* p) { return p[0] < 60 && p[1] < 60 && p[2] < 70; };
    EXPECT_GT(countPixels(img, view, orange), view.width * view.height / 10);
    EXPECT_EQ(countPixels(img, view, isSkyPixel), 0);  // no daytime blue left
    EXPECT_GT(countPixels(img, view, dark), 2000);     // the core birds read dark against it
    // A bad preset is a usage error.
    const RunResult bad = runMurmur(display(), {"--sky", "night"}, 30.0);
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_NE(bad.err.find("--sky must be day or dusk"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace murmur::apptest
