// key_help.hpp - the "?" overlay: the keyboard's keys and what they do, in a box over the view.
#pragma once

#include <span>
#include <string_view>

#include "layout.hpp"

namespace murmur::ui {

struct KeyHelpRow {
    std::string_view key;   // "Space"
    std::string_view what;  // "pause / resume"
};

// Draws the rows in a window centred in `area`; returns where it went (for tests).
Rect drawKeyHelp(const Rect& area, std::span<const KeyHelpRow> rows);

}  // namespace murmur::ui
