// The hawk's strategies in the window, end to end: the chooser beside "Send hawk" (here the
// script's `set hawk-strategy`), the line to the hunted bird, and the report card after it.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

class Attacks : public WindowTest {};

TEST_F(Attacks, AStoopShowsItsAimAndLeavesAReportCard) {
    const std::string aim = tempPath("aim.png"), card = tempPath("card.png");
    const std::string script = writeScript("stoop.script",
                                           "wait 100\nprint attacks\nset hawk-strategy stoop\nhawk\n"
                                           "wait 6\nprint layout\nscreenshot " +
                                               aim +
                                               "\nuntil no-hawk 2000\nwait 5\nprint attacks\n"
                                               "print layout\nscreenshot " +
                                               card + "\nquit\n");
    const RunResult r = runMurmur(display(), {"--size", "1280x800", "--backend", "cpu", "--auto-reduce", "off",
                                              "--autorotate", "off", "--script", script});
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    EXPECT_NE(r.out.find("attacks count=0"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("attacks count=1"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("attack 1 stoop hawk (sent 100,"), std::string::npos) << r.out;
    // While it dives, an orange line joins it to its bird.
    const std::size_t firstLayout = r.out.find("layout hawk-aim ");
    ASSERT_NE(firstLayout, std::string::npos) << r.out;
    const Image diving = loadPng(aim);
    ASSERT_TRUE(diving.ok());
    auto layoutDiving = parseLayout(r.out.substr(0, r.out.find("attacks count=1")));
    const PixelRect line = layoutDiving["hawk-aim"];
    EXPECT_GT(line.height + line.width, 5);
    const PixelRect around{line.x - 6, line.y - 6, line.width + 12, line.height + 12};
    EXPECT_GT(countPixels(diving, around, isHawkPixel), 5);  // the orange line, the ring, the hawk
    // After it: the card in the panel, with the strategy's name in it.
    auto layoutAfter = parseLayout(r.out.substr(r.out.find("attacks count=1")));
    ASSERT_TRUE(layoutAfter.count("last-attack")) << r.out;
    EXPECT_EQ(layoutAfter.count("hawk-aim"), 0u);  // no aim once the hawk has gone
    const PixelRect box = layoutAfter["last-attack"];
    EXPECT_GT(box.height, 100);  // nine rows
    const Image after = loadPng(card);
    ASSERT_TRUE(after.ok());
    auto text = [](const std::uint8_t* p) { return p[0] > 180 && p[1] > 180 && p[2] > 180; };
    EXPECT_GT(countPixels(after, box, text), 300);
}

}  // namespace
}  // namespace murmur::apptest
