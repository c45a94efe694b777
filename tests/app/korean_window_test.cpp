// The Korean interface, end to end: `lang ko` (or --lang ko) redraws the panel in Hangul
// from a font atlas that has every character the texts use, while what is printed stays
// English; widgets keep their IDs (a real click on the Korean "Send hawk" sends one); without
// NanumGothic the program runs in English and says why, once.
#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

class KoreanWindow : public WindowTest {
protected:
    static std::vector<std::string> args(std::initializer_list<std::string> extra) {
        std::vector<std::string> a = {"--backend", "cpu",          "--auto-reduce", "off",           "--birds",
                                      "300",       "--autorotate", "off",           "--experiments", "manual"};
        a.insert(a.end(), extra.begin(), extra.end());
        return a;
    }
};

int differingPixels(const Image& a, const Image& b, const PixelRect& r) {
    int n = 0;
    for (int y = r.y; y < r.y + r.height; ++y)
        for (int x = r.x; x < r.x + r.width; ++x) {
            const std::uint8_t *p = a.at(x, y), *q = b.at(x, y);
            n += std::abs(p[0] - q[0]) + std::abs(p[1] - q[1]) + std::abs(p[2] - q[2]) > 90;
        }
    return n;
}

TEST_F(KoreanWindow, LangKoRedrawsThePanelWithEveryGlyphAndPrintsEnglish) {
    const std::string en = tempPath("en.png"), ko = tempPath("ko.png");
    const std::string script =
        writeScript("ko.script", "wait 10\npause on\nwait 1\nprint lang\nprint layout\nscreenshot " + en +
                                     "\nlang ko\nwait 2\nprint lang\nprint layout\n"
                                     "print stats\nscreenshot " +
                                     ko + "\nquit\n");
    const RunResult r = runMurmur(display(), args({"--size", "1280x800", "--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    EXPECT_EQ(r.err.find("fonts-nanum"), std::string::npos) << r.err;
    auto before = parseKeyValues(r.out, "lang", 0), after = parseKeyValues(r.out, "lang", 1);
    ASSERT_FALSE(before.empty() || after.empty()) << r.out;
    EXPECT_EQ(before["shown"], "en");
    EXPECT_EQ(after["shown"], "ko");
    EXPECT_EQ(after["chosen"], "ko");
    EXPECT_EQ(after["korean-font"], "1");
    // Every character of the texts has its own glyph in the atlas the frames draw with: none
    // would be drawn as the fallback.
    EXPECT_EQ(after["missing"], "0");
    const int tableGlyphs = std::stoi(after["table-glyphs"]), glyphs = std::stoi(after["glyphs"]);
    EXPECT_GT(tableGlyphs, 150);
    EXPECT_LT(tableGlyphs, 1000);  // only the characters used, not the 11,172 syllables
    EXPECT_GE(glyphs, tableGlyphs + 90);
    // What is printed stays English (tests and scripts read it).
    EXPECT_NE(r.out.find("card Birds: 300"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("card Polarization: "), std::string::npos) << r.out;

    // The panel looks different, the widgets stay where they were.
    const auto layoutEn = parseLayout(r.out.substr(0, r.out.find("lang shown=ko")));
    const auto layoutKo = parseLayout(r.out.substr(r.out.find("lang shown=ko")));
    ASSERT_TRUE(layoutEn.count("send-hawk") && layoutKo.count("send-hawk") && layoutKo.count("panel")) << r.out;
    EXPECT_EQ(layoutEn.at("send-hawk").y, layoutKo.at("send-hawk").y);
    EXPECT_EQ(layoutEn.at("language").y, layoutKo.at("language").y);
    const Image a = loadPng(en), b = loadPng(ko);
    ASSERT_TRUE(a.ok() && b.ok());
    EXPECT_GT(differingPixels(a, b, layoutKo.at("panel")), 3000) << "the panel's text is redrawn in Hangul";
    const PixelRect hawk = layoutKo.at("send-hawk");
    EXPECT_GT(differingPixels(a, b, hawk), 40) << "\"Send hawk\" became 매 보내기";
    const PixelRect charts = layoutKo.at("charts");
    EXPECT_GT(differingPixels(a, b, {charts.x, charts.y + charts.height - 20, charts.width, 20}), 100)
        << "the charts' legends are Korean too";
}

// The other scenes' panels come from the same table: switching back and forth redraws them.
TEST_F(KoreanWindow, TheReefAndSandboxPanelsSwitchToo) {
    const std::string enReef = tempPath("en_reef.png"), koReef = tempPath("ko_reef.png");
    const std::string koSand = tempPath("ko_sand.png"), enSand = tempPath("en_sand.png");
    const std::string script =
        writeScript("scenes.script",
                    "scene reef\nwait 5\npause on\nwait 1\nscreenshot " + enReef + "\nlang ko\nwait 2\nscreenshot " +
                        koReef + "\nscene sandbox\nwait 5\npause on\nwait 1\nscreenshot " + koSand +
                        "\nlang en\nwait 2\nprint lang\nprint layout\nscreenshot " + enSand + "\nquit\n");
    const RunResult r = runMurmur(display(), args({"--size", "1000x700", "--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    EXPECT_EQ(parseKeyValues(r.out, "lang")["shown"], "en");
    const auto layout = parseLayout(r.out);
    ASSERT_TRUE(layout.count("panel")) << r.out;
    const PixelRect panel = layout.at("panel");
    const Image a = loadPng(enReef), b = loadPng(koReef), c = loadPng(koSand), d = loadPng(enSand);
    ASSERT_TRUE(a.ok() && b.ok() && c.ok() && d.ok());
    EXPECT_GT(differingPixels(a, b, panel), 2000) << "the reef's panel in Korean";
    EXPECT_GT(differingPixels(c, d, panel), 2000) << "the sandbox's panel back in English";
}

TEST_F(KoreanWindow, AClickOnTheKoreanSendHawkSendsOne) {
    const std::string script =
        writeScript("click.script", "wait 5\nprint layout\nuntil hawk 3000\nprint stats\nquit\n");
    Murmur app(display(), args({"--lang", "ko", "--script", script, "--frame-delay-ms", "5"}), "click");
    ASSERT_TRUE(app.waitForLine("layout send-hawk", 60.0)) << app.stdoutSoFar();
    auto layout = parseLayout(app.stdoutSoFar());
    ASSERT_TRUE(layout.count("screen") && layout.count("send-hawk"));
    const PixelRect b = layout["send-hawk"], screen = layout["screen"];
    const std::string click = "xdotool mousemove " + std::to_string(screen.x + b.x + b.width / 2) + " " +
                              std::to_string(screen.y + b.y + b.height / 2) +
                              " sleep 0.4 mousedown 1 sleep 0.2 mouseup 1";
    ASSERT_EQ(runWithDisplay(display(), click), 0);
    const RunResult r = app.wait(90.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    EXPECT_EQ(parseKeyValues(r.out, "stats")["hawk"], "1");
}

// Widgets keep one ID in both languages: a header opened in English (a real click on "View")
// is still open after `lang ko`, so the "Settings file" header under it stays where it was.
TEST_F(KoreanWindow, AHeaderOpenedInEnglishStaysOpenInKorean) {
    const std::string script = writeScript(
        "open.script", "wait 5\nprint layout\nwait 200\nprint layout\nlang ko\nwait 3\nprint layout\nquit\n");
    Murmur app(display(), args({"--script", script, "--frame-delay-ms", "10"}), "open");
    ASSERT_TRUE(app.waitForLine("layout settings-file ", 60.0)) << app.stdoutSoFar();
    auto layout = parseLayout(app.stdoutSoFar());
    ASSERT_TRUE(layout.count("screen") && layout.count("settings-file"));
    const PixelRect settings = layout["settings-file"], screen = layout["screen"];
    // "View" is the collapsed header right above "Settings file".
    const int x = screen.x + settings.x + 30, y = screen.y + settings.y - settings.height / 2 - 2;
    ASSERT_EQ(runWithDisplay(display(), "xdotool mousemove " + std::to_string(x) + " " + std::to_string(y) +
                                            " sleep 0.3 mousedown 1 sleep 0.1 mouseup 1"),
              0);
    const RunResult r = app.wait(90.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    std::vector<int> ys;
    for (std::size_t at = r.out.find("layout settings-file "); at != std::string::npos;
         at = r.out.find("layout settings-file ", at + 1))
        ys.push_back(parseLayout(r.out.substr(at, r.out.find('\n', at) - at + 1))["settings-file"].y);
    ASSERT_EQ(ys.size(), 3u) << r.out;
    EXPECT_GT(ys[1], ys[0] + 20) << "the click opened View, pushing Settings file down";
    EXPECT_EQ(ys[2], ys[1]) << "View is still open in Korean";
}

TEST_F(KoreanWindow, WithoutTheFontThePanelStaysEnglishAndSaysWhyOnce) {
    const std::string script = writeScript("nofont.script", "wait 3\nprint lang\nprint layout\nquit\n");
    const RunResult plain = runMurmur(display(), args({"--script", script}));
    ASSERT_EQ(plain.exitCode, 0) << plain.err;
    const RunResult r = runMurmur(
        display(), args({"--lang", "ko", "--korean-font", "/nonexistent/NanumGothic.ttf", "--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    const std::string warning = "the Korean interface needs fonts-nanum";
    const auto first = r.err.find(warning);
    ASSERT_NE(first, std::string::npos) << r.err;
    EXPECT_EQ(r.err.find(warning, first + 1), std::string::npos) << "said once: " << r.err;
    auto lang = parseKeyValues(r.out, "lang");
    EXPECT_EQ(lang["shown"], "en");   // drawn in English ...
    EXPECT_EQ(lang["chosen"], "ko");  // ... though Korean was asked for
    EXPECT_EQ(lang["korean-font"], "0");
    // The panel says why in a line under the chooser, which pushes the hawk button down.
    auto with = parseLayout(r.out), without = parseLayout(plain.out);
    ASSERT_TRUE(with.count("send-hawk") && without.count("send-hawk"));
    EXPECT_GT(with["send-hawk"].y, without["send-hawk"].y + 8);
}

TEST_F(KoreanWindow, AnUnknownLanguageIsAUsageError) {
    const RunResult r = runMurmur(display(), {"--lang", "fr"}, 30.0);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--lang must be en or ko, got 'fr'"), std::string::npos) << r.err;
    const std::string script = writeScript("bad.script", "lang jp\nquit\n");
    const RunResult s = runMurmur(display(), {"--script", script}, 30.0);
    EXPECT_EQ(s.exitCode, 2);
    EXPECT_NE(s.err.find("'lang' takes en or ko, got 'jp'"), std::string::npos) << s.err;
}

}  // namespace
}  // namespace murmur::apptest
