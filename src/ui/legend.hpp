// legend.hpp - the small key in the corner of the 3D view: core bird, edge bird, hawk.
#pragma once

#include "layout.hpp"

namespace murmur::ui {

// Draws the legend in the top right corner of `view`; returns where it went.
Rect drawLegend(const Rect& view);

}  // namespace murmur::ui
