#include "scenes/scene_settings.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>

#include "scenes/sandbox.hpp"

namespace murmur::scenes {

std::optional<bool> parseOnOff(std::string_view text, std::string& error) {
    if (text == "on" || text == "1" || text == "true") return true;
    if (text == "off" || text == "0" || text == "false") return false;
    error = "expected on or off, got '" + std::string(text) + "'";
    return std::nullopt;
}

std::optional<int> parseIntIn(std::string_view text, int lo, int hi, std::string& error) {
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < lo || value > hi) {
        error = "expected a whole number in [" + std::to_string(lo) + ", " + std::to_string(hi) + "], got '" +
                std::string(text) + "'";
        return std::nullopt;
    }
    return value;
}

std::optional<float> parseFloatIn(std::string_view text, float lo, float hi, std::string& error) {
    const std::string s(text);
    char* end = nullptr;
    const float value = s.empty() ? 0.0f : std::strtof(s.c_str(), &end);
    if (s.empty() || end != s.c_str() + s.size() || !std::isfinite(value) || value < lo || value > hi) {
        error = "expected a number in [" + std::to_string(lo) + ", " + std::to_string(hi) + "], got '" + s + "'";
        return std::nullopt;
    }
    return value;
}

bool isSceneSettingName(std::string_view name) {
    for (std::string_view n :
         {"fish", "wide_sea", "separation", "alignment", "cohesion", "cycle", "seed", "mode", "count"})
        if (n == name) return true;
    return false;
}

std::optional<std::string> checkSceneSetting(std::string_view name, std::string_view value) {
    std::string error;
    std::string prefix("'");  // (append, not "'" + name: GCC 12 warns falsely, -Wrestrict)
    prefix.append(name).append("': ");
    if (name == "wide_sea" || name == "separation" || name == "alignment" || name == "cohesion" || name == "cycle")
        return parseOnOff(value, error) ? std::nullopt : std::optional(prefix + error);
    if (name == "fish") return parseIntIn(value, 0, kMaxReefFish, error) ? std::nullopt : std::optional(prefix + error);
    if (name == "seed")
        return parseIntIn(value, 0, kMaxSceneSeed, error) ? std::nullopt : std::optional(prefix + error);
    if (name == "mode")
        return parseSandboxMode(value)
                   ? std::nullopt
                   : std::optional(prefix + "emitter, attraction, seek or flocking, not '" + std::string(value) + "'");
    if (name == "count") {
        if (parseIntIn(value, 0, kMaxSandboxCount, error)) return std::nullopt;
        if (parseFloatIn(value, 0.0f, kMaxEmitterRate, error)) return std::nullopt;
        return prefix + "a rate in [0, " + std::to_string(static_cast<int>(kMaxEmitterRate)) + "] or a count in [0, " +
               std::to_string(kMaxSandboxCount) + "], not '" + std::string(value) + "'";
    }
    return "no scene has a setting '" + std::string(name) + "'";
}

}  // namespace murmur::scenes
