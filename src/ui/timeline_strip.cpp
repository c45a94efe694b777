#include "timeline_strip.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <imgui.h>

#include "charts.hpp"
#include "panel_text.hpp"

namespace murmur::ui {
namespace {

constexpr ImU32 kBarColor = IM_COL32(22, 26, 34, 255);
constexpr ImU32 kBarEdgeColor = IM_COL32(80, 88, 100, 255);
constexpr ImU32 kPlayedColor = IM_COL32(52, 84, 140, 255);
constexpr ImU32 kKeyframeColor = IM_COL32(235, 200, 90, 255);
constexpr ImU32 kHandleColor = IM_COL32(245, 245, 250, 255);
constexpr ImU32 kTextColor = IM_COL32(200, 205, 215, 255);

}  // namespace

std::uint32_t timelineStepAt(const Rect& bar, float x, std::uint32_t first, std::uint32_t end) {
    if (end <= first || bar.width <= 0.0f) return end;
    const double t = std::clamp((x - bar.x) / bar.width, 0.0f, 1.0f);
    return first + static_cast<std::uint32_t>(std::lround(t * double(end - first)));
}

float timelineX(const Rect& bar, std::uint32_t step, std::uint32_t first, std::uint32_t end) {
    if (end <= first) return bar.x + bar.width;
    const double t = double(std::clamp(step, first, end) - first) / double(end - first);
    return bar.x + static_cast<float>(t) * bar.width;
}

float timelineStripHeight() {
    return ImGui::GetFrameHeight() + 2.0f * ImGui::GetStyle().WindowPadding.y;
}

TimelineStripActions drawTimelineStrip(const Rect& rect, const TimelineStripView& view) {
    TimelineStripActions act;
    if (rect.empty()) return act;
    if (!beginStripWindow("Timeline", rect)) {
        ImGui::End();
        return act;
    }
    const bool atLive = !view.seeking && view.current == view.end;
    ImGui::BeginDisabled(atLive);
    if (ImGui::Button(trLabel(TextId::TimelineLive))) act.live = true;
    ImGui::EndDisabled();
    const ImVec2 liveMin = ImGui::GetItemRectMin(), liveMax = ImGui::GetItemRectMax();
    act.liveButton = {liveMin.x, liveMin.y, liveMax.x - liveMin.x, liveMax.y - liveMin.y};
    ImGui::SameLine();

    char note[64];
    if (view.seeking) std::snprintf(note, sizeof note, tr(TextId::TimelineSeeking), view.stepsLeft);
    else std::snprintf(note, sizeof note, tr(TextId::TimelineKeyframes), view.keyframes.size(), view.interval);
    const float noteWidth = ImGui::CalcTextSize(note).x;
    const float barWidth =
        std::max(1.0f, ImGui::GetContentRegionAvail().x - noteWidth - ImGui::GetStyle().ItemSpacing.x);
    const float barHeight = ImGui::GetFrameHeight();
    ImGui::InvisibleButton("##scrub", ImVec2(barWidth, barHeight));
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    act.bar = {min.x, min.y, max.x - min.x, max.y - min.y};
    if (ImGui::IsItemActive() && view.end > view.first) {
        const std::uint32_t step = timelineStepAt(act.bar, ImGui::GetIO().MousePos.x, view.first, view.end);
        if (ImGui::IsItemActivated() || step != view.seeking.value_or(view.current)) act.seek = step;
    }

    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(min, max, kBarColor, 3.0f);
    const float nowX = timelineX(act.bar, view.current, view.first, view.end);
    dl->AddRectFilled(ImVec2(min.x, min.y + 1.0f), ImVec2(nowX, max.y - 1.0f), kPlayedColor, 3.0f);
    for (std::uint32_t k : view.keyframes) {
        const float x = std::round(timelineX(act.bar, k, view.first, view.end));
        dl->AddLine(ImVec2(x, max.y - barHeight * 0.45f), ImVec2(x, max.y - 1.0f), kKeyframeColor, 2.0f);
    }
    dl->AddRect(min, max, kBarEdgeColor, 3.0f);
    dl->AddRectFilled(ImVec2(nowX - 2.0f, min.y), ImVec2(nowX + 2.0f, max.y), kHandleColor, 1.0f);
    if (view.seeking) {
        const float x = timelineX(act.bar, *view.seeking, view.first, view.end);
        dl->AddCircle(ImVec2(x, (min.y + max.y) * 0.5f), barHeight * 0.35f, kHandleColor, 12, 2.0f);
    }
    char label[64];
    std::snprintf(label, sizeof label, tr(TextId::TimelineStep), view.current, view.end);
    const ImVec2 size = ImGui::CalcTextSize(label);
    // On the side of the bar away from the handle, so the handle never covers it.
    const float textX = nowX < (min.x + max.x) * 0.5f ? max.x - size.x - 6.0f : min.x + 6.0f;
    dl->AddText(ImVec2(textX, (min.y + max.y - size.y) * 0.5f), kTextColor, label);
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(note);
    ImGui::End();
    return act;
}

}  // namespace murmur::ui
