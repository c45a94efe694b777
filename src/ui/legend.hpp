// legend.hpp - the small key in the corner of the 3D view: core bird, edge bird (or what the
// birds' colour says instead), hawk, and for
// a world in metres a scale bar and the roost's ring.
#pragma once

#include "layout.hpp"

namespace murmur::ui {

// A world in metres (the starling model's): how long a metre is on screen at the flock, and
// the radius of the ring that marks the roost on the ground (0: none).
struct LegendMetres {
    float pixelsPerMetre = 0.0f;  // at the camera's target; <= 0 draws no scale bar
    float roostRadius = 0.0f;
};

// The longest of 1, 2, 5 x 10^k metres that is at most maxPixels long at pixelsPerMetre; 0 when
// not even a millimetre fits (or pixelsPerMetre is not positive and finite).
float scaleBarMetres(float pixelsPerMetre, float maxPixels);

// What the birds' two entries say, as the renderer colours them (render::BirdColouring's order):
// core / edge, calm / startled, with the flock's heading / against it.
enum class LegendBirds {
    CoreEdge = 0,
    Fear = 1,
    Heading = 2,
    Speed = 3,
    Flock = 4,
    Density = 5,
    InDegree = 6,
    Cluster = 7,
    Bank = 8,
};

// Draws the legend in the top right corner of `view`, `scale` times its normal size (the
// presentation mode's large legend); returns where it went. metres: also the scale bar and
// the roost's entry.
Rect drawLegend(const Rect& view, float scale = 1.0f, const LegendMetres* metres = nullptr,
                LegendBirds birds = LegendBirds::CoreEdge);

}  // namespace murmur::ui
