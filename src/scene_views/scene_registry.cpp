#include "scene_registry.hpp"

#include <array>
#include <string>

#include "murmuration_scene.hpp"
#include "reef_scene.hpp"
#include "sandbox_scene.hpp"

namespace murmur::scene_views {
namespace {

#define MURMUR_SCENE_ENTRY(name, type, lifetime, korean) \
    SceneEntry{#name, scenes::SceneLifetime::lifetime, &type::create, &type::addGrammar},
constexpr std::array kRegistry{MURMUR_SCENES(MURMUR_SCENE_ENTRY)};
#undef MURMUR_SCENE_ENTRY

}  // namespace

std::span<const SceneEntry> sceneRegistry() {
    return kRegistry;
}

const SceneEntry* findScene(std::string_view name) {
    for (const SceneEntry& e : kRegistry)
        if (e.name == name) return &e;
    return nullptr;
}

scenes::SceneGrammar sceneGrammar() {
    scenes::SceneGrammar grammar;
    for (const SceneEntry& e : kRegistry) e.addGrammar(grammar);
    return grammar;
}

Result<std::unique_ptr<Scene>> makeScene(std::string_view name, const SceneContext& context) {
    const SceneEntry* entry = findScene(name);
    if (!entry) {
        std::string why("unknown scene '");
        why.append(name).append("' (").append(scenes::sceneNameList()).append(")");
        return fail(why);
    }
    return entry->make(context);
}

}  // namespace murmur::scene_views
