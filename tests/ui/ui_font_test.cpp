// The panel's font atlas, built on the CPU as the window program builds it: with
// NanumGothic every character the texts use has a glyph; without it the atlas is the
// default font alone and says why. No window, no GL.
#include "ui_font.hpp"

#include <fstream>

#include <gtest/gtest.h>

namespace murmur::ui {
namespace {

bool fileExists(const char* path) {
    return std::ifstream(path).good();
}

TEST(UiFont, MergesOnlyTheGlyphsTheTextsUse) {
    if (!fileExists(kKoreanFontPath)) GTEST_SKIP() << "fonts-nanum is not installed";
    ImFontAtlas atlas;
    PanelFonts fonts;
    const PanelFontReport r = fonts.load(atlas, 1.0f, kKoreanFontPath);
    EXPECT_TRUE(r.korean) << r.problem;
    EXPECT_EQ(r.missing, 0);
    ASSERT_EQ(atlas.Fonts.Size, 1);  // merged into the default font, not a second one
    const ImFont& font = *atlas.Fonts[0];
    for (char32_t c : codePointsOf(Language::Korean)) {
        if (c < 0x20) continue;  // a newline is no glyph
        EXPECT_NE(font.FindGlyphNoFallback(static_cast<ImWchar>(c)), nullptr) << "U+" << std::hex << unsigned(c);
    }
    EXPECT_EQ(font.FindGlyphNoFallback(static_cast<ImWchar>(U'뷁')), nullptr);  // used by no text
    // The default font's Latin glyphs plus the table's characters beyond ASCII, nothing more.
    ImFontAtlas latin;
    latin.AddFontDefault();
    latin.Build();
    int added = 0;  // beyond ASCII and not already in the default font (which has Latin-1)
    for (char32_t c : codePointsOf(Language::Korean))
        if (c >= 0x80 && !latin.Fonts[0]->FindGlyphNoFallback(static_cast<ImWchar>(c))) ++added;
    EXPECT_EQ(r.glyphs, latin.Fonts[0]->Glyphs.Size + added);
    EXPECT_LT(r.atlasWidth * r.atlasHeight, 1024 * 1024);
}

TEST(UiFont, WithoutTheFileTheAtlasIsTheDefaultFontAndSaysWhy) {
    ImFontAtlas atlas;
    PanelFonts fonts;
    const PanelFontReport r = fonts.load(atlas, 2.0f, "/nonexistent/NanumGothic.ttf");
    EXPECT_FALSE(r.korean);
    EXPECT_NE(r.problem.find("/nonexistent/NanumGothic.ttf"), std::string::npos);
    EXPECT_GT(r.missing, 100);  // every Hangul character would be a box
    EXPECT_EQ(r.missing, missingTableGlyphs(*atlas.Fonts[0]));
    EXPECT_FLOAT_EQ(atlas.Fonts[0]->FontSize, kPanelFontPixels * 2.0f);
}

TEST(UiFont, AFileThatIsNoFontIsRefusedBeforeTheBuild) {
    const std::string path = ::testing::TempDir() + "not_a_font.ttf";
    std::ofstream(path) << "this is text, not a TrueType font";
    ImFontAtlas atlas;
    PanelFonts fonts;
    const PanelFontReport r = fonts.load(atlas, 1.0f, path);
    EXPECT_FALSE(r.korean);
    EXPECT_NE(r.problem.find("not a TrueType font"), std::string::npos);
    EXPECT_GT(r.glyphs, 90);  // the default font still draws English
}

}  // namespace
}  // namespace murmur::ui
