// pointer.hpp - the pointer (mouse or touch) as a scene's rules see it: a point in world units.
//
// The window code converts from window pixels (the scene views do it, see
// src/scene_views/scene.hpp); the rules never see pixels of a window. Not here: buttons other
// than "clicked this frame", wheel, keyboard.
#pragma once

#include <glm/vec2.hpp>

namespace murmur::scenes {

struct PointerInput {
    glm::vec2 world{0.0f};  // world units of the scene (reef: height = 1; sandbox: chapter px)
    bool inside = false;    // false when the pointer is outside the window (no position)
    bool clicked = false;   // a press began since the last update
};

}  // namespace murmur::scenes
