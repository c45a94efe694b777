#include "auto_reducer.hpp"

#include <gtest/gtest.h>

namespace murmur::scene_views {
namespace {

// Feeds frames at a fixed rate for `seconds`; returns the reductions that happened.
std::vector<Reduction> run(AutoReducer& reducer, double& now, double fps, double seconds, int& birds) {
    std::vector<Reduction> out;
    const double end = now + seconds;
    while (now < end) {
        now += 1.0 / fps;
        if (auto r = reducer.onFrame(now, birds)) {
            birds = r->to;
            out.push_back(*r);
        }
    }
    return out;
}

TEST(AutoReducer, FastFramesNeverReduce) {
    AutoReducer reducer;
    double now = 0.0;
    int birds = 1500;
    EXPECT_TRUE(run(reducer, now, 30.0, 20.0, birds).empty());
    EXPECT_NEAR(reducer.fps(), 30.0, 0.5);
}

TEST(AutoReducer, SlowForThreeSecondsRemovesAQuarter) {
    AutoReducer reducer;
    double now = 0.0;
    int birds = 1500;
    EXPECT_TRUE(run(reducer, now, 15.0, 2.9, birds).empty());
    auto r = run(reducer, now, 15.0, 0.5, birds);
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0].from, 1500);
    EXPECT_EQ(r[0].to, 1125);
    EXPECT_NEAR(r[0].fps, 15.0, 0.5);
    // Still slow: another full period, another quarter.
    // (the first reduction came at most 0.5 s before now)
    EXPECT_TRUE(run(reducer, now, 15.0, 2.4, birds).empty());
    r = run(reducer, now, 15.0, 1.0, birds);
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0].to, 844);
    EXPECT_EQ(reducer.reductions(), 2);
}

TEST(AutoReducer, ShortSlowPatchesDoNotCount) {
    AutoReducer reducer;
    double now = 0.0;
    int birds = 1500;
    for (int i = 0; i < 6; ++i) {
        EXPECT_TRUE(run(reducer, now, 10.0, 2.0, birds).empty());
        EXPECT_TRUE(run(reducer, now, 60.0, 1.5, birds).empty());
    }
    EXPECT_EQ(birds, 1500);
}

TEST(AutoReducer, StopsAtTheFloorAndRestartForgetsTiming) {
    AutoReducerConfig config;
    config.minBirds = 1000;
    AutoReducer reducer(config);
    double now = 0.0;
    int birds = 1200;
    run(reducer, now, 5.0, 30.0, birds);
    EXPECT_EQ(birds, 1000);
    EXPECT_EQ(reducer.reductions(), 1);

    AutoReducer other;
    now = 0.0;
    birds = 1500;
    run(other, now, 10.0, 2.5, birds);
    other.restart();  // e.g. the window was minimised: the slow time so far is forgotten
    EXPECT_TRUE(run(other, now, 10.0, 2.5, birds).empty());
    EXPECT_EQ(birds, 1500);
}

}  // namespace
}  // namespace murmur::scene_views
