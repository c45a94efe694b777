// script_words.hpp - the script words a scene adds to the shell's (app/script.hpp): its
// commands, its conditions (`until NAME MAX`) and its `print` topics, one table row each.
//
// A scene, or a part of one, declares its words beside its code in a WordTable<Owner>:
//   command row   {word, check, run, replays}: check reads the line's words when the script
//                 is parsed, before any scene exists (a bad line fails at load with
//                 FILE:LINE); run does it on the owner, the line already checked
//   condition row {name, holds}: whether `until NAME` is met now
//   topic row     {topic, lines}: what `print TOPIC` writes
// The script parser sees only the words and their checks (SceneGrammar: every scene's,
// gathered by the registry); the scene that shows runs them (scene_views/scene_words.hpp).
// No GL, no scene: the app's script parser includes this.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "murmur/model/result.hpp"

namespace murmur::scenes {

using ScriptLine = std::vector<std::string>;  // a script line's words, the command's first
// Why a line is wrong (one line of text, no FILE:LINE), or nothing when it is fine.
using LineCheck = std::optional<std::string> (*)(const ScriptLine& line);

template <typename Owner>
struct CommandRow {
    std::string_view word;
    LineCheck check;
    Status (*run)(Owner& owner, const ScriptLine& line);
    // A --record-script replay copies the line: it changes what is simulated or shown.
    bool replays = true;
};

template <typename Owner>
struct ConditionRow {
    std::string_view name;
    bool (*holds)(const Owner& owner);
};

template <typename Owner>
struct TopicRow {
    std::string_view topic;
    std::vector<std::string> (*lines)(const Owner& owner);
};

template <typename Owner>
struct WordTable {
    std::span<const CommandRow<Owner>> commands;
    std::span<const ConditionRow<Owner>> conditions;
    std::span<const TopicRow<Owner>> topics;
};

// A command whose first argument picks what it does (`field show|plot|series|cancel`): one
// row per choice, and the command row's check and run made from that one table:
//   static constexpr ChoiceRow<Owner> kChoices[] = {{"show", 0, showIt}, ...};
//   {"field", checkChoice<kChoices>, runChoice<kChoices, Owner>}
// arguments: how many words follow the choice.
template <typename Owner>
struct ChoiceRow {
    std::string_view choice;
    std::size_t arguments;
    void (*run)(Owner& owner, const ScriptLine& line);
};

// Checks shared by the tables: the number of arguments, and a word among a few.
std::optional<std::string> arity(const ScriptLine& line, std::size_t arguments);
std::optional<std::string> oneOf(const ScriptLine& line, std::span<const std::string_view> choices);
// The line's only argument as a whole number in [0, maxValue]; nothing when it is not one.
std::optional<int> countArgument(const ScriptLine& line, int maxValue);
std::optional<float> finiteNumber(const std::string& text);

// The line names one of kChoices with its number of arguments; the message lists the choices.
template <const auto& kChoices>
std::optional<std::string> checkChoice(const ScriptLine& line) {
    std::vector<std::string_view> names;
    for (const auto& c : kChoices) {
        if (line.size() >= 2 && line[1] == c.choice) return arity(line, c.arguments + 1);
        names.push_back(c.choice);
    }
    return oneOf(line, names);
}

template <const auto& kChoices, typename Owner>
Status runChoice(Owner& owner, const ScriptLine& line) {
    for (const auto& c : kChoices)
        if (line[1] == c.choice) c.run(owner, line);
    return {};
}

// What the script parser knows of the scenes' words, before any scene exists.
struct CommandGrammar {
    std::string_view word;
    LineCheck check;
    bool replays = true;
};

class SceneGrammar {
public:
    // A word another scene has already is kept once, with the first one's check.
    template <typename Owner>
    void add(const WordTable<Owner>& table) {
        for (const CommandRow<Owner>& r : table.commands) addCommand({r.word, r.check, r.replays});
        for (const ConditionRow<Owner>& r : table.conditions) addName(conditions_, r.name);
        for (const TopicRow<Owner>& r : table.topics) addName(topics_, r.topic);
    }

    const CommandGrammar* command(std::string_view word) const;
    std::span<const std::string_view> conditions() const { return conditions_; }
    std::span<const std::string_view> topics() const { return topics_; }

private:
    void addCommand(const CommandGrammar& command);
    static void addName(std::vector<std::string_view>& names, std::string_view name);

    std::vector<CommandGrammar> commands_;
    std::vector<std::string_view> conditions_, topics_;
};

// "a, b or c", for messages.
std::string wordList(std::span<const std::string_view> words);

}  // namespace murmur::scenes
