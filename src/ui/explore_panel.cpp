#include "explore_panel.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <imgui.h>

#include "explore_map.hpp"
#include "panel_colors.hpp"
#include "panel_text.hpp"
#include "run_progress_row.hpp"

namespace murmur::ui {
namespace {

using T = TextId;

constexpr ImU32 kNoData = IM_COL32(60, 63, 70, 255);
constexpr ImU32 kMarker = IM_COL32(255, 140, 40, 255);  // the current settings: orange, on any cell colour
constexpr ImU32 kLine = IM_COL32(120, 190, 255, 255);
constexpr float kMapAspect = 0.62f;  // plot height / width
constexpr int kTextField = 512;

Rect rectOf(ImVec2 a, ImVec2 b) {
    return {a.x, a.y, b.x - a.x, b.y - a.y};
}

ImU32 imColour(report::Rgba c) {
    return IM_COL32(c.r, c.g, c.b, 255);
}

// A text field `width` wide (negative: all but that much), greyed `hint` when empty.
bool textField(const char* id, const char* hint, float width, std::string& value) {
    char buf[kTextField];
    const std::size_t n = std::min(value.size(), sizeof buf - 1);
    value.copy(buf, n);
    buf[n] = '\0';
    ImGui::SetNextItemWidth(width);
    if (!ImGui::InputTextWithHint(id, hint, buf, sizeof buf)) return false;
    value = buf;
    return true;
}

void hoverReadout(const ExploreMap& map, std::size_t column, std::size_t row) {
    const sweep::CellStats& c = map.at(column, row);
    ImGui::BeginTooltip();
    ImGui::Text("%s = %s", map.x.field.c_str(), map.x.labels[column].c_str());
    if (map.y) ImGui::Text("%s = %s", map.y->field.c_str(), map.y->labels[row].c_str());
    if (c.seeds == 0) ImGui::TextUnformatted(tr(T::NotRunYet));
    else ImGui::Text(tr(T::CellReadout), sweep::measureName(map.measure), c.mean, c.sd, c.seeds);
    ImGui::EndTooltip();
}

// The heat map (two axes) or the means with error bars (one axis), full width at the cursor.
void drawMap(const ExploreMap& map, ExplorePanelActions& act) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float fs = ImGui::GetFontSize();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float width = ImGui::GetContentRegionAvail().x;
    const float labelW = map.y ? fs * 3.0f : fs * 2.5f;
    const ImVec2 p0(origin.x + labelW, origin.y + fs * 0.3f);
    const ImVec2 p1(origin.x + width, p0.y + std::round((width - labelW) * kMapAspect));
    dl->AddRectFilled(p0, p1, kPlotBackground);
    act.map = rectOf(p0, p1);
    const std::size_t cols = map.columns(), rows = map.rows();
    const float cw = (p1.x - p0.x) / float(cols), ch = (p1.y - p0.y) / float(rows);
    const double span = map.hi > map.lo ? map.hi - map.lo : 1.0;
    const ImVec2 mouse = ImGui::GetMousePos();
    const bool hovered =
        ImGui::IsWindowHovered() && mouse.x >= p0.x && mouse.x < p1.x && mouse.y >= p0.y && mouse.y < p1.y;

