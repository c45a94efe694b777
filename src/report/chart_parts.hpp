// chart_parts.hpp - the pieces every chart is drawn with (charts.hpp, the sweeps' phase
// diagrams): the ink colours and text sizes, a plot frame's value-to-pixel mapping, tick
// steps, the title block, the y axis and the legend. Internal to the chart code.
#pragma once

#include <algorithm>
#include <string>

#include "report/canvas.hpp"
#include "report/charts.hpp"
#include "report/text.hpp"

namespace murmur::report::chart_parts {

inline constexpr Rgba kWhite{255, 255, 255};
inline constexpr Rgba kInk{34, 34, 38};        // titles, labels
inline constexpr Rgba kMutedInk{96, 96, 104};  // subtitles, ticks, notes
inline constexpr Rgba kGrid{230, 230, 234};
inline constexpr Rgba kAxis{120, 120, 126};

inline constexpr float kTitlePx = 22.0f, kSubtitlePx = 15.0f, kLabelPx = 15.0f, kTickPx = 14.0f, kNotePx = 14.0f;
inline constexpr float kMarginX = 32.0f;

// The plotting area in pixels and the values its bottom and top edges stand for.
struct Plot {
    float left, top, right, bottom;
    double yMin, yMax;
    float y(double v) const {
        const double t = (std::clamp(v, yMin, yMax) - yMin) / (yMax - yMin);
        return static_cast<float>(bottom - t * (bottom - top));
    }
};

// printf of one number: format("%.1f", v).
std::string format(const char* fmt, double v);

// A tick step of 1, 2 or 5 times a power of ten giving about `ticks` intervals.
double niceStep(double range, int ticks);

// The bold title and the muted subtitle under it, at the top left.
void drawHeader(Image& img, const ChartFonts& fonts, const std::string& title, const std::string& subtitle);

// The y grid, its tick labels and the rotated y title; the frame's bottom axis line.
void drawYAxis(Image& img, const ChartFonts& fonts, const Plot& p, double step, const std::string& yTitle);

// Legend entries left to right from (x, y): a swatch drawn by `swatch`, then the name.
struct LegendCursor {
    Image& img;
    const ChartFonts& fonts;
    float x, y;
    template <class Swatch>
    void add(const std::string& name, Swatch&& swatch) {
        swatch(x, y);
        drawText(img, fonts.regular, name, {x + 24.0f, y + 7.0f}, kLabelPx, kInk, HAlign::Left, VAlign::Middle);
        x += 24.0f + fonts.regular.width(name, kLabelPx) + 30.0f;
    }
};

}  // namespace murmur::report::chart_parts
