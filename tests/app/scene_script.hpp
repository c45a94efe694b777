// scene_script.hpp - the tests' script parsing with every scene's words, as the program does.
#pragma once

#include <string>
#include <variant>

#include "scene_registry.hpp"
#include "script.hpp"

namespace murmur::app {

inline std::variant<Script, std::string> parseWithScenes(const std::string& text, const std::string& source) {
    return parseScript(text, source, scene_views::sceneGrammar());
}

}  // namespace murmur::app
