// The charts as a person reads them, end to end: pointing at a plot gives the step and the
// values there (a tooltip, and `print charts` for the test), in a 700 px wide window.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

class Charts : public WindowTest {};

TEST_F(Charts, PointingAtAPlotReadsItsValues) {
    const std::string shot = tempPath("charts_hover.png");
    const std::string script = writeScript("charts.script",
                                           "wait 5\nprint layout\nprint charts\nwait 300\nprint charts\n"
                                           "screenshot " +
                                               shot + "\nquit\n");
    Murmur app(display(),
               {"--size", "700x600", "--backend", "cpu", "--auto-reduce", "off", "--autorotate", "off", "--birds",
                "800", "--frame-delay-ms", "15", "--script", script},
               "charts");
    ASSERT_TRUE(waitForLines(app, "charts hover=", 1, 60.0)) << app.stdoutSoFar();
    auto layout = parseLayout(app.stdoutSoFar());
    ASSERT_TRUE(layout.count("charts") && layout.count("screen")) << app.stdoutSoFar();
    const PixelRect charts = layout["charts"], screen = layout["screen"];
    EXPECT_EQ(charts.width, 385);  // 700 - the panel's 315
    // The middle of the left plot (polarization and clumping).
    const int x = screen.x + charts.x + charts.width * 35 / 100, y = screen.y + charts.y + charts.height * 35 / 100;
    ASSERT_EQ(runWithDisplay(display(), "xdotool mousemove " + std::to_string(x) + " " + std::to_string(y)), 0);
    const RunResult r = app.wait(90.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    const std::size_t first = r.out.find("charts hover=");
    ASSERT_NE(first, std::string::npos);
    EXPECT_EQ(r.out.compare(first, 15, "charts hover=-\n"), 0) << r.out;  // nothing under the pointer yet
    const std::size_t second = r.out.find("charts hover=", first + 1);
    ASSERT_NE(second, std::string::npos) << r.out;
    const std::string readout = r.out.substr(second, r.out.find('\n', second) - second);
    EXPECT_NE(readout.find("charts hover=step "), std::string::npos) << readout;
    EXPECT_NE(readout.find(": polarization "), std::string::npos) << readout;
    EXPECT_NE(readout.find(", clumping "), std::string::npos) << readout;
    // The tooltip is drawn: ImGui's pale text on a dark box near the pointer.
    const Image img = loadPng(shot);
    const PixelRect near{x - screen.x - 10, y - screen.y + 5, 300, 40};
    EXPECT_GT(countPixels(img, near, [](const std::uint8_t* p) { return p[0] > 200 && p[1] > 200 && p[2] > 200; }), 30);
}

}  // namespace
}  // namespace murmur::apptest
