#include "legend.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>

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

constexpr ImU32 kRoostColor = IM_COL32(115, 64, 26, 255);  // render/ground.frag's kRoostColor
constexpr float kScaleBarFonts = 5.0f;                     // the bar is at most this many font sizes long

}  // namespace

float scaleBarMetres(float pixelsPerMetre, float maxPixels) {
    if (!std::isfinite(pixelsPerMetre) || !(pixelsPerMetre > 0.0f) || !(maxPixels > 0.0f)) return 0.0f;
    const float most = maxPixels / pixelsPerMetre;  // metres
    if (!(most >= 0.001f) || !std::isfinite(most)) return 0.0f;
    const float decade = std::pow(10.0f, std::floor(std::log10(most)));
    for (float step : {5.0f, 2.0f, 1.0f})
        if (step * decade <= most * (1.0f + 1e-5f)) return step * decade;  // 60 / 0.3 is 199.99998
    return decade;
}

Rect drawLegend(const Rect& view, float scale, const LegendMetres* metres, LegendBirds birds) {
    const float font = ImGui::GetFontSize() * scale;
    char roost[64] = "", bar[64] = "";
    float barMetres = 0.0f;
    if (metres) {
        if (metres->roostRadius > 0.0f)
            std::snprintf(roost, sizeof roost, tr(TextId::LegendRoost), static_cast<double>(metres->roostRadius));
        barMetres = scaleBarMetres(metres->pixelsPerMetre, font * kScaleBarFonts);
        if (barMetres > 0.0f)
            std::snprintf(bar, sizeof bar, tr(TextId::LegendScaleBar), static_cast<double>(barMetres));
    }
    // The two bird entries: render/birds.vert's colours.
    struct Pair {
        TextId first, second;
        ImU32 firstColor, secondColor;
    };
    const Pair pairs[] = {
        {TextId::LegendCoreBird, TextId::LegendEdgeBird, IM_COL32(18, 18, 20, 255), IM_COL32(236, 236, 236, 255)},
        {TextId::LegendCalm, TextId::LegendStartled, IM_COL32(235, 224, 199, 255), IM_COL32(97, 8, 15, 255)},
        {TextId::LegendWithFlock, TextId::LegendAgainstFlock, IM_COL32(199, 227, 255, 255),
         IM_COL32(102, 13, 115, 255)},
        {TextId::LegendSlow, TextId::LegendFast, IM_COL32(26, 56, 158, 255), IM_COL32(250, 224, 31, 255)},
        {TextId::LegendFlockOne, TextId::LegendFlockTwo, IM_COL32(33, 84, 217, 255), IM_COL32(204, 36, 133, 255)},
        {TextId::LegendSparse, TextId::LegendDense, IM_COL32(204, 235, 247, 255), IM_COL32(10, 31, 92, 255)},
        {TextId::LegendUnheeded, TextId::LegendHeeded, IM_COL32(219, 219, 158, 255), IM_COL32(158, 15, 97, 255)},
        {TextId::LegendLargestCluster, TextId::LegendNoCluster, IM_COL32(33, 84, 217, 255),
         IM_COL32(158, 158, 158, 255)},
        {TextId::LegendLeftDown, TextId::LegendRightDown, IM_COL32(31, 92, 219, 255), IM_COL32(204, 31, 56, 255)},
    };
    static_assert(std::size(pairs) == static_cast<std::size_t>(LegendBirds::Bank) + 1, "a pair per colouring");
    const Pair& pair = pairs[static_cast<int>(birds)];
    const char* const labels[] = {tr(pair.first), tr(pair.second), tr(TextId::LegendHawk), roost, bar};
    float widest = 0.0f;  // Korean labels are wider than the English ones
    for (const char* l : labels) widest = std::max(widest, ImGui::CalcTextSize(l).x * scale);
    const int extraRows = (roost[0] ? 1 : 0) + (bar[0] ? 1 : 0);
    const float width = std::max({font * 7.5f, widest + font * 2.4f, bar[0] ? font * (kScaleBarFonts + 1.0f) : 0.0f});
    const float height = font * (4.6f + 1.3f * static_cast<float>(extraRows) + (bar[0] ? 0.6f : 0.0f));
    if (view.width < width * 1.5f || view.height < height * 1.5f) return {};
    const Rect r{view.x + view.width - width - font * 0.6f, view.y + font * 0.6f, width, height};
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    dl->AddRectFilled(ImVec2(r.x, r.y), ImVec2(r.x + r.width, r.y + r.height), IM_COL32(250, 250, 252, 200), 4.0f);
    const ImU32 text = IM_COL32(30, 34, 40, 255);
    struct Entry {
        ImU32 color;
        const char* label;
    };
    const Entry entries[] = {
        {pair.firstColor, labels[0]}, {pair.secondColor, labels[1]}, {IM_COL32(255, 128, 20, 255), labels[2]}};
    float y = r.y + font * 0.35f;
    for (const Entry& e : entries) {
        wedge(dl, ImVec2(r.x + font * 0.5f, y + font * 0.15f), font * 0.8f, e.color);
        if ((e.color >> IM_COL32_G_SHIFT & 0xFF) > 180)  // pale on pale: outline it
            dl->AddRect(ImVec2(r.x + font * 0.45f, y + font * 0.1f), ImVec2(r.x + font * 1.35f, y + font),
                        IM_COL32(150, 150, 150, 120));
        dl->AddText(ImGui::GetFont(), font, ImVec2(r.x + font * 1.8f, y), text, e.label);
        y += font * 1.3f;
    }
    if (roost[0]) {
        const ImVec2 c(r.x + font * 0.9f, y + font * 0.55f);
        dl->AddCircle(c, font * 0.4f, kRoostColor, 16, 2.0f * scale);
        dl->AddCircleFilled(c, font * 0.1f, kRoostColor);
        dl->AddText(ImGui::GetFont(), font, ImVec2(r.x + font * 1.8f, y), text, roost);
        y += font * 1.3f;
    }
    if (bar[0]) {
        // The bar, with end ticks, then its length under it.
        const float x0 = r.x + font * 0.5f, x1 = x0 + barMetres * metres->pixelsPerMetre, yb = y + font * 0.4f;
        dl->AddLine(ImVec2(x0, yb), ImVec2(x1, yb), text, 2.0f * scale);
        for (float x : {x0, x1})
            dl->AddLine(ImVec2(x, yb - font * 0.3f), ImVec2(x, yb + font * 0.3f), text, 1.5f * scale);
        dl->AddText(ImGui::GetFont(), font, ImVec2(x0, y + font * 0.75f), text, bar);
    }
    return r;
}

}  // namespace murmur::ui
