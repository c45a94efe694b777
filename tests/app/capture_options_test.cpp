// The command line and script lines of the captures and the Experiments section.
#include <initializer_list>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "app_options.hpp"
#include "parse_args.hpp"
#include "scene_script.hpp"
#include "script.hpp"

namespace murmur::app {
namespace {

using testing::exitCode;
using testing::parse;

TEST(CaptureOptions, DefaultsAndValues) {
    auto d = parse({});
    ASSERT_TRUE(std::holds_alternative<AppOptions>(d));
    const auto& o = std::get<AppOptions>(d);
    EXPECT_FALSE(o.snapshot);
    EXPECT_EQ(o.captureDir, ".");
    EXPECT_TRUE(o.experimentsAuto);
    EXPECT_EQ(o.experimentSeeds, 4);
    EXPECT_EQ(o.experimentBirds, 0);

    auto r = parse({"--snapshot", "birds.csv", "--capture-dir", "/tmp/caps", "--experiments", "manual",
                    "--experiment-seeds", "2", "--experiment-birds", "80"});
    ASSERT_TRUE(std::holds_alternative<AppOptions>(r));
    const auto& s = std::get<AppOptions>(r);
    EXPECT_EQ(s.snapshot, std::optional<std::string>("birds.csv"));
    EXPECT_EQ(s.captureDir, "/tmp/caps");
    EXPECT_FALSE(s.experimentsAuto);
    EXPECT_EQ(s.experimentSeeds, 2);
    EXPECT_EQ(s.experimentBirds, 80);
}

TEST(CaptureOptions, BadValuesAreUsageErrors) {
    EXPECT_EQ(exitCode({"--experiments", "sometimes"}), 2);
    EXPECT_EQ(exitCode({"--experiment-seeds", "0"}), 2);
    EXPECT_EQ(exitCode({"--experiment-seeds", "65"}), 2);
    EXPECT_EQ(exitCode({"--experiment-birds", "-1"}), 2);
    EXPECT_EQ(exitCode({"--capture-dir", ""}), 2);
    EXPECT_EQ(exitCode({"--snapshot"}), 2);
}

TEST(CaptureScript, ParsesTheNewCommands) {
    auto parsed = parseWithScenes(
        "savescreenshot\nrecord start out.mp4\nrecord start\nrecord stop\n"
        "experiments compute\nexperiments cancel\nexperiments show\n"
        "until experiments-ready 10\nuntil experiments-stopped 5\n"
        "print experiments\nprint capture\n",
        "t.script");
    ASSERT_TRUE(std::holds_alternative<Script>(parsed)) << std::get<std::string>(parsed);
    const auto& a = std::get<Script>(parsed).actions;
    ASSERT_EQ(a.size(), 11u);
    EXPECT_EQ(a[0].command, ScriptCommand::SaveScreenshot);
    EXPECT_EQ(a[1].command, ScriptCommand::Record);
    EXPECT_TRUE(a[1].on);
    EXPECT_EQ(a[1].text, "out.mp4");
    EXPECT_TRUE(a[2].on);
    EXPECT_EQ(a[2].text, "");
    EXPECT_FALSE(a[3].on);
    EXPECT_EQ(a[4].command, ScriptCommand::SceneWord);
    EXPECT_EQ(a[4].words, (std::vector<std::string>{"experiments", "compute"}));
    EXPECT_EQ(a[5].words[1], "cancel");
    EXPECT_EQ(a[6].words[1], "show");
    EXPECT_EQ(a[7].condition, "experiments-ready");
    EXPECT_EQ(a[7].frames, 10);
    EXPECT_EQ(a[8].condition, "experiments-stopped");
    EXPECT_EQ(a[9].name, "experiments");
    EXPECT_EQ(a[10].name, "capture");
}

TEST(CaptureScript, BadLinesNameTheLine) {
    for (const char* bad : {"record", "record pause", "record stop now", "record start a b", "savescreenshot x",
                            "experiments", "experiments run", "until experiments 5", "print captures"}) {
        auto parsed = parseWithScenes(std::string("wait 1\n") + bad + "\n", "bad.script");
        ASSERT_TRUE(std::holds_alternative<std::string>(parsed)) << bad;
        EXPECT_EQ(std::get<std::string>(parsed).rfind("bad.script:2: ", 0), 0u) << std::get<std::string>(parsed);
    }
}

TEST(CaptureScript, SaveScreenshotEndsTheFrameLikeScreenshot) {
    auto parsed = parseWithScenes("savescreenshot\nhawk\n", "t.script");
    ASSERT_TRUE(std::holds_alternative<Script>(parsed));
    ScriptPlayer player(std::get<Script>(parsed));
    auto never = [](const std::string&) { return false; };
    const auto first = player.advance(never);
    ASSERT_EQ(first.size(), 1u);
    EXPECT_EQ(first[0].command, ScriptCommand::SaveScreenshot);
    const auto second = player.advance(never);
    ASSERT_EQ(second.size(), 1u);
    EXPECT_EQ(second[0].words, std::vector<std::string>{"hawk"});
}

}  // namespace
}  // namespace murmur::app
