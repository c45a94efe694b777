#include "report/canvas.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>

#include <stb/stb_image_write.h>
#include <glm/geometric.hpp>

#include "io/output_file.hpp"

namespace murmur::report {
namespace {

std::uint8_t mix(std::uint8_t dst, std::uint8_t src, float alpha) {
    return static_cast<std::uint8_t>(std::lround(dst + (src - dst) * alpha));
}

// Pixel index bounds from coordinates, clamped first so the cast is always defined.
int floorPixel(float v) {
    return static_cast<int>(std::floor(std::clamp(v, -1e6f, 1e6f)));
}
int ceilPixel(float v) {
    return static_cast<int>(std::ceil(std::clamp(v, -1e6f, 1e6f)));
}

float distanceToSegment(glm::vec2 p, glm::vec2 a, glm::vec2 b) {
    const glm::vec2 ab = b - a;
    const float len2 = glm::dot(ab, ab);
    const float t = len2 > 0.0f ? std::clamp(glm::dot(p - a, ab) / len2, 0.0f, 1.0f) : 0.0f;
    return glm::length(p - (a + t * ab));
}

}  // namespace

Image::Image(int width, int height, Rgba background)
    : width_(width), height_(height), pixels_(static_cast<std::size_t>(width) * height * 4) {
    assert(width > 0 && height > 0 && "an image needs a positive size");
    for (std::size_t i = 0; i < pixels_.size(); i += 4) {
        pixels_[i] = background.r;
        pixels_[i + 1] = background.g;
        pixels_[i + 2] = background.b;
        pixels_[i + 3] = background.a;
    }
}

Rgba Image::pixel(int x, int y) const {
    const std::size_t i = (static_cast<std::size_t>(y) * width_ + x) * 4;
    return {pixels_[i], pixels_[i + 1], pixels_[i + 2], pixels_[i + 3]};
}

void Image::blend(int x, int y, Rgba c, float coverage) {
    if (x < 0 || y < 0 || x >= width_ || y >= height_) return;
    const float alpha = std::clamp(coverage, 0.0f, 1.0f) * (c.a / 255.0f);
    if (alpha <= 0.0f) return;
    std::uint8_t* p = &pixels_[(static_cast<std::size_t>(y) * width_ + x) * 4];
    p[0] = mix(p[0], c.r, alpha);
    p[1] = mix(p[1], c.g, alpha);
    p[2] = mix(p[2], c.b, alpha);
    p[3] = static_cast<std::uint8_t>(std::lround(p[3] + (255 - p[3]) * alpha));
}

void Image::fillRect(float x0, float y0, float x1, float y1, Rgba c) {
    if (!std::isfinite(x0) || !std::isfinite(y0) || !std::isfinite(x1) || !std::isfinite(y1)) return;
    if (x1 < x0) std::swap(x0, x1);
    if (y1 < y0) std::swap(y0, y1);
    const int ix0 = std::max(0, floorPixel(x0));
    const int iy0 = std::max(0, floorPixel(y0));
    const int ix1 = std::min(width_, ceilPixel(x1));
    const int iy1 = std::min(height_, ceilPixel(y1));
    for (int y = iy0; y < iy1; ++y) {
        const float cy = std::min(y + 1.0f, y1) - std::max(static_cast<float>(y), y0);
        for (int x = ix0; x < ix1; ++x) {
            const float cx = std::min(x + 1.0f, x1) - std::max(static_cast<float>(x), x0);
            blend(x, y, c, cx * cy);
        }
    }
}

void Image::strokeSegments(std::span<const glm::vec2> endpoints, float width, Rgba c) {
    if (endpoints.size() < 2) return;
    const float half = width * 0.5f;
    const float reach = half + 1.0f;
    auto finite = [](glm::vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); };
    glm::vec2 lo(1e30f), hi(-1e30f);
    for (const auto& p : endpoints)
        if (finite(p)) {
            lo = glm::min(lo, p);
            hi = glm::max(hi, p);
        }
    const int mx0 = std::max(0, floorPixel(lo.x - reach));
    const int my0 = std::max(0, floorPixel(lo.y - reach));
    const int mx1 = std::min(width_, ceilPixel(hi.x + reach));
    const int my1 = std::min(height_, ceilPixel(hi.y + reach));
    if (mx1 <= mx0 || my1 <= my0) return;
    CoverageMask mask(mx1 - mx0, my1 - my0);
    for (std::size_t s = 0; s + 1 < endpoints.size(); s += 2) {
        const glm::vec2 a = endpoints[s], b = endpoints[s + 1];
        if (!finite(a) || !finite(b)) continue;  // a gap in the line, never a crash
        const int x0 = std::max(mx0, floorPixel(std::min(a.x, b.x) - reach));
        const int y0 = std::max(my0, floorPixel(std::min(a.y, b.y) - reach));
        const int x1 = std::min(mx1, ceilPixel(std::max(a.x, b.x) + reach));
        const int y1 = std::min(my1, ceilPixel(std::max(a.y, b.y) + reach));
        for (int y = y0; y < y1; ++y)
            for (int x = x0; x < x1; ++x) {
                // Coverage of a pixel by a band of half-width `half`, approximated by the
                // distance from the pixel centre: a one-pixel ramp gives the anti-aliasing.
                const float d = distanceToSegment({x + 0.5f, y + 0.5f}, a, b);
                const float cov = std::clamp(half + 0.5f - d, 0.0f, 1.0f);
                float& m = mask.at(x - mx0, y - my0);
                m = std::max(m, cov);
            }
    }
    fillMask(mask, mx0, my0, c);
}