    if (map.y) {
        for (std::size_t c = 0; c < cols; ++c)
            for (std::size_t r = 0; r < rows; ++r) {
                const sweep::CellStats& s = map.at(c, r);
                const ImVec2 a(p0.x + cw * float(c), p1.y - ch * float(r + 1));
                const ImVec2 b(a.x + cw, a.y + ch);
                const report::Rgba colour = sweep::heatColour((s.mean - map.lo) / span);
                dl->AddRectFilled(a, b, s.seeds ? imColour(colour) : kNoData);
                char value[16];
                std::snprintf(value, sizeof value, "%.3g", s.mean);
                const ImVec2 size = ImGui::CalcTextSize(value);
                if (s.seeds && size.x + 4.0f < cw && size.y < ch) {  // its value, where it fits
                    const bool darkCell = 0.299 * colour.r + 0.587 * colour.g + 0.114 * colour.b < 140.0;
                    dl->AddText(ImVec2(a.x + (cw - size.x) * 0.5f, a.y + (ch - size.y) * 0.5f),
                                darkCell ? IM_COL32(235, 235, 240, 255) : IM_COL32(20, 20, 24, 255), value);
                }
            }
        for (std::size_t r = 0; r < rows; ++r) {  // y labels
            const char* t = map.y->labels[r].c_str();
            const float w = ImGui::CalcTextSize(t).x;
            dl->AddText(ImVec2(p0.x - w - 4.0f, p1.y - ch * (float(r) + 0.5f) - fs * 0.5f), kDim, t);
        }
    } else {
        auto yOf = [&](double v) {
            return p1.y - float((v - map.lo) / span) * (p1.y - p0.y) * 0.9f - (p1.y - p0.y) * 0.05f;
        };
        ImVec2 previous;
        for (std::size_t c = 0; c < cols; ++c) {
            const sweep::CellStats& s = map.at(c, 0);
            if (!s.seeds) continue;
            const float x = p0.x + cw * (float(c) + 0.5f);
            const ImVec2 p(x, yOf(s.mean));
            dl->AddLine(ImVec2(x, yOf(s.mean - s.sd)), ImVec2(x, yOf(s.mean + s.sd)), kDim, 1.5f);
            dl->AddCircleFilled(p, 3.5f, kLine);
            if (c > 0 && map.at(c - 1, 0).seeds) dl->AddLine(previous, p, kLine, 2.0f);
            previous = p;
        }
        char lo[32], hi[32];
        std::snprintf(lo, sizeof lo, "%.3g", map.lo);
        std::snprintf(hi, sizeof hi, "%.3g", map.hi);
        dl->AddText(ImVec2(origin.x, yOf(map.lo) - fs * 0.5f), kDim, lo);
        dl->AddText(ImVec2(origin.x, yOf(map.hi) - fs * 0.5f), kDim, hi);
    }
    for (std::size_t c = 0; c < cols; ++c) {  // x labels, as many as fit
        const std::size_t every = std::max<std::size_t>(1, std::size_t(std::ceil(fs * 3.0f / cw)));
        if (c % every) continue;
        const char* t = map.x.labels[c].c_str();
        const float w = ImGui::CalcTextSize(t).x;
        dl->AddText(ImVec2(p0.x + cw * (float(c) + 0.5f) - w * 0.5f, p1.y + 2.0f), kDim, t);
    }
    if (map.marked()) {
        const std::size_t c = *map.x.current, r = map.y ? *map.y->current : 0;
        const ImVec2 a(p0.x + cw * float(c), map.y ? p1.y - ch * float(r + 1) : p0.y);
        const ImVec2 b(a.x + cw, map.y ? a.y + ch : p1.y);
        dl->AddRect(ImVec2(a.x + 1.5f, a.y + 1.5f), ImVec2(b.x - 1.5f, b.y - 1.5f), kMarker, 0.0f, 0, 3.0f);
        act.marker = rectOf(a, b);
    }
    if (hovered) {
        const auto c = std::min(cols - 1, std::size_t((mouse.x - p0.x) / cw));
        const auto r = map.y ? std::min(rows - 1, std::size_t((p1.y - mouse.y) / ch)) : 0;
        hoverReadout(map, c, r);
    }
    ImGui::Dummy(ImVec2(width, p1.y - origin.y + fs * 1.3f));
    ImGui::TextColored(ImVec4(0.6f, 0.62f, 0.66f, 1.0f), tr(T::AxesAcross), map.x.field.c_str(),
                       map.y ? tr(T::AxesUp) : "", map.y ? map.y->field.c_str() : "");
    if (map.marked()) {
        ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.16f, 1.0f), "%s", tr(T::OrangeRing));
    } else {
        ImGui::TextColored(ImVec4(0.6f, 0.62f, 0.66f, 1.0f), "%s", tr(T::SettingsOutside));
    }
}

}  // namespace

ExplorePanelActions drawExploreSection(const ExploreView& view, ExplorePanelState& state, const SimParams& current,
                                       bool scrollTo) {
    ExplorePanelActions act;
    if (scrollTo) ImGui::SetNextItemOpen(true);
    const bool open = ImGui::CollapsingHeader(trLabel(T::ExploreSection));
    act.section = rectOf(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    if (scrollTo) ImGui::SetScrollHereY(0.0f);
    if (!open) return act;

    ImGui::PushID("explore");
    const float button =
        ImGui::CalcTextSize(tr(T::Open)).x + ImGui::GetStyle().FramePadding.x * 2.0f + ImGui::GetStyle().ItemSpacing.x;
    textField("##folder", tr(T::ResultsFolder), -button, state.folder);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(T::ResultsFolderTip));
    ImGui::SameLine();
    if (ImGui::Button(trLabel(T::Open), ImVec2(-1.0f, 0.0f))) act.open = true;
    textField("##spec", tr(T::SweepSpec), -1.0f, state.spec);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(T::SweepSpecTip));
    if (view.state == ExploreState::Running) {
        if (runProgressRow(view.done, view.total)) act.cancel = true;
    } else if (ImGui::Button(trLabel(T::RunSpec), ImVec2(-1.0f, 0.0f))) {
        act.run = true;
    }
    if (ImGui::IsItemHovered() && view.state != ExploreState::Running) ImGui::SetTooltip("%s", tr(T::RunSpecTip));
    if (!view.message.empty()) ImGui::TextWrapped("%s", view.message.c_str());

    if (view.spec && view.rows) {
        const auto& measures = view.spec->measures;
        state.measure = std::clamp(state.measure, 0, int(measures.size()) - 1);
        ImGui::TextWrapped(tr(T::FolderRuns), view.folder.c_str(),
                           view.rows->size() / std::max<std::size_t>(1, measures.size()));
        if (measures.size() > 1) {
            ImGui::SetNextItemWidth(-1.0f);
            if (ImGui::BeginCombo("##measure", sweep::measureName(measures[std::size_t(state.measure)]))) {
                for (std::size_t i = 0; i < measures.size(); ++i)
                    if (ImGui::Selectable(sweep::measureName(measures[i]), int(i) == state.measure))
                        state.measure = int(i);
                ImGui::EndCombo();
            }
        }
        if (const auto& map = state.map.get(view.spec, view.rows, measures[std::size_t(state.measure)], current))
            drawMap(*map, act);
        else ImGui::TextWrapped(tr(T::NoPhaseDiagram), view.spec->axes.size());
    }
    ImGui::PopID();
    return act;
}

}  // namespace murmur::ui
