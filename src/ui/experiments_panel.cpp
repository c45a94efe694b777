#include "experiments_panel.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include <imgui.h>

#include "experiment_charts.hpp"
#include "panel_colors.hpp"
#include "panel_text.hpp"
#include "report/charts.hpp"
#include "run_progress_row.hpp"

namespace murmur::ui {
namespace {

using T = TextId;

ImU32 color(report::Rgba c) {
    return IM_COL32(c.r, c.g, c.b, c.a);
}

const ImVec4 kTitleColor(0.85f, 0.88f, 0.95f, 1.0f);

std::string duration(double seconds) {
    if (seconds < 60.0) return formatText(tr(T::DurationSeconds), seconds);
    return formatText(tr(T::DurationMinutes), int(seconds) / 60, int(seconds) % 60);
}

// Text centred on x at y, shrunk to fit `room` if it is wider.
void centredText(ImDrawList* dl, float x, float y, float room, ImU32 col, const std::string& text) {
    const float fs = ImGui::GetFontSize();
    float size = fs;
    const float w = ImGui::CalcTextSize(text.c_str()).x;
    if (w > room && w > 0.0f) size = std::max(fs * 0.7f, fs * room / w);
    const float drawnW = w * size / fs;
    dl->AddText(ImGui::GetFont(), size, ImVec2(std::round(x - drawnW * 0.5f), y + (fs - size) * 0.5f), col,
                text.c_str());
}

// A row of colour swatches and names, wrapping to the next line when the width runs out.
void legend(const std::vector<std::string>& names, const std::vector<ImU32>& colors, bool dashedLast = false) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float fs = ImGui::GetFontSize();
    const float right = ImGui::GetWindowContentRegionMax().x + ImGui::GetWindowPos().x;
    ImVec2 p = ImGui::GetCursorScreenPos();
    const float x0 = p.x;
    for (std::size_t i = 0; i < names.size(); ++i) {
        const float w = fs * 0.8f + 4.0f + ImGui::CalcTextSize(names[i].c_str()).x;
        if (p.x > x0 && p.x + w > right) {
            p.x = x0;
            p.y += fs + 2.0f;
        }
        const float s = fs * 0.7f;
        if (dashedLast && i + 1 == names.size())
            dl->AddRectFilled(ImVec2(p.x + s * 0.4f, p.y + fs * 0.15f), ImVec2(p.x + s * 0.6f, p.y + fs * 0.85f),
                              colors[i]);
        else dl->AddRectFilled(ImVec2(p.x, p.y + (fs - s) * 0.5f), ImVec2(p.x + s, p.y + (fs + s) * 0.5f), colors[i]);
        dl->AddText(ImVec2(p.x + s + 4.0f, p.y), kDim, names[i].c_str());
        p.x += w + fs * 0.8f;
    }
    ImGui::Dummy(ImVec2(right - x0, p.y + fs - ImGui::GetCursorScreenPos().y));
}

// The 0-100 axis with grid lines at 0, 50 and 100; returns the plot's inner rectangle.
void percentAxis(ImDrawList* dl, ImVec2 min, ImVec2 max, float labelRight) {
    dl->AddRectFilled(min, max, kPlotBackground);
    const float fs = ImGui::GetFontSize();
    for (int v : {0, 25, 50, 75, 100}) {
        const float y = std::round(max.y - (max.y - min.y) * float(v) / 100.0f) + 0.5f;
        dl->AddLine(ImVec2(min.x, y), ImVec2(max.x, y), v == 0 ? kAxis : kGrid);
        if (v % 50 == 0) {
            const std::string t = std::to_string(v);
            const float w = ImGui::CalcTextSize(t.c_str()).x;
            dl->AddText(ImVec2(labelRight - w, y - fs * 0.5f), kDim, t.c_str());
        }
    }
}

float valueY(double v, ImVec2 min, ImVec2 max) {
    const double c = std::clamp(v, 0.0, 100.0);
    return max.y - float(c / 100.0) * (max.y - min.y);
}

// A plot as wide as the panel and six lines high, its 0-100 axis drawn, at the cursor.
struct PercentPlot {
    ImDrawList* drawList;
    float fontSize;
    float width;      // of the whole row, axis included
    ImVec2 origin;    // the row's top left
    ImVec2 min, max;  // the plot area
};
PercentPlot percentPlot() {
    PercentPlot p{ImGui::GetWindowDrawList(),
                  ImGui::GetFontSize(),
                  ImGui::GetContentRegionAvail().x,
                  ImGui::GetCursorScreenPos(),
                  {},
                  {}};
    const float axisW = ImGui::CalcTextSize("100").x + 4.0f;
    p.min = ImVec2(p.origin.x + axisW + 2.0f, p.origin.y + p.fontSize * 0.5f);
    p.max = ImVec2(p.origin.x + p.width - 2.0f, p.min.y + p.fontSize * 6.0f);
    percentAxis(p.drawList, p.min, p.max, p.origin.x + axisW);
    return p;
}

// One experiment's bars; returns the plot rectangle in screen coordinates.
Rect barChart(const PanelBarChart& c, bool showLegend) {
    ImGui::Spacing();
    // Wrapped: a title may be wider than the panel in another language.
    ImGui::PushStyleColor(ImGuiCol_Text, kTitleColor);
    ImGui::TextWrapped("%s", c.title.c_str());
    ImGui::PopStyleColor();
    if (showLegend) {
        std::vector<ImU32> colors;
        for (auto rgba : c.seriesColors) colors.push_back(color(rgba));
        legend(c.seriesNames, colors);
    }
    const auto [dl, fs, width, origin, min, max] = percentPlot();

    const std::size_t n = c.groups.size();
    const std::size_t series = std::max<std::size_t>(1, c.seriesColors.size());
    const float groupW = n ? (max.x - min.x) / float(n) : 0.0f;
    const float innerW = groupW * (series == 1 ? 0.5f : 0.74f);
    const float barW = innerW / float(series);
    for (std::size_t g = 0; g < n; ++g) {
        const PanelBarGroup& group = c.groups[g];
        const float gx = min.x + groupW * float(g);
        const float left = std::round(gx + (groupW - innerW) * 0.5f);
        for (std::size_t s = 0; s < group.values.size() && s < c.seriesColors.size(); ++s) {
            const double v = group.values[s];
            if (std::isnan(v)) continue;
            const float x0 = std::round(left + barW * float(s)) + (s > 0 ? 1.0f : 0.0f);
            const float x1 = std::round(left + barW * float(s + 1));
            const float y = std::round(valueY(v, min, max));
            dl->AddRectFilled(ImVec2(x0, y), ImVec2(x1, max.y), color(c.seriesColors[s]));
        }
        centredText(dl, gx + groupW * 0.5f, max.y + 3.0f, groupW - 2.0f, kLabel, group.label);
        centredText(dl, gx + groupW * 0.5f, max.y + 3.0f + fs, groupW - 2.0f, kDim, group.note);
        if (!group.tooltip.empty() &&
            ImGui::IsMouseHoveringRect(ImVec2(gx, min.y), ImVec2(gx + groupW, max.y + 3.0f + 2.0f * fs)))
            ImGui::SetTooltip("%s", group.tooltip.c_str());
    }
    ImGui::Dummy(ImVec2(width, max.y - origin.y + 3.0f + 2.0f * fs));
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.55f, 0.57f, 0.62f, 1.0f));
    ImGui::TextWrapped("%s", c.noteTitle.c_str());  // wrapped: it may be wider than the panel
    ImGui::PopStyleColor();
    return {min.x, min.y, max.x - min.x, max.y - min.y};
}

