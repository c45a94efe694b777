#include "charts.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <span>
#include <string>
#include <vector>

#include <imgui.h>

#include "chart_axes.hpp"
#include "panel_text.hpp"

namespace murmur::ui {
namespace {

// Maps steps and values to pixels inside one plot area.
struct Axes {
    ImVec2 min, max;  // the plot area
    double firstStep, spanSteps;
    float lo, hi;

    float x(double step) const { return min.x + static_cast<float>((step - firstStep) / spanSteps) * (max.x - min.x); }
    float y(float v) const {
        const float t = (std::clamp(v, lo, hi) - lo) / (hi - lo);
        return max.y - t * (max.y - min.y);
    }
};

// The x range: from the first sample to now, at least a few hundred steps wide so the
// first seconds do not stretch across the whole chart.
Axes makeAxes(ImVec2 min, ImVec2 max, const MetricsHistory& h, float lo, float hi) {
    const double first = h.firstStep();
    const double span = std::max(300.0, static_cast<double>(h.lastStep()) - first);
    return {min, max, first, span, lo, hi};
}

void drawFrame(ImDrawList* dl, const Axes& a, const char* title) {
    dl->AddRectFilled(a.min, a.max, IM_COL32(22, 26, 34, 255), 3.0f);
    dl->AddRect(a.min, a.max, IM_COL32(80, 88, 100, 255), 3.0f);
    dl->AddText(ImVec2(a.min.x + 6.0f, a.min.y + 3.0f), IM_COL32(200, 205, 215, 255), title);
}

void drawHawkBands(ImDrawList* dl, const Axes& a, const MetricsHistory& h) {
    for (const HawkSpan& span : h.hawks()) {
        const double end = span.left ? *span.left : h.lastStep();
        const float x0 = std::max(a.min.x, a.x(span.sent));
        const float x1 = std::min(a.max.x, std::max(a.x(end), x0 + 2.0f));
        dl->AddRectFilled(ImVec2(x0, a.min.y + 1.0f), ImVec2(x1, a.max.y - 1.0f), kHawkBandColor);
    }
}

void drawRegroups(ImDrawList* dl, const Axes& a, const MetricsHistory& h) {
    const float dash = 5.0f;
    for (std::uint32_t step : h.regroups()) {
        const float x = a.x(step);
        for (float y = a.min.y + 2.0f; y < a.max.y - 2.0f; y += 2.0f * dash)
            dl->AddLine(ImVec2(x, y), ImVec2(x, std::min(y + dash, a.max.y - 2.0f)), kRegroupColor, 2.0f);
    }
}

template <typename Value>
void drawSeries(ImDrawList* dl, const Axes& a, const MetricsHistory& h, Value value, std::uint32_t color) {
    // One point per pixel column at most: thousands of samples in a few hundred pixels.
    ImVec2 previous;
    bool havePrevious = false;
    float lastX = -1e9f;
    const auto& samples = h.samples();
    for (std::size_t i = 0; i < samples.size(); ++i) {
        float v = 0.0f;
        if (!value(samples[i], v)) continue;
        const ImVec2 p(a.x(samples[i].step), a.y(v));
        if (havePrevious && p.x - lastX < 1.0f && i + 1 != samples.size()) continue;
        if (havePrevious) dl->AddLine(previous, p, color, 2.0f);
        previous = p;
        lastX = p.x;
        havePrevious = true;
    }
}

struct LegendEntry {
    std::uint32_t color;
    const char* text;
};

float legendWidth(const LegendEntry& e) {
    return ImGui::GetFontSize() * 1.6f + ImGui::CalcTextSize(e.text).x;
}

// The entries under a plot, wrapped into rows no wider than it (they never run into the
// next chart); returns the number of rows.
int legendRowCount(std::span<const LegendEntry> entries, float width) {
    std::vector<float> widths;
    for (const LegendEntry& e : entries) widths.push_back(legendWidth(e));
    const std::vector<int> rows = legendRows(widths, width);
    return rows.empty() ? 0 : rows.back() + 1;
}

void drawLegend(ImDrawList* dl, ImVec2 at, std::span<const LegendEntry> entries, float width, float lineHeight) {
    std::vector<float> widths;
    for (const LegendEntry& e : entries) widths.push_back(legendWidth(e));
    const std::vector<int> rows = legendRows(widths, width);
    const float size = ImGui::GetFontSize();
    float x = at.x;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (i > 0 && rows[i] != rows[i - 1]) x = at.x;
        const float y = at.y + rows[i] * lineHeight;
        dl->AddRectFilled(ImVec2(x, y + size * 0.35f), ImVec2(x + size, y + size * 0.65f), entries[i].color);
        dl->AddText(ImVec2(x + size * 1.3f, y), IM_COL32(200, 205, 215, 255), entries[i].text);
        x += widths[i];
    }
}

constexpr ImU32 kGridColor = IM_COL32(44, 50, 62, 255);
constexpr ImU32 kTickTextColor = IM_COL32(150, 155, 165, 255);

// Value gridlines with labels left of the plot (integers: clusters, percentages).
void drawValueAxis(ImDrawList* dl, const Axes& a, const std::vector<double>& ticks) {
    for (double t : ticks) {
        const float y = a.y(static_cast<float>(t));
        dl->AddLine(ImVec2(a.min.x + 1.0f, y), ImVec2(a.max.x - 1.0f, y), kGridColor);
        char label[16];
        std::snprintf(label, sizeof label, "%.0f", t);
        const ImVec2 size = ImGui::CalcTextSize(label);
        const float ty = std::clamp(y - size.y * 0.5f, a.min.y - size.y * 0.5f, a.max.y - size.y * 0.5f);
        dl->AddText(ImVec2(a.min.x - size.x - 4.0f, ty), kTickTextColor, label);
    }
}

// Step ticks under the plot, with faint vertical gridlines.
void drawTimeAxis(ImDrawList* dl, const Axes& a) {
    const float width = a.max.x - a.min.x;
    const int maxTicks = std::max(2, static_cast<int>(width / (ImGui::GetFontSize() * 5.0f)));
    for (double t : niceTicks(a.firstStep, a.firstStep + a.spanSteps, maxTicks, 1.0)) {
        const float x = a.x(t);
        dl->AddLine(ImVec2(x, a.min.y + 1.0f), ImVec2(x, a.max.y - 1.0f), kGridColor);
        dl->AddLine(ImVec2(x, a.max.y), ImVec2(x, a.max.y + 3.0f), kTickTextColor);
        char label[24];
        std::snprintf(label, sizeof label, "%.0f", t);
        const float w = ImGui::CalcTextSize(label).x;
        const float lx = std::clamp(x - w * 0.5f, a.min.x, a.max.x - w);
        dl->AddText(ImVec2(lx, a.max.y + 2.0f), kTickTextColor, label);
    }
}

// The readout under the pointer: a line at the nearest sample and its values in a tooltip.
std::string hoverReadout(ImDrawList* dl, const Axes& a, const MetricsHistory& h, bool clusters) {
    const ImVec2 m = ImGui::GetIO().MousePos;
    if (!ImGui::IsWindowHovered() || m.x < a.min.x || m.x >= a.max.x || m.y < a.min.y || m.y >= a.max.y) return {};
    const double step = a.firstStep + (m.x - a.min.x) / (a.max.x - a.min.x) * a.spanSteps;
    const auto i = nearestSample(h.samples(), step);
    if (!i) return {};
    const MetricsSample& s = h.samples()[*i];
    const float x = a.x(s.step);
    dl->AddLine(ImVec2(x, a.min.y + 1.0f), ImVec2(x, a.max.y - 1.0f), IM_COL32(235, 235, 240, 160));
    // Shown in the panel's language, returned in English (`print charts` reads it).
    auto readout = [&](Language language) {
        if (!clusters)
            return formatText(text(TextId::ReadoutMetrics, language), s.step, double(s.polarization),
                              double(s.clumping));
        if (s.clusters < 0) return formatText(text(TextId::ReadoutNoClusters, language), s.step);
        return formatText(text(TextId::ReadoutClusters, language), s.step, s.clusters);
    };
    ImGui::SetTooltip("%s", readout(panelLanguage()).c_str());
    return readout(Language::English);
}

}  // namespace

