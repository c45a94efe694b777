#include <gtest/gtest.h>

#include <regex>

#include "io/timestamp.hpp"

namespace murmur::report {
namespace {

TEST(Timestamp, NameHasPrefixSortableStampAndExtension) {
    const std::string name = timestampedName("murmur", ".png");
    EXPECT_TRUE(std::regex_match(name, std::regex(R"(murmur-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.png)"))) << name;
}

TEST(Timestamp, LaterSecondsGiveLaterNames) {
    const auto t = std::chrono::system_clock::now();
    const std::string a = timestampedName("shot", ".png", t);
    const std::string b = timestampedName("shot", ".png", t + std::chrono::seconds(1));
    const std::string c = timestampedName("shot", ".png", t + std::chrono::hours(24 * 40));
    EXPECT_NE(a, b);
    EXPECT_LT(a, b);
    EXPECT_LT(b, c);
    EXPECT_EQ(a, timestampedName("shot", ".png", t));
}

}  // namespace
}  // namespace murmur::report
