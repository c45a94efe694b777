// The hawk's strategies in the window, end to end: the chooser beside "Send hawk" (here the
// script's `set hawk-strategy`), the line to the hunted bird, and the report card after it.
#include <algorithm>
#include <string>
#include <tuple>
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

// Several hawks at once (`set hawks 4`, the panel's hawk count): four are drawn where one was,
// and the card after them names the sortie.
TEST_F(Attacks, FourHawksFlyTogetherAndMakeOneAttack) {
    auto hawkPixels = [&](int hawks, const std::string& name) {
        const std::string shot = tempPath(name);
        const std::string script =
            writeScript(name + ".script", "set hawk-strategy centroid\nset hawks " + std::to_string(hawks) +
                                              "\nwait 60\nhawk\nwait 30\n"
                                              "screenshot " +
                                              shot + "\nuntil no-hawk 3000\nwait 3\nprint attacks\nquit\n");
        const RunResult r = runMurmur(display(), {"--size", "1280x800", "--backend", "cpu", "--auto-reduce", "off",
                                                  "--autorotate", "off", "--script", script});
        EXPECT_EQ(r.exitCode, 0) << r.err << r.out;
        const Image img = loadPng(shot);
        EXPECT_TRUE(img.ok());
        // The sky right of the panel, below the legend and above the charts (orange lines).
        const PixelRect sky{330, 70, 950, 550};
        return std::pair(img.ok() ? countPixels(img, sky, isHawkPixel) : 0, r.out);
    };
    const auto [one, oneOut] = hawkPixels(1, "one-hawk.png");
    const auto [four, fourOut] = hawkPixels(4, "four-hawks.png");
    EXPECT_NE(oneOut.find("attack 1 centroid hawk (sent 60,"), std::string::npos) << oneOut;
    EXPECT_NE(fourOut.find("attack 1 centroid x4 hawks (sent 60,"), std::string::npos) << fourOut;
    EXPECT_NE(fourOut.find("attacks count=1"), std::string::npos) << fourOut;
    EXPECT_GT(one, 0);
    EXPECT_GE(four, 2 * one) << "four hawks drawn as " << four << " pixels, one as " << one;
}

