#include "script.hpp"

#include <gtest/gtest.h>

#include "scene_script.hpp"

namespace murmur::app {
namespace {

using Words = std::vector<std::string>;

Script parseOk(const std::string& text) {
    auto r = parseWithScenes(text, "t.txt");
    if (auto* why = std::get_if<std::string>(&r)) ADD_FAILURE() << *why;
    return std::get<Script>(std::move(r));
}

std::string parseError(const std::string& text) {
    auto r = parseWithScenes(text, "t.txt");
    if (std::holds_alternative<Script>(r)) {
        ADD_FAILURE() << "expected an error for: " << text;
        return {};
    }
    return std::get<std::string>(r);
}

TEST(Script, ParsesEveryCommand) {
    const Script s = parseOk(
        "# a comment\n"
        "wait 10\n"
        "\n"
        "hawk   # trailing comment\n"
        "orbit 30 -5.5\n"
        "zoom 0.8\n"
        "set birds 900\n"
        "set neighbours metric\n"
        "set speed 2\n"
        "autorotate off\n"
        "pause on\n"
        "step\n"
        "reset\n"
        "resize 1 1\n"
        "iconify\n"
        "restore\n"
        "minimised 5\n"
        "until no-hawk 400\n"
        "screenshot out.png\n"
        "print stats\n"
        "quit\n");
    ASSERT_EQ(s.actions.size(), 19u);
    EXPECT_EQ(s.actions[0].command, ScriptCommand::Wait);
    EXPECT_EQ(s.actions[0].frames, 10);
    EXPECT_EQ(s.actions[0].line, 2);
    EXPECT_EQ(s.actions[1].command, ScriptCommand::SceneWord);
    EXPECT_EQ(s.actions[1].words, Words{"hawk"});
    EXPECT_EQ(s.actions[1].line, 4);
    EXPECT_EQ(s.actions[2].words, (Words{"orbit", "30", "-5.5"}));
    EXPECT_EQ(s.actions[3].words, (Words{"zoom", "0.8"}));
    EXPECT_EQ(s.actions[4].name, "birds");
    EXPECT_EQ(s.actions[4].text, "900");
    EXPECT_EQ(s.actions[7].words, (Words{"autorotate", "off"}));
    EXPECT_TRUE(s.actions[8].on);
    EXPECT_EQ(s.actions[11].command, ScriptCommand::Resize);
    EXPECT_EQ(s.actions[14].frames, 5);
    EXPECT_EQ(s.actions[15].condition, "no-hawk");
    EXPECT_EQ(s.actions[15].frames, 400);
    EXPECT_EQ(s.actions[16].text, "out.png");
    EXPECT_EQ(s.actions[17].name, "stats");
    EXPECT_EQ(s.actions[18].command, ScriptCommand::Quit);
}

TEST(Script, SceneCommands) {
    const Script s =
        parseOk("scene reef\npointer 0.5 0.25\nclick\nset fish 300\nset separation off\npointer off\nprint scene\n");
    ASSERT_EQ(s.actions.size(), 7u);
    EXPECT_EQ(s.actions[0].name, "reef");
    EXPECT_TRUE(s.actions[1].on);
    EXPECT_FLOAT_EQ(s.actions[1].b, 0.25f);
    EXPECT_EQ(s.actions[2].command, ScriptCommand::Click);
    EXPECT_EQ(s.actions[4].text, "off");  // a scene's value: checked when it runs
    EXPECT_FALSE(s.actions[5].on);
    EXPECT_NE(parseError("scene ocean").find("unknown scene"), std::string::npos);
    EXPECT_NE(parseError("pointer 2 0").find("[0, 1]"), std::string::npos);
    EXPECT_NE(parseError("pointer 0.5").find("pointer"), std::string::npos);
}

TEST(Script, SelectTakesABirdNumberAndPrintTheSelection) {
    const Script s = parseOk("select 0\nselect 1499\nprint selection\n");
    ASSERT_EQ(s.actions.size(), 3u);
    EXPECT_EQ(s.actions[0].command, ScriptCommand::SceneWord);
    EXPECT_EQ(s.actions[1].words, (Words{"select", "1499"}));
    EXPECT_EQ(s.actions[2].name, "selection");
    EXPECT_NE(parseError("select -1").find("'select' needs a bird number"), std::string::npos);
    EXPECT_NE(parseError("select bird").find("'select' needs a bird number"), std::string::npos);
    EXPECT_NE(parseError("select 99999999999").find("'select' needs a bird number"), std::string::npos);
    EXPECT_NE(parseError("select").find("'select' takes 1 argument"), std::string::npos);
    EXPECT_TRUE(s.actions[0].replays) << "what the replay shows, like the camera's orbit";
}

TEST(Script, SeekTakesAStepAndPrintTheTimeline) {
    const Script s = parseOk("seek 0\nseek 2147483647\nprint timeline\n");
    ASSERT_EQ(s.actions.size(), 3u);
    EXPECT_EQ(s.actions[0].command, ScriptCommand::SceneWord);
    EXPECT_EQ(s.actions[1].words, (Words{"seek", "2147483647"}));
    EXPECT_EQ(s.actions[2].name, "timeline");
    EXPECT_EQ(parseError("wait 1\nseek -1"), "t.txt:2: 'seek' needs a step (a whole number >= 0), got '-1'");
    EXPECT_NE(parseError("seek 1.5").find("'seek' needs a step"), std::string::npos);
    EXPECT_NE(parseError("seek 2147483648").find("'seek' needs a step"), std::string::npos);
    EXPECT_NE(parseError("seek").find("'seek' takes 1 argument"), std::string::npos);
    EXPECT_TRUE(s.actions[0].replays) << "a seek changes the flock: the recording keeps it";
}

TEST(Script, BadLinesNameTheFileAndLine) {
    EXPECT_EQ(parseError("wait 1\nfly away\n"), "t.txt:2: unknown command 'fly'");
    EXPECT_NE(parseError("wait -3").find("t.txt:1:"), std::string::npos);
    EXPECT_NE(parseError("wait\n").find("takes 1 argument"), std::string::npos);
    EXPECT_NE(parseError("\n\nzoom nan").find("t.txt:3:"), std::string::npos);
    EXPECT_NE(parseError("zoom 0").find("zoom"), std::string::npos);
    EXPECT_NE(parseError("orbit 1 inf").find("finite"), std::string::npos);
    EXPECT_NE(parseError("set wings 2").find("t.txt:1:"), std::string::npos);
    EXPECT_NE(parseError("set cohesion nan").find("finite"), std::string::npos);
    EXPECT_NE(parseError("set birds -4").find("t.txt:1:"), std::string::npos);
    EXPECT_NE(parseError("set speed 99").find("speed"), std::string::npos);
    EXPECT_NE(parseError("autorotate maybe").find("on or off"), std::string::npos);
    EXPECT_NE(parseError("resize 0 10").find("resize"), std::string::npos);
    EXPECT_NE(parseError("until dawn 10").find("unknown condition"), std::string::npos);
    EXPECT_NE(parseError("print everything").find("print"), std::string::npos);
    EXPECT_NE(parseError("lang fr").find("'lang' takes en or ko, got 'fr'"), std::string::npos);
    EXPECT_NE(parseError("lang").find("'lang' takes 1 argument"), std::string::npos);
    EXPECT_NE(parseError("quit now").find("takes 0 arguments"), std::string::npos);
}

TEST(Script, EverySetValueIsCheckedWhenParsed) {
    // Accepted before only with a note when the line ran.
    EXPECT_NE(parseError("set seed 4294967296").find("t.txt:1:"), std::string::npos);
    EXPECT_NE(parseError("set birds 300000").find("fixed sky"), std::string::npos);
    EXPECT_NE(parseError("set fish 20001").find("t.txt:1:"), std::string::npos);
    EXPECT_NE(parseError("set count 20001").find("count"), std::string::npos);
    EXPECT_NE(parseError("set mode spin").find("emitter"), std::string::npos);
    EXPECT_NE(parseError("set cycle maybe").find("on or off"), std::string::npos);
    EXPECT_NE(parseError("set start-radius 0").find("start-radius"), std::string::npos);
    // Valid for the simulation or for a scene: both parse.
    for (const char* good : {"set seed 4294967295", "set seed 7", "set fish 20000", "set count 2.5", "set count 300",
                             "set mode seek", "set cohesion off", "set cohesion 0.5", "set start-radius 12"}) {
        const auto parsed = parseWithScenes(good, "t.txt");
        EXPECT_TRUE(std::holds_alternative<Script>(parsed)) << good << ": " << std::get<std::string>(parsed);
    }
}

TEST(Script, ControlCharactersAreRejectedWithTheirColumn) {
    EXPECT_EQ(parseError(std::string("wait 5\0\n", 8)), "t.txt:1: a control character (byte 0) at column 7");
    EXPECT_NE(parseError("wait 1\nzoom 2\x1b[1m\n").find("t.txt:2: a control character (byte 27)"), std::string::npos);
    EXPECT_NE(parseError("hawk\x7f").find("byte 127"), std::string::npos);
    // Tabs and Windows line ends are ordinary.
    EXPECT_TRUE(std::holds_alternative<Script>(parseWithScenes("wait\t3\r\nhawk\r\n", "t.txt")));
}

TEST(Script, LoadChecksTheSettingsFileWhenParsed) {
    EXPECT_NE(parseError("load /nonexistent/s.json").find("t.txt:1: cannot read settings file"), std::string::npos);
    EXPECT_NE(parseError("load").find("takes 1 argument"), std::string::npos);
}

TEST(Script, AnEndlessFileIsAnErrorNotAHang) {
    const auto r = loadScript("/dev/zero", scene_views::sceneGrammar());
    ASSERT_TRUE(std::holds_alternative<std::string>(r));
    EXPECT_NE(std::get<std::string>(r).find("larger than 16 MiB"), std::string::npos) << std::get<std::string>(r);
}

TEST(Script, MissingFileIsAnError) {
    auto r = loadScript("/nonexistent/dir/script.txt");
    ASSERT_TRUE(std::holds_alternative<std::string>(r));
    EXPECT_NE(std::get<std::string>(r).find("cannot read script"), std::string::npos);
}

// The actions' command words.
Words commands(const std::vector<ScriptAction>& actions) {
    Words out;
    for (const auto& a : actions)
        out.emplace_back(a.command == ScriptCommand::SceneWord ? a.words[0] : commandName(a.command));
    return out;
}

TEST(ScriptPlayer, WaitCountsFrames) {
    ScriptPlayer player(parseOk("hawk\nwait 3\nzoom 2\nwait 0\nreset\nquit\n"));
    auto never = [](const std::string&) { return false; };
    EXPECT_EQ(commands(player.advance(never)), Words{"hawk"});                     // frame 0
    EXPECT_TRUE(player.advance(never).empty());                                    // frame 1
    EXPECT_TRUE(player.advance(never).empty());                                    // frame 2
    EXPECT_EQ(commands(player.advance(never)), (Words{"zoom", "reset", "quit"}));  // frame 3
    EXPECT_TRUE(player.finished());
}

TEST(ScriptPlayer, AScreenshotEndsTheFrame) {
    ScriptPlayer player(parseOk("orbit 1 0\nscreenshot a.png\norbit 2 0\nquit\n"));
    auto never = [](const std::string&) { return false; };
    EXPECT_EQ(commands(player.advance(never)), (Words{"orbit", "screenshot"}));
    EXPECT_EQ(commands(player.advance(never)), (Words{"orbit", "quit"}));
}

TEST(ScriptPlayer, UntilSeesTheLinesBeforeIt) {
    ScriptPlayer player(parseOk("hawk\nuntil no-hawk 10\nquit\n"));
    bool hawk = false;
    auto holds = [&](const std::string& c) { return c == "no-hawk" && !hawk; };
    EXPECT_EQ(commands(player.advance(holds)), Words{"hawk"});  // not past the until yet
    hawk = true;                                                // what the hawk line did
    EXPECT_TRUE(player.advance(holds).empty());
    hawk = false;
    EXPECT_EQ(commands(player.advance(holds)), Words{"quit"});
}

TEST(ScriptPlayer, UntilWaitsForTheConditionOrFails) {
    ScriptPlayer player(parseOk("until hawk 5\nprint stats\nuntil reduced 2\nquit\n"));
    bool hawk = false;
    auto holds = [&](const std::string& c) { return c == "hawk" && hawk; };
    EXPECT_TRUE(player.advance(holds).empty());
    EXPECT_TRUE(player.advance(holds).empty());
    hawk = true;
    EXPECT_EQ(commands(player.advance(holds)), Words{"print"});
    EXPECT_TRUE(player.advance(holds).empty());  // first check of "until reduced 2"
    EXPECT_TRUE(player.advance(holds).empty());
    EXPECT_FALSE(player.failure());
    EXPECT_TRUE(player.advance(holds).empty());
    ASSERT_TRUE(player.failure());
    EXPECT_NE(player.failure()->find("t.txt:3:"), std::string::npos);
}

// The command table: every line a script can hold names its row's command, and the host
// receives exactly what the line said.
TEST(Script, EachCommandRunsItsOwnRow) {
    struct Recorder final : ScriptHost {
        std::vector<std::string> calls;
        void note(std::string s) { calls.push_back(std::move(s)); }
        void set(const std::string& n, const std::string& v, int line) override {
            note("set " + n + " " + v + " @" + std::to_string(line));
        }
        void sceneWord(const ScriptAction& a) override { note("scene " + a.words[0]); }
        void pause(bool on) override { note(on ? "pause on" : "pause off"); }
        void stepOnce() override { note("step"); }
        void reset() override { note("reset"); }
        void resize(int w, int h) override { note("resize " + std::to_string(w) + "x" + std::to_string(h)); }
        void iconify() override { note("iconify"); }
        void restore() override { note("restore"); }
        void minimise(int frames) override { note("minimise " + std::to_string(frames)); }
        void screenshot(const std::string& p) override { note("screenshot " + p); }
        void print(const std::string& what, int) override { note("print " + what); }
        void quit() override { note("quit"); }
        void showScene(const std::string& n) override { note("scene " + n); }
        void pointer(bool on, float x, float) override {
            note(on ? "pointer " + std::to_string(int(x * 10)) : "pointer off");
        }
        void click() override { note("click"); }
        void saveScreenshot() override { note("savescreenshot"); }
        void record(bool start, const std::string& f) override { note(start ? "record " + f : "record stop"); }
        void key(int k) override { note("key " + std::to_string(k)); }
        void language(const std::string& code) override { note("lang " + code); }
    };
    const Script s = parseOk(
        "wait 1\nuntil hawk 3\nhawk\norbit 1 2\nzoom 2\nautorotate on\nexperiments show\nset birds 9\n"
        "pause on\nstep\nreset\nresize 3 4\niconify\nrestore\nminimised 2\nscreenshot a.png\nprint scene\n"
        "scene reef\npointer 0.5 0.5\npointer off\nclick\nsavescreenshot\nrecord start v.mp4\nrecord stop\nkey space\n"
        "select 3\nlang ko\nprint lang\nquit\n");
    Recorder host;
    for (const ScriptAction& a : s.actions) runScriptAction(host, a);
    const std::vector<std::string> expected{"scene hawk",
                                            "scene orbit",
                                            "scene zoom",
                                            "scene autorotate",
                                            "scene experiments",
                                            "set birds 9 @8",
                                            "pause on",
                                            "step",
                                            "reset",
                                            "resize 3x4",
                                            "iconify",
                                            "restore",
                                            "minimise 2",
                                            "screenshot a.png",
                                            "print scene",
                                            "scene reef",
                                            "pointer 5",
                                            "pointer off",
                                            "click",
                                            "savescreenshot",
                                            "record v.mp4",
                                            "record stop",
                                            "key 32",
                                            "scene select",
                                            "lang ko",
                                            "print lang",
                                            "quit"};
    EXPECT_EQ(host.calls, expected);
    EXPECT_EQ(commandName(ScriptCommand::SaveScreenshot), "savescreenshot");
    EXPECT_NE(parseError("key q").find("'key' takes one of space, period"), std::string::npos);
    EXPECT_NE(parseError("key").find("'key' takes 1 argument"), std::string::npos);
}

}  // namespace
}  // namespace murmur::app