// The hawk example: polarization and clumping over the run, the hawk's time in the sky and
// the regroup step.
void hawkChart(const report::HawkSeries& s) {
    const std::size_t n = s.polarization.size();
    if (n < 2) return;
    ImGui::Spacing();
    ImGui::TextColored(kTitleColor, tr(T::HawkExample), s.seed, s.birdCount);
    legend({tr(T::ChartPolarization), tr(T::ChartClumping), tr(T::HawkInSkyLegend), tr(T::ChartRegrouped)},
           {color(report::kPolarizationBlue), color(report::kClumpingOrange), color({225, 45, 35, 150}),
            color(report::kRegroupGreen)},
           true);
    // Plain names, not a structured binding: the lambdas below capture them (clang 14, which
    // builds the fuzzers, cannot capture a structured binding).
    const PercentPlot plot = percentPlot();
    ImDrawList* const dl = plot.drawList;
    const float fs = plot.fontSize, width = plot.width;
    const ImVec2 origin = plot.origin, min = plot.min, max = plot.max;
    const float last = float(n - 1);
    auto xOf = [&](float t) { return min.x + (max.x - min.x) * t / last; };

    // The band for every stretch with the hawk in the sky.
    for (std::size_t t = 0; t < n;) {
        if (!s.hawkInSky[t]) {
            ++t;
            continue;
        }
        std::size_t end = t;
        while (end + 1 < n && s.hawkInSky[end + 1]) ++end;
        dl->AddRectFilled(ImVec2(xOf(float(t)), min.y), ImVec2(std::max(xOf(float(end)), xOf(float(t)) + 1.0f), max.y),
                          color(report::kHawkBandRed));
        t = end + 1;
    }
    if (s.regroupStep && *s.regroupStep < n) {
        const float x = std::round(xOf(float(*s.regroupStep))) + 0.5f;
        for (float y = min.y; y < max.y; y += 6.0f)
            dl->AddLine(ImVec2(x, y), ImVec2(x, std::min(y + 3.0f, max.y)), color(report::kRegroupGreen), 1.5f);
    }
    // One point per pixel column at most.
    const int columns = std::max(2, int(max.x - min.x));
    const std::size_t stride = std::max<std::size_t>(1, n / std::size_t(columns));
    auto line = [&](const std::vector<float>& v, report::Rgba c) {
        std::vector<ImVec2> pts;
        for (std::size_t t = 0; t < n; t += stride) pts.push_back(ImVec2(xOf(float(t)), valueY(v[t], min, max)));
        pts.push_back(ImVec2(xOf(last), valueY(v[n - 1], min, max)));
        dl->AddPolyline(pts.data(), int(pts.size()), color(c), ImDrawFlags_None, 1.5f);
    };
    line(s.clumping, report::kClumpingOrange);
    line(s.polarization, report::kPolarizationBlue);
    dl->AddText(ImVec2(min.x, max.y + 2.0f), kDim, "0");
    const std::string end = formatText(tr(T::StepsEnd), n - 1);
    dl->AddText(ImVec2(max.x - ImGui::CalcTextSize(end.c_str()).x, max.y + 2.0f), kDim, end.c_str());
    if (ImGui::IsMouseHoveringRect(min, max)) {
        const float mx = ImGui::GetIO().MousePos.x;
        const auto t = static_cast<std::size_t>(std::clamp((mx - min.x) / (max.x - min.x), 0.0f, 1.0f) * last + 0.5f);
        ImGui::SetTooltip(tr(T::HawkExampleTip), t, double(s.polarization[t]), double(s.clumping[t]), s.clusterCount[t],
                          s.hawkInSky[t] ? tr(T::HawkExampleTipHawk) : "");
    }
    ImGui::Dummy(ImVec2(width, max.y - origin.y + 2.0f + fs));
    const std::string regroup = s.regroupStep && s.hawkLeftStep
                                    ? formatText(tr(T::RegroupedAfterHawk), int(*s.regroupStep - *s.hawkLeftStep))
                                    : std::string(tr(T::NoRegroup));
    const std::string summary = formatText(tr(T::HawkExampleSummary), double(s.minPolarizationInSky), regroup.c_str());
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.55f, 0.57f, 0.62f, 1.0f));
    ImGui::TextWrapped("%s", summary.c_str());
    ImGui::PopStyleColor();
}

