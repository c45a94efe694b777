// bird_instance.hpp - what the renderer reads per bird, in bird-index order.
//
// The one layout shared by the GPU backend (which writes it after every step) and the
// bird renderer (which reads it in its vertex shader, from the previous and the current
// step, to interpolate). The CPU backend's frames are packed into the same layout.
// GLSL mirror: shaders/common/bird_instance.glsl.
#pragma once

#include <glm/vec4.hpp>

namespace murmur::gl {

struct BirdInstance {
    glm::vec4 positionEdge;  // xyz: position; w: edge-ness in [0, 1] (0 core, 1 edge)
    glm::vec4 headingFear;   // xyz: unit heading; w: fear in [0, 1]
};
static_assert(sizeof(BirdInstance) == 32, "std430 layout: two vec4 per bird");

}  // namespace murmur::gl
