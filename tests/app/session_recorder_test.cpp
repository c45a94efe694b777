#include "session_recorder.hpp"

#include <gtest/gtest.h>

#include "scene_script.hpp"
#include "script.hpp"

namespace murmur::app {
namespace {

TEST(SessionRecorder, NotesBecomeWaitsAndLinesEndingWithQuit) {
    SessionRecorder r({"a header"});
    r.note(0, "settings {}");
    r.note(0, "reset");
    r.note(20, "hawk");
    r.note(20, "pause on");
    r.note(25, "step");
    r.note(24, "pause off");  // never back in time: kept at frame 25
    EXPECT_EQ(r.finish(40),
              "# a header\nsettings {}\nreset\nwait 20\nhawk\npause on\nwait 5\nstep\npause off\n"
              "wait 15\nquit\n");
    EXPECT_EQ(SessionRecorder({}).finish(0), "quit\n");
}

TEST(SessionRecorder, ItsScriptPlaysEachLineAtItsFrame) {
    SessionRecorder r({});
    r.note(3, "hawk");
    r.note(7, "reset");
    auto parsed = parseWithScenes(r.finish(9), "rec");
    ASSERT_TRUE(std::holds_alternative<Script>(parsed)) << std::get<std::string>(parsed);
    ScriptPlayer player(std::get<Script>(std::move(parsed)));
    auto never = [](const std::string&) { return false; };
    std::vector<std::pair<int, ScriptCommand>> ran;
    for (int frame = 0; frame < 12 && !player.finished(); ++frame)
        for (const ScriptAction& a : player.advance(never)) ran.emplace_back(frame, a.command);
    const std::vector<std::pair<int, ScriptCommand>> expected{
        {3, ScriptCommand::SceneWord}, {7, ScriptCommand::Reset}, {9, ScriptCommand::Quit}};
    EXPECT_EQ(ran, expected);
}

TEST(Script, SettingsLinesAreCheckedWhenParsed) {
    EXPECT_TRUE(std::holds_alternative<Script>(parseWithScenes("settings {\"birdCount\":900}\n", "t")));
    const auto bad = parseWithScenes("settings {\"birdCount\":-5}\n", "t");
    ASSERT_TRUE(std::holds_alternative<std::string>(bad));
    EXPECT_NE(std::get<std::string>(bad).find("birdCount"), std::string::npos);
}

}  // namespace
}  // namespace murmur::app
