#include "inspector_section.hpp"

#include <cstdio>

#include <imgui.h>

#include "control_panel.hpp"
#include "panel_text.hpp"

namespace murmur::ui {

InspectorActions drawInspectorSection(const InspectorView& view, LayoutProbe& probe) {
    InspectorActions act;
    if (!view.bird) return act;
    const BirdCloseUp& b = *view.bird;
    using T = TextId;
    sectionTitle(formatText(tr(T::InspectorTitle), b.bird).c_str());
    ImGui::Text(tr(T::InspectorSpeed), double(b.speed),
                view.cruiseSpeed > 0.0f ? double(b.speed / view.cruiseSpeed) : 0.0);
    ImGui::Text(tr(T::InspectorFearEdge), double(b.fear), double(b.edge));
    std::string follow(view.following ? tr(T::StopFollowing) : tr(T::Follow));
    follow.append("###follow");
    if (ImGui::Button(follow.c_str())) act.toggleFollow = true;
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    probe.note("inspector-follow", {min.x, min.y, max.x - min.x, max.y - min.y});
    ImGui::SameLine();
    if (ImGui::Button(trLabel(T::LetGo))) act.letGo = true;
    if (b.neighbours.empty()) {
        ImGui::TextUnformatted(tr(view.metric ? T::NoBirdInRadius : T::NoNeighbourInRange));
    } else if (b.total > static_cast<int>(b.neighbours.size())) {
        ImGui::Text(tr(T::NeighboursNearestOf), b.total, b.neighbours.size());
    } else {
        ImGui::Text(tr(view.metric ? T::NeighboursInRadius : T::NeighboursNearest), b.total);
    }
    if (!b.neighbours.empty() && ImGui::BeginTable("neighbours", 2, ImGuiTableFlags_SizingStretchSame)) {
        ImGui::TableSetupColumn(trLabel(T::BirdColumn));
        ImGui::TableSetupColumn(trLabel(T::Distance));
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
