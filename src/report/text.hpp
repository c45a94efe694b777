// text.hpp - text for the report's charts: a TrueType face through stb_truetype when a
// font file is available (DejaVu Sans on Debian), else stb_easy_font's built-in face,
// so a chart always has readable labels and never needs a file to exist.
//
// Text is ASCII (other characters draw as '?' with the built-in face). Not here: layout
// beyond one line, or any GL.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <glm/vec2.hpp>

#include "report/canvas.hpp"

namespace murmur::report {

enum class HAlign { Left, Center, Right };
enum class VAlign { Top, Middle, Bottom };  // of the line box: ascent to descent

class Font {
public:
    // Loads a TrueType file; on failure error says why and nothing is returned.
    static std::optional<Font> fromFile(const std::filesystem::path& path, std::string& error);
    // stb_easy_font's segment face: no file needed.
    static Font builtIn();
    // The first of the usual Debian DejaVu Sans files that loads (bold or regular), else
    // builtIn(). $MURMUR_FONT, when set, is tried first.
    static Font system(bool bold = false);

    bool isTrueType() const { return face_ != nullptr; }
    std::string name() const { return name_; }

    // Sizes in pixels for a face whose line box (ascent + descent) is px tall.
    float width(std::string_view text, float px) const;
    float ascent(float px) const;
    float lineHeight(float px) const { return px; }

    // The text's coverage on a mask one pixel larger than its line box on every side,
    // with the baseline at y = 1 + ascent(px) and the pen starting at x = 1.
    CoverageMask rasterize(std::string_view text, float px) const;

private:
    struct Face;
    std::shared_ptr<const Face> face_;  // null: the built-in face
    std::string name_;
};

// Draws one line of text anchored at `at` (aligned as asked). vertical: rotated 90 degrees
// counter-clockwise (reads bottom to top, for a y-axis title); the alignment then applies
// to the rotated box, HAlign along the screen's x.
void drawText(Image& image, const Font& font, std::string_view text, glm::vec2 at, float px, Rgba color,
              HAlign h = HAlign::Left, VAlign v = VAlign::Top, bool vertical = false);

}  // namespace murmur::report
