#include "ui_text.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdarg>
#include <cstdio>

namespace murmur::ui {
namespace {

struct Row {
    const char* name;
    std::array<const char*, 2> text;   // by Language
    std::array<const char*, 2> label;  // text "###" name
};

// clang-format off
constexpr Row kRows[] = {
#define MURMUR_TEXT_ROW(id, english, korean) {#id, {english, korean}, {english "###" #id, korean "###" #id}},
    MURMUR_UI_TEXTS(MURMUR_TEXT_ROW)
#undef MURMUR_TEXT_ROW
};
// clang-format on
static_assert(std::size(kRows) == std::size_t(kTextCount));

const Row& rowOf(TextId id) {
    const auto i = static_cast<std::size_t>(id);
    assert(i < std::size(kRows) && "TextId out of range: add the text to ui_text_table.hpp");
    return kRows[i];
}

std::size_t column(Language language) {
    return language == Language::Korean ? 1 : 0;
}

}  // namespace

std::optional<Language> parseLanguage(std::string_view code) {
    if (code == "en") return Language::English;
    if (code == "ko") return Language::Korean;
    return std::nullopt;
}

const char* languageCode(Language language) {
    return language == Language::Korean ? "ko" : "en";
}

const char* text(TextId id, Language language) {
    return rowOf(id).text[column(language)];
}

const char* label(TextId id, Language language) {
    return rowOf(id).label[column(language)];
}

const char* textName(TextId id) {
    return rowOf(id).name;
}

std::string formatText(const char* format, ...) {
    std::va_list args;
    va_start(args, format);
    std::va_list again;
    va_copy(again, args);
    const int n = std::vsnprintf(nullptr, 0, format, args);
    va_end(args);
    std::string out;
    if (n > 0) {
        out.resize(static_cast<std::size_t>(n) + 1);
        std::vsnprintf(out.data(), out.size(), format, again);
        out.resize(static_cast<std::size_t>(n));
    }
    va_end(again);
    return out;
}

std::optional<std::u32string> decodeUtf8(std::string_view s) {
    std::u32string out;
    for (std::size_t i = 0; i < s.size();) {
        const auto lead = static_cast<unsigned char>(s[i]);
        // The sequence's length and the smallest code point it may carry (no overlong forms).
        std::size_t length = 0;
        char32_t cp = 0, least = 0;
        if (lead < 0x80) length = 1, cp = lead;
        else if ((lead & 0xE0) == 0xC0) length = 2, cp = lead & 0x1F, least = 0x80;
        else if ((lead & 0xF0) == 0xE0) length = 3, cp = lead & 0x0F, least = 0x800;
        else if ((lead & 0xF8) == 0xF0) length = 4, cp = lead & 0x07, least = 0x10000;
        else return std::nullopt;
        if (i + length > s.size()) return std::nullopt;
        for (std::size_t k = 1; k < length; ++k) {
            const auto c = static_cast<unsigned char>(s[i + k]);
            if ((c & 0xC0) != 0x80) return std::nullopt;
            cp = (cp << 6) | (c & 0x3F);
        }
        if (cp < least || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return std::nullopt;
        out.push_back(cp);
        i += length;
    }
    return out;
}

std::vector<char32_t> codePointsOf(Language language) {
    std::vector<char32_t> points;
    for (const Row& r : kRows) {
        const auto decoded = decodeUtf8(r.text[column(language)]);
        assert(decoded && "a text in ui_text_table.hpp is not valid UTF-8");
        if (decoded) points.insert(points.end(), decoded->begin(), decoded->end());
    }
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    return points;
}

}  // namespace murmur::ui
