// "Compare with field data" in the window, as a person uses it: the section is closed (and
// measures nothing) until opened; opened, it shows the default flock's rows with their marks
// and the C(r) plot; with alignment off the marks change where the physics says they should.
#include <map>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

class Field : public WindowTest {};

// The `field-row id=ID value=V verdict=W` line's values, from the index-th `print field` on.
std::map<std::string, std::string> fieldRow(const std::string& out, const std::string& id, int index) {
    std::istringstream in(out);
    int seen = -1;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("field ", 0) == 0) ++seen;
        if (seen == index && line.rfind("field-row id=" + id + " ", 0) == 0) {
            std::map<std::string, std::string> kv;
            std::istringstream words(line);
            for (std::string w; words >> w;)
                if (auto eq = w.find('='); eq != std::string::npos) kv[w.substr(0, eq)] = w.substr(eq + 1);
            return kv;
        }
    }
    return {};
}

bool isAgreePixel(const std::uint8_t* p) {
    return p[1] > 170 && p[0] < 130 && p[2] < 150;
}
bool isDisagreePixel(const std::uint8_t* p) {
    return p[0] > 200 && p[1] < 120 && p[2] < 110;
}
bool isCurvePixel(const std::uint8_t* p) {
    return p[2] > 200 && p[0] < 150 && p[1] > 130;
}

TEST_F(Field, ClosedByDefaultThenMarksTheDefaultFlockAndTheFlockWithoutAlignment) {
    const std::string flock = tempPath("field_default.png"), cloud = tempPath("field_align0.png");
    const std::string plotShot = tempPath("field_plot.png");
    const std::string script = writeScript(
        "field.script",
        // Paused at a fixed step, so what is measured is the same on every run.
        "set speed 8\nwait 150\npause on\nprint field\n"  // closed: nothing measured
        "field show\nuntil field-current 3000\nfield show\nwait 2\nprint field\nprint layout\nscreenshot " +
            flock + "\nfield plot\nwait 2\nprint field\nscreenshot " + plotShot +
            "\nset alignment 0\npause off\nwait 100\npause on\nfield show\nuntil field-current 3000\nfield show\n"
            "wait 2\nprint field\nprint layout\n"
            "screenshot " +
            cloud + "\nquit\n");
    const RunResult r = runMurmur(display(),
                                  {"--size", "1280x800", "--backend", "cpu", "--auto-reduce", "off", "--autorotate",
                                   "off", "--experiments", "manual", "--script", script},
                                  110.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    auto closed = parseKeyValues(r.out, "field", 0);
    EXPECT_EQ(closed["open"], "0") << r.out;
    EXPECT_EQ(closed["state"], "measuring") << r.out;

    auto flying = parseKeyValues(r.out, "field", 1);
    ASSERT_EQ(flying["state"], "ready") << r.out;
    EXPECT_EQ(flying["open"], "1");
    EXPECT_GT(std::stoi(flying["cluster"]), 750) << r.out;  // one body: most of the 1500 birds
    // The default flock is as aligned as real starlings and each bird uses k = 7 neighbours.
    EXPECT_EQ(fieldRow(r.out, "polarization", 1)["verdict"], "agrees") << r.out;
    EXPECT_EQ(fieldRow(r.out, "partners", 1)["verdict"], "agrees") << r.out;
    EXPECT_EQ(fieldRow(r.out, "nnd_mean", 1)["verdict"], "not-comparable") << r.out;

    auto layout = parseLayout(r.out.substr(0, r.out.find("screenshot " + flock)));
    ASSERT_TRUE(layout.count("field")) << r.out;
    const Image shot = loadPng(flock);
    ASSERT_TRUE(shot.ok());
    const PixelRect panel{0, layout["field"].y, layout["field"].x + layout["field"].width + 10,
                          800 - layout["field"].y};
    EXPECT_GT(countPixels(shot, panel, isAgreePixel), 40);     // green marks and words
    EXPECT_GT(countPixels(shot, panel, isDisagreePixel), 40);  // red ones

    // Scrolled to the C(r) plot: the blue curve is drawn in it.
    const std::size_t plotAt = r.out.find("screenshot " + plotShot);
    auto plotLayout =
        parseLayout(r.out.substr(r.out.find("screenshot " + flock), plotAt - r.out.find("screenshot " + flock)));
    const PixelRect plot = plotLayout["field-correlation"];
    ASSERT_GT(plot.height, 20) << r.out;
    ASSERT_LE(plot.y + plot.height, 800) << r.out;
    const Image plotImage = loadPng(plotShot);
    ASSERT_TRUE(plotImage.ok());
    EXPECT_GT(countPixels(plotImage, plot, isCurvePixel), 20);

    // Alignment off: the flock points every way, so the cluster's polarization now disagrees.
    auto loose = parseKeyValues(r.out, "field", 3);
    ASSERT_EQ(loose["state"], "ready") << r.out;
    EXPECT_GT(std::stoi(loose["step"]), std::stoi(flying["step"]) + 300) << r.out;
    EXPECT_EQ(fieldRow(r.out, "polarization", 3)["verdict"], "disagrees") << r.out;
    EXPECT_LT(std::stof(fieldRow(r.out, "polarization", 3)["value"]), 0.8f) << r.out;
    EXPECT_LT(std::stoi(loose["cluster"]), std::stoi(flying["cluster"]) / 2) << r.out;  // no linked body
    ASSERT_TRUE(loadPng(cloud).ok());
}

}  // namespace
}  // namespace murmur::apptest