void Image::strokePolyline(std::span<const glm::vec2> points, float width, Rgba c) {
    if (points.size() == 1) {
        const glm::vec2 p[2] = {points[0], points[0]};
        strokeSegments(p, width, c);
        return;
    }
    std::vector<glm::vec2> endpoints;
    endpoints.reserve(points.size() * 2);
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
        endpoints.push_back(points[i]);
        endpoints.push_back(points[i + 1]);
    }
    strokeSegments(endpoints, width, c);
}

void Image::dashedLine(glm::vec2 a, glm::vec2 b, float width, float dash, float gap, Rgba c) {
    assert(dash > 0.0f && gap >= 0.0f && "a dash pattern needs a positive dash length");
    const float length = glm::length(b - a);
    if (!(length > 0.0f) || !std::isfinite(length)) return;
    const glm::vec2 dir = (b - a) / length;
    std::vector<glm::vec2> endpoints;
    for (float t = 0.0f; t < length; t += dash + gap) {
        endpoints.push_back(a + dir * t);
        endpoints.push_back(a + dir * std::min(t + dash, length));
    }
    strokeSegments(endpoints, width, c);
}

void Image::fillMask(const CoverageMask& mask, int x, int y, Rgba c) {
    for (int my = 0; my < mask.height; ++my)
        for (int mx = 0; mx < mask.width; ++mx) {
            const float cov = mask.at(mx, my);
            if (cov > 0.0f) blend(x + mx, y + my, c, cov);
        }
}

std::string encodePng(const unsigned char* pixels, int width, int height, int channels) {
    std::string bytes;
    auto append = [](void* context, void* data, int size) {
        static_cast<std::string*>(context)->append(static_cast<const char*>(data), static_cast<std::size_t>(size));
    };
    if (!stbi_write_png_to_func(append, &bytes, width, height, channels, pixels, width * channels)) return {};
    return bytes;
}

std::string encodePng(const Image& image) {
    return encodePng(image.data(), image.width(), image.height(), 4);
}

std::optional<std::string> writePngAtomically(const std::filesystem::path& path, const Image& image) {
    const std::string png = encodePng(image);
    if (png.empty()) return "cannot encode the image " + path.string();
    return writeFileAtomically(path, png);
}

}  // namespace murmur::report
