// scene_registry.hpp - every scene the window program can show, by name, with its factory.
//
// Generated from the one list in scenes/scene_names.hpp (MURMUR_SCENES): adding a scene is
// its class (a file pair here, with a static create()) plus one line in that list and its
// #include in scene_registry.cpp.
#pragma once

#include <memory>
#include <span>
#include <string_view>

#include "murmur/model/result.hpp"
#include "scene.hpp"
#include "scenes/scene_names.hpp"
#include "scenes/script_words.hpp"

namespace murmur::scene_views {

using SceneFactory = Result<std::unique_ptr<Scene>> (*)(const SceneContext& context);

struct SceneEntry {
    std::string_view name;
    scenes::SceneLifetime lifetime;
    SceneFactory make;
    void (*addGrammar)(scenes::SceneGrammar& grammar);  // its script words, for the parser
};

// In the order of the list: the panel's chooser shows them so; the first is the default.
std::span<const SceneEntry> sceneRegistry();
// The entry named `name`, or nullptr.
const SceneEntry* findScene(std::string_view name);

// Every scene's script words, for the script parser (app/script.hpp) to check lines with.
scenes::SceneGrammar sceneGrammar();

// Makes the scene named `name` in the current GL context: an error for an unknown name
// ("unknown scene 'x' (murmuration, reef or sandbox)") or one that cannot start (a shader's
// file:line message, a backend that failed).
Result<std::unique_ptr<Scene>> makeScene(std::string_view name, const SceneContext& context = {});

}  // namespace murmur::scene_views
