// scene_names.hpp - the scenes the window program can show, by the names the command line
// (--scene), the panel's chooser and scripts (`scene NAME`) use. Header only, no GL, so the
// app's option parsing can check a name without linking any drawing code.
#pragma once

#include <array>
#include <string_view>

namespace murmur::scenes {

// The murmuration (the app's own 3D view, the default) and the two seeds' scenes.
inline constexpr std::array<std::string_view, 3> kSceneNames{"murmuration", "reef", "sandbox"};
inline constexpr std::string_view kDefaultSceneName = "murmuration";

constexpr bool isSceneName(std::string_view name) {
    for (std::string_view n : kSceneNames) {
        if (n == name) return true;
    }
    return false;
}

}  // namespace murmur::scenes
