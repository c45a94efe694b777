// canvas.hpp - a small software rasterizer for the report's charts: an RGBA image with
// anti-aliased filled rectangles, strokes (polylines, dashed lines) and coverage masks,
// blended "over" in 8-bit sRGB, and PNG output through stb_image_write.
//
// Not here: text (text.hpp) or chart layout (charts.hpp). No GL: it runs anywhere.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <glm/vec2.hpp>

namespace murmur::report {

struct Rgba {
    std::uint8_t r = 0, g = 0, b = 0, a = 255;
    bool operator==(const Rgba&) const = default;
};

// Per-pixel coverage in [0, 1]; what text and strokes rasterize into before one blend,
// so overlapping pieces of one shape never blend twice.
struct CoverageMask {
    int width = 0, height = 0;
    std::vector<float> coverage;  // row-major, top row first

    CoverageMask() = default;
    CoverageMask(int w, int h) : width(w), height(h), coverage(static_cast<std::size_t>(w) * h, 0.0f) {}
    float& at(int x, int y) { return coverage[static_cast<std::size_t>(y) * width + x]; }
    float at(int x, int y) const { return coverage[static_cast<std::size_t>(y) * width + x]; }
};

// An image with the origin at the top-left corner; pixel (x, y) covers [x, x+1) x [y, y+1).
class Image {
public:
    Image(int width, int height, Rgba background);

    int width() const { return width_; }
    int height() const { return height_; }
    const std::uint8_t* data() const { return pixels_.data(); }
    Rgba pixel(int x, int y) const;

    // Blends c over pixel (x, y) with c.a scaled by coverage; outside the image: nothing.
    void blend(int x, int y, Rgba c, float coverage = 1.0f);

    // Fills [x0, x1) x [y0, y1); fractional edges get partial coverage.
    void fillRect(float x0, float y0, float x1, float y1, Rgba c);

    // Strokes the polyline through points, width pixels wide, round-ish joins.
    void strokePolyline(std::span<const glm::vec2> points, float width, Rgba c);
    // Strokes independent segments (pairs of points) as one shape.
    void strokeSegments(std::span<const glm::vec2> endpoints, float width, Rgba c);
    // A straight dashed line: dash pixels on, gap pixels off, starting with a dash at a.
    void dashedLine(glm::vec2 a, glm::vec2 b, float width, float dash, float gap, Rgba c);

    // Blends c through mask, with the mask's top-left corner at (x, y).
    void fillMask(const CoverageMask& mask, int x, int y, Rgba c);

private:
    int width_, height_;
    std::vector<std::uint8_t> pixels_;  // RGBA, row-major, top row first
};

// The image as an 8-bit RGBA PNG file's bytes (empty if encoding failed).
std::string encodePng(const Image& image);
// Any 8-bit pixels (channels 1-4, rows top first, tightly packed) as PNG bytes.
std::string encodePng(const unsigned char* pixels, int width, int height, int channels);

// Writes the PNG atomically (output_file.hpp); returns a one-line error on failure.
std::optional<std::string> writePngAtomically(const std::filesystem::path& path, const Image& image);

}  // namespace murmur::report
