// enum_names.hpp - the names of a small enum whose values are 0 .. Count - 1 (the bird
// colourings, the cameras): reading one back and listing them for messages.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace murmur::render {

// The value whose name is `name`, or none.
template <typename E, int Count>
std::optional<E> parseEnumName(std::string_view name, const char* (*nameOf)(E)) {
    for (int i = 0; i < Count; ++i)
        if (name == nameOf(static_cast<E>(i))) return static_cast<E>(i);
    return std::nullopt;
}

// "a, b or c".
template <typename E, int Count>
std::string enumNameList(const char* (*nameOf)(E)) {
    std::string out;
    for (int i = 0; i < Count; ++i) {
        if (i > 0) out += i + 1 < Count ? ", " : " or ";
        out += nameOf(static_cast<E>(i));
    }
    return out;
}

}  // namespace murmur::render
