// view_card.hpp - a small card over the 3D view's top left corner (the legend is at the top
// right): the flown hawk's and the ground observer's. It takes no input and keeps no
// settings; the caller fills it and calls ImGui::End() whatever beginViewCard returned.
#pragma once

#include <imgui.h>

#include "layout.hpp"

namespace murmur::scene_views {

inline bool beginViewCard(const ui::Rect& view, const char* id) {
    const float pad = ImGui::GetFontSize() * 0.6f;
    ImGui::SetNextWindowPos(ImVec2(view.x + pad, view.y + pad), ImGuiCond_Always);
    ImGui::SetNextWindowBgAlpha(0.8f);
    constexpr ImGuiWindowFlags kCard = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                       ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav |
                                       ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoSavedSettings;
    return ImGui::Begin(id, nullptr, kCard);
}

}  // namespace murmur::scene_views
