#include "sweep/phase_diagram.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "report/chart_parts.hpp"

namespace murmur::sweep {
namespace {

using namespace report;
using namespace report::chart_parts;

// A perceptually even dark-to-bright scale (the viridis anchors), so equal steps of the
// measure read as equal steps of colour and the scale survives greyscale printing.
constexpr std::array<Rgba, 5> kScale = {Rgba{68, 1, 84}, Rgba{59, 82, 139}, Rgba{33, 145, 140}, Rgba{94, 201, 98},
                                        Rgba{253, 231, 37}};
constexpr Rgba kNoData{236, 236, 240};
constexpr float kCellTextMinWidth = 36.0f, kCellTextMinHeight = 20.0f;  // room for "100" in a cell
constexpr float kLabelGap = 10.0f;                                      // between x tick labels

bool dark(Rgba c) {
    return 0.299 * c.r + 0.587 * c.g + 0.114 * c.b < 140.0;
}

const char* measureTitle(Measure m) {
    switch (m) {
        case Measure::Polarization:
            return "Polarization";
        case Measure::LargestClusterPct:
            return "Largest cluster share";
        case Measure::Clusters:
            return "Clusters";
        case Measure::Clumping:
            return "Clumping";
    }
    return "?";
}

Rgba measureColour(Measure m) {
    switch (m) {
        case Measure::Polarization:
            return kPolarizationBlue;
        case Measure::LargestClusterPct:
            return kMutedInk;
        case Measure::Clusters:
            return kRegroupGreen;
        case Measure::Clumping:
            return kClumpingOrange;
    }
    return kInk;
}

// The value range a chart shows: 0-100 for the percentages (clumping may go below 0), and
// from 0 to the largest mean + sd for the cluster count.
std::pair<double, double> valueRange(Measure m, const std::vector<CellStats>& stats) {
    double lo = 0.0, hi = m == Measure::Clusters ? 1.0 : 100.0;
    for (const CellStats& s : stats) {
        if (s.seeds == 0) continue;
        lo = std::min(lo, s.mean - s.sd);
        if (m == Measure::Clusters) hi = std::max(hi, s.mean + s.sd);
    }
    if (m == Measure::Clusters) hi = std::ceil(hi / niceStep(hi, 5)) * niceStep(hi, 5);
    if (lo < 0.0) lo = std::floor(lo / 20.0) * 20.0;
    return {m == Measure::Clumping ? lo : 0.0, hi};
}

std::string subtitle(const SweepSpec& spec) {
    bool birdAxis = false;
    for (const SweepAxis& a : spec.axes) birdAxis = birdAxis || a.field == "birdCount";
    std::string out =
        spec.seeds.size() == 1 ? std::string("One seed") : "Mean over " + std::to_string(spec.seeds.size()) + " seeds";
    out.append(", last ").append(std::to_string(spec.window)).append(" of ").append(std::to_string(spec.steps));
    out.append(" steps");
    if (!birdAxis) out.append("; ").append(std::to_string(spec.base.birdCount)).append(" birds");
    return out;
}

std::string valueLabel(Measure m, double v) {
    return format(m == Measure::Clusters ? "%.1f" : "%.0f", v);
}

// Every k-th label so that none overlaps the next (k >= 1), for slots `pitch` pixels apart.
std::size_t labelStride(const SweepAxis& axis, const ChartFonts& fonts, float pitch) {
    float widest = 0.0f;
    for (const AxisValue& v : axis.values) widest = std::max(widest, fonts.regular.width(v.text, kTickPx));
    return std::max<std::size_t>(1, static_cast<std::size_t>(std::ceil((widest + kLabelGap) / std::max(pitch, 1.0f))));
}

Image drawHeatMap(const SweepSpec& spec, Measure m, const std::vector<CellStats>& stats, const ChartFonts& fonts) {
    Image img(kPhaseChartWidth, kPhaseChartHeight, kWhite);
    const SweepAxis& xAxis = spec.axes[0];
    const SweepAxis& yAxis = spec.axes[1];
    drawHeader(img, fonts, std::string(measureTitle(m)) + " over " + xAxis.field + " and " + yAxis.field,
               subtitle(spec));
    const float left = 120.0f, top = 96.0f, right = kPhaseChartWidth - 130.0f, bottom = kPhaseChartHeight - 90.0f;
    const std::size_t nx = xAxis.values.size(), ny = yAxis.values.size();
    const float cw = (right - left) / static_cast<float>(nx), ch = (bottom - top) / static_cast<float>(ny);
    const auto [lo, hi] = valueRange(m, stats);
    for (std::size_t i = 0; i < nx; ++i)
        for (std::size_t j = 0; j < ny; ++j) {
            const CellStats& s = stats[i * ny + j];
            const float x0 = std::round(left + cw * i), x1 = std::round(left + cw * (i + 1));
            const float y1 = std::round(bottom - ch * j), y0 = std::round(bottom - ch * (j + 1));
            const Rgba c = s.seeds ? heatColour((s.mean - lo) / (hi - lo)) : kNoData;
            img.fillRect(x0, y0, x1, y1, c);
            if (s.seeds && cw >= kCellTextMinWidth && ch >= kCellTextMinHeight)
                drawText(img, fonts.regular, valueLabel(m, s.mean), {(x0 + x1) * 0.5f, (y0 + y1) * 0.5f}, kTickPx,
                         dark(c) ? kWhite : kInk, HAlign::Center, VAlign::Middle);
        }
    const std::size_t xStride = labelStride(xAxis, fonts, cw);
    for (std::size_t i = 0; i < nx; i += xStride)
        drawText(img, fonts.regular, xAxis.values[i].text, {left + cw * (i + 0.5f), bottom + 8.0f}, kTickPx, kMutedInk,
                 HAlign::Center);
    const std::size_t yStride = std::max<std::size_t>(1, static_cast<std::size_t>(std::ceil(18.0f / ch)));
    for (std::size_t j = 0; j < ny; j += yStride)
        drawText(img, fonts.regular, yAxis.values[j].text, {left - 10.0f, bottom - ch * (j + 0.5f)}, kTickPx, kMutedInk,
                 HAlign::Right, VAlign::Middle);
    drawText(img, fonts.regular, xAxis.field, {(left + right) * 0.5f, bottom + 36.0f}, kLabelPx, kInk, HAlign::Center);
    drawText(img, fonts.regular, yAxis.field, {26.0f, (top + bottom) * 0.5f}, kLabelPx, kInk, HAlign::Center,
             VAlign::Middle, true);

    // The colour bar, bottom (lo) to top (hi), with its ticks.
    const float barLeft = right + 28.0f, barRight = barLeft + 18.0f;
    for (float y = top; y < bottom; y += 1.0f)
        img.fillRect(barLeft, y, barRight, y + 1.0f, heatColour((bottom - y - 0.5f) / (bottom - top)));
    const Plot bar{barLeft, top, barRight, bottom, lo, hi};
    const double step = niceStep(hi - lo, 5);
    for (double v = std::ceil(lo / step) * step; v <= hi + 1e-9; v += step) {
        const float y = std::round(bar.y(v));
        img.fillRect(barRight, y, barRight + 4.0f, y + 1.0f, kAxis);
        drawText(img, fonts.regular, format(step < 1.0 ? "%.1f" : "%.0f", v), {barRight + 8.0f, y + 0.5f}, kTickPx,
                 kMutedInk, HAlign::Left, VAlign::Middle);
    }
    return img;
}

Image drawLine(const SweepSpec& spec, Measure m, const std::vector<CellStats>& stats, const ChartFonts& fonts) {
    Image img(kPhaseChartWidth, kPhaseChartHeight, kWhite);
    const SweepAxis& axis = spec.axes[0];
    drawHeader(img, fonts, std::string(measureTitle(m)) + " over " + axis.field,
               subtitle(spec) + (spec.seeds.size() > 1 ? "; bars: +-1 standard deviation over the seeds" : ""));
    const auto [lo, hi] = valueRange(m, stats);
    const Plot p{88.0f, 100.0f, kPhaseChartWidth - kMarginX, kPhaseChartHeight - 84.0f, lo, hi};
    drawYAxis(img, fonts, p, niceStep(hi - lo, 5), m == Measure::Clusters ? "clusters" : "percent");

    const std::size_t n = axis.values.size();
    double first = 0.0, last = static_cast<double>(n - 1);
    if (axis.numeric) {
        first = last = axis.values[0].position;
        for (const AxisValue& v : axis.values) {
            first = std::min(first, v.position);
            last = std::max(last, v.position);
        }
    }
    const float pad = (p.right - p.left) * 0.05f;
    auto xOf = [&](std::size_t i) {
        const double at = axis.numeric ? axis.values[i].position : static_cast<double>(i);
        const double t = last > first ? (at - first) / (last - first) : 0.5;
        return static_cast<float>(p.left + pad + (p.right - p.left - 2.0f * pad) * t);
    };
    std::vector<glm::vec2> line, bars;
    for (std::size_t i = 0; i < n; ++i) {
        const float x = xOf(i);
        img.fillRect(std::round(x), p.bottom, std::round(x) + 1.0f, p.bottom + 5.0f, kAxis);
        if (stats[i].seeds == 0) continue;
        line.push_back({x, p.y(stats[i].mean)});
        if (stats[i].sd > 0.0) {
            const float y0 = p.y(stats[i].mean - stats[i].sd), y1 = p.y(stats[i].mean + stats[i].sd);
            bars.insert(bars.end(), {{x, y0}, {x, y1}, {x - 5.0f, y0}, {x + 5.0f, y0}, {x - 5.0f, y1}, {x + 5.0f, y1}});
        }
    }
    const float pitch = n > 1 ? (p.right - p.left - 2.0f * pad) / static_cast<float>(n - 1) : p.right - p.left;
    for (std::size_t i = 0; i < n; i += labelStride(axis, fonts, pitch))
        drawText(img, fonts.regular, axis.values[i].text, {xOf(i), p.bottom + 9.0f}, kTickPx, kMutedInk,
                 HAlign::Center);
    drawText(img, fonts.regular, axis.field, {(p.left + p.right) * 0.5f, p.bottom + 34.0f}, kLabelPx, kInk,
             HAlign::Center);
    const Rgba colour = measureColour(m);
    if (!bars.empty()) img.strokeSegments(bars, 1.5f, colour);
    if (line.size() > 1) img.strokePolyline(line, 2.0f, colour);
    for (const glm::vec2& q : line) img.fillRect(q.x - 3.5f, q.y - 3.5f, q.x + 3.5f, q.y + 3.5f, colour);
    img.fillRect(p.left, std::round(p.bottom), p.right, std::round(p.bottom) + 1.0f, kAxis);
    return img;
}

}  // namespace

report::Rgba heatColour(double t) {
    t = std::clamp(t, 0.0, 1.0) * (kScale.size() - 1);
    const auto i = std::min<std::size_t>(static_cast<std::size_t>(t), kScale.size() - 2);
    const double f = t - static_cast<double>(i);
    auto mix = [&](std::uint8_t a, std::uint8_t b) { return static_cast<std::uint8_t>(std::lround(a + (b - a) * f)); };
    return {mix(kScale[i].r, kScale[i + 1].r), mix(kScale[i].g, kScale[i + 1].g), mix(kScale[i].b, kScale[i + 1].b)};
}

std::vector<CellStats> cellStats(const std::vector<ResultRow>& rows, std::size_t cellCount, Measure measure) {
    std::vector<CellStats> out(cellCount);
    std::vector<double> sumSq(cellCount, 0.0);
    for (const ResultRow& r : rows) {
        if (r.measure != measure || r.run.cell >= cellCount) continue;
        out[r.run.cell].mean += r.value;
        ++out[r.run.cell].seeds;
    }
    for (CellStats& s : out)
        if (s.seeds) s.mean /= s.seeds;
    for (const ResultRow& r : rows)
        if (r.measure == measure && r.run.cell < cellCount) {
            const double d = r.value - out[r.run.cell].mean;
            sumSq[r.run.cell] += d * d;
        }
    for (std::size_t c = 0; c < cellCount; ++c)
        if (out[c].seeds > 1) out[c].sd = std::sqrt(sumSq[c] / (out[c].seeds - 1));
    return out;
}

bool hasPhaseDiagram(const SweepSpec& spec) {
    return spec.axes.size() == 1 || spec.axes.size() == 2;
}

Image drawPhaseDiagram(const SweepSpec& spec, Measure measure, const std::vector<CellStats>& stats,
                       const ChartFonts& fonts) {
    return spec.axes.size() == 2 ? drawHeatMap(spec, measure, stats, fonts) : drawLine(spec, measure, stats, fonts);
}

Result<std::vector<std::filesystem::path>> writePhaseDiagrams(const SweepSpec& spec, const std::vector<ResultRow>& rows,
                                                              const std::filesystem::path& dir) {
    std::vector<std::filesystem::path> written;
    if (!hasPhaseDiagram(spec)) return written;
    const ChartFonts fonts = ChartFonts::system();
    for (Measure m : spec.measures) {
        const auto path = dir / (std::string(measureName(m)) + ".png");
        if (auto err = writePngAtomically(path, drawPhaseDiagram(spec, m, cellStats(rows, cellCount(spec), m), fonts)))
            return fail(*err);
        written.push_back(path);
    }
    return written;
}

}  // namespace murmur::sweep
