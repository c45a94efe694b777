// The timeline under the charts, end to end: a script's seek back lands on the flock a run
// that only went that far has, byte for byte (across a hawk and a slider change before it,
// with more of both after); a drag on the strip seeks as it goes, draws the strip, and is
// recorded so that --record-script's replay ends in the same flock.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

class TimelineWindow : public WindowTest {};

std::vector<std::string> args(std::vector<std::string> more) {
    std::vector<std::string> a = {"--size",       "900x600", "--backend", "cpu", "--auto-reduce", "off",
                                  "--autorotate", "off",     "--birds",   "600", "--threads",     "2"};
    a.insert(a.end(), more.begin(), more.end());
    return a;
}

// Eight steps a frame: a hawk at step 200, cohesion 0.5 at 296, step 400 at frame 50.
constexpr const char* kToStep400 = "set speed 8\nwait 25\nhawk\nwait 12\nset cohesion 0.5\nwait 13\n";

TEST_F(TimelineWindow, ASeekBackEqualsARunThatStoppedThere) {
    const std::string back = tempPath("back.csv"), there = tempPath("there.csv"), calm = tempPath("calm.csv");
    const std::string seekScript =
        writeScript("seek.script", std::string(kToStep400) +
                                       "wait 100\nhawk\nwait 3\nset k 12\nset cohesion 2\nwait 7\nprint timeline\n"
                                       "seek 400\npause on\nprint timeline\nprint stats\nwait 2\nquit\n");
    const RunResult r = runMurmur(display(), args({"--script", seekScript, "--snapshot", back}));
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    auto before = parseKeyValues(r.out, "timeline", 0), after = parseKeyValues(r.out, "timeline", 1);
    EXPECT_EQ(before["end"], "1280") << r.out;
    EXPECT_EQ(before["keyframes"], "5");  // 0, 300, ..., 1200
    EXPECT_EQ(before["actions"], "5");    // two hawks, three settings
    EXPECT_EQ(after["step"], "400");
    EXPECT_EQ(after["end"], "1280");  // a seek is no new action: the run after it stays
    EXPECT_EQ(after["last_seek_steps"], "100");
    EXPECT_EQ(parseKeyValues(r.out, "stats")["step"], "400");

    const std::string thereScript = writeScript("there.script", std::string(kToStep400) + "pause on\nwait 2\nquit\n");
    const RunResult s = runMurmur(display(), args({"--script", thereScript, "--snapshot", there}));
    ASSERT_EQ(s.exitCode, 0) << s.err << s.out;
    const std::string x = readFile(back), y = readFile(there);
    ASSERT_GT(x.size(), 600u * 20u);
    EXPECT_TRUE(x == y) << "the seek's flock differs from the run that stopped at step 400";
    const std::string settings = readFile(back + ".settings.json");
    EXPECT_NE(settings.find("\"cohesionWeight\": 0.5,"), std::string::npos) << settings;
    EXPECT_EQ(settings, readFile(there + ".settings.json")) << "the settings at step 400 differ";
    // Without the hawk of step 200 the flock at 400 is another (the comparison can fail).
    const std::string calmScript =
        writeScript("calm.script", "set speed 8\nwait 37\nset cohesion 0.5\nwait 13\npause on\nwait 2\nquit\n");
    ASSERT_EQ(runMurmur(display(), args({"--script", calmScript, "--snapshot", calm})).exitCode, 0);
    EXPECT_FALSE(readFile(calm) == x);
}

TEST_F(TimelineWindow, ADragOnTheStripSeeksThereAndTheReplayFollows) {
    const std::string shot = tempPath("timeline.png"), recorded = tempPath("strip.script"),
                      first = tempPath("first.csv"), again = tempPath("again.csv");
    const std::string script = writeScript("strip.script.in",
                                           "set speed 8\nwait 25\nhawk\nwait 75\npause on\nwait 2\nprint layout\n"
                                           "wait 400\nprint timeline\nscreenshot " +
                                               shot + "\npause off\nwait 10\nquit\n");
    Murmur app(display(),
               args({"--frame-delay-ms", "15", "--script", script, "--record-script", recorded, "--snapshot", first}),
               "strip");
    ASSERT_TRUE(waitForLines(app, "layout scene ", 1, 60.0)) << app.stdoutSoFar();
    auto layout = parseLayout(app.stdoutSoFar());
    ASSERT_TRUE(layout.count("timeline") && layout.count("screen") && layout.count("charts")) << app.stdoutSoFar();
    const PixelRect bar = layout["timeline"], screen = layout["screen"], charts = layout["charts"];
    EXPECT_GT(bar.width, charts.width / 2);
    EXPECT_GE(bar.y, charts.y + charts.height / 2);  // under the charts
    EXPECT_LE(bar.y + bar.height, charts.y + charts.height);
    // A drag from three quarters of the way along a run of 800 steps to one quarter: step 200,
    // the hawk's, by way of the steps between.
    const int y = screen.y + bar.y + bar.height / 2;
    auto at = [&](int quarters) {
        return " mousemove " + std::to_string(screen.x + bar.x + bar.width * quarters / 4) + " " + std::to_string(y);
    };
    ASSERT_EQ(runWithDisplay(display(), "xdotool" + at(3) + " sleep 0.2 mousedown 1 sleep 0.2" + at(2) + " sleep 0.2" +
                                            at(1) + " sleep 0.2 mouseup 1 sleep 0.2"),
              0);
    const RunResult r = app.wait(120.0);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    auto t = parseKeyValues(r.out, "timeline");
    const int step = std::stoi(t["step"]);
    EXPECT_NEAR(step, 200, 8) << r.out;
    EXPECT_EQ(t["end"], "800");
    // The recording holds the seeks, as script lines: the press, the drag's, the last one.
    const std::string session = readFile(recorded);
    EXPECT_NE(session.find("\nseek " + t["step"] + "\n"), std::string::npos) << session;
    std::size_t seeks = 0;
    for (std::size_t at = session.find("\nseek "); at != std::string::npos; at = session.find("\nseek ", at + 1))
        ++seeks;
    EXPECT_GE(seeks, 3u) << session;

    // The strip as drawn: the played part up to the handle, the keyframe ticks, the handle.
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    const PixelRect played{bar.x + 2, bar.y + 2, bar.width / 4 - 6, bar.height - 4},
        unplayed{bar.x + bar.width / 4 + 6, bar.y + 2, bar.width / 2, bar.height - 4};
    auto playedBlue = [](const std::uint8_t* p) { return p[2] > 120 && p[2] > p[0] + 60; };
    auto tick = [](const std::uint8_t* p) { return p[0] > 200 && p[1] > 160 && p[2] < 130; };
    EXPECT_GT(countPixels(img, played, playedBlue), played.width * played.height / 3);
    EXPECT_LT(countPixels(img, unplayed, playedBlue), unplayed.width * unplayed.height / 20);
    EXPECT_GE(countPixels(img, {bar.x, bar.y, bar.width, bar.height}, tick), 2 * 4);  // 300, 600 (and 0)

    // The replay, from other flags, seeks there too and ends in the same flock.
    const RunResult replay =
        runMurmur(display(), {"--size", "900x600", "--backend", "cpu", "--auto-reduce", "off", "--birds", "300",
                              "--threads", "1", "--script", recorded, "--snapshot", again});
    ASSERT_EQ(replay.exitCode, 0) << replay.err << replay.out;
    EXPECT_TRUE(readFile(first) == readFile(again)) << "the replay's flock differs from the session's";
}

}  // namespace
}  // namespace murmur::apptest
