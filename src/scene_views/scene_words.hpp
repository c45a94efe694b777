// scene_words.hpp - a scene's script words bound to the scene that owns them: what the app
// runs for a line of a scene's (scenes/script_words.hpp declares the rows and the grammar
// the script parser checks them with).
//
// A scene adds its own table and each of its parts' tables, each with the object its rows
// run on; the object must outlive the words (a scene's parts are its members).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "murmur/model/result.hpp"
#include "scenes/script_words.hpp"

namespace murmur::scene_views {

using scenes::ScriptLine;

class SceneWords {
public:
    template <typename Owner>
    void add(const scenes::WordTable<Owner>& table, Owner& owner) {
        for (const scenes::CommandRow<Owner>& r : table.commands)
            commands_.push_back({r.word, [&owner, run = r.run](const ScriptLine& line) { return run(owner, line); }});
        for (const scenes::ConditionRow<Owner>& r : table.conditions)
            conditions_.push_back({r.name, [&owner, holds = r.holds] { return holds(owner); }});
        for (const scenes::TopicRow<Owner>& r : table.topics)
            topics_.push_back({r.topic, [&owner, lines = r.lines] { return lines(owner); }});
    }

    // Runs a line whose first word is one of the commands; nothing when none is.
    std::optional<Status> run(const ScriptLine& line) const;
    // Whether the condition holds; nothing for a condition the scene does not have.
    std::optional<bool> holds(std::string_view condition) const;
    // `print TOPIC`'s lines; nothing for a topic the scene does not have.
    std::optional<std::vector<std::string>> lines(std::string_view topic) const;

    // The words, for tests that compare them with the grammar.
    std::vector<std::string_view> commandWords() const;
    std::vector<std::string_view> conditionNames() const;
    std::vector<std::string_view> topicNames() const;

private:
    template <typename Call>
    struct Bound {
        std::string_view name;
        std::function<Call> call;
    };
    std::vector<Bound<Status(const ScriptLine&)>> commands_;
    std::vector<Bound<bool()>> conditions_;
    std::vector<Bound<std::vector<std::string>()>> topics_;
};

// The words of a scene whose only script words are `set NAME VALUE` (its setting(), checked
// by the script parser with scenes/scene_settings.hpp) and its report line (`print scene`):
// the reef, the sandbox.
template <typename S>
scenes::WordTable<S> settingsAndReportWords() {
    static constexpr scenes::CommandRow<S> kCommands[] = {
        {"set", nullptr, [](S& s, const ScriptLine& line) { return s.setting(line[1], line[2]); }}};
    static constexpr scenes::TopicRow<S> kTopics[] = {
        {"scene", [](const S& s) { return std::vector<std::string>{s.reportLine()}; }}};
    return {kCommands, {}, kTopics};
}

}  // namespace murmur::scene_views
