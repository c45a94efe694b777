// The keyboard, end to end: the real `murmur` in Xvfb, keys from a script (`key NAME`, the
// same path as a key press) and from xdotool (a real X key event), and no key acting while a
// text field has the keyboard.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

const std::vector<std::string> kArgs = {"--backend",    "cpu", "--auto-reduce", "off",
                                        "--autorotate", "off", "--birds",       "800"};

// The common flags, a window of `size`, and `extra`.
std::vector<std::string> args(std::initializer_list<std::string> extra, const std::string& size = "900x600") {
    std::vector<std::string> a = kArgs;
    a.insert(a.end(), {"--size", size});
    a.insert(a.end(), extra.begin(), extra.end());
    return a;
}

class Keys : public WindowTest {};

TEST_F(Keys, EachKeyDoesWhatTheHelpSays) {
    const std::string script = writeScript("keys.script",
                                           "wait 10\nkey tab\nwait 3\nprint layout\nkey tab\nkey ?\nwait 3\n"
                                           "print layout\nkey escape\nwait 2\nprint layout\n"
                                           "key space\nwait 2\nprint stats\nwait 10\nprint stats\nkey period\n"
                                           "wait 2\nprint stats\nkey space\nkey h\nwait 3\nprint stats\n"
                                           "key plus\nkey plus\nkey minus\nkey 2\nwait 3\nprint scene\nkey 1\nwait 2\n"
                                           "print scene\nkey f11\nwait 10\nprint layout\nkey escape\nwait 10\n"
                                           "print layout\nquit\n");
    const RunResult r = runMurmur(display(), args({"--script", script}));
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    const std::string& out = r.out;
    // Tab: no panel, the view takes the whole width; Tab again brings it back.
    EXPECT_NE(out.find("layout panel 0 0 0 600\nlayout charts 0 430 900 170\nlayout view 0 0 900 430"),
              std::string::npos)
        << out;
    EXPECT_NE(out.find("layout panel 0 0 320 600"), std::string::npos) << out;
    // ?: the help box over the view; Esc closes it.
    EXPECT_NE(out.find("layout key-help "), std::string::npos) << out;
    // Space pauses: no steps for 10 frames; '.' steps once; Space again runs.
    const auto paused = parseKeyValues(out, "stats", 0), later = parseKeyValues(out, "stats", 1),
               stepped = parseKeyValues(out, "stats", 2), running = parseKeyValues(out, "stats", 3);
    EXPECT_EQ(paused.at("step"), later.at("step"));
    EXPECT_EQ(std::stoi(stepped.at("step")), std::stoi(later.at("step")) + 1);
    // H: a hawk.
    EXPECT_EQ(later.at("hawks"), "0");
    EXPECT_EQ(running.at("hawks"), "1");
    // 2 and 1: the chooser's second scene (the reef) and back.
    EXPECT_NE(out.find("scene=reef"), std::string::npos) << out;
    EXPECT_NE(out.find("scene=murmuration"), std::string::npos) << out;
    // F11: the whole 1280 x 800 screen; Esc: the 900 x 600 window again.
    const std::size_t full = out.find("layout window 1280 800");
    ASSERT_NE(full, std::string::npos) << out;
    EXPECT_NE(out.find("layout window 900 600", full), std::string::npos) << out;
}

// Real key events: typing "h" into the settings file's name is text, not a hawk; the same
// key over the view sends one.
TEST_F(Keys, KeysDoNothingWhileATextFieldHasTheKeyboard) {
    const std::string script = writeScript("textfield.script",
                                           "wait 5\nprint layout\nwait 200\nprint layout\nwait 300\n"
                                           "print stats\nwait 300\nprint stats\nquit\n");
    // Tall enough that the open Settings file section stays inside the panel.
    Murmur app(display(), args({"--frame-delay-ms", "15", "--script", script}, "900x780"), "textfield");
    ASSERT_TRUE(waitForLines(app, "layout scene ", 1, 60.0)) << app.stdoutSoFar();
    auto first = parseLayout(app.stdoutSoFar());
    ASSERT_TRUE(first.count("settings-file") && first.count("screen") && first.count("view")) << app.stdoutSoFar();
    const PixelRect screen = first["screen"], header = first["settings-file"], view = first["view"];
    auto at = [&](int x, int y) { return std::to_string(screen.x + x) + " " + std::to_string(screen.y + y); };
    auto click = [&](int x, int y) {
        return runWithDisplay(display(),
                              "xdotool mousemove " + at(x, y) + " sleep 0.2 mousedown 1 sleep 0.1 mouseup 1 sleep 0.2");
    };
    ASSERT_EQ(click(header.x + header.width / 2, header.y + header.height / 2), 0);  // open the section
    ASSERT_TRUE(waitForLines(app, "layout scene ", 2, 60.0)) << app.stdoutSoFar();
    auto second = parseLayout(app.stdoutSoFar());
    ASSERT_TRUE(second.count("settings-file-name")) << app.stdoutSoFar();
    const PixelRect field = second["settings-file-name"];
    ASSERT_GT(field.width, 0);
    ASSERT_EQ(click(field.x + field.width / 2, field.y + field.height / 2), 0);  // the text field takes the keys
    ASSERT_EQ(runWithDisplay(display(), "xdotool key h sleep 0.3"), 0);
    ASSERT_TRUE(waitForLines(app, "stats ", 1, 60.0)) << app.stdoutSoFar();
    EXPECT_EQ(parseKeyValues(app.stdoutSoFar(), "stats", 0).at("hawks"), "0") << "a key typed as text sent a hawk";
    ASSERT_EQ(click(view.x + view.width / 2, view.y + view.height / 3), 0);  // back to the view
    ASSERT_EQ(runWithDisplay(display(), "xdotool key h"), 0);
    const RunResult r = app.wait(90.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    EXPECT_EQ(parseKeyValues(r.out, "stats", 1).at("hawks"), "1") << r.out;
}

}  // namespace
}  // namespace murmur::apptest
