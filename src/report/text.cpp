#include "report/text.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <vector>

#include <stb/stb_easy_font.h>
#include <stb/stb_truetype.h>

namespace murmur::report {

struct Font::Face {
    std::vector<unsigned char> bytes;  // stbtt_fontinfo points into these
    stbtt_fontinfo info{};
    int ascent = 0, descent = 0, lineGap = 0;  // font units
};

namespace {

// stb_easy_font draws printable ASCII only; its glyphs sit in a 12-unit line with the cap
// height about 7 units below the top and descenders about 2 below the baseline.
constexpr float kEasyAscentUnits = 8.0f;
constexpr float kEasyLineUnits = 10.0f;

std::string printableAscii(std::string_view text) {
    std::string out;
    for (unsigned char ch : text) {
        if (ch >= 0x80 && ch < 0xC0) continue;  // UTF-8 continuation byte: the lead already became '?'
        out.push_back(ch >= 32 && ch < 127 ? static_cast<char>(ch) : '?');
    }
    return out;
}

// stb_easy_font's quads for ascii at the origin (16-byte vertices, 4 per quad).
std::vector<char> easyQuads(std::string& ascii, int& quads) {
    // A glyph has at most a few dozen segments of 64 bytes; stb truncates silently if short.
    std::vector<char> vertices(ascii.size() * 2048 + 64);
    quads = stb_easy_font_print(0.0f, 0.0f, ascii.data(), nullptr, vertices.data(), static_cast<int>(vertices.size()));
    return vertices;
}

// The built-in face's width in its units: the last glyph's ink can reach past the advance
// stb_easy_font_width reports, so take whichever is wider.
float easyWidthUnits(std::string& ascii) {
    int quads = 0;
    const auto vertices = easyQuads(ascii, quads);
    float right = static_cast<float>(stb_easy_font_width(ascii.data()));
    for (int q = 0; q < quads; ++q)
        right = std::max(right, reinterpret_cast<const float*>(vertices.data() + q * 64)[8]);
    return right;
}

}  // namespace

std::optional<Font> Font::fromFile(const std::filesystem::path& path, std::string& error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot open the font file " + path.string();
        return std::nullopt;
    }
    auto face = std::make_shared<Face>();
    face->bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    const int offset = stbtt_GetFontOffsetForIndex(face->bytes.data(), 0);
    if (face->bytes.empty() || offset < 0 || !stbtt_InitFont(&face->info, face->bytes.data(), offset)) {
        error = "not a TrueType font: " + path.string();
        return std::nullopt;
    }
    stbtt_GetFontVMetrics(&face->info, &face->ascent, &face->descent, &face->lineGap);
    Font font;
    font.face_ = std::move(face);
    font.name_ = path.filename().string();
    return font;
}

Font Font::builtIn() {
    Font font;
    font.name_ = "stb_easy_font";
    return font;
}

Font Font::system(bool bold) {
    std::vector<std::filesystem::path> candidates;
    if (const char* env = std::getenv("MURMUR_FONT"); env && *env) candidates.emplace_back(env);
    const char* file = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf";
    for (const char* dir : {"/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF", "/usr/share/fonts/dejavu",
                            "/usr/local/share/fonts"})
        candidates.push_back(std::filesystem::path(dir) / file);
    std::string ignored;
    for (const auto& path : candidates)
        if (auto font = fromFile(path, ignored)) return *font;
    return builtIn();
}

float Font::ascent(float px) const {
    if (!face_) return px * kEasyAscentUnits / kEasyLineUnits;
    return px * face_->ascent / static_cast<float>(face_->ascent - face_->descent);
}

float Font::width(std::string_view text, float px) const {
    std::string ascii = printableAscii(text);
    if (!face_) return easyWidthUnits(ascii) * px / kEasyLineUnits;
    const float scale = stbtt_ScaleForPixelHeight(&face_->info, px);
    float x = 0.0f;
    for (std::size_t i = 0; i < ascii.size(); ++i) {
        int advance = 0, lsb = 0;
        stbtt_GetCodepointHMetrics(&face_->info, ascii[i], &advance, &lsb);
        x += advance * scale;
        if (i + 1 < ascii.size()) x += scale * stbtt_GetCodepointKernAdvance(&face_->info, ascii[i], ascii[i + 1]);
    }
    return x;
}

