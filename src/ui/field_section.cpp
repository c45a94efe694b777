#include "field_section.hpp"

#include <algorithm>
#include <cstdio>

#include <imgui.h>

#include "panel_colors.hpp"
#include "panel_text.hpp"

namespace murmur::ui {
namespace {

using T = TextId;

constexpr ImU32 kAgree = IM_COL32(90, 200, 110, 255);
constexpr ImU32 kDisagree = IM_COL32(235, 90, 80, 255);
constexpr ImU32 kNotComparable = IM_COL32(140, 144, 152, 255);
constexpr ImU32 kCurve = IM_COL32(110, 170, 255, 255);
constexpr ImU32 kFieldLine = IM_COL32(240, 170, 60, 255);
const ImVec4 kDimText(0.62f, 0.64f, 0.68f, 1.0f);
constexpr float kPlotHeightLines = 5.0f;

ImU32 markColor(FieldVerdict v) {
    return v == FieldVerdict::Agrees ? kAgree : v == FieldVerdict::Disagrees ? kDisagree : kNotComparable;
}

const char* verdictText(FieldVerdict v) {
    return tr(v == FieldVerdict::Agrees      ? T::VerdictAgrees
              : v == FieldVerdict::Disagrees ? T::VerdictDisagrees
                                             : T::VerdictNotComparable);
}

// Three lines: a square of the verdict's colour and the measure; our value and the field's
// with its source; the verdict in its colour and what it means.
void row(const FieldRow& r) {
    const float fs = ImGui::GetFontSize();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float s = fs * 0.7f;
    const ImU32 color = markColor(r.verdict);
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x, p.y + (fs - s) * 0.5f),
                                              ImVec2(p.x + s, p.y + (fs + s) * 0.5f), color);
    ImGui::Dummy(ImVec2(s, fs));
    ImGui::SameLine();
    ImGui::TextWrapped("%s", r.reference->measure);
    char value[32];
    if (r.value) std::snprintf(value, sizeof value, "%.3g", static_cast<double>(*r.value));
    else std::snprintf(value, sizeof value, "-");
    ImGui::Indent();
    ImGui::TextWrapped(tr(T::FieldRow), value, r.reference->band, r.reference->source);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(color));
    ImGui::TextUnformatted(verdictText(r.verdict));
    ImGui::PopStyleColor();
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
    ImGui::TextWrapped("%s", r.meaning);
    ImGui::PopStyleColor();
    ImGui::Unindent();
}

// A plot's background, full width and kPlotHeightLines tall, at the cursor.
struct PlotArea {
    ImVec2 min, max;
};
PlotArea plotArea() {
    const ImVec2 min = ImGui::GetCursorScreenPos();
    const ImVec2 max(min.x + ImGui::GetContentRegionAvail().x, min.y + ImGui::GetFontSize() * kPlotHeightLines);
    ImGui::GetWindowDrawList()->AddRectFilled(min, max, kPlotBackground);
    return {min, max};
}

// C(r) over its filled bins, with the zero line and xi marked; returns the plot's rectangle.
Rect correlationPlot(const CorrelationStats& c) {
    const PlotArea a = plotArea();
    const ImVec2 min = a.min, max = a.max;
    const float w = max.x - min.x, h = max.y - min.y;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    constexpr float kLow = -0.5f, kHigh = 1.0f;  // C(r) is normalised to about 1 at r = 0
    auto y = [&](float v) { return max.y - (std::clamp(v, kLow, kHigh) - kLow) / (kHigh - kLow) * h; };
    dl->AddLine(ImVec2(min.x, y(0.0f)), ImVec2(max.x, y(0.0f)), kAxis);
    const std::size_t bins = c.c.size();
    ImVec2 prev{};
    bool havePrev = false;
    for (std::size_t b = 0; b < bins; ++b) {
        if (c.pairs[b] == 0 || c.linearSize <= 0.0f) continue;
        const float r = (static_cast<float>(b) + 0.5f) * c.binWidth;
        if (r > c.linearSize) break;
        const ImVec2 p(min.x + r / c.linearSize * w, y(c.c[b]));
        if (havePrev) dl->AddLine(prev, p, kCurve, 1.5f);
        prev = p;
        havePrev = true;
    }
    if (c.hasZero && c.linearSize > 0.0f) {
        const float x = min.x + c.xi / c.linearSize * w;
        dl->AddLine(ImVec2(x, min.y), ImVec2(x, max.y), kFieldLine);
    }
    const std::string label =
        formatText(tr(T::CorrelationCaption), static_cast<double>(c.linearSize), static_cast<double>(c.xi));
    dl->AddText(ImVec2(min.x + 4.0f, min.y + 2.0f), kAxis, label.c_str());
    ImGui::Dummy(ImVec2(w, h));
    return {min.x, min.y, w, h};
}

