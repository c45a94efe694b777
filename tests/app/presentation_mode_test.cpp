#include "presentation_mode.hpp"

#include <gtest/gtest.h>

namespace murmur::app {
namespace {

TEST(PresentationMode, AHawkEverySoOftenAndTheStartAgainWhenIdle) {
    PresentationMode p({10.0, 1.0});   // a hawk every 10 s, the start again after a minute
    EXPECT_FALSE(p.tick(100.0).hawk);  // off: nothing
    p.setOn(true, 0.0);
    EXPECT_FALSE(p.tick(9.9).hawk);
    EXPECT_TRUE(p.tick(10.0).hawk);
    EXPECT_FALSE(p.tick(15.0).hawk);
    EXPECT_TRUE(p.tick(20.0).hawk);
    p.input(30.0);  // someone touched it
    EXPECT_FALSE(p.tick(89.0).restart);
    const auto due = p.tick(90.0);
    EXPECT_TRUE(due.restart);
    EXPECT_FALSE(p.tick(100.0).restart);  // its timer starts over
    p.setOn(false, 200.0);
    EXPECT_FALSE(p.tick(1000.0).hawk);
    EXPECT_FALSE(p.tick(1000.0).restart);
}

}  // namespace
}  // namespace murmur::app
