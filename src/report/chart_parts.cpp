#include "report/chart_parts.hpp"

#include <cmath>
#include <cstdio>

namespace murmur::report::chart_parts {

std::string format(const char* fmt, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, fmt, v);
    return buf;
}

double niceStep(double range, int ticks) {
    const double raw = range / ticks;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (raw <= m * mag) return m * mag;
    return 10.0 * mag;
}

void drawHeader(Image& img, const ChartFonts& fonts, const std::string& title, const std::string& subtitle) {
    drawText(img, fonts.bold, title, {kMarginX, 20.0f}, kTitlePx, kInk);
    drawText(img, fonts.regular, subtitle, {kMarginX, 50.0f}, kSubtitlePx, kMutedInk);
}

void drawYAxis(Image& img, const ChartFonts& fonts, const Plot& p, double step, const std::string& yTitle) {
    for (double v = std::ceil(p.yMin / step) * step; v <= p.yMax + 1e-9; v += step) {
        const float y = std::round(p.y(v));
        img.fillRect(p.left, y, p.right, y + 1.0f, std::abs(v) < 1e-9 ? kAxis : kGrid);
        drawText(img, fonts.regular, format("%.0f", v), {p.left - 10.0f, y + 0.5f}, kTickPx, kMutedInk, HAlign::Right,
                 VAlign::Middle);
    }
    drawText(img, fonts.regular, yTitle, {26.0f, (p.top + p.bottom) * 0.5f}, kLabelPx, kMutedInk, HAlign::Center,
             VAlign::Middle, true);
}

}  // namespace murmur::report::chart_parts
