#include "scene_settings.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace murmur::scene_views {

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

}  // namespace murmur::scene_views
