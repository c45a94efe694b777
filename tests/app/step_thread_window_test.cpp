// The step thread (--step-thread, on by default): the CPU backend works out the next step
// while the frame draws. A script that changes everything while steps are under way (a hawk,
// a bird count, a resize, a seek, a scene switch and back, a reset, a slider, the quit) ends
// in the same flock, byte for byte, as with the thread off; the stats card and the bench line
// give the flock's own steps per second and the frames that waited.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

class StepThreadWindow : public WindowTest {};

std::vector<std::string> args(std::vector<std::string> more) {
    std::vector<std::string> a = {"--size", "900x600",      "--backend", "cpu",     "--auto-reduce",
                                  "off",    "--autorotate", "off",       "--birds", "3000"};
    a.insert(a.end(), more.begin(), more.end());
    return a;
}

constexpr const char* kEverythingMidStep =
    "set speed 2\nwait 10\nhawk\nwait 6\nset birds 4000\nwait 4\nresize 800 560\nwait 4\nseek 12\nwait 4\n"
    "scene reef\nwait 3\nscene murmuration\nwait 4\nset cohesion 0.5\nwait 5\nreset\nwait 8\nhawk\nwait 3\n"
    "print stats\nquit\n";

TEST_F(StepThreadWindow, EverythingMidStepEndsInThePlainRunsFlock) {
    const std::string on = tempPath("on.csv"), off = tempPath("off.csv");
    const std::string script = writeScript("mid-step.script", kEverythingMidStep);
    const RunResult a = runMurmur(display(), args({"--script", script, "--snapshot", on}));
    ASSERT_EQ(a.exitCode, 0) << a.err << a.out;
    const RunResult b = runMurmur(display(), args({"--script", script, "--snapshot", off, "--step-thread", "off"}));
    ASSERT_EQ(b.exitCode, 0) << b.err << b.out;
    auto statsOn = parseKeyValues(a.out, "stats"), statsOff = parseKeyValues(b.out, "stats");
    EXPECT_GT(std::stoi(statsOn["step"]), 10);  // stepped on after the reset
    EXPECT_EQ(statsOn["step"], statsOff["step"]);
    EXPECT_EQ(statsOn["birds"], "3000");  // the seek went back to before the count changed
    const std::string x = readFile(on), y = readFile(off);
    ASSERT_GT(x.size(), 3000u * 20u);
    EXPECT_TRUE(x == y) << "the step thread changed the flock";
    // The card says the flock's own pace with the thread, and nothing of it without.
    EXPECT_NE(a.out.find("/s, frames waited "), std::string::npos) << a.out;
    EXPECT_EQ(b.out.find("/s, frames waited "), std::string::npos) << b.out;
}

TEST_F(StepThreadWindow, TheBenchLineGivesTheFlocksOwnPaceAndTheFramesThatWaited) {
    for (const char* thread : {"on", "off"}) {
        const RunResult r = runMurmur(display(), args({"--bench-frames", "30", "--step-thread", thread}));
        ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
        auto bench = parseKeyValues(r.out, "bench");
        EXPECT_EQ(bench["step_thread"], thread) << r.out;
        ASSERT_TRUE(bench.count("steps_per_s") && bench.count("frame_waits")) << r.out;
        EXPECT_GT(std::stod(bench["steps_per_s"]), 0.0) << r.out;
        // Without the thread every frame that stepped waited for its step: at least the 30 measured.
        if (std::string(thread) == "off") {
            EXPECT_GE(std::stoi(bench["frame_waits"]), 30) << r.out;
        }
    }
}

}  // namespace
}  // namespace murmur::apptest
