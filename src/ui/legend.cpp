#include "legend.hpp"

#include <imgui.h>

#include <algorithm>

#include "panel_text.hpp"

namespace murmur::ui {
namespace {

// A small wedge pointing right, like a bird seen from above.
void wedge(ImDrawList* dl, ImVec2 at, float size, ImU32 color) {
    dl->AddTriangleFilled(ImVec2(at.x + size, at.y + size * 0.5f), ImVec2(at.x, at.y),
                          ImVec2(at.x + size * 0.3f, at.y + size * 0.5f), color);
    dl->AddTriangleFilled(ImVec2(at.x + size, at.y + size * 0.5f), ImVec2(at.x + size * 0.3f, at.y + size * 0.5f),
                          ImVec2(at.x, at.y + size), color);
}

}  // namespace

Rect drawLegend(const Rect& view, float scale) {
    const float font = ImGui::GetFontSize() * scale;
    const char* const labels[] = {tr(TextId::LegendCoreBird), tr(TextId::LegendEdgeBird), tr(TextId::LegendHawk)};
    float widest = 0.0f;  // Korean labels are wider than the English ones
    for (const char* l : labels) widest = std::max(widest, ImGui::CalcTextSize(l).x * scale);
    const float width = std::max(font * 7.5f, widest + font * 2.4f);
    const float height = font * 4.6f;
    if (view.width < width * 1.5f || view.height < height * 1.5f) return {};
    const Rect r{view.x + view.width - width - font * 0.6f, view.y + font * 0.6f, width, height};
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    dl->AddRectFilled(ImVec2(r.x, r.y), ImVec2(r.x + r.width, r.y + r.height), IM_COL32(250, 250, 252, 200), 4.0f);
    const ImU32 text = IM_COL32(30, 34, 40, 255);
    struct Entry {
        ImU32 color;
        const char* label;
    };
    const Entry entries[] = {{IM_COL32(18, 18, 20, 255), labels[0]},
                             {IM_COL32(236, 236, 236, 255), labels[1]},
                             {IM_COL32(255, 128, 20, 255), labels[2]}};
    float y = r.y + font * 0.35f;
    for (const Entry& e : entries) {
        wedge(dl, ImVec2(r.x + font * 0.5f, y + font * 0.15f), font * 0.8f, e.color);
        if (e.color == IM_COL32(236, 236, 236, 255))  // pale on pale: outline it
            dl->AddRect(ImVec2(r.x + font * 0.45f, y + font * 0.1f), ImVec2(r.x + font * 1.35f, y + font),
                        IM_COL32(150, 150, 150, 120));
        dl->AddText(ImGui::GetFont(), font, ImVec2(r.x + font * 1.8f, y), text, e.label);
        y += font * 1.3f;
    }
    return r;
}

}  // namespace murmur::ui