namespace murmur::app {
namespace {

TEST(Script, HawkFliesAndSteersWithCheckedNumbers) {
    const Script s =
        parseOk("hawk\nhawk fly on\nhawk steer -1 0.25 1\nhawk steer 0 0 0\nhawk fly off\nuntil flying 5\n");
    ASSERT_EQ(s.actions.size(), 6u);
    EXPECT_EQ(s.actions[2].words, (Words{"hawk", "steer", "-1", "0.25", "1"}));
    EXPECT_TRUE(s.actions[2].replays) << "the hands change the flock: the recording keeps them";
    EXPECT_NE(parseError("hawk fly").find("'hawk fly' takes on or off"), std::string::npos);
    EXPECT_NE(parseError("hawk steer 1.5 0 0").find("'hawk steer' takes TURN CLIMB STOOP"), std::string::npos);
    EXPECT_NE(parseError("hawk steer nan 0 0").find("'hawk steer' takes TURN CLIMB STOOP"), std::string::npos);
    EXPECT_NE(parseError("hawk steer 0 0 2").find("'hawk steer' takes TURN CLIMB STOOP"), std::string::npos);
    EXPECT_NE(parseError("hawk steer 0 0").find("'hawk steer' takes TURN CLIMB STOOP"), std::string::npos);
    EXPECT_NE(parseError("hawk dive").find("'hawk' takes nothing, fly on|off or steer"), std::string::npos);
}

}  // namespace
}  // namespace murmur::app
