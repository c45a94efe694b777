#include "ui_font.hpp"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iterator>
#include <vector>

#include "scenes/scene_names.hpp"

namespace murmur::ui {
namespace {

// Every code point beyond ASCII in either column (the language names are in Hangul in both),
// and in the scenes' Korean labels (scenes/scene_names.hpp).
std::vector<char32_t> tableGlyphs() {
    std::vector<char32_t> points = codePointsOf(Language::Korean);
    const std::vector<char32_t> english = codePointsOf(Language::English);
    points.insert(points.end(), english.begin(), english.end());
    for (const scenes::SceneName& scene : scenes::kScenes)
        if (const auto label = decodeUtf8(scene.korean)) points.insert(points.end(), label->begin(), label->end());
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    points.erase(std::remove_if(points.begin(), points.end(), [](char32_t c) { return c < 0x80; }), points.end());
    return points;
}

// The file's bytes when it looks like a TrueType or OpenType font; empty otherwise (a
// missing file, or one stb_truetype would reject only later, mid-build).
std::vector<char> readFontFile(const std::string& path, std::string& problem) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        problem = "cannot read " + path;
        return {};
    }
    std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    static constexpr char kTrueType[4] = {0, 1, 0, 0};
    if (bytes.size() < 12 || (std::memcmp(bytes.data(), kTrueType, 4) != 0 &&
                              std::memcmp(bytes.data(), "OTTO", 4) != 0 && std::memcmp(bytes.data(), "true", 4) != 0)) {
        problem = path + " is not a TrueType font";
        return {};
    }
    return bytes;
}

ImFont* addDefault(ImFontAtlas& atlas, float pixels) {
    ImFontConfig base;
    base.SizePixels = pixels;
    return atlas.AddFontDefault(&base);
}

}  // namespace

int missingTableGlyphs(const ImFont& font) {
    int missing = 0;
    for (char32_t c : tableGlyphs())
        if (c > 0xFFFF || !font.FindGlyphNoFallback(static_cast<ImWchar>(c))) ++missing;
    return missing;
}

PanelFontReport PanelFonts::load(ImFontAtlas& atlas, float uiScale, const std::string& koreanFontPath) {
    PanelFontReport report;
    const float pixels = kPanelFontPixels * uiScale;
    const std::vector<char32_t> points = tableGlyphs();
    report.tableGlyphs = static_cast<int>(points.size());
    ImFont* font = addDefault(atlas, pixels);
    std::vector<char> bytes = readFontFile(koreanFontPath, report.problem);
    if (!bytes.empty()) {
        ImFontGlyphRangesBuilder builder;
        for (char32_t c : points)
            if (c <= 0xFFFF) builder.AddChar(static_cast<ImWchar>(c));
        ranges_.clear();
        builder.BuildRanges(&ranges_);
        ImFontConfig merge;
        merge.MergeMode = true;
        merge.OversampleH = 1;  // Hangul is dense: snap to pixels rather than blur sub-pixel
        merge.PixelSnapH = true;
        // The atlas frees the data with IM_FREE when it is cleared.
        void* data = IM_ALLOC(bytes.size());
        std::memcpy(data, bytes.data(), bytes.size());
        atlas.AddFontFromMemoryTTF(data, static_cast<int>(bytes.size()), pixels * kHangulScale, &merge, ranges_.Data);
    }
    if (!atlas.Build()) {  // the Korean font would not build: the default font alone
        report.problem = koreanFontPath + " could not be rasterised";
        atlas.Clear();
        font = addDefault(atlas, pixels);
        atlas.Build();
        bytes.clear();
    }
    report.glyphs = font->Glyphs.Size;
    report.missing = missingTableGlyphs(*font);
    report.atlasWidth = atlas.TexWidth;
    report.atlasHeight = atlas.TexHeight;
    report.korean = !bytes.empty() && report.missing == 0;
    if (!bytes.empty() && report.missing > 0)
        report.problem = koreanFontPath + " lacks " + std::to_string(report.missing) + " of the panel's characters";
    return report;
}

}  // namespace murmur::ui
