// ui_font.hpp - the panel's font: ImGui's default font with NanumGothic (Debian's
// fonts-nanum) merged in for Hangul, holding only the glyphs ui_text_table.hpp uses.
//
// ImGui only, no GL: the atlas is built on the CPU here, so tests can check it without a
// window. The whole Hangul block (11,172 syllables) would make the atlas many times larger;
// the table uses a few hundred characters.
#pragma once

#include <string>

#include <imgui.h>

#include "ui_text.hpp"

namespace murmur::ui {

// ImGui's default font is drawn at 13 px at scale 1; Hangul is merged a little larger so
// that it reads at the Latin text's height.
inline constexpr float kPanelFontPixels = 13.0f;
inline constexpr float kHangulScale = 1.1f;

struct PanelFontReport {
    bool korean = false;  // NanumGothic was found and merged
    int glyphs = 0;       // glyphs in the merged font, Latin included
    int tableGlyphs = 0;  // code points ui_text_table.hpp uses beyond ASCII
    int missing = 0;      // of those, how many the font has no glyph for
    int atlasWidth = 0;   // the texture, in pixels
    int atlasHeight = 0;
    std::string problem;  // why Korean is unavailable, when it is
};

// Holds the glyph ranges ImGui reads while the atlas lives.
class PanelFonts {
public:
    // Adds the default font at kPanelFontPixels * uiScale to `atlas`, merges the Korean
    // font's glyphs from `koreanFontPath` when the file exists, and builds the atlas.
    PanelFontReport load(ImFontAtlas& atlas, float uiScale, const std::string& koreanFontPath);

private:
    ImVector<ImWchar> ranges_;
};

// How many of the table's code points beyond ASCII `font` draws with its fallback glyph.
int missingTableGlyphs(const ImFont& font);

}  // namespace murmur::ui