bool beginStripWindow(const char* name, const Rect& rect) {
    ImGui::SetNextWindowPos(ImVec2(rect.x, rect.y));
    ImGui::SetNextWindowSize(ImVec2(rect.width, rect.height));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                   ImGuiWindowFlags_NoScrollWithMouse;
    return ImGui::Begin(name, nullptr, flags);
}

std::string drawCharts(const Rect& rect, const MetricsHistory& h) {
    std::string hover;
    if (rect.empty()) return hover;
    if (!beginStripWindow("Charts", rect)) {
        ImGui::End();
        return hover;
    }
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float gap = ImGui::GetStyle().ItemSpacing.x * 2.0f;
    const float lineHeight = ImGui::GetFontSize() + 4.0f;
    const float leftWidth = std::max(0.0f, (avail.x - gap) * 0.68f);
    const float rightWidth = std::max(0.0f, avail.x - gap - leftWidth);
    const float valueAxis = ImGui::CalcTextSize("-100").x + 6.0f;  // labels left of each plot
    const LegendEntry leftLegend[] = {{kPolarizationColor, tr(TextId::ChartPolarization)},
                                      {kClumpingColor, tr(TextId::ChartClumping)},
                                      {kHawkBandColor | 0xFF000000u, tr(TextId::LegendHawk)},
                                      {kRegroupColor, tr(TextId::ChartRegrouped)}};
    // The long caption where it fits, else the short one (a narrow window).
    const LegendEntry rightLong{kClusterColor, tr(TextId::ChartClustersLong)},
        rightShort{kClusterColor, tr(TextId::ChartClustersShort)};
    const LegendEntry rightLegend[] = {legendWidth(rightLong) <= rightWidth - valueAxis ? rightLong : rightShort};
    const int legendLines =
        std::max(legendRowCount(leftLegend, leftWidth), legendRowCount(rightLegend, rightWidth - valueAxis));
    const float plotHeight = std::max(0.0f, avail.y - lineHeight * (1.0f + float(legendLines)));
    if (plotHeight < 8.0f || leftWidth < valueAxis + 8.0f || rightWidth < valueAxis + 8.0f) {
        ImGui::End();
        return hover;
    }

    // Chart (2): polarization and clumping, 0..100 (clumping may dip below 0).
    float lo = 0.0f;
    for (const auto& s : h.samples()) lo = std::min(lo, s.clumping);
    lo = std::max(-100.0f, std::floor(lo / 25.0f) * 25.0f);
    const Axes left = makeAxes(ImVec2(origin.x + valueAxis, origin.y),
                               ImVec2(origin.x + leftWidth, origin.y + plotHeight), h, lo, 100.0f);
    drawFrame(dl, left, "");
    drawValueAxis(dl, left, niceTicks(lo, 100.0, std::max(2, int(plotHeight / lineHeight)), 25.0));
    drawTimeAxis(dl, left);
    drawHawkBands(dl, left, h);
    if (lo < 0.0f)
        dl->AddLine(ImVec2(left.min.x, left.y(0.0f)), ImVec2(left.max.x, left.y(0.0f)), IM_COL32(70, 76, 88, 255));
    drawSeries(
        dl, left, h,
        [](const MetricsSample& s, float& v) {
            v = s.clumping;
            return true;
        },
        kClumpingColor);
    drawSeries(
        dl, left, h,
        [](const MetricsSample& s, float& v) {
            v = s.polarization;
            return true;
        },
        kPolarizationColor);
    drawRegroups(dl, left, h);

    // Chart (3): the cluster count, on whole numbers.
    int maxClusters = 4;
    for (const auto& s : h.samples()) maxClusters = std::max(maxClusters, s.clusters + 1);
    const ImVec2 rightMin(origin.x + leftWidth + gap + valueAxis, origin.y);
    const Axes right =
        makeAxes(rightMin, ImVec2(origin.x + avail.x, origin.y + plotHeight), h, 0.0f, static_cast<float>(maxClusters));
    drawFrame(dl, right, "");
    drawValueAxis(dl, right, niceTicks(0.0, maxClusters, std::max(2, int(plotHeight / lineHeight)), 1.0));
    drawTimeAxis(dl, right);
    drawHawkBands(dl, right, h);
    drawSeries(
        dl, right, h,
        [](const MetricsSample& s, float& v) {
            v = static_cast<float>(s.clusters);
            return s.clusters >= 0;
        },
        kClusterColor);

    // Captions under the step labels; the readout of whichever plot the pointer is over.
    drawLegend(dl, ImVec2(origin.x, left.max.y + lineHeight), leftLegend, leftWidth, lineHeight);
    drawLegend(dl, ImVec2(right.min.x, right.max.y + lineHeight), rightLegend, rightWidth - valueAxis, lineHeight);
    hover = hoverReadout(dl, left, h, false);
    if (hover.empty()) hover = hoverReadout(dl, right, h, true);
    ImGui::End();
    return hover;
}

}  // namespace murmur::ui
