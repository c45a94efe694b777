// legend.hpp - the small key in the corner of the 3D view: core bird, edge bird, hawk.
#pragma once

#include "layout.hpp"

namespace murmur::ui {

// Draws the legend in the top right corner of `view`, `scale` times its normal size (the
// presentation mode's large legend); returns where it went.
Rect drawLegend(const Rect& view, float scale = 1.0f);

}  // namespace murmur::ui
