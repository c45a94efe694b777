// parse_args.hpp - runs the window program's option parser on a literal command line.
#pragma once

#include <initializer_list>
#include <string>
#include <variant>
#include <vector>

#include "app_options.hpp"
#include "scene_registry.hpp"

namespace murmur::app::testing {

// The options, or the exit code the program would stop with (scripts with the scenes' words).
inline std::variant<AppOptions, int> parse(std::initializer_list<const char*> args) {
    std::vector<std::string> storage{"murmur"};
    storage.insert(storage.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& s : storage) argv.push_back(s.data());
    return parseAppOptions(static_cast<int>(argv.size()), argv.data(), scene_views::sceneGrammar());
}

// The exit code, or -1 when the options parsed.
inline int exitCode(std::initializer_list<const char*> args) {
    auto r = parse(args);
    return std::holds_alternative<int>(r) ? std::get<int>(r) : -1;
}

}  // namespace murmur::app::testing
