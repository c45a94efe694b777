// panel_text.hpp - the texts of ui_text.hpp in the language the panel shows now.
//
// The language lives with the ImGui context that draws it (the context's io.UserData points
// at the App's PanelLanguage), beside the font atlas that has, or lacks, the Korean glyphs:
// without them the panel shows English whatever was chosen, never boxes. With no
// PanelLanguage attached (unit tests, a bare context) everything is English.
#pragma once

#include "ui_text.hpp"

namespace murmur::ui {

struct PanelLanguage {
    Language chosen = kDefaultLanguage;
    bool koreanFont = false;  // the atlas holds every glyph the Korean texts use
};

// Makes `language` the current ImGui context's; it must outlive the context (or be detached
// with nullptr first).
void attachPanelLanguage(PanelLanguage* language);
// The attached PanelLanguage, or nullptr.
PanelLanguage* attachedPanelLanguage();

// The language drawn now: the chosen one when the font can draw it, else English.
Language panelLanguage();
// text() and label() in panelLanguage().
const char* tr(TextId id);
const char* trLabel(TextId id);

}  // namespace murmur::ui