// E8's runs per seed: the four AI strategies at each flock size and density.
const int kE8Runs = 4 * static_cast<int>(kE8Birds.size() * kE8Densities.size());

// An experiment computed only when asked (E6, E7, E8): its description, its own progress or
// Compute button, and its charts; reports its Compute / Cancel and its first chart's plot.
struct OnDemandPart {
    const char* id;  // "e6"
    std::string about;
    TextId compute, recompute;
};

void onDemandPart(const ExperimentsView& view, const OnDemandPart& part, bool& compute, bool& cancel,
                  Rect& firstChart) {
    ImGui::PushID(part.id);
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
    ImGui::TextWrapped("%s", part.about.c_str());
    ImGui::PopStyleColor();
    if (view.state == ExperimentsState::Running) {
        if (runProgressRow(static_cast<std::size_t>(view.done), static_cast<std::size_t>(view.total))) cancel = true;
    } else {
        if (view.state == ExperimentsState::Cancelled) ImGui::TextWrapped("%s", tr(T::ExperimentsCancelled));
        if (view.state == ExperimentsState::Ready)
            ImGui::TextWrapped("%s", view.fromCache
                                         ? tr(T::FromCache)
                                         : formatText(tr(T::ComputedIn), duration(view.seconds).c_str()).c_str());
        std::string label(view.rows ? tr(part.recompute) : tr(part.compute));
        label.append("###compute-").append(part.id);
        if (ImGui::Button(label.c_str(), ImVec2(-1.0f, 0.0f))) compute = true;
    }
    if (!view.message.empty()) ImGui::TextColored(kWarnText, "%s", view.message.c_str());
    if (view.rows) {
        bool first = true;
        for (const auto& c : experimentPanelCharts(*view.rows, panelLanguage())) {
            const Rect plot = barChart(c, first);
            if (first) {
                const ImVec2 w = ImGui::GetMainViewport()->Pos;
                firstChart = {plot.x - w.x, plot.y - w.y, plot.width, plot.height};
            }
            first = false;
        }
    }
    ImGui::PopID();
}

}  // namespace

