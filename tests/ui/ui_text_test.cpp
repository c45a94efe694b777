// The on-screen texts' table: complete in both languages, valid UTF-8, and with the same
// printf conversions in each language, so one call formats either.
#include "ui_text.hpp"

#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace murmur::ui {
namespace {

std::vector<TextId> everyId() {
    std::vector<TextId> ids;
    for (int i = 0; i < kTextCount; ++i) ids.push_back(static_cast<TextId>(i));
    return ids;
}

// The printf conversions of a format in order ("%d", "%.1f", "%zu"), without "%%".
std::vector<std::string> conversions(std::string_view format) {
    std::vector<std::string> found;
    for (std::size_t i = 0; i < format.size(); ++i) {
        if (format[i] != '%') continue;
        if (i + 1 < format.size() && format[i + 1] == '%') {
            ++i;
            continue;
        }
        std::size_t end = i + 1;
        while (end < format.size() && std::string_view("-+ #0123456789.*hlzjtL").find(format[end]) != std::string::npos)
            ++end;
        found.emplace_back(format.substr(i, end + 1 - i));
        i = end;
    }
    return found;
}

bool hasHangul(std::string_view s) {
    const auto points = decodeUtf8(s);
    if (!points) return false;
    for (char32_t c : *points)
        if (c >= 0xAC00 && c <= 0xD7A3) return true;
    return false;
}

TEST(UiText, EveryIdHasBothTexts) {
    ASSERT_GT(kTextCount, 100);
    for (TextId id : everyId()) {
        EXPECT_STRNE(text(id, Language::English), "") << textName(id);
        EXPECT_STRNE(text(id, Language::Korean), "") << textName(id);
    }
}

TEST(UiText, KoreanIsValidUtf8AndMostlyHangul) {
    int hangul = 0;
    for (TextId id : everyId()) {
        EXPECT_TRUE(decodeUtf8(text(id, Language::Korean))) << textName(id);
        EXPECT_TRUE(decodeUtf8(text(id, Language::English))) << textName(id);
        if (hasHangul(text(id, Language::Korean))) ++hangul;
    }
    // A few rows are the same in both (FPS, ")", the font's own warning), not most.
    EXPECT_GT(hangul, kTextCount * 3 / 4);
    EXPECT_TRUE(hasHangul(text(TextId::SendHawk, Language::Korean)));
    EXPECT_STREQ(text(TextId::SendHawk, Language::Korean), "매 보내기");
    EXPECT_STREQ(text(TextId::SendHawk, Language::English), "Send hawk");
}

TEST(UiText, FormatConversionsMatchBetweenLanguages) {
    EXPECT_EQ(conversions("a %d b %.1f%% c %zu %s"), (std::vector<std::string>{"%d", "%.1f", "%zu", "%s"}));
    EXPECT_EQ(conversions("%+.2f, %5d"), (std::vector<std::string>{"%+.2f", "%5d"}));
    for (TextId id : everyId())
        EXPECT_EQ(conversions(text(id, Language::English)), conversions(text(id, Language::Korean))) << textName(id);
    const std::string ko = formatText(text(TextId::StatClusters, Language::Korean), 3, 97.0);
    EXPECT_EQ(ko, "군집: 3개 (가장 큰 군집 97%)");
}

TEST(UiText, LabelsKeepOneIdAcrossLanguages) {
    const std::string en = label(TextId::Pause, Language::English), ko = label(TextId::Pause, Language::Korean);
    EXPECT_EQ(en, "Pause###Pause");
    EXPECT_EQ(ko, "일시정지###Pause");
    for (TextId id : everyId()) {
        const std::string e = label(id, Language::English), k = label(id, Language::Korean);
        EXPECT_EQ(e.substr(e.find("###")), k.substr(k.find("###"))) << textName(id);
    }
}

TEST(UiText, LanguageCodes) {
    EXPECT_EQ(parseLanguage("en"), Language::English);
    EXPECT_EQ(parseLanguage("ko"), Language::Korean);
    EXPECT_FALSE(parseLanguage("kr"));
    EXPECT_FALSE(parseLanguage(""));
    EXPECT_FALSE(parseLanguage("KO"));
    EXPECT_STREQ(languageCode(Language::Korean), "ko");
    EXPECT_STREQ(languageCode(Language::English), "en");
}

TEST(UiText, DecodesUtf8AndRejectsBrokenSequences) {
    EXPECT_EQ(*decodeUtf8("a매"), (std::u32string{U'a', U'매'}));
    EXPECT_FALSE(decodeUtf8("\x80"));              // a continuation byte alone
    EXPECT_FALSE(decodeUtf8("\xEB\xA7"));          // a truncated syllable
    EXPECT_FALSE(decodeUtf8("\xC0\xAF"));          // an overlong '/'
    EXPECT_FALSE(decodeUtf8("\xED\xA0\x80"));      // a surrogate
    EXPECT_FALSE(decodeUtf8("\xF4\x90\x80\x80"));  // past U+10FFFF
    EXPECT_FALSE(decodeUtf8("\xFF"));
}

TEST(UiText, CodePointsAreTheTableSCharactersOnce) {
    const std::vector<char32_t> ko = codePointsOf(Language::Korean);
    ASSERT_FALSE(ko.empty());
    for (std::size_t i = 1; i < ko.size(); ++i) EXPECT_LT(ko[i - 1], ko[i]);
    auto has = [&](char32_t c) { return std::binary_search(ko.begin(), ko.end(), c); };
    EXPECT_TRUE(has(U'매'));
    EXPECT_TRUE(has(U'응'));
    EXPECT_FALSE(has(U'뷁'));  // in the Hangul block, used by no text
    int hangul = 0;
    for (char32_t c : ko) hangul += c >= 0xAC00 && c <= 0xD7A3;
    EXPECT_LT(hangul, 1000);  // a small part of the 11,172 syllables
}

}  // namespace
}  // namespace murmur::ui
