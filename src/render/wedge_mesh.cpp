#include "wedge_mesh.hpp"

namespace murmur::render {

WedgeMesh makeWedge() {
    // Proportions of a starling seen from afar: swept, slightly drooping wings, a short tail
    // notch, a raised back. The droop and the back give it height seen from the side.
    WedgeMesh m;
    m.vertices = {
        {{0.0f, 0.0f, 0.5f}, 0.92f},                  // 0 nose
        {{-0.5f * kWedgeSpan, -0.12f, -0.5f}, 0.8f},  // 1 left wing tip
        {{0.5f * kWedgeSpan, -0.12f, -0.5f}, 0.8f},   // 2 right wing tip
        {{0.0f, 0.0f, -0.3f}, 0.88f},                 // 3 tail notch
        {{0.0f, 0.16f, -0.15f}, 1.0f},                // 4 back
    };
    // One ridged surface, seen from above and below alike (no culling): half the triangles
    // of a closed shape, which a software rasteriser notices with thousands of birds.
    m.indices = {0, 4, 1, 0, 2, 4, 4, 3, 1, 4, 2, 3};
    return m;
}

}  // namespace murmur::render
