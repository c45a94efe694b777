#include "script_words.hpp"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace murmur::scenes {

std::optional<std::string> arity(const ScriptLine& line, std::size_t arguments) {
    if (line.size() == arguments + 1) return std::nullopt;
    return "'" + line[0] + "' takes " + std::to_string(arguments) + " argument" + (arguments == 1 ? "" : "s") +
           ", got " + std::to_string(line.size() - 1);
}

std::optional<std::string> oneOf(const ScriptLine& line, std::span<const std::string_view> choices) {
    if (auto e = arity(line, 1)) return e;
    if (std::find(choices.begin(), choices.end(), line[1]) != choices.end()) return std::nullopt;
    return "'" + line[0] + "' takes " + wordList(choices) + ", got '" + line[1] + "'";
}

std::optional<int> countArgument(const ScriptLine& line, int maxValue) {
    if (line.size() != 2 || line[1].empty()) return std::nullopt;
    errno = 0;
    char* end = nullptr;
    const long v = std::strtol(line[1].c_str(), &end, 10);
    if (errno != 0 || *end != '\0' || v < 0 || v > maxValue) return std::nullopt;
    return static_cast<int>(v);
}

std::optional<float> finiteNumber(const std::string& text) {
    if (text.empty()) return std::nullopt;
    errno = 0;
    char* end = nullptr;
    const float v = std::strtof(text.c_str(), &end);
    if (errno != 0 || *end != '\0' || !std::isfinite(v)) return std::nullopt;
    return v;
}

const CommandGrammar* SceneGrammar::command(std::string_view word) const {
    for (const CommandGrammar& c : commands_)
        if (c.word == word) return &c;
    return nullptr;
}

void SceneGrammar::addCommand(const CommandGrammar& command) {
    if (!this->command(command.word)) commands_.push_back(command);
}

void SceneGrammar::addName(std::vector<std::string_view>& names, std::string_view name) {
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
}

std::string wordList(std::span<const std::string_view> words) {
    std::string list;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) list.append(i + 1 == words.size() ? " or " : ", ");
        list.append(words[i]);
    }
    return list;
}

}  // namespace murmur::scenes
