// --record-script, end to end: a session (driven here by a script, with parameter changes,
// a hawk, a resize, a bird-count change, a timeline seek back before it and keys) written as a script; replaying it
// gives the same flock, byte for byte.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

class Replay : public WindowTest {};

TEST_F(Replay, AReplayedSessionEndsInTheSameFlock) {
    const std::string recorded = tempPath("session.script"), first = tempPath("first.csv"),
                      again = tempPath("again.csv");
    const std::string session = writeScript(
        "session.script",
        "wait 20\nset cohesion 0.5\nwait 10\nhawk\nwait 30\nresize 800 500\nwait 10\nset birds 900\nwait 25\n"
        "seek 50\nkey space\nwait 5\nkey period\nwait 3\nkey space\nkey plus\nwait 20\nset k 12\nkey h\nwait "
        "40\nquit\n");
    const std::vector<std::string> common = {"--size",       "900x600", "--backend", "cpu", "--auto-reduce", "off",
                                             "--autorotate", "off",     "--birds",   "700", "--threads",     "2"};
    std::vector<std::string> a = common;
    a.insert(a.end(), {"--script", session, "--record-script", recorded, "--snapshot", first});
    const RunResult r = runMurmur(display(), a);
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    const std::string script = readFile(recorded);
    ASSERT_FALSE(script.empty());
    EXPECT_NE(script.find("settings {\"model\":\"seed\",\"birdCount\":700"), std::string::npos) << script;
    EXPECT_NE(script.find("set cohesion 0.5"), std::string::npos) << script;
    EXPECT_NE(script.find("\nhawk\n"), std::string::npos) << script;
    EXPECT_NE(script.find("pause on"), std::string::npos) << script;  // the key, as what it did
    EXPECT_NE(script.find("\nstep\n"), std::string::npos) << script;
    EXPECT_NE(script.find("set speed 1.25"), std::string::npos) << script;
    EXPECT_NE(script.find("\nseek 50\n"), std::string::npos) << script;  // back before the bird count
    EXPECT_EQ(script.substr(script.size() - 5), "quit\n");

    // The replay starts from other flags on purpose: the recording carries its own settings.
    std::vector<std::string> b = {"--size",   "900x600", "--backend",  "cpu", "--auto-reduce", "off",
                                  "--birds",  "300",     "--seed",     "9",   "--threads",     "1",
                                  "--script", recorded,  "--snapshot", again};
    const RunResult replay = runMurmur(display(), b);
    ASSERT_EQ(replay.exitCode, 0) << replay.err << replay.out;
    const std::string x = readFile(first), y = readFile(again);
    ASSERT_GT(x.size(), 900u * 20u);
    EXPECT_TRUE(x == y) << "the replay's flock differs from the session's";
    // And a different session does differ (the comparison can fail).
    std::vector<std::string> c = common;
    const std::string other = tempPath("other.csv");
    const std::string shortSession = writeScript("short.script", "wait 20\nset cohesion 0.5\nwait 10\nquit\n");
    c.insert(c.end(), {"--script", shortSession, "--snapshot", other});
    ASSERT_EQ(runMurmur(display(), c).exitCode, 0);
    EXPECT_FALSE(readFile(other) == x);
}

}  // namespace
}  // namespace murmur::apptest
