// timeline_strip.hpp - the strip under the charts that scrubs back through the run.
//
// A bar over the steps the run has reached (first..end), a tick for every keyframe, the
// handle at the step shown and a ring at a seek's target while it re-simulates; pressing or
// dragging on the bar asks for the step under the pointer; "Live" asks for the newest step.
// Its words are here, together. Not here: seeking (the scene's, with murmur/simulation/timeline.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "layout.hpp"

namespace murmur::ui {

struct TimelineStripView {
    std::uint32_t first = 0;    // the oldest step reachable
    std::uint32_t end = 0;      // the newest step the run reached
    std::uint32_t current = 0;  // the step shown
    std::uint32_t interval = 0;
    std::vector<std::uint32_t> keyframes;
    std::optional<std::uint32_t> seeking;  // a seek's target while it re-simulates
    std::uint32_t stepsLeft = 0;           // of that seek
};

struct TimelineStripActions {
    std::optional<std::uint32_t> seek;  // the step under the pointer (pressed or dragged there)
    bool live = false;                  // "Live": back to the newest step
    Rect bar;                           // the scrub bar as drawn (window coordinates)
    Rect liveButton;
};

// The height the strip needs at the current font.
float timelineStripHeight();
// Draws the strip in `rect` (window coordinates) as one borderless window.
TimelineStripActions drawTimelineStrip(const Rect& rect, const TimelineStripView& view);

// The step at x on a bar spanning first..end (clamped), and the x of a step.
std::uint32_t timelineStepAt(const Rect& bar, float x, std::uint32_t first, std::uint32_t end);
float timelineX(const Rect& bar, std::uint32_t step, std::uint32_t first, std::uint32_t end);

}  // namespace murmur::ui
