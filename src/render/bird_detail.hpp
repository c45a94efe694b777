// bird_detail.hpp - how much of each bird a frame draws: its wedge where the bird shows at
// least kWedgeMinPixels long, one pixel where it shows smaller, nothing where it lies
// outside the view. Chosen per frame from the birds the CPU already holds (the CPU
// backend's packed steps), and packed into one record per drawn bird. No GL here; the GPU
// backend's birds get the same choice from a compute pass (gpu_bird_detail.hpp).
//
// A software rasteriser pays for every vertex and every instance, so 100,000 wedges of a
// pixel or less cost most of a frame while showing no shape; a point costs a fifth of a
// wedge and covers the same pixel. A bird drawn as a wedge is drawn exactly as without
// this choice.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include <glm/mat4x4.hpp>
#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include "bird_instance.hpp"

namespace murmur::render {

// Below this length on screen a wedge is drawn as a point. The wedge seen from above is a
// triangle of its length by its span (0.9 lengths, wedge_mesh.hpp): at 1.5 pixels long it
// covers about one pixel (0.5 x 1.5 x 1.35), what the point covers.
inline constexpr float kWedgeMinPixels = 1.5f;

struct BirdDetailView {
    glm::mat4 viewProj{1.0f};
    float pixelsPerUnitAtUnitDepth = 1.0f;  // projection[1][1] x the viewport's height / 2
    float birdLength = 1.0f;                // the wedge's length in model units
    float alpha = 1.0f;                     // where between the two steps the birds are drawn
};

// What chooseBirdDetail tests each bird's interpolated place p against, from a view; the
// GPU's pass (gpu_bird_detail.hpp) takes the same numbers. A bird is drawn when
// dot(plane, (p, 1)) >= -reach for every plane, and drawn whole when also
// dot(depthRow, (p, 1)) <= wedgeDepth.
struct DetailBounds {
    std::array<glm::vec4, 6> planes;  // left, right, bottom, top, near, far; distances, inside >= 0
    glm::vec4 depthRow{0.0f};         // the view-projection's w row: a point's depth
    float reach = 0.0f;               // how far a wedge reaches from its centre
    float wedgeDepth = 0.0f;          // shown at least kWedgeMinPixels long up to this depth
};
DetailBounds detailBounds(const BirdDetailView& view);

// One drawn bird, as the renderer's shaders read it (render/birds.vert, bird_points.vert).
struct ListedBird {
    gl::BirdInstance previous;
    gl::BirdInstance current;
    float value = 0.0f;   // its colour value (birdColourValues), 0 without one
    std::int32_t id = 0;  // its index in the flock (its wing beat's phase, its flock's colour)
};
static_assert(sizeof(ListedBird) == 72, "the vertex attributes' stride");

struct BirdDetail {
    std::vector<std::uint32_t> wedges;  // the birds drawn whole, in bird order
    std::vector<std::uint32_t> points;  // the birds drawn as one pixel, in bird order
};

// How a frame drew its birds (the hawks not counted).
struct DrawnBirds {
    std::size_t wedges = 0;
    std::size_t points = 0;
};

// Sorts every bird into out's lists (cleared first) or neither. previous may be empty or of
// another size (a jump): then the current step is drawn on its own, as the renderer does.
void chooseBirdDetail(std::span<const gl::BirdInstance> previous, std::span<const gl::BirdInstance> current,
                      const BirdDetailView& view, BirdDetail& out);

// The listed birds' records (out cleared first), with the same previous-step rule; values:
// one per bird, or empty (then 0).
void packListedBirds(std::span<const std::uint32_t> birds, std::span<const gl::BirdInstance> previous,
                     std::span<const gl::BirdInstance> current, std::span<const float> values,
                     std::vector<ListedBird>& out);

// Packing and uploading a listed bird costs up to about a fifth of what drawing its wedge
// costs (llvmpipe, 100,000 birds, within the shared machine's noise), so while at least this
// share of the flock stays a wedge the renderer draws the whole flock as wedges instead, as
// without the level of detail. (The GPU's lists, gpu_bird_detail.hpp, cost no upload.)
inline constexpr float kWholeFlockShare = 0.8f;

}  // namespace murmur::render
