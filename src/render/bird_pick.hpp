// bird_pick.hpp - which bird is under the pointer: the CPU pick of the inspector.
//
// Plain math (GLM only): every bird is projected with the camera's view and projection; a
// bird is hit when the pointer lies within its drawn size on the screen (its body radius
// projected at its depth) or within kMinPickPixels of its centre, whichever is larger, so
// a far bird of one pixel can still be clicked. Of the birds hit, the front-most wins (the
// one drawn on top), ties to the lower index. Birds behind the camera or outside the depth
// range are never hit. Not here: the positions (the scene gives them as drawn) or input.
#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include <glm/mat4x4.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

namespace murmur::render {

// Pixels around a bird's centre that still hit it, however small it is drawn.
inline constexpr float kMinPickPixels = 6.0f;

struct PickView {
    glm::mat4 view{1.0f};
    glm::mat4 projection{1.0f};
    glm::vec2 size{0.0f};  // the view's width and height, in the pointer's units (pixels)
};

// Where p appears in the view: x right, y down from the top-left corner, in pixels; nothing
// when p is behind the camera.
std::optional<glm::vec2> toScreen(const PickView& view, glm::vec3 p);

// The bird under `pointer` (pixels from the view's top-left corner), or nothing (the sky).
// bodyRadius: a bird's half length in model units.
std::optional<std::uint32_t> pickBird(std::span<const glm::vec3> positions, const PickView& view, glm::vec2 pointer,
                                      float bodyRadius);

}  // namespace murmur::render
