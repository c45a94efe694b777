// The field watch off the frame: a handed-over flock comes back measured, at most once per
// refresh, and the size series runs, reports progress and can be cancelled.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "field_watch.hpp"
#include "murmur/model/initial_condition.hpp"
#include "thread_priority.hpp"

namespace murmur::ui {
namespace {

TEST(FieldWatch, MeasuresWhatIsHandedOverAndThrottles) {
    FieldWatch watch;
    SimParams p;
    p.birdCount = 500;
    p.startRadius = 6.0f;  // one linked ball
    const FlockState st = makeInitialFlock(p);
    FieldMeasures m;
    std::uint32_t step = 99;
    std::uint64_t version = 0;
    EXPECT_FALSE(watch.latest(m, step, version));  // nothing yet
    ASSERT_TRUE(watch.wants(100.0));
    watch.submit(st, p, 100.0);
    watch.waitIdle();
    ASSERT_TRUE(watch.latest(m, step, version));
    EXPECT_EQ(version, 1u);
    EXPECT_EQ(step, 0u);
    EXPECT_EQ(m.flockBirds, 500);
    EXPECT_EQ(m.clusterBirds, 500);
    EXPECT_LE(m.correlation.birds, kLiveCorrelationBirds);
    EXPECT_FALSE(watch.latest(m, step, version));  // nothing newer
    // Not again within the refresh interval; again after it.
    EXPECT_FALSE(watch.wants(100.0 + 0.5 * kFieldRefreshSeconds));
    EXPECT_TRUE(watch.wants(100.0 + kFieldRefreshSeconds));
}

TEST(FieldWatch, TheSizeSeriesFinishesOrIsCancelled) {
    FieldWatch watch;
    FieldRunOptions o;
    o.steps = 40;
    o.window = 10;
    watch.startSeries(SimParams{}, {100, 200}, o);
    for (int i = 0; i < 600 && watch.seriesView().running; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    FieldWatch::SeriesView v = watch.seriesView();
    ASSERT_FALSE(v.running);
    ASSERT_TRUE(v.series);
    EXPECT_EQ(v.done, 2);
    EXPECT_EQ(v.series->points.size(), 2u);
    // A long one, cancelled at once: the finished series stays.
    o.steps = 100'000;
    watch.startSeries(SimParams{}, {1500}, o);
    watch.cancelSeries();
    v = watch.seriesView();
    EXPECT_FALSE(v.running);
    ASSERT_TRUE(v.series);
    EXPECT_EQ(v.series->points.size(), 2u);
}

TEST(ThreadPriority, LoweringRaisesTheNiceValue) {
    int before = 0, after = 0;
    std::thread t([&] {
        before = thisThreadsNice();
        lowerThisThreadsPriority(3);
        after = thisThreadsNice();
    });
    t.join();
    EXPECT_EQ(after, std::min(before + 3, 19));
}

}  // namespace
}  // namespace murmur::ui
