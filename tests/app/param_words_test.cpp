// param_words_test.cpp - every setting reaches the window program by its settings-file key:
// `murmur --set KEY=VALUE` and a script's `set KEY VALUE`, the short flags as the table's
// aliases, and a bad key or value refused with one line naming it and its range.
#include "app_options.hpp"
#include "parse_args.hpp"
#include "script.hpp"

#include <string>

#include <gtest/gtest.h>

namespace murmur::app {
namespace {

using testing::exitCode;
using testing::parse;

TEST(ParamWords, EverySettingIsSettableWithSet) {
    auto r = parse({"--set", "fleeRange=8.5", "--set", "skyRadii=80,40,80", "--set", "hawkStrategy=stoop"});
    ASSERT_TRUE(std::holds_alternative<AppOptions>(r));
    const auto& o = std::get<AppOptions>(r);
    EXPECT_FLOAT_EQ(o.params.fleeRange, 8.5f);
    EXPECT_EQ(o.params.skyRadii, glm::vec3(80, 40, 80));
    EXPECT_EQ(o.params.hawkStrategy, HawkStrategy::Stoop);
}

TEST(ParamWords, AShortFlagIsTheSameAsItsKey) {
    auto a = parse({"--k", "5", "--scale-sky"});
    auto b = parse({"--set", "topologicalK=5", "--set", "scaleSkyWithBirds=true"});
    ASSERT_TRUE(std::holds_alternative<AppOptions>(a));
    ASSERT_TRUE(std::holds_alternative<AppOptions>(b));
    EXPECT_EQ(std::get<AppOptions>(a).params, std::get<AppOptions>(b).params);
}

TEST(ParamWords, ABadKeyOrValueIsAUsageError) {
    EXPECT_EQ(exitCode({"--set", "topologicalK=65"}), 2);
    EXPECT_EQ(exitCode({"--set", "fearDecay=nan"}), 2);
    EXPECT_EQ(exitCode({"--set", "wings=2"}), 2);
    EXPECT_EQ(exitCode({"--set", "jitter"}), 2);
}

TEST(ParamWords, AScriptSetsAnySettingByItsKey) {
    auto ok = parseScript("set topologicalK 9\nset fleeRange 8\nset k 4\nset hawkStrategy nearest\n", "t.txt");
    ASSERT_TRUE(std::holds_alternative<Script>(ok)) << std::get<std::string>(ok);
    auto bad = parseScript("set topologicalK 99\n", "t.txt");
    ASSERT_TRUE(std::holds_alternative<std::string>(bad));
    EXPECT_NE(std::get<std::string>(bad).find("'topologicalK': expected a whole number in [1, 64], got '99'"),
              std::string::npos)
        << std::get<std::string>(bad);
}

}  // namespace
}  // namespace murmur::app
