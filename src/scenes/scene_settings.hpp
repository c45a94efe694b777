// scene_settings.hpp - the reef's and the sandbox's settings that a script's `set NAME VALUE`
// may name: their ranges (one source for the scenes' panels, their `set` and the script
// parser) and the parsing of their values. No GL: the script parser checks a line before
// any window opens, without knowing which scene will show when the line runs.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace murmur::scenes {

inline constexpr int kMaxReefFish = 20000;
inline constexpr int kMaxSceneSeed = 2147483647;
inline constexpr int kMaxSandboxCount = 20000;    // particles, agents or boids
inline constexpr float kMaxEmitterRate = 100.0f;  // particles per frame

// Each returns nothing and sets `error` (one line) for text that is not a valid value.
std::optional<bool> parseOnOff(std::string_view text, std::string& error);
std::optional<int> parseIntIn(std::string_view text, int lo, int hi, std::string& error);
// Finite numbers only (NaN and infinities are refused), within [lo, hi].
std::optional<float> parseFloatIn(std::string_view text, float lo, float hi, std::string& error);

// True when a scene has a setting of this name (fish, wide_sea, separation, alignment,
// cohesion, cycle, seed; mode, count).
bool isSceneSettingName(std::string_view name);

// Nothing when `value` is valid for `name` in at least one scene that has it, else the
// reason (one line). `count` means a rate in the emitter mode and a number elsewhere.
std::optional<std::string> checkSceneSetting(std::string_view name, std::string_view value);

}  // namespace murmur::scenes
