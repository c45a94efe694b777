#include "inspector_section.hpp"

#include <cstdio>

#include <imgui.h>

#include "control_panel.hpp"

namespace murmur::ui {

InspectorActions drawInspectorSection(const InspectorView& view, LayoutProbe& probe) {
    InspectorActions act;
    if (!view.bird) return act;
    const BirdCloseUp& b = *view.bird;
    char title[48];
    std::snprintf(title, sizeof title, "Bird #%u", b.bird);
    sectionTitle(title);
    ImGui::Text("speed %.3f (%.2f x cruise)", double(b.speed),
                view.cruiseSpeed > 0.0f ? double(b.speed / view.cruiseSpeed) : 0.0);
    ImGui::Text("fear %.2f   edge %.2f", double(b.fear), double(b.edge));
    if (ImGui::Button(view.following ? "Stop following (F)" : "Follow (F)")) act.toggleFollow = true;
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    probe.note("inspector-follow", {min.x, min.y, max.x - min.x, max.y - min.y});
    ImGui::SameLine();
    if (ImGui::Button("Let go (Esc)")) act.letGo = true;
    if (b.neighbours.empty()) {
        ImGui::TextUnformatted(view.metric ? "no bird within the radius" : "no neighbour in range");
    } else if (b.total > static_cast<int>(b.neighbours.size())) {
        ImGui::Text("%d neighbours within the radius, the %zu nearest:", b.total, b.neighbours.size());
    } else {
        ImGui::Text(view.metric ? "%d neighbours within the radius:" : "its %d nearest neighbours:", b.total);
    }
    if (!b.neighbours.empty() && ImGui::BeginTable("neighbours", 2, ImGuiTableFlags_SizingStretchSame)) {
        ImGui::TableSetupColumn("bird");
        ImGui::TableSetupColumn("distance");
        ImGui::TableHeadersRow();
        for (const CloseUpNeighbour& n : b.neighbours) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::Text("#%u", n.index);
            ImGui::TableNextColumn();
            ImGui::Text("%.2f", double(n.distance));
        }
        ImGui::EndTable();
    }
    return act;
}

}  // namespace murmur::ui
