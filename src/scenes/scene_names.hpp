// scene_names.hpp - the scenes the window program can show: the one list of them.
//
// MURMUR_SCENES has one line per scene: X(name, class, lifetime, korean). The name is what
// the command line (--scene), the panel's chooser (in English) and scripts (`scene NAME`)
// use, spelled nowhere else; korean is the chooser's label in Korean; the class
// (in src/scene_views) implements scene_views::Scene and has a static create(); the
// lifetime says whether it is made once at start and kept while other scenes show, or
// made afresh each time it is chosen. Header only, no GL: the app's option and script
// parsing check names against it without linking any drawing code. The factories are
// generated from the same list in src/scene_views/scene_registry.cpp.
#pragma once

#include <array>
#include <string>
#include <string_view>

// clang-format off
#define MURMUR_SCENES(X)                                           \
    X(murmuration, MurmurationScene, KeptFromStart,  "군무")       \
    X(reef,        ReefScene,        MadeWhenChosen, "산호초")     \
    X(sandbox,     SandboxScene,     MadeWhenChosen, "샌드박스")
// clang-format on

namespace murmur::scenes {

enum class SceneLifetime {
    KeptFromStart,   // made when the program starts, kept (untouched) while others show
    MadeWhenChosen,  // made each time it is chosen, dropped when another is
};

struct SceneName {
    std::string_view name;  // also the chooser's English label
    SceneLifetime lifetime;
    std::string_view korean;  // the chooser's Korean label (UTF-8)
};

#define MURMUR_SCENE_NAME_ROW(name, type, lifetime, korean) SceneName{#name, SceneLifetime::lifetime, korean},
inline constexpr std::array kScenes{MURMUR_SCENES(MURMUR_SCENE_NAME_ROW)};
#undef MURMUR_SCENE_NAME_ROW

// The run controls' speed limit, shared by every scene: steps per frame for the
// murmuration, times real time for the others (the panel's and the script's `set speed`).
inline constexpr float kMaxSceneSpeed = 8.0f;

// Each scene class's name, for its name(): kMurmurationSceneName, kReefSceneName, ...
#define MURMUR_SCENE_CLASS_NAME(name, type, lifetime, korean) inline constexpr const char* k##type##Name = #name;
MURMUR_SCENES(MURMUR_SCENE_CLASS_NAME)
#undef MURMUR_SCENE_CLASS_NAME

// A label for something of a scene's (a GL object's debug label, named in error messages):
// "reef fish vao" is objectLabel(kReefSceneName, "fish vao").
inline std::string objectLabel(std::string_view scene, std::string_view what) {
    return std::string(scene).append(" ").append(what);
}

// The scene shown at start unless --scene says otherwise: the first of the list.
inline constexpr std::string_view kDefaultSceneName = kScenes[0].name;

// The row named `name`, or nullptr.
constexpr const SceneName* sceneNamed(std::string_view name) {
    for (const SceneName& s : kScenes) {
        if (s.name == name) return &s;
    }
    return nullptr;
}

constexpr bool isSceneName(std::string_view name) {
    return sceneNamed(name) != nullptr;
}

// "murmuration, reef or sandbox", for messages.
inline std::string sceneNameList() {
    std::string list;
    for (std::size_t i = 0; i < kScenes.size(); ++i) {
        if (i > 0) list.append(i + 1 == kScenes.size() ? " or " : ", ");
        list.append(kScenes[i].name);
    }
    return list;
}

}  // namespace murmur::scenes
