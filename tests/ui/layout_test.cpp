#include "layout.hpp"

#include <gtest/gtest.h>

namespace murmur::ui {
namespace {

TEST(Layout, PanelLeftChartsBottomViewTheRest) {
    const Layout l = computeLayout(1280, 800, 1.0f);
    EXPECT_FLOAT_EQ(l.panel.width, 320.0f);
    EXPECT_FLOAT_EQ(l.panel.height, 800.0f);
    EXPECT_FLOAT_EQ(l.view.x, 320.0f);
    EXPECT_FLOAT_EQ(l.view.width, 960.0f);
    EXPECT_FLOAT_EQ(l.charts.y, l.view.height);
    EXPECT_FLOAT_EQ(l.charts.height + l.view.height, 800.0f);
}

TEST(Layout, WithoutThePanelTheViewTakesTheWholeWidth) {
    const Layout l = computeLayout(1280, 800, 1.0f, false);
    EXPECT_FLOAT_EQ(l.panel.width, 0.0f);
    EXPECT_TRUE(l.panel.empty());
    EXPECT_FLOAT_EQ(l.view.x, 0.0f);
    EXPECT_FLOAT_EQ(l.view.width, 1280.0f);
    EXPECT_FLOAT_EQ(l.charts.width, 1280.0f);
}

TEST(Layout, AnySizeGivesNonNegativeRectangles) {
    for (const bool panel : {true, false})
        for (const float w : {0.0f, 1.0f, 700.0f, 16384.0f})
            for (const float h : {0.0f, 1.0f, 500.0f}) {
                const Layout l = computeLayout(w, h, 2.0f, panel);
                for (const Rect& r : {l.panel, l.charts, l.view}) {
                    EXPECT_GE(r.width, 0.0f);
                    EXPECT_GE(r.height, 0.0f);
                }
                EXPECT_FLOAT_EQ(l.panel.width + l.view.width, w);
            }
}

TEST(LayoutProbe, ANameIsNotedOnceWithItsLastRectangle) {
    LayoutProbe probe;
    probe.note("send-hawk", {1, 2, 3, 4});
    probe.note("legend", {5, 6, 7, 8});
    probe.note("send-hawk", {9, 9, 9, 9});
    ASSERT_EQ(probe.rects.size(), 2u);
    EXPECT_EQ(probe.rects[0].first, "send-hawk");
    EXPECT_FLOAT_EQ(probe.rects[0].second.x, 9.0f);
    probe.clear();
    EXPECT_TRUE(probe.rects.empty());
}

}  // namespace
}  // namespace murmur::ui
