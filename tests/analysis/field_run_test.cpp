// The measuring protocol: window averages, repeatable runs, and the size series.
#include <gtest/gtest.h>

#include <atomic>
#include <vector>

#include "murmur/analysis/field_run.hpp"

namespace murmur {
namespace {

TEST(FieldAverage, MeansOnlyTheSamplesThatHaveAValue) {
    FieldAverage avg;
    FieldMeasures m;
    m.flockBirds = 10;
    m.partners.mean = 6.0f;
    avg.add(m);
    m.partners.mean = 8.0f;
    m.correlation.hasZero = true;
    m.correlation.xi = 3.0f;
    avg.add(m);
    EXPECT_EQ(avg.samples(), 2);
    EXPECT_FLOAT_EQ(*avg.mean(FieldQuantity::Partners), 7.0f);
    EXPECT_FLOAT_EQ(*avg.mean(FieldQuantity::CorrelationLength), 3.0f);  // one sample had it
    EXPECT_FALSE(avg.mean(FieldQuantity::WidthRatio).has_value());       // no cluster in either
}

TEST(FieldRun, SamplesTheWindowAndRepeats) {
    SimParams p;
    p.birdCount = 300;
    FieldRunOptions o;
    o.steps = 50;
    o.window = 30;
    o.every = 10;
    long long lastDone = -1;
    const FieldRunResult a = runFieldMeasure(p, o, {}, [&](long long done, long long) { lastDone = done; });
    const FieldRunResult b = runFieldMeasure(p, o);
    EXPECT_EQ(a.average.samples(), 4);  // steps 50, 60, 70, 80
    EXPECT_EQ(lastDone, 80);
    EXPECT_EQ(*a.average.mean(FieldQuantity::NndMean), *b.average.mean(FieldQuantity::NndMean));
    EXPECT_FALSE(a.cancelled);
    std::atomic<bool> stop{true};
    EXPECT_TRUE(runFieldMeasure(p, o, {}, {}, &stop).cancelled);
}

TEST(FieldRun, TheSizeSeriesGrowsLAtConstantDensity) {
    FieldRunOptions o;
    o.steps = 150;
    o.window = 20;
    const std::vector<int> sizes{200, 1600};
    int done = 0;
    const SizeSeries s = runSizeSeries(SimParams{}, sizes, o, {}, [&](int d, int) { done = d; });
    ASSERT_EQ(s.points.size(), 2u);
    EXPECT_EQ(done, 2);
    EXPECT_EQ(s.points[1].birds, 1600);
    // Eight times the birds at the same density: about twice the span.
    EXPECT_GT(s.points[1].linearSize, 1.4f * s.points[0].linearSize);
}

}  // namespace
}  // namespace murmur
