// panel_colors.hpp - the colours the panel's plots share (the Experiments' bar charts, the
// Explore heat map, the field section's plots), named once so the sections look alike.
#pragma once

#include <imgui.h>

namespace murmur::ui {

inline constexpr ImU32 kPlotBackground = IM_COL32(24, 27, 33, 255);
inline constexpr ImU32 kAxis = IM_COL32(120, 124, 132, 255);
inline constexpr ImU32 kGrid = IM_COL32(70, 74, 82, 255);
inline constexpr ImU32 kLabel = IM_COL32(215, 218, 224, 255);  // values and titles drawn in a plot
inline constexpr ImU32 kDim = IM_COL32(150, 154, 162, 255);    // ticks and axis names
inline const ImVec4 kWarnText(1.0f, 0.75f, 0.3f, 1.0f);        // a note that something is off

}  // namespace murmur::ui
