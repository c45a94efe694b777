// scene_settings.hpp - parsing the values of a script's `set NAME VALUE` for the scenes.
// Each returns nothing and sets `error` (one line) for text that is not a valid value.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace murmur::scene_views {

std::optional<bool> parseOnOff(std::string_view text, std::string& error);
std::optional<int> parseIntIn(std::string_view text, int lo, int hi, std::string& error);
// Finite numbers only (NaN and infinities are refused), within [lo, hi].
std::optional<float> parseFloatIn(std::string_view text, float lo, float hi, std::string& error);

}  // namespace murmur::scene_views
