// The Explore section as a person uses it: a small sweep run in the background from the
// panel's script line, its heat map drawn in the panel with the current settings' cell
// ringed, the ring moving when the settings move, and a cancel that keeps what was written.
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

class Explore : public WindowTest {};

bool orange(const std::uint8_t* p) {
    return p[0] > 220 && p[1] > 110 && p[1] < 170 && p[2] < 80;
}

TEST_F(Explore, RunsASweepAndRingsTheCurrentSettings) {
    const std::string spec = tempPath("explore-spec.json");
    std::ofstream(spec) << R"({"base": {"birdCount": 120}, "axes": {"jitter": [0.2, 0.5], "topologicalK": [3, 7]},
                               "seeds": 1, "steps": 150, "window": 50, "measures": ["polarization", "clusters"]})";
    const std::string folder = tempPath("explore-out");
    const std::string shot = tempPath("explore.png");
    const std::string script = writeScript("explore.script", "explore run " + spec + " " + folder +
                                                                 "\nuntil explore-ready 3000\nexplore show\nwait 5\n"
                                                                 "print explore\nscreenshot " +
                                                                 shot +
                                                                 "\nsettings {\"jitter\":0.5}\nwait 3\n"
                                                                 "print explore\nquit\n");
    Murmur app(
        display(),
        {"--backend", "cpu", "--auto-reduce", "off", "--autorotate", "off", "--birds", "600", "--script", script},
        "explore");
    const RunResult r = app.wait(110.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    auto first = parseKeyValues(r.out, "explore", 0);
    EXPECT_EQ(first["state"], "ready") << r.out;
    EXPECT_EQ(first["cells"], "4");
    EXPECT_EQ(first["rows"], "8");             // 4 cells x 1 seed x 2 measures
    EXPECT_EQ(first["mark"], "0,1") << r.out;  // the default jitter 0.2, k 7
    auto second = parseKeyValues(r.out, "explore", 1);
    EXPECT_EQ(second["mark"], "1,1") << r.out;  // jitter 0.5 now

    // The first print's rectangles: the map in the panel, the ring in orange around a cell.
    const std::size_t cut = r.out.find("explore state=", r.out.find("explore state=") + 1);
    auto layout = parseLayout(r.out.substr(0, cut));
    ASSERT_TRUE(layout.count("explore-map") && layout.count("explore-marker")) << r.out;
    const PixelRect map = layout["explore-map"], marker = layout["explore-marker"];
    EXPECT_GT(map.width, 150);
    EXPECT_GT(map.height, 80);
    EXPECT_NEAR(marker.width * 2, map.width, 2);    // one of two columns
    EXPECT_NEAR(marker.height * 2, map.height, 2);  // one of two rows, the upper (k = 7)
    EXPECT_EQ(marker.y, map.y);
    EXPECT_EQ(marker.x, map.x);
    const Image img = loadPng(shot);
    EXPECT_GT(countPixels(img, marker, orange), marker.width * 2) << "the ring is drawn";
    const PixelRect other{map.x + map.width / 2 + 4, map.y + map.height / 2 + 4, map.width / 2 - 8, map.height / 2 - 8};
    EXPECT_EQ(countPixels(img, other, orange), 0) << "and only there";
}

}  // namespace
}  // namespace murmur::apptest
