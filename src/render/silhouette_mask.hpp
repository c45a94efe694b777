// silhouette_mask.hpp - the ground observer's picture of the flock: every bird's silhouette
// seen from straight below, drawn offscreen and read back, so the opacity the observer sees
// is counted in the picture's pixels (the window's ground camera shows it beside the field
// measure's value).
//
// A bird is a square of edge `square` model units centred on it (field_measures.hpp's
// silhouette, kSilhouetteInSeparationRanges x the separation), drawn as one GL point in an
// orthographic view of the (x, z) plane. The picture has kPixelsPerSquare pixels per square
// edge, up to kMaxMaskSide pixels a side (a wider flock gets coarser pixels). GL 3.3 calls
// only, so it also runs in the CPU-fallback context.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "murmur/model/result.hpp"

namespace murmur::render {

inline constexpr float kPixelsPerSquare = 4.0f;
inline constexpr int kMaxMaskSide = 1024;

struct SilhouettePicture {
    glm::ivec2 size{0};  // pixels; 0 x 0 before the first picture or with no birds
    // A silhouette's edge in pixels; below 1 (a flock over 1,024 squares wide) a bird is
    // drawn as one whole pixel, so the picture over-covers.
    float squarePixels = 0.0f;
    std::vector<std::uint8_t> mask;  // size.x * size.y, row by row from the lowest z; 255 = a bird
    unsigned texture = 0;            // the picture as a GL texture (red = a bird), for the card
};

class SilhouetteMask {
public:
    // Compiles the shaders: the mask, or the compiler's message.
    static Result<std::unique_ptr<SilhouetteMask>> create();
    ~SilhouetteMask();
    SilhouetteMask(const SilhouetteMask&) = delete;
    SilhouetteMask& operator=(const SilhouetteMask&) = delete;

    // Draws the birds' squares and reads the picture back. Keeps the framebuffer binding and
    // the viewport; leaves blending, depth test and scissor off and no program in use.
    const SilhouettePicture& draw(std::span<const glm::vec3> positions, float square);
    const SilhouettePicture& picture() const;

private:
    struct Impl;
    explicit SilhouetteMask(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl_;
};

}  // namespace murmur::render