// xi against L for the series' flocks, the fitted xi = a L through the origin (blue) and the
// field's xi = 0.35 L (orange).
void seriesPlot(const SizeSeries& s) {
    float maxL = 0.0f, maxXi = 0.0f;
    for (const SizePoint& p : s.points) {
        maxL = std::max(maxL, p.linearSize);
        maxXi = std::max(maxXi, p.xi);
    }
    if (maxL <= 0.0f) return;
    const float slope = fieldReference(FieldQuantity::SizeSeriesSlope).low;
    maxXi = std::max({maxXi, slope * maxL, 1e-3f}) * 1.1f;
    const PlotArea a = plotArea();
    const ImVec2 min = a.min, max = a.max;
    const float w = max.x - min.x, h = max.y - min.y;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    maxL *= 1.1f;
    auto at = [&](float l, float xi) { return ImVec2(min.x + l / maxL * w, max.y - xi / maxXi * h); };
    dl->AddLine(at(0, 0), at(maxL, slope * maxL), kFieldLine);
    dl->AddLine(at(0, 0), at(maxL, s.fit.slope * maxL), kCurve);
    for (const SizePoint& p : s.points)
        if (p.hasXi) dl->AddCircleFilled(at(p.linearSize, p.xi), 3.0f, IM_COL32(230, 230, 235, 255));
    dl->AddText(ImVec2(min.x + 4.0f, min.y + 2.0f), kAxis, tr(T::SeriesCaption));
    ImGui::Dummy(ImVec2(w, h));
}

}  // namespace

FieldSectionActions drawFieldSection(const FieldSectionView& view, FieldScroll scroll) {
    FieldSectionActions act;
    if (scroll != FieldScroll::None) ImGui::SetNextItemOpen(true);
    act.open = ImGui::CollapsingHeader(trLabel(T::FieldSection));
    {
        const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
        act.section = {a.x, a.y, b.x - a.x, b.y - a.y};
    }
    if (scroll == FieldScroll::Header) ImGui::SetScrollHereY(0.0f);
    if (!act.open) return act;
    ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
    ImGui::TextWrapped("%s", tr(T::FieldIntro));
    ImGui::PopStyleColor();
    if (!view.ready || !view.rows || !view.measures) {
        ImGui::TextUnformatted(tr(T::Measuring));
        return act;
    }
    ImGui::TextWrapped(tr(T::FieldStep), view.step, view.measures->clusterBirds, view.measures->flockBirds);
    if (view.measures->clusterBirds < view.minClusterBirds) {
        ImGui::PushStyleColor(ImGuiCol_Text, kWarnText);
        ImGui::TextWrapped(tr(T::NoLinkedBody), view.minClusterBirds);
        ImGui::PopStyleColor();
    }
    for (const FieldRow& r : *view.rows) row(r);
    ImGui::Spacing();
    act.correlation = correlationPlot(view.measures->correlation);
    if (scroll == FieldScroll::Plot) ImGui::SetScrollHereY(0.5f);

    ImGui::Spacing();
    if (view.series.running) {
        const float frac = view.series.total > 0 ? float(view.series.done) / float(view.series.total) : 0.0f;
        const std::string overlay = formatText(tr(T::SizeSeriesProgress), view.series.done, view.series.total);
        ImGui::ProgressBar(frac, ImVec2(-1.0f, 0.0f), overlay.c_str());
        act.cancelSeries = ImGui::Button(trLabel(T::CancelSizeSeries));
    } else {
        std::string run(view.series.series ? tr(T::RunSizeSeriesAgain) : tr(T::RunSizeSeries));
        run.append("###size-series");
        act.startSeries = ImGui::Button(run.c_str());
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(T::SizeSeriesTip));
    }
    if (const auto& s = view.series.series) {
        for (const SizePoint& p : s->points)
            ImGui::Text(tr(T::SizeSeriesRow), p.birds, static_cast<double>(p.linearSize), static_cast<double>(p.xi));
        const bool fitted = s->points.size() >= 2;
        const FieldRow slope =
            compareField(FieldQuantity::SizeSeriesSlope, fitted ? std::optional(s->fit.slope) : std::nullopt);
        ImGui::Text(tr(T::SizeSeriesFit), static_cast<double>(s->fit.slope), static_cast<double>(s->fit.r2));
        row(slope);
        seriesPlot(*s);
    }
    return act;
}

}  // namespace murmur::ui
