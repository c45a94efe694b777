// The legend's scale bar: a round length that fits.
#include <gtest/gtest.h>

#include <limits>

#include "legend.hpp"

namespace murmur::ui {
namespace {

TEST(LegendScaleBar, TheLongestRoundLengthThatFits) {
    EXPECT_FLOAT_EQ(scaleBarMetres(10.0f, 60.0f), 5.0f);   // 6 m fit: 5
    EXPECT_FLOAT_EQ(scaleBarMetres(0.3f, 60.0f), 200.0f);  // 200 m fit: 200
    EXPECT_FLOAT_EQ(scaleBarMetres(2.0f, 60.0f), 20.0f);   // 30 m fit: 20
    EXPECT_FLOAT_EQ(scaleBarMetres(100.0f, 60.0f), 0.5f);  // 0.6 m fit: 0.5
    EXPECT_FLOAT_EQ(scaleBarMetres(6.0f, 60.0f), 10.0f);   // exactly 10 m
    EXPECT_LE(scaleBarMetres(7.3f, 55.0f) * 7.3f, 55.0f);  // never longer than it may be
}

TEST(LegendScaleBar, NoBarForAScaleThatMeansNothing) {
    EXPECT_EQ(scaleBarMetres(0.0f, 60.0f), 0.0f);
    EXPECT_EQ(scaleBarMetres(-1.0f, 60.0f), 0.0f);
    EXPECT_EQ(scaleBarMetres(std::numeric_limits<float>::quiet_NaN(), 60.0f), 0.0f);
    EXPECT_EQ(scaleBarMetres(std::numeric_limits<float>::infinity(), 60.0f), 0.0f);
    EXPECT_EQ(scaleBarMetres(1e9f, 60.0f), 0.0f);  // not even a millimetre fits
    EXPECT_EQ(scaleBarMetres(1.0f, 0.0f), 0.0f);
}

}  // namespace
}  // namespace murmur::ui
