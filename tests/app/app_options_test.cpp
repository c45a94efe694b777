#include "app_options.hpp"
#include "parse_args.hpp"

#include <cstdio>
#include <fstream>
#include <initializer_list>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace murmur::app {
namespace {

using testing::exitCode;
using testing::parse;

TEST(AppOptions, DefaultsAreTheModelDefaults) {
    auto r = parse({});
    ASSERT_TRUE(std::holds_alternative<AppOptions>(r));
    const auto& o = std::get<AppOptions>(r);
    EXPECT_EQ(o.params.birdCount, 1500);
    EXPECT_EQ(o.params.topologicalK, 7);
    EXPECT_TRUE(o.autoReduce);
    EXPECT_EQ(o.frames, 0);
    EXPECT_FALSE(o.screenshot);
}

TEST(AppOptions, AcceptsTheSimulationAndWindowFlags) {
    auto r = parse({"--birds",          "900", "--k",           "3",       "--neighbours", "metric", "--radius", "3.5",
                    "--cohesion",       "0",   "--alignment",   "0.5",     "--separation", "2",      "--seed",   "9",
                    "--backend",        "gpu", "--size",        "960x600", "--screenshot", "a.png",  "--frames", "30",
                    "--frame-delay-ms", "50",  "--auto-reduce", "off",     "--autorotate", "off"});
    ASSERT_TRUE(std::holds_alternative<AppOptions>(r));
    const auto& o = std::get<AppOptions>(r);
    EXPECT_EQ(o.params.birdCount, 900);
    EXPECT_EQ(o.params.topologicalK, 3);
    EXPECT_EQ(o.params.neighbourMode, NeighbourMode::Metric);
    EXPECT_FLOAT_EQ(o.params.metricRadius, 3.5f);
    EXPECT_FLOAT_EQ(o.params.cohesionWeight, 0.0f);
    EXPECT_FLOAT_EQ(o.params.alignmentWeight, 0.5f);
    EXPECT_FLOAT_EQ(o.params.separationWeight, 2.0f);
    EXPECT_EQ(o.params.seed, 9u);
    EXPECT_EQ(o.backend, BackendRequest::Gpu);
    EXPECT_EQ(o.width, 960);
    EXPECT_EQ(o.height, 600);
    EXPECT_EQ(*o.screenshot, "a.png");
    EXPECT_EQ(o.frames, 30);
    EXPECT_EQ(o.frameDelayMs, 50);
    EXPECT_FALSE(o.autoReduce);
    EXPECT_FALSE(o.autorotate);
}

TEST(AppOptions, LowPowerPresetIs700Birds) {
    auto r = parse({"--low-power"});
    ASSERT_TRUE(std::holds_alternative<AppOptions>(r));
    EXPECT_EQ(std::get<AppOptions>(r).params.birdCount, kLowPowerBirdCount);
}

TEST(AppOptions, LanguageIsEnglishUnlessAsked) {
    auto plain = parse({});
    ASSERT_TRUE(std::holds_alternative<AppOptions>(plain));
    EXPECT_EQ(std::get<AppOptions>(plain).language, ui::Language::English);
    auto korean = parse({"--lang", "ko"});
    ASSERT_TRUE(std::holds_alternative<AppOptions>(korean));
    EXPECT_EQ(std::get<AppOptions>(korean).language, ui::Language::Korean);
    ::testing::internal::CaptureStderr();
    EXPECT_EQ(exitCode({"--lang", "kr"}), 2);
    EXPECT_EQ(exitCode({"--lang", ""}), 2);
    EXPECT_NE(::testing::internal::GetCapturedStderr().find("--lang must be en or ko, got 'kr'"), std::string::npos);
    ::testing::internal::CaptureStdout();
    EXPECT_EQ(exitCode({"--help"}), 0);
    const std::string help = ::testing::internal::GetCapturedStdout();
    EXPECT_NE(help.find("--lang"), std::string::npos);
    EXPECT_NE(help.find("en|ko"), std::string::npos);
    EXPECT_EQ(help.find("--korean-font"), std::string::npos);  // a test's option, not listed
}

TEST(AppOptions, BadFlagsExitWithTwo) {
    ::testing::internal::CaptureStderr();
    EXPECT_EQ(exitCode({"--birds", "-1"}), 2);
    EXPECT_EQ(exitCode({"--cohesion", "nan"}), 2);
    EXPECT_EQ(exitCode({"--separation", "inf"}), 2);
    EXPECT_EQ(exitCode({"--neighbours", "some"}), 2);
    EXPECT_EQ(exitCode({"--backend", "tpu"}), 2);
    EXPECT_EQ(exitCode({"--size", "960"}), 2);
    EXPECT_EQ(exitCode({"--size", "0x600"}), 2);
    EXPECT_EQ(exitCode({"--size", "960x-1"}), 2);
    EXPECT_EQ(exitCode({"--screenshot", "a.png"}), 2);  // needs --frames
    EXPECT_EQ(exitCode({"--speed", "nan"}), 2);
    EXPECT_EQ(exitCode({"--frame-delay-ms", "-5"}), 2);
    EXPECT_EQ(exitCode({"--wings", "2"}), 2);
    EXPECT_EQ(exitCode({"--scene", "ocean"}), 2);
    EXPECT_EQ(exitCode({"--script", "/nonexistent/script.txt"}), 2);
    const std::string err = ::testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("murmur: error:"), std::string::npos);
}

TEST(AppOptions, BadScriptLineNamesTheLine) {
    const std::string path = ::testing::TempDir() + "bad_script.txt";
    {
        std::ofstream f(path);
        f << "wait 2\nhawk\nteleport 3\n";
    }
    ::testing::internal::CaptureStderr();
    EXPECT_EQ(exitCode({"--script", path.c_str()}), 2);
    const std::string err = ::testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find(path + ":3: unknown command 'teleport'"), std::string::npos) << err;
    std::remove(path.c_str());
}

TEST(AppOptions, SizeParsing) {
    EXPECT_EQ(parseSize("960x600"), (std::pair{960, 600}));
    EXPECT_EQ(parseSize("1x1"), (std::pair{1, 1}));
    EXPECT_FALSE(parseSize("x600"));
    EXPECT_FALSE(parseSize("960x"));
    EXPECT_FALSE(parseSize("96.0x600"));
    EXPECT_FALSE(parseSize("99999x600"));
}

}  // namespace
}  // namespace murmur::app
