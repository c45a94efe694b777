// The rasterizer and the text faces: shapes land where asked, anti-aliasing stays inside
// the colours involved, and both faces put ink on the page.
#include <gtest/gtest.h>

#include <cmath>

#include "report/canvas.hpp"
#include "report/text.hpp"

namespace murmur::report {
namespace {

constexpr Rgba kWhite{255, 255, 255};
constexpr Rgba kRed{200, 20, 20};

int countExactly(const Image& img, Rgba c) {
    int n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) n += img.pixel(x, y) == c;
    return n;
}

int countNot(const Image& img, Rgba c) {
    return img.width() * img.height() - countExactly(img, c);
}

TEST(Canvas, IntegerRectFillsExactlyItsPixels) {
    Image img(40, 30, kWhite);
    img.fillRect(5, 6, 15, 10, kRed);
    EXPECT_EQ(countExactly(img, kRed), 10 * 4);
    EXPECT_EQ(img.pixel(5, 6), kRed);
    EXPECT_EQ(img.pixel(14, 9), kRed);
    EXPECT_EQ(img.pixel(15, 9), kWhite);
    EXPECT_EQ(img.pixel(4, 6), kWhite);
}

TEST(Canvas, FractionalEdgeIsPartlyCovered) {
    Image img(10, 10, kWhite);
    img.fillRect(2, 2, 4.5f, 4, Rgba{0, 0, 0});
    const Rgba half = img.pixel(4, 2);
    EXPECT_GT(half.r, 100);
    EXPECT_LT(half.r, 155);
    EXPECT_EQ(img.pixel(3, 2), (Rgba{0, 0, 0}));
}

TEST(Canvas, TranslucentFillBlendsOverBackground) {
    Image img(4, 4, kWhite);
    img.fillRect(0, 0, 4, 4, Rgba{0, 0, 0, 128});
    const Rgba p = img.pixel(1, 1);
    EXPECT_NEAR(p.r, 127, 2);
    EXPECT_EQ(p.a, 255);
}

TEST(Canvas, ClippedShapesDoNotWriteOutside) {
    Image img(8, 8, kWhite);
    img.fillRect(-100, -100, 100, 100, kRed);
    const glm::vec2 pts[] = {{-50, 4}, {60, 4}};
    img.strokePolyline(pts, 3.0f, Rgba{0, 0, 255});
    EXPECT_EQ(countNot(img, kWhite), 64);
}

TEST(Canvas, StrokeCoversTheSegmentAndNotFarAway) {
    Image img(60, 40, kWhite);
    const glm::vec2 pts[] = {{10, 20}, {50, 20}};
    img.strokePolyline(pts, 2.0f, kRed);
    EXPECT_EQ(img.pixel(30, 19), kRed);
    EXPECT_EQ(img.pixel(30, 20), kRed);
    EXPECT_EQ(img.pixel(30, 24), kWhite);
    EXPECT_EQ(img.pixel(5, 20), kWhite);
}

TEST(Canvas, OverlappingTranslucentPolylineBlendsOnce) {
    // Joints of a polyline must not be darker than its middle (one blend per pixel).
    Image img(60, 60, kWhite);
    const glm::vec2 pts[] = {{10, 30}, {30, 30}, {50, 30}};
    img.strokePolyline(pts, 4.0f, Rgba{0, 0, 0, 100});
    EXPECT_EQ(img.pixel(30, 30), img.pixel(20, 30));
}

TEST(Canvas, DashedLineHasGaps) {
    Image img(100, 10, kWhite);
    img.dashedLine({0, 5}, {100, 5}, 2.0f, 6.0f, 4.0f, kRed);
    int inkColumns = 0;
    for (int x = 0; x < 100; ++x) inkColumns += img.pixel(x, 5) != kWhite;
    EXPECT_GT(inkColumns, 50);
    EXPECT_LT(inkColumns, 80);
    EXPECT_EQ(img.pixel(2, 5), kRed);
    EXPECT_EQ(img.pixel(8, 5), kWhite);
}

TEST(Canvas, NonFiniteCoordinatesDrawNothingAndNeverCrash) {
    Image img(20, 20, kWhite);
    const float nan = std::nanf(""), inf = INFINITY;
    img.fillRect(nan, 0, 10, 10, kRed);
    img.fillRect(0, 0, inf, 10, kRed);
    const glm::vec2 pts[] = {{nan, 5}, {5, 5}, {1e30f, 1e30f}, {-inf, 3}};
    img.strokePolyline(pts, 2.0f, kRed);
    img.dashedLine({0, 0}, {nan, 5}, 2.0f, 3.0f, 2.0f, kRed);
    drawText(img, Font::builtIn(), "x", {nan, 3}, 12.0f, kRed);
    // Only the finite segment (5,5)-(1e30,1e30) may leave ink, and only along its path.
    EXPECT_EQ(img.pixel(0, 19), kWhite);
    EXPECT_EQ(img.pixel(19, 0), kWhite);
}

TEST(Canvas, PngEncodesWithSignature) {
    Image img(16, 8, kWhite);
    const std::string png = encodePng(img);
    ASSERT_GT(png.size(), 8u);
    EXPECT_EQ(png.substr(1, 3), "PNG");
}

void expectFaceDrawsText(const Font& font) {
    Image img(200, 40, kWhite);
    drawText(img, font, "E1 k = 7: 93.5%", {10, 10}, 16.0f, Rgba{0, 0, 0});
    EXPECT_GT(countNot(img, kWhite), 80);
    const float w = font.width("E1 k = 7: 93.5%", 16.0f);
    EXPECT_GT(w, 60.0f);
    EXPECT_LT(w, 190.0f);
    EXPECT_GT(font.width("longer text here", 16.0f), font.width("short", 16.0f));
    // Nothing lands left of the anchor or above the line box.
    for (int y = 0; y < 40; ++y)
        for (int x = 0; x < 8; ++x) EXPECT_EQ(img.pixel(x, y), kWhite);
    for (int x = 0; x < 200; ++x) EXPECT_EQ(img.pixel(x, 7), kWhite);
}

TEST(Text, BuiltInFaceDrawsWithoutAnyFile) {
    const Font font = Font::builtIn();
    EXPECT_FALSE(font.isTrueType());
    expectFaceDrawsText(font);
}

float ink(const CoverageMask& m) {
    float sum = 0.0f;
    for (float c : m.coverage) sum += c;
    return sum;
}

TEST(Text, EveryGlyphOfALongLineIsDrawn) {
    // A repeated glyph must leave the same ink every time (no glyph dropped or cut).
    for (const Font& font : {Font::builtIn(), Font::system()}) {
        const float one = ink(font.rasterize("8", 16.0f));
        ASSERT_GT(one, 5.0f) << font.name();
        EXPECT_NEAR(ink(font.rasterize("88888888888888888888", 16.0f)), 20.0f * one, 1.0f * one) << font.name();
    }
}

TEST(Text, SystemFaceDrawsWhateverIsInstalled) {
    expectFaceDrawsText(Font::system());
}

TEST(Text, MissingFontFileIsAClearError) {
    std::string error;
    EXPECT_FALSE(Font::fromFile("/nonexistent/font.ttf", error));
    EXPECT_NE(error.find("/nonexistent/font.ttf"), std::string::npos);
}

TEST(Text, VerticalTextIsTallerThanWide) {
    Image img(60, 200, kWhite);
    drawText(img, Font::builtIn(), "percent share", {30, 100}, 16.0f, Rgba{0, 0, 0}, HAlign::Center, VAlign::Middle,
             true);
    int minX = 60, maxX = -1, minY = 200, maxY = -1;
    for (int y = 0; y < 200; ++y)
        for (int x = 0; x < 60; ++x)
            if (img.pixel(x, y) != kWhite) {
                minX = std::min(minX, x);
                maxX = std::max(maxX, x);
                minY = std::min(minY, y);
                maxY = std::max(maxY, y);
            }
    ASSERT_GE(maxX, 0);
    EXPECT_GT(maxY - minY, 3 * (maxX - minX));
}

}  // namespace
}  // namespace murmur::report
