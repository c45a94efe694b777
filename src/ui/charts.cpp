#include "charts.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <imgui.h>

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

void legendEntry(ImDrawList* dl, ImVec2& at, std::uint32_t color, const char* text) {
    const float size = ImGui::GetFontSize();
    dl->AddRectFilled(ImVec2(at.x, at.y + size * 0.35f), ImVec2(at.x + size, at.y + size * 0.65f), color);
    dl->AddText(ImVec2(at.x + size * 1.3f, at.y), IM_COL32(200, 205, 215, 255), text);
    at.x += size * 1.6f + ImGui::CalcTextSize(text).x;
}

}  // namespace

void drawCharts(const Rect& rect, const MetricsHistory& h) {
    if (rect.empty()) return;
    ImGui::SetNextWindowPos(ImVec2(rect.x, rect.y));
    ImGui::SetNextWindowSize(ImVec2(rect.width, rect.height));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                   ImGuiWindowFlags_NoScrollWithMouse;
    if (!ImGui::Begin("Charts", nullptr, flags)) {
        ImGui::End();
        return;
    }
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float gap = ImGui::GetStyle().ItemSpacing.x * 2.0f;
    const float lineHeight = ImGui::GetFontSize() + 4.0f;
    const float plotHeight = std::max(0.0f, avail.y - lineHeight);
    const float leftWidth = std::max(0.0f, (avail.x - gap) * 0.68f);
    const float rightWidth = std::max(0.0f, avail.x - gap - leftWidth);
    if (plotHeight < 8.0f || leftWidth < 8.0f || rightWidth < 8.0f) {
        ImGui::End();
        return;
    }

    // Chart (2): polarization and clumping, 0..100 (clumping may dip below 0).
    float lo = 0.0f;
    for (const auto& s : h.samples()) lo = std::min(lo, s.clumping);
    lo = std::max(-100.0f, std::floor(lo / 25.0f) * 25.0f);
    const Axes left = makeAxes(origin, ImVec2(origin.x + leftWidth, origin.y + plotHeight), h, lo, 100.0f);
    drawFrame(dl, left, "");
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

    // Chart (3): the cluster count.
    int maxClusters = 4;
    for (const auto& s : h.samples()) maxClusters = std::max(maxClusters, s.clusters + 1);
    const ImVec2 rightMin(origin.x + leftWidth + gap, origin.y);
    const Axes right = makeAxes(rightMin, ImVec2(rightMin.x + rightWidth, origin.y + plotHeight), h, 0.0f,
                                static_cast<float>(maxClusters));
    drawFrame(dl, right, "");
    drawHawkBands(dl, right, h);
    for (int c = 1; c < maxClusters; ++c)
        dl->AddLine(ImVec2(right.min.x, right.y(float(c))), ImVec2(right.max.x, right.y(float(c))),
                    IM_COL32(40, 46, 58, 255));
    drawSeries(
        dl, right, h,
        [](const MetricsSample& s, float& v) {
            v = static_cast<float>(s.clusters);
            return s.clusters >= 0;
        },
        kClusterColor);
    char top[32];
    std::snprintf(top, sizeof top, "%d", maxClusters);
    dl->AddText(ImVec2(right.max.x - ImGui::CalcTextSize(top).x - 4.0f, right.min.y + 2.0f),
                IM_COL32(150, 155, 165, 255), top);

    // Captions under the plots.
    ImVec2 at(left.min.x, left.max.y + 3.0f);
    legendEntry(dl, at, kPolarizationColor, "polarization");
    legendEntry(dl, at, kClumpingColor, "clumping");
    legendEntry(dl, at, kHawkBandColor | 0xFF000000u, "hawk");
    legendEntry(dl, at, kRegroupColor, "regrouped");
    ImVec2 at2(right.min.x, right.max.y + 3.0f);
    legendEntry(dl, at2, kClusterColor, "clusters (1 = one body)");
    ImGui::End();
}

}  // namespace murmur::ui
