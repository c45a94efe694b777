#include "panel_text.hpp"

#include <imgui.h>

namespace murmur::ui {

void attachPanelLanguage(PanelLanguage* language) {
    ImGui::GetIO().UserData = language;
}

PanelLanguage* attachedPanelLanguage() {
    if (!ImGui::GetCurrentContext()) return nullptr;
    return static_cast<PanelLanguage*>(ImGui::GetIO().UserData);
}

Language panelLanguage() {
    const PanelLanguage* l = attachedPanelLanguage();
    if (!l || (l->chosen == Language::Korean && !l->koreanFont)) return Language::English;
    return l->chosen;
}

const char* tr(TextId id) {
    return text(id, panelLanguage());
}

const char* trLabel(TextId id) {
    return label(id, panelLanguage());
}

}  // namespace murmur::ui
