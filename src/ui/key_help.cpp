#include "key_help.hpp"

#include <imgui.h>

#include "panel_text.hpp"

namespace murmur::ui {

Rect drawKeyHelp(const Rect& area, std::span<const KeyHelpRow> rows) {
    ImGui::SetNextWindowPos(ImVec2(area.x + area.width * 0.5f, area.y + area.height * 0.5f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowBgAlpha(0.9f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoFocusOnAppearing;
    Rect where;
    if (ImGui::Begin(trLabel(TextId::KeyHelpTitle), nullptr, flags)) {
        if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg)) {
            for (const KeyHelpRow& r : rows) {
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                ImGui::TextColored(ImVec4(1.0f, 0.85f, 0.4f, 1.0f), "%.*s", int(r.key.size()), r.key.data());
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(r.what.data(), r.what.data() + r.what.size());
            }
            ImGui::EndTable();
        }
        const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
        where = {pos.x, pos.y, size.x, size.y};
    }
    ImGui::End();
    return where;
}

}  // namespace murmur::ui
