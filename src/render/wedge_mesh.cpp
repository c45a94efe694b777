#include "wedge_mesh.hpp"

namespace murmur::render {

WedgeMesh makeWedge() {
    // Proportions of a starling seen from afar: swept wings, a short tail notch, a keel.
    WedgeMesh m;
    m.vertices = {
        {{0.0f, 0.0f, 0.5f}, 0.92f},     // 0 nose
        {{-0.45f, 0.0f, -0.5f}, 0.85f},  // 1 left wing tip
        {{0.45f, 0.0f, -0.5f}, 0.85f},   // 2 right wing tip
        {{0.0f, 0.0f, -0.3f}, 0.88f},    // 3 tail notch
        {{0.0f, 0.14f, -0.15f}, 1.0f},   // 4 back
        {{0.0f, -0.14f, -0.15f}, 0.72f}, // 5 belly
    };
    m.indices = {
        0, 4, 1,  0, 2, 4,  4, 3, 1,  4, 2, 3,  // upper surface
        0, 1, 5,  0, 5, 2,  5, 1, 3,  5, 3, 2,  // lower surface
    };
    return m;
}

}  // namespace murmur::render
