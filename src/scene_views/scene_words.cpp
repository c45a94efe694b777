#include "scene_words.hpp"

#include <algorithm>

namespace murmur::scene_views {
namespace {

template <typename Rows>
auto find(const Rows& rows, std::string_view name) {
    return std::find_if(rows.begin(), rows.end(), [&](const auto& r) { return r.name == name; });
}

template <typename Rows>
std::vector<std::string_view> names(const Rows& rows) {
    std::vector<std::string_view> out;
    for (const auto& r : rows) out.push_back(r.name);
    return out;
}

}  // namespace

std::optional<Status> SceneWords::run(const ScriptLine& line) const {
    if (line.empty()) return std::nullopt;
    const auto c = find(commands_, line[0]);
    if (c == commands_.end()) return std::nullopt;
    return c->call(line);
}

std::optional<bool> SceneWords::holds(std::string_view condition) const {
    const auto c = find(conditions_, condition);
    if (c == conditions_.end()) return std::nullopt;
    return c->call();
}

std::optional<std::vector<std::string>> SceneWords::lines(std::string_view topic) const {
    const auto t = find(topics_, topic);
    if (t == topics_.end()) return std::nullopt;
    return t->call();
}

std::vector<std::string_view> SceneWords::commandWords() const {
    return names(commands_);
}
std::vector<std::string_view> SceneWords::conditionNames() const {
    return names(conditions_);
}
std::vector<std::string_view> SceneWords::topicNames() const {
    return names(topics_);
}

}  // namespace murmur::scene_views
