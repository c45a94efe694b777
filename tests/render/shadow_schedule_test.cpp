#include "shadow_schedule.hpp"

#include <gtest/gtest.h>

namespace murmur::render {
namespace {

ShadowStamp at(double time, std::size_t birds = 100) {
    return {time, birds, false, 100.0f};
}

TEST(ShadowSchedule, RedrawsEveryOtherFrameWhileTheFlockFlies) {
    ShadowSchedule s;
    EXPECT_TRUE(s.redraw(at(0.0)));  // the first frame has no map yet
    EXPECT_FALSE(s.redraw(at(1.0)));
    EXPECT_TRUE(s.redraw(at(2.0)));
    EXPECT_FALSE(s.redraw(at(2.4)));
    EXPECT_TRUE(s.redraw(at(2.8)));
}

TEST(ShadowSchedule, RedrawsAStillFrameAndAJump) {
    ShadowSchedule s;
    EXPECT_TRUE(s.redraw(at(5.0)));
    EXPECT_TRUE(s.redraw(at(5.0)));                                       // paused, or new birds at the same time
    EXPECT_TRUE(s.redraw(at(1.0)));                                       // back in time: a reset or a seek
    EXPECT_TRUE(s.redraw(at(1.0 + ShadowSchedule::kMaxLagSteps + 0.5)));  // fast forward
    EXPECT_FALSE(s.redraw(at(4.0)));
}

TEST(ShadowSchedule, RedrawsForAnotherFlockHawkOrArea) {
    ShadowSchedule s;
    EXPECT_TRUE(s.redraw(at(0.0)));
    EXPECT_TRUE(s.redraw(at(1.0, 99)));
    ShadowStamp hawk = at(2.0, 99);
    hawk.hawk = true;
    EXPECT_TRUE(s.redraw(hawk));
    ShadowStamp wider = hawk;
    wider.time = 3.0;
    wider.halfSize = 200.0f;
    EXPECT_TRUE(s.redraw(wider));
    wider.time = 4.0;
    EXPECT_FALSE(s.redraw(wider));
}

}  // namespace
}  // namespace murmur::render
