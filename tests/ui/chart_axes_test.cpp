#include "chart_axes.hpp"

#include <cmath>

#include <gtest/gtest.h>

namespace murmur::ui {
namespace {

TEST(ChartAxes, TicksAreNiceAndInsideTheRange) {
    using V = std::vector<double>;
    EXPECT_EQ(niceTicks(0, 100, 6), (V{0, 20, 40, 60, 80, 100}));
    EXPECT_EQ(niceTicks(0, 100, 5), (V{0, 50, 100}));
    EXPECT_EQ(niceTicks(0, 100, 11), (V{0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100}));
    EXPECT_EQ(niceTicks(-25, 100, 5), (V{0, 50, 100}));
    EXPECT_EQ(niceTicks(1234, 1890, 4), (V{1400, 1600, 1800}));
    EXPECT_EQ(niceTicks(0, 4, 10, 1.0), (V{0, 1, 2, 3, 4}));  // whole clusters
    EXPECT_EQ(niceTicks(0, 3, 10, 1.0), (V{0, 1, 2, 3}));
    for (const auto& [lo, hi] : {std::pair{0.0, 300.0}, {17.0, 100017.0}, {-3.5, 2.25}}) {
        const auto t = niceTicks(lo, hi, 6);
        ASSERT_FALSE(t.empty());
        EXPECT_LE(t.size(), 6u);
        for (double v : t) {
            EXPECT_GE(v, lo);
            EXPECT_LE(v, hi);
        }
    }
    EXPECT_TRUE(niceTicks(5, 5, 4).empty());
    EXPECT_TRUE(niceTicks(0, std::nan(""), 4).empty());
}

TEST(ChartAxes, TheHoverPicksTheNearestSample) {
    const std::vector<MetricsSample> s{{10, 1, 1, 1}, {20, 2, 2, 1}, {30, 3, 3, 1}};
    EXPECT_EQ(nearestSample(s, 0), 0u);
    EXPECT_EQ(nearestSample(s, 14), 0u);
    EXPECT_EQ(nearestSample(s, 16), 1u);
    EXPECT_EQ(nearestSample(s, 30), 2u);
    EXPECT_EQ(nearestSample(s, 1e9), 2u);
    EXPECT_EQ(nearestSample({}, 5), std::nullopt);
}

TEST(ChartAxes, LegendEntriesWrapInsteadOfOverlapping) {
    const float widths[] = {90, 70, 45, 80};
    EXPECT_EQ(legendRows(widths, 400), (std::vector<int>{0, 0, 0, 0}));
    EXPECT_EQ(legendRows(widths, 200), (std::vector<int>{0, 0, 1, 1}));
    EXPECT_EQ(legendRows(widths, 60), (std::vector<int>{0, 1, 2, 3}));  // each on its own
}

}  // namespace
}  // namespace murmur::ui
