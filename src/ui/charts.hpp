// charts.hpp - the bottom strip: polarization and clumping over time, and the cluster count.
//
// Drawn with ImDrawList (ImGui 1.86 has no plotting): polarization blue, clumping orange,
// a red band for each time a hawk was in the sky, a green dashed line where the flock
// regrouped; a second chart with the cluster count (1 = one body). Only up to "now".
// Pointing at a plot shows the step and values there.
#pragma once

#include <cstdint>
#include <string>

#include "layout.hpp"
#include "metrics_history.hpp"

namespace murmur::ui {

// Colours the tests look for (ImGui's packed ABGR).
inline constexpr std::uint32_t kPolarizationColor = 0xFFFF8C46u;  // blue   (70, 140, 255)
inline constexpr std::uint32_t kClumpingColor = 0xFF2896FFu;      // orange (255, 150, 40)
inline constexpr std::uint32_t kHawkBandColor = 0x783228E6u;      // red    (230, 40, 50), translucent
inline constexpr std::uint32_t kRegroupColor = 0xFF50D23Cu;       // green  (60, 210, 80)
inline constexpr std::uint32_t kClusterColor = 0xFFE6E6E6u;       // light grey

// Draws both charts in `rect` (window coordinates) as one borderless window: value axes
// with gridlines (0-100, whole clusters), step ticks under each plot, legends that wrap
// rather than run into each other. Returns the hover readout ("step 120: polarization
// 93.1, clumping 61.0", also shown as a tooltip), empty when the pointer is not on a plot.
std::string drawCharts(const Rect& rect, const MetricsHistory& history);

// ImGui::Begin of a borderless window fixed at `rect` (the charts', the timeline's); call
// ImGui::End() whatever it returns.
bool beginStripWindow(const char* name, const Rect& rect);

}  // namespace murmur::ui