ExperimentsPanelActions drawExperimentsSection(const ExperimentsView& view, bool scrollTo, const ExperimentsView* e6,
                                               const char* e6Birds, const ExperimentsView* e7,
                                               const ExperimentsView* e8) {
    ExperimentsPanelActions act;
    if (scrollTo) ImGui::SetNextItemOpen(true);
    const bool open = ImGui::CollapsingHeader(trLabel(T::ExperimentsSection), ImGuiTreeNodeFlags_DefaultOpen);
    {
        const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
        act.section = {a.x, a.y, b.x - a.x, b.y - a.y};
    }
    if (scrollTo) ImGui::SetScrollHereY(0.0f);
    if (!open) return act;

    ImGui::PushID("experiments");
    if (view.state == ExperimentsState::Running) {
        if (runProgressRow(static_cast<std::size_t>(view.done), static_cast<std::size_t>(view.total)))
            act.cancel = true;
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
        ImGui::TextWrapped(tr(T::ExperimentsRunning), view.seeds, view.birds);
        ImGui::PopStyleColor();
    } else {
        std::string status;
        switch (view.state) {
            case ExperimentsState::Empty:
                status = tr(T::NotComputed);
                break;
            case ExperimentsState::Cancelled:
                status = tr(T::ExperimentsCancelled);
                break;
            case ExperimentsState::Ready:
                status =
                    view.fromCache ? tr(T::FromCache) : formatText(tr(T::ComputedIn), duration(view.seconds).c_str());
                status += formatText(tr(view.seeds == 1 ? T::SeedBirds : T::SeedsBirds), view.seeds, view.birds);
                break;
            case ExperimentsState::Running:
                break;
        }
        ImGui::TextWrapped("%s", status.c_str());
        std::string compute(view.rows ? tr(T::Recompute) : tr(T::Compute));
        compute.append("###compute");
        if (ImGui::Button(compute.c_str(), ImVec2(-1.0f, 0.0f))) act.compute = true;
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(T::ComputeTip));
    }
    if (!view.message.empty()) ImGui::TextColored(kWarnText, "%s", view.message.c_str());

    if (view.rows) {
        if (const auto e0p = meanOf(*view.rows, "e0", "all", "polarization_step0"); !std::isnan(e0p)) {
            ImGui::Spacing();
            ImGui::TextColored(kTitleColor, "%s", tr(T::E0Title));
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
            ImGui::TextWrapped(tr(T::E0Values), e0p, meanOf(*view.rows, "e0", "all", "polarization_step50"));
            ImGui::PopStyleColor();
        }
        const auto charts = experimentPanelCharts(*view.rows, panelLanguage());
        bool first = true;
        for (const auto& c : charts) {
            // E1 and E2 share the legend: it is drawn once, above E1.
            const bool showLegend = c.id != "e2" || charts.front().id == "e2";
            const Rect plot = barChart(c, showLegend);
            if (first) {
                const ImVec2 w = ImGui::GetMainViewport()->Pos;
                act.firstChart = {plot.x - w.x, plot.y - w.y, plot.width, plot.height};
                first = false;
            }
        }
    }
    if (view.hawk) hawkChart(*view.hawk);
    if (e6)
        onDemandPart(*e6, {"e6", formatText(tr(T::E6About), e6Birds), T::ComputeE6, T::RecomputeE6}, act.computeE6,
                     act.cancelE6, act.e6Chart);
    if (e7)
        onDemandPart(*e7, {"e7", formatText(tr(T::E7About), e7->birds), T::ComputeE7, T::RecomputeE7}, act.computeE7,
                     act.cancelE7, act.e7Chart);
    if (e8)
        onDemandPart(*e8,
                     {"e8", formatText(tr(T::E8About), e8->total > 0 ? e8->total : e8->seeds * kE8Runs), T::ComputeE8,
                      T::RecomputeE8},
                     act.computeE8, act.cancelE8, act.e8Chart);
    ImGui::PopID();
    {
        const ImVec2 w = ImGui::GetMainViewport()->Pos;
        act.section.x -= w.x;
        act.section.y -= w.y;
    }
    return act;
}

}  // namespace murmur::ui
