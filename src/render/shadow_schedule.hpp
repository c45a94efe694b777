// shadow_schedule.hpp - which frames redraw the flock's shadow map and which show the last
// one again. Plain data, no GL.
//
// The shadow is soft (texels of about 1.6 model units, then blurred) and a bird moves about
// a fifth of a texel a step, so a map one frame old looks the same on the ground; on a
// software rasteriser every other map is a few milliseconds saved. A map is shown for two
// frames at most, and is redrawn on any jump (a reset, a seek, another flock or hawk) and on
// a frame whose time did not move on: nothing is gained there, and a caller that draws new
// birds at the same time gets their shadow at once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

namespace murmur::render {

// What a shadow map was drawn from.
struct ShadowStamp {
    double time = 0.0;  // the frame's time in steps (step + alpha)
    std::size_t birds = 0;
    bool hawk = false;
    float halfSize = 0.0f;        // the square the map covers (model units)
    std::uint64_t obstacles = 0;  // the obstacle list's version (ObstacleRenderer::version)
};

class ShadowSchedule {
public:
    // How far (in steps) the flock shown may have moved on since the map was drawn: under half
    // a texel at cruising speed.
    static constexpr double kMaxLagSteps = 2.0;

    // Whether this frame must redraw the map; asked once per frame drawn.
    bool redraw(const ShadowStamp& now);

private:
    std::optional<ShadowStamp> drawn_;  // what the map now shows was drawn from
    bool shownAgain_ = false;           // the map has already been shown a second time
};

}  // namespace murmur::render