// Each hawk its own strategy, by real clicks: the strategy chooser opens (a click), its list
// has a button per hawk, and a click on hawk 2's gives it the next strategy; the recorded
// session says so (hawkStrategies), and the chooser then reads "mixed".
TEST_F(Attacks, AClickGivesOneHawkOfSeveralItsOwnStrategy) {
    const std::string recorded = tempPath("own.script"), shot = tempPath("own.png");
    std::string body = "set hawks 3\nwait 5\nprint layout\n";
    for (int i = 0; i < 60; ++i) body += "wait 10\nprint layout\n";  // the list's buttons, once it opens
    const std::string script = writeScript("own.script", body + "screenshot " + shot + "\nquit\n");
    Murmur app(display(),
               {"--size", "1280x800", "--backend", "cpu", "--auto-reduce", "off", "--autorotate", "off", "--script",
                script, "--record-script", recorded, "--frame-delay-ms", "5"},
               "own");
    ASSERT_TRUE(app.waitForLine("layout hawk-strategy", 60.0)) << app.stdoutSoFar();
    auto layout = parseLayout(app.stdoutSoFar());
    ASSERT_TRUE(layout.count("screen"));
    const PixelRect combo = layout["hawk-strategy"], screen = layout["screen"];
    auto clickAt = [&](const PixelRect& r) {
        const std::string click = "xdotool mousemove " + std::to_string(screen.x + r.x + r.width / 2) + " " +
                                  std::to_string(screen.y + r.y + r.height / 2) +
                                  " sleep 0.4 mousedown 1 sleep 0.2 mouseup 1 sleep 0.2";
        return runWithDisplay(display(), click);
    };
    ASSERT_EQ(clickAt(combo), 0);
    // The list's first frame places it before ImGui knows its size: its buttons settle by the
    // next print, so the click aims where the second one says (whole: hawk 3's line is last).
    ASSERT_TRUE(waitForLines(app, "layout own-strategy-2", 2, 60.0)) << app.stdoutSoFar();
    {
        const std::string out = app.stdoutSoFar();
        const std::size_t second = out.find("layout own-strategy-0", out.find("layout own-strategy-0") + 1);
        layout = parseLayout(out.substr(second, out.find("layout window", second) - second));
    }
    ASSERT_TRUE(layout.count("own-strategy-1") && layout.count("own-strategy-2"));
    EXPECT_EQ(layout.count("own-strategy-3"), 0u) << "three hawks, three buttons";
    ASSERT_EQ(clickAt(layout["own-strategy-1"]), 0);
    const RunResult r = app.wait(120.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    const std::string session = readFile(recorded);
    EXPECT_NE(session.find(R"("hawkStrategies":["centroid","nearest","centroid"])"), std::string::npos) << session;
    EXPECT_NE(session.find(R"("hawkCount":3)"), std::string::npos) << session;
}

// The report card and the stats card read whole at every size, in English and Korean: each
// value and each stats line ends inside the panel (a long one wraps; the escape wave's once
// ran off the panel's edge at 1280 x 800).
TEST_F(Attacks, TheCardsFitThePanelAtEverySizeInBothLanguages) {
    for (const char* lang : {"en", "ko"}) {
        std::string body = "wait 60\nhawk\nuntil no-hawk 3000\nwait 3\n";
        for (const char* size : {"1024 640", "1280 800"}) {
            body += std::string("resize ") + size + "\nwait 4\nprint layout\n";
        }
        const std::string script = writeScript(std::string("cards-") + lang + ".script", body + "quit\n");
        const RunResult r = runMurmur(display(), {"--size", "1280x800", "--backend", "cpu", "--birds", "700", "--speed",
                                                  "4", "--autorotate", "off", "--lang", lang, "--script", script});
        ASSERT_EQ(r.exitCode, 0) << lang << ": " << r.err << r.out;
        // Each size's layout block, from its window line on.
        std::size_t from = 0;
        int sizes = 0;
        for (const char* width : {"1024", "1280"}) {
            from = r.out.find(std::string("layout window ") + width + " ", from);
            ASSERT_NE(from, std::string::npos) << lang << " " << width << ": " << r.out;
            const std::size_t to = r.out.find("layout window", from + 1);
            auto layout = parseLayout(r.out.substr(from, to == std::string::npos ? std::string::npos : to - from));
            ASSERT_TRUE(layout.count("panel") && layout.count("attack-value-8")) << lang << " " << width;
            const PixelRect panel = layout["panel"];
            int checked = 0;
            for (const auto& [name, rect] : layout) {
                if (name.rfind("attack-value-", 0) != 0 && name.rfind("stats-line-", 0) != 0) continue;
                EXPECT_LE(rect.x + rect.width, panel.x + panel.width) << lang << " " << width << ": " << name;
                ++checked;
            }
            EXPECT_GE(checked, 15) << "nine card values and the stats lines";
            ++sizes;
            from = to == std::string::npos ? r.out.size() : to;
        }
        EXPECT_EQ(sizes, 2);
    }
}

// With no birds there is nothing to hunt: the button says so (not "Hawk in the sky...", which
// it once said), and neither the button nor H sends a hawk.
TEST_F(Attacks, WithNoBirdsTheHawkButtonSaysSoAndSendsNothing) {
    // The button's text, left to right: its label's width in pixels (brighter than the button).
    auto labelWidth = [](const Image& img, const PixelRect& b) {
        const std::uint8_t* bg = img.at(b.x + 3, b.y + 3);
        int left = b.x + b.width, right = b.x - 1;
        for (int y = b.y + 2; y < b.y + b.height - 2; ++y)
            for (int x = b.x + 2; x < b.x + b.width - 2; ++x) {
                const std::uint8_t* p = img.at(x, y);
                if (p[0] > bg[0] + 40 && p[1] > bg[1] + 40 && p[2] > bg[2] + 40) {
                    left = std::min(left, x);
                    right = std::max(right, x);
                }
            }
        return right - left + 1;
    };
    auto run = [&](const std::string& birds, const std::string& name) {
        const std::string shot = tempPath(name + ".png"), flying = tempPath(name + "_flying.png");
        const std::string script =
            writeScript(name + ".script", "wait 5\nprint layout\nscreenshot " + shot +
                                              "\nkey h\nwait 3\nprint stats\nscreenshot " + flying + "\nquit\n");
        const RunResult r = runMurmur(display(), {"--birds", birds, "--backend", "cpu", "--auto-reduce", "off",
                                                  "--autorotate", "off", "--script", script});
        EXPECT_EQ(r.exitCode, 0) << r.err << r.out;
        auto layout = parseLayout(r.out);
        EXPECT_TRUE(layout.count("send-hawk")) << r.out;
        const Image img = loadPng(shot);
        EXPECT_TRUE(img.ok());
        const Image later = loadPng(flying);
        return std::tuple{img.ok() ? labelWidth(img, layout["send-hawk"]) : 0,
                          later.ok() ? labelWidth(later, layout["send-hawk"]) : 0, parseKeyValues(r.out, "stats")};
    };
    const auto [none, noneLater, noneStats] = run("0", "no_birds");
    const auto [some, inTheSky, someStats] = run("300", "some_birds");
    EXPECT_EQ(noneStats.at("birds"), "0");
    EXPECT_EQ(noneStats.at("hawk"), "0");  // H sent nothing
    EXPECT_EQ(someStats.at("hawk"), "1");  // while with birds it does
    // "Send hawk (no birds)" is about twice as wide as "Send hawk".
    EXPECT_GT(some, 30);
    EXPECT_GT(none, some * 3 / 2) << "no-birds label " << none << " px, normal " << some << " px";
    // And it is not "Hawk in the sky..." (two characters shorter), before H or after it.
    EXPECT_GT(none, inTheSky + 7) << "no-birds label " << none << " px, in the sky " << inTheSky << " px";
    EXPECT_EQ(noneLater, none);
}

}  // namespace
}  // namespace murmur::apptest
