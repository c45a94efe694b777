#include "metrics_history.hpp"
#include "stats_card.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace murmur::ui {
namespace {

TEST(MetricsHistory, RecordsInOrderAndReplacesARepeatedStep) {
    MetricsHistory h;
    h.record({0, 45.0f, 30.0f, 2});
    h.record({1, 50.0f, 31.0f, -1});
    h.record({1, 51.0f, 31.0f, 3});
    h.record({0, 99.0f, 99.0f, 9});  // backwards: ignored
    ASSERT_EQ(h.samples().size(), 2u);
    EXPECT_FLOAT_EQ(h.samples()[1].polarization, 51.0f);
    EXPECT_EQ(h.samples()[1].clusters, 3);
    EXPECT_EQ(h.lastStep(), 1u);
}

TEST(MetricsHistory, StaysBoundedAndReachesNow) {
    MetricsHistory h;
    const std::uint32_t steps = 5 * MetricsHistory::kMaxSamples + 3;
    for (std::uint32_t s = 0; s <= steps; ++s) h.record({s, float(s % 100), 0.0f, -1});
    EXPECT_LE(h.samples().size(), MetricsHistory::kMaxSamples + 1);
    EXPECT_GT(h.samples().size(), MetricsHistory::kMaxSamples / 4);
    EXPECT_EQ(h.firstStep(), 0u);
    EXPECT_EQ(h.lastStep(), steps);
    for (std::size_t i = 1; i < h.samples().size(); ++i) EXPECT_LT(h.samples()[i - 1].step, h.samples()[i].step);
}

TEST(MetricsHistory, HawkSpansAndRegroups) {
    MetricsHistory h;
    h.hawkLeft(3);  // nothing flying: ignored
    h.hawkSent(10);
    h.hawkSent(12);  // already flying: ignored
    ASSERT_EQ(h.hawks().size(), 1u);
    EXPECT_FALSE(h.hawks()[0].left);
    h.hawkLeft(150);
    EXPECT_EQ(*h.hawks()[0].left, 150u);
    h.regrouped(170);
    h.regrouped(170);
    EXPECT_EQ(h.regroups().size(), 1u);
    h.clear();
    EXPECT_TRUE(h.hawks().empty() && h.regroups().empty() && h.empty());
}

TEST(MetricsHistory, TruncatedBackToAStepAsASeekLeavesIt) {
    MetricsHistory h;
    for (std::uint32_t s = 0; s <= 400; ++s) h.record({s, 50.0f, 20.0f, -1});
    h.hawkSent(100);
    h.hawkLeft(200);
    h.regrouped(260);
    h.hawkSent(300);
    MetricsHistory atSent = h;
    atSent.truncateAfter(300);  // arriving at 300, before the hawk of 300 is sent
    EXPECT_EQ(atSent.hawks().size(), 1u);
    h.truncateAfter(150);
    EXPECT_EQ(h.lastStep(), 150u);
    ASSERT_EQ(h.hawks().size(), 1u);  // the one of 300 was never sent at 150
    EXPECT_FALSE(h.hawks()[0].left);  // and the one of 100 flies again
    EXPECT_TRUE(h.regroups().empty());
    h.record({151, 60.0f, 20.0f, 2});
    h.hawkLeft(190);
    EXPECT_EQ(h.lastStep(), 151u);
    EXPECT_EQ(*h.hawks()[0].left, 190u);
}

TEST(StatsCard, SaysWhenBirdsWereReduced) {
    StatsInput in;
    in.birds = 1125;
    in.fps = 16.4;
    in.polarization = 91.5f;
    in.clusters = 1;
    in.largestClusterPct = 98.0f;
    in.backend = "cpu";
    auto lines = statsLines(in);
    EXPECT_EQ(lines.front(), "Birds: 1125");
    for (const auto& l : lines) EXPECT_EQ(l.find("reduced"), std::string::npos);
    in.reduction = BirdReductionNote{1500, 1125, 16.4, 1};
    lines = statsLines(in);
    EXPECT_EQ(lines.back(), "Birds reduced 1500 -> 1125 (16 fps)");
    in.reduction->times = 2;
    EXPECT_EQ(reductionLine(in), "Birds reduced 1500 -> 1125 (16 fps, 2 times)");
    EXPECT_NE(lines[5].find("Clumping"), std::string::npos);
    EXPECT_NE(lines[6].find("Clusters: 1 (largest 98%)"), std::string::npos);
}

// One hawk in the sky, or several (SimParams::hawkCount), in both languages.
TEST(StatsCard, SaysHowManyHawksFly) {
    StatsInput in;
    in.backend = "cpu";
    auto has = [](const std::vector<std::string>& lines, const std::string& text) {
        return std::find(lines.begin(), lines.end(), text) != lines.end();
    };
    EXPECT_FALSE(has(statsLines(in), "Hawk: in the sky"));
    in.hawksInSky = 1;
    EXPECT_TRUE(has(statsLines(in), "Hawk: in the sky"));
    in.hawksInSky = 3;
    EXPECT_TRUE(has(statsLines(in), "Hawks: 3 in the sky"));
    EXPECT_TRUE(has(statsLines(in, Language::Korean), "매: 3마리 날고 있음"));
}

// A step spread over several frames says how far it has got; none says nothing.
TEST(StatsCard, AStepUnderWaySaysHowFarItIs) {
    StatsInput in;
    in.backend = "cpu";
    auto has = [](const std::vector<std::string>& lines, const std::string& text) {
        return std::find(lines.begin(), lines.end(), text) != lines.end();
    };
    EXPECT_FALSE(has(statsLines(in), "Step under way: 0% (longer than a frame)"));
    in.stepUnderWay = 0.4;
    EXPECT_TRUE(has(statsLines(in), "Step under way: 40% (longer than a frame)"));
}

// With the step thread the step line also gives the flock's own pace, in the card's height.
TEST(StatsCard, TheStepThreadsPaceIsOnTheStepLine) {
    StatsInput in;
    in.step = 812;
    const std::size_t height = statsLines(in).size();
    EXPECT_EQ(statsLines(in)[3], "Step: 812");
    in.stepThread = StepThreadNote{31.94, 2};
    EXPECT_EQ(statsLines(in)[3], "Step: 812 (31.9/s, frames waited 2)");
    EXPECT_EQ(statsLines(in).size(), height);
    EXPECT_EQ(statsLines(in, Language::Korean)[3], "단계: 812 (초당 31.9, 기다린 프레임 2)");
}

}  // namespace
}  // namespace murmur::ui
