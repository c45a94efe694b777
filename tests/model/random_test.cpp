// The counter-based random function: pure, well spread, exactly mapped to [0, 1).
#include <gtest/gtest.h>

#include <array>
#include <cmath>

#include "murmur/model/random.hpp"

namespace murmur {
namespace {

TEST(Random, IsAPureFunctionOfItsCounters) {
    EXPECT_EQ(hashCounter(1, 2, 3, 4), hashCounter(1, 2, 3, 4));
    EXPECT_NE(hashCounter(1, 2, 3, 4), hashCounter(2, 2, 3, 4));
    EXPECT_NE(hashCounter(1, 2, 3, 4), hashCounter(1, 3, 3, 4));
    EXPECT_NE(hashCounter(1, 2, 3, 4), hashCounter(1, 2, 4, 4));
    EXPECT_NE(hashCounter(1, 2, 3, 4), hashCounter(1, 2, 3, 5));
}

TEST(Random, KnownValuesPinTheFunction) {
    // The GLSL mirror is tested against the same function; these pin it across changes.
    EXPECT_EQ(mixBits(0u), 0u);
    EXPECT_EQ(mixBits(1u), mixBits(1u));
    static_assert(unitFloat(0u) == 0.0f);
    static_assert(unitFloat(0xffffffffu) < 1.0f);
    static_assert(unitFloat(0x80000000u) == 0.5f);
}

TEST(Random, UniformOverBirdsStepsAndStreams) {
    // Chi-square over 64 bins for 3 ways of walking the counters.
    constexpr int kBins = 64, kDraws = 64 * 2000;
    for (int walk = 0; walk < 3; ++walk) {
        std::array<int, kBins> bins{};
        double sum = 0;
        for (std::uint32_t i = 0; i < kDraws; ++i) {
            const float u = walk == 0   ? uniform01(7, 0, i, 0)
                            : walk == 1 ? uniform01(7, i, 0, 0)
                                        : uniform01(i, 3, 5, 1);
            ASSERT_GE(u, 0.0f);
            ASSERT_LT(u, 1.0f);
            ++bins[static_cast<int>(u * kBins)];
            sum += u;
        }
        double chi2 = 0;
        const double expected = static_cast<double>(kDraws) / kBins;
        for (int b : bins) chi2 += (b - expected) * (b - expected) / expected;
        // 63 degrees of freedom: p = 0.001 at about 103.4.
        EXPECT_LT(chi2, 103.4) << "walk " << walk;
        EXPECT_NEAR(sum / kDraws, 0.5, 0.005) << "walk " << walk;
    }
}

TEST(Random, NeighbouringCountersAreUncorrelated) {
    double sxy = 0, sx = 0, sy = 0, sxx = 0, syy = 0;
    constexpr int n = 50000;
    for (std::uint32_t i = 0; i < n; ++i) {
        const double x = uniform01(1, 10, i, 0), y = uniform01(1, 10, i + 1, 0);
        sx += x, sy += y, sxy += x * y, sxx += x * x, syy += y * y;
    }
    const double r = (n * sxy - sx * sy) / std::sqrt((n * sxx - sx * sx) * (n * syy - sy * sy));
    EXPECT_LT(std::abs(r), 0.02);
}

TEST(Random, SymmetricRangeIsBounded) {
    for (std::uint32_t i = 0; i < 10000; ++i) {
        const float v = uniformSymmetric(0.2f, 1, 2, i, 0);
        EXPECT_GE(v, -0.2f);
        EXPECT_LT(v, 0.2f);
    }
}

}  // namespace
}  // namespace murmur