CoverageMask Font::rasterize(std::string_view text, float px) const {
    std::string ascii = printableAscii(text);
    CoverageMask mask(static_cast<int>(std::ceil(width(text, px))) + 2, static_cast<int>(std::ceil(px)) + 2);
    const float baseline = 1.0f + ascent(px);
    if (!face_) {
        // Each glyph is a handful of axis-aligned quads.
        int quads = 0;
        const auto vertices = easyQuads(ascii, quads);
        const float scale = px / kEasyLineUnits;
        for (int q = 0; q < quads; ++q) {
            const auto* v = reinterpret_cast<const float*>(vertices.data() + q * 64);
            // Vertices 0 and 2 are opposite corners (each vertex is 4 floats apart).
            const float x0 = 1.0f + v[0] * scale, y0 = 1.0f + v[1] * scale;
            const float x1 = 1.0f + v[8] * scale, y1 = 1.0f + v[9] * scale;
            for (int y = std::max(0, static_cast<int>(std::floor(y0)));
                 y < std::min(mask.height, static_cast<int>(std::ceil(y1))); ++y)
                for (int x = std::max(0, static_cast<int>(std::floor(x0)));
                     x < std::min(mask.width, static_cast<int>(std::ceil(x1))); ++x) {
                    const float cx = std::min(x + 1.0f, x1) - std::max(static_cast<float>(x), x0);
                    const float cy = std::min(y + 1.0f, y1) - std::max(static_cast<float>(y), y0);
                    mask.at(x, y) = std::min(1.0f, mask.at(x, y) + cx * cy);
                }
        }
        return mask;
    }
    const float scale = stbtt_ScaleForPixelHeight(&face_->info, px);
    float pen = 1.0f;
    std::vector<unsigned char> glyph;
    for (std::size_t i = 0; i < ascii.size(); ++i) {
        const int cp = ascii[i];
        const float shift = pen - std::floor(pen);
        int x0, y0, x1, y1;
        stbtt_GetCodepointBitmapBoxSubpixel(&face_->info, cp, scale, scale, shift, 0.0f, &x0, &y0, &x1, &y1);
        const int gw = x1 - x0, gh = y1 - y0;
        if (gw > 0 && gh > 0) {
            glyph.assign(static_cast<std::size_t>(gw) * gh, 0);
            stbtt_MakeCodepointBitmapSubpixel(&face_->info, glyph.data(), gw, gh, gw, scale, scale, shift, 0.0f, cp);
            const int ox = static_cast<int>(std::floor(pen)) + x0;
            const int oy = static_cast<int>(std::lround(baseline)) + y0;
            for (int y = 0; y < gh; ++y)
                for (int x = 0; x < gw; ++x) {
                    const int mx = ox + x, my = oy + y;
                    if (mx < 0 || my < 0 || mx >= mask.width || my >= mask.height) continue;
                    // Neighbouring glyphs may overlap a little (kerning): keep the larger coverage.
                    mask.at(mx, my) = std::max(mask.at(mx, my), glyph[static_cast<std::size_t>(y) * gw + x] / 255.0f);
                }
        }
        int advance = 0, lsb = 0;
        stbtt_GetCodepointHMetrics(&face_->info, cp, &advance, &lsb);
        pen += advance * scale;
        if (i + 1 < ascii.size()) pen += scale * stbtt_GetCodepointKernAdvance(&face_->info, cp, ascii[i + 1]);
    }
    return mask;
}

void drawText(Image& image, const Font& font, std::string_view text, glm::vec2 at, float px, Rgba color, HAlign h,
              VAlign v, bool vertical) {
    if (!std::isfinite(at.x) || !std::isfinite(at.y) || std::abs(at.x) > 1e6f || std::abs(at.y) > 1e6f) return;
    CoverageMask mask = font.rasterize(text, px);
    if (vertical) {
        // Rotate 90 degrees counter-clockwise: mask (x, y) goes to (y, width - 1 - x).
        CoverageMask rotated(mask.height, mask.width);
        for (int y = 0; y < mask.height; ++y)
            for (int x = 0; x < mask.width; ++x) rotated.at(y, mask.width - 1 - x) = mask.at(x, y);
        mask = std::move(rotated);
    }
    // The drawn box excludes the mask's one-pixel margin.
    const float w = static_cast<float>(mask.width - 2), hgt = static_cast<float>(mask.height - 2);
    float left = at.x - (h == HAlign::Left ? 0.0f : h == HAlign::Center ? w * 0.5f : w);
    float top = at.y - (v == VAlign::Top ? 0.0f : v == VAlign::Middle ? hgt * 0.5f : hgt);
    image.fillMask(mask, static_cast<int>(std::lround(left)) - 1, static_cast<int>(std::lround(top)) - 1, color);
}

}  // namespace murmur::report
