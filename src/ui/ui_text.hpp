// ui_text.hpp - every string the window program shows on screen, in English and Korean, in
// one table (ui_text_table.hpp), and the language it is shown in.
//
// What is here: the languages, the text ids, the text of an id in a language, ImGui labels
// whose ID stays the same in every language, and the set of code points a language's texts
// use (what the font atlas must hold). What is not: ImGui or GL (panel_text.hpp reads the
// current language for the panel; ui_font.hpp loads the fonts), and anything printed to
// stdout or stderr (machine-read by tests and scripts: those stay English).
//
// Invariants, tested: every id has a non-empty English and Korean text; the Korean is valid
// UTF-8; both texts of an id hold the same printf conversions in the same order, so one
// printf-style call serves either language.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ui_text_table.hpp"

namespace murmur::ui {

enum class Language { English, Korean };
inline constexpr Language kDefaultLanguage = Language::English;
// The font that draws the Korean column (Debian's fonts-nanum); ui_font.hpp merges it.
inline constexpr const char* kKoreanFontPath = "/usr/share/fonts/truetype/nanum/NanumGothic.ttf";

// "en" / "ko" (the command line's and the script's words).
std::optional<Language> parseLanguage(std::string_view code);
const char* languageCode(Language language);

enum class TextId {
#define MURMUR_TEXT_ID(id, english, korean) id,
    MURMUR_UI_TEXTS(MURMUR_TEXT_ID)
#undef MURMUR_TEXT_ID
};
inline constexpr int kTextCount = 0
#define MURMUR_TEXT_COUNT(id, english, korean) +1
    MURMUR_UI_TEXTS(MURMUR_TEXT_COUNT)
#undef MURMUR_TEXT_COUNT
    ;

// The text as shown. Never null, never empty.
const char* text(TextId id, Language language);
// "text###Id": an ImGui label that shows the text and whose ID is the id's name, so a
// widget keeps its state (open, active, scrolled to) when the language changes.
const char* label(TextId id, Language language);
// The id's name in the table ("SendHawk"), for messages and tests.
const char* textName(TextId id);

// printf into a string: formatText(text(TextId::SavedFile, language), name.c_str()).
std::string formatText(const char* format, ...) __attribute__((format(printf, 1, 2)));

// The code points of a UTF-8 string; nothing when it is not valid UTF-8 (a stray
// continuation byte, a truncated or overlong sequence, a surrogate, past U+10FFFF).
std::optional<std::u32string> decodeUtf8(std::string_view utf8);
// Every code point any text of the language uses, sorted, each once.
std::vector<char32_t> codePointsOf(Language language);

}  // namespace murmur::ui
