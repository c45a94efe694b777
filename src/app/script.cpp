#include "script.hpp"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>

#include "key_bindings.hpp"
#include "scenes/scene_names.hpp"
#include "scenes/scene_settings.hpp"
#include "sim_flags.hpp"

namespace murmur::app {
namespace {

std::vector<std::string> splitWords(const std::string& line) {
    std::vector<std::string> words;
    std::istringstream in(line);
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

std::optional<int> parseCount(const std::string& s, int maxValue) {
    return scenes::countArgument({"", s}, maxValue);
}

std::optional<float> parseFinite(const std::string& s) {
    return scenes::finiteNumber(s);
}

std::optional<bool> parseOnOff(const std::string& s) {
    if (s == "on") return true;
    if (s == "off") return false;
    return std::nullopt;
}

// The first control character (other than tab and a line's closing CR) in text, if any:
// a NUL after a number would otherwise end the number early and pass.
std::optional<std::size_t> controlCharacter(const std::string& line) {
    for (std::size_t i = 0; i < line.size(); ++i) {
        const auto c = static_cast<unsigned char>(line[i]);
        if (c == '\t' || (c == '\r' && i + 1 == line.size())) continue;
        if (c < 0x20 || c == 0x7f) return i;
    }
    return std::nullopt;
}

constexpr int kMaxFrames = 100'000'000;
constexpr int kMaxWindowSide = 16384;

using Words = scenes::ScriptLine;
using Why = std::optional<std::string>;
using scenes::arity;

Why noArguments(const Words& w, ScriptAction&) {
    return arity(w, 0);
}

Why frameCount(const Words& w, ScriptAction& a) {
    if (auto e = arity(w, 1)) return e;
    auto n = parseCount(w[1], kMaxFrames);
    if (!n) return "'" + w[0] + "' needs a frame count (a whole number >= 0), got '" + w[1] + "'";
    a.frames = *n;
    return std::nullopt;
}

Why onOff(const Words& w, ScriptAction& a) {
    if (auto e = arity(w, 1)) return e;
    auto on = parseOnOff(w[1]);
    if (!on) return "'" + w[0] + "' takes on or off, got '" + w[1] + "'";
    a.on = *on;
    return std::nullopt;
}

Why oneText(const Words& w, ScriptAction& a) {
    if (auto e = arity(w, 1)) return e;
    a.text = w[1];
    return std::nullopt;
}

// The word must be one of `choices` ("a, b or c" in the message).
Why oneOf(const Words& w, ScriptAction& a, std::span<const std::string_view> choices) {
    if (auto e = scenes::oneOf(w, choices)) return e;
    a.name = w[1];
    return std::nullopt;
}

Why until(const Words& w, ScriptAction& a, const scenes::SceneGrammar& sceneWords) {
    if (auto e = arity(w, 2)) return e;
    const auto names = sceneWords.conditions();
    if (std::find(names.begin(), names.end(), w[1]) == names.end())
        return "unknown condition '" + w[1] + "' (use " + scenes::wordList(names) + ")";
    a.condition = w[1];
    auto n = parseCount(w[2], kMaxFrames);
    if (!n || *n == 0) return "'until' needs a frame limit (a whole number > 0), got '" + w[2] + "'";
    a.frames = *n;
    return std::nullopt;
}

Why set(const Words& w, ScriptAction& a) {
    if (auto e = arity(w, 2)) return e;
    a.name = w[1];
    a.text = w[2];
    if (a.name == kScriptSpeedName) {
        auto v = parseFinite(w[2]);
        if (!v || *v < 0.0f || *v > scenes::kMaxSceneSpeed)
            return "'set speed' needs a number of steps per frame in [0, " +
                   std::to_string(int(scenes::kMaxSceneSpeed)) + "], got '" + w[2] + "'";
        return std::nullopt;
    }
    // Checked now, exactly, so a bad value fails before any window opens. Which scene shows
    // when the line runs is not known here: a name that is both a simulation flag and a
    // scene setting (cohesion, seed, ...) passes if either accepts it.
    SimParams scratch;
    if (auto why = cli::setSimParam(scratch, a.name, a.text)) {
        if (!scenes::isSceneSettingName(a.name)) return *why;
        if (auto sceneWhy = scenes::checkSceneSetting(a.name, a.text))
            return *why + "; as a scene setting, " + *sceneWhy;
    }
    return std::nullopt;
}

Why resize(const Words& w, ScriptAction& a) {
    if (auto e = arity(w, 2)) return e;
    auto width = parseCount(w[1], kMaxWindowSide);
    auto height = parseCount(w[2], kMaxWindowSide);
    if (!width || !height || *width < 1 || *height < 1)
        return "'resize' needs a width and a height in 1.." + std::to_string(kMaxWindowSide);
    a.a = static_cast<float>(*width);
    a.b = static_cast<float>(*height);
    return std::nullopt;
}

Why scene(const Words& w, ScriptAction& a) {
    if (auto e = arity(w, 1)) return e;
    if (!scenes::isSceneName(w[1])) return "unknown scene '" + w[1] + "' (use " + scenes::sceneNameList() + ")";
    a.name = w[1];
    return std::nullopt;
}

Why pointer(const Words& w, ScriptAction& a) {
    if (w.size() == 2 && w[1] == "off") {
        a.on = false;
        return std::nullopt;
    }
    if (w.size() != 3) return "'pointer' takes X Y (fractions of the view) or off";
    auto x = parseFinite(w[1]);
    auto y = parseFinite(w[2]);
    if (!x || !y || *x < 0.0f || *x > 1.0f || *y < 0.0f || *y > 1.0f)
        return "'pointer' needs X and Y in [0, 1], got '" + w[1] + " " + w[2] + "'";
    a.on = true;
    a.a = *x;
    a.b = *y;
    return std::nullopt;
}

Why record(const Words& w, ScriptAction& a) {
    if (w.size() == 2 && w[1] == "stop") {
        a.on = false;
    } else if ((w.size() == 2 || w.size() == 3) && w[1] == "start") {
        a.on = true;
        if (w.size() == 3) a.text = w[2];
    } else {
        return "'record' takes start [FILE] or stop";
    }
    return std::nullopt;
}

Why keyName(const Words& w, ScriptAction& a) {
    if (auto e = arity(w, 1)) return e;
    const KeyBinding* b = bindingNamed(w[1]);
    if (!b) {
        std::string names;
        for (const KeyBinding& k : keyBindings()) names.append(names.empty() ? "" : ", ").append(k.name);
        return "'key' takes one of " + names + "; got '" + w[1] + "'";
    }
    a.name = w[1];
    a.frames = b->key;
    return std::nullopt;
}

// The shell's own topics; the scenes add theirs (stats, scene, camera, ...).
constexpr std::string_view kShellTopics[] = {"layout", "capture", "lang"};

Why printWhat(const Words& w, ScriptAction& a, const scenes::SceneGrammar& sceneWords) {
    std::vector<std::string_view> topics(std::begin(kShellTopics), std::end(kShellTopics));
    for (std::string_view t : sceneWords.topics())
        if (std::find(topics.begin(), topics.end(), t) == topics.end()) topics.push_back(t);
    return oneOf(w, a, topics);
}

Why languageCode(const Words& w, ScriptAction& a) {
    static constexpr std::string_view kCodes[] = {"en", "ko"};
    return oneOf(w, a, kCodes);
}

// One row per command: its name, what it is, how its arguments parse, what it does.
struct CommandRow {
    std::string_view name;
    ScriptCommand command;
    Why (*parse)(const Words& words, ScriptAction& action);
    void (*run)(ScriptHost& host, const ScriptAction& action);  // null: the player's own
};

using A = const ScriptAction&;
using H = ScriptHost&;
// until and print also read the scenes' words: parseScript passes them (parse is null here).
// clang-format off
constexpr CommandRow kCommands[] = {
    {"wait",           ScriptCommand::Wait,           frameCount,      nullptr},
    {"until",          ScriptCommand::Until,          nullptr,         nullptr},
    {"set",            ScriptCommand::Set,            set,             [](H h, A a) { h.set(a.name, a.text, a.line); }},
    {"pause",          ScriptCommand::Pause,          onOff,           [](H h, A a) { h.pause(a.on); }},
    {"step",           ScriptCommand::Step,           noArguments,     [](H h, A) { h.stepOnce(); }},
    {"reset",          ScriptCommand::Reset,          noArguments,     [](H h, A) { h.reset(); }},
    {"resize",         ScriptCommand::Resize,         resize,          [](H h, A a) { h.resize(int(a.a), int(a.b)); }},
    {"iconify",        ScriptCommand::Iconify,        noArguments,     [](H h, A) { h.iconify(); }},
    {"restore",        ScriptCommand::Restore,        noArguments,     [](H h, A) { h.restore(); }},
    {"minimised",      ScriptCommand::Minimised,      frameCount,      [](H h, A a) { h.minimise(a.frames); }},
    {"screenshot",     ScriptCommand::Screenshot,     oneText,         [](H h, A a) { h.screenshot(a.text); }},
    {"print",          ScriptCommand::Print,          nullptr,         [](H h, A a) { h.print(a.name, a.line); }},
    {"quit",           ScriptCommand::Quit,           noArguments,     [](H h, A) { h.quit(); }},
    {"scene",          ScriptCommand::Scene,          scene,           [](H h, A a) { h.showScene(a.name); }},
    {"pointer",        ScriptCommand::Pointer,        pointer,         [](H h, A a) { h.pointer(a.on, a.a, a.b); }},
    {"click",          ScriptCommand::Click,          noArguments,     [](H h, A) { h.click(); }},
    {"savescreenshot", ScriptCommand::SaveScreenshot, noArguments,     [](H h, A) { h.saveScreenshot(); }},
    {"record",         ScriptCommand::Record,         record,          [](H h, A a) { h.record(a.on, a.text); }},
    {"key",            ScriptCommand::Key,            keyName,         [](H h, A a) { h.key(a.frames); }},
    {"lang",           ScriptCommand::Lang,           languageCode,    [](H h, A a) { h.language(a.name); }},
};
// clang-format on

const CommandRow* rowOf(ScriptCommand c) {
    for (const CommandRow& r : kCommands)
        if (r.command == c) return &r;
    return nullptr;
}

const CommandRow* rowNamed(const std::string& name) {
    for (const CommandRow& r : kCommands)
        if (r.name == name) return &r;
    return nullptr;
}

}  // namespace

bool replays(ScriptCommand c) {
    switch (c) {
        case ScriptCommand::Wait:
        case ScriptCommand::Until:
        case ScriptCommand::Print:
        case ScriptCommand::Screenshot:
        case ScriptCommand::SaveScreenshot:
        case ScriptCommand::Record:
        case ScriptCommand::Quit:  // a recording ends with its own
        case ScriptCommand::Key:   // the key notes what it did
        case ScriptCommand::Lang:  // the panel's language changes no flock
            return false;
        default:
            return true;
    }
}

std::string_view commandName(ScriptCommand c) {
    if (c == ScriptCommand::SceneWord) return "(a scene's)";
    const CommandRow* r = rowOf(c);
    return r ? r->name : std::string_view("?");
}

void runScriptAction(ScriptHost& host, const ScriptAction& action) {
    if (action.command == ScriptCommand::SceneWord) host.sceneWord(action);
    else if (const CommandRow* r = rowOf(action.command); r && r->run) r->run(host, action);
}

namespace {

// A line's command: the shell's own first, then the scenes'.
Why parseLine(const Words& words, ScriptAction& action, const scenes::SceneGrammar& sceneWords) {
    if (const CommandRow* row = rowNamed(words[0])) {
        action.command = row->command;
        action.replays = replays(row->command);
        if (row->command == ScriptCommand::Until) return until(words, action, sceneWords);
        if (row->command == ScriptCommand::Print) return printWhat(words, action, sceneWords);
        return row->parse(words, action);
    }
    const scenes::CommandGrammar* word = sceneWords.command(words[0]);
    if (!word) return "unknown command '" + words[0] + "'";
    action.command = ScriptCommand::SceneWord;
    action.replays = word->replays;
    action.words = words;
    return word->check ? word->check(words) : std::nullopt;
}

}  // namespace

std::variant<Script, std::string> parseScript(const std::string& text, const std::string& source,
                                              const scenes::SceneGrammar& sceneWords) {
    Script script;
    script.source = source;
    std::istringstream in(text);
    int lineNumber = 0;
    for (std::string line; std::getline(in, line);) {
        ++lineNumber;
        if (auto at = controlCharacter(line))
            return source + ":" + std::to_string(lineNumber) + ": a control character (byte " +
                   std::to_string(static_cast<unsigned char>(line[*at])) + ") at column " + std::to_string(*at + 1);
        if (auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
        const auto words = splitWords(line);
        if (words.empty()) continue;
        ScriptAction action;
        action.line = lineNumber;
        for (const std::string& w : words) action.source.append(action.source.empty() ? "" : " ").append(w);
        if (auto why = parseLine(words, action, sceneWords))
            return source + ":" + std::to_string(lineNumber) + ": " + *why;
        script.actions.push_back(std::move(action));
    }
    return script;
}

std::variant<Script, std::string> loadScript(const std::string& path, const scenes::SceneGrammar& sceneWords) {
    std::ifstream file(path, std::ios::binary);
    if (!file) return "cannot read script '" + path + "'";
    // Bounded: a script named /dev/zero (or a runaway pipe) is an error, not a hang.
    std::string text(kMaxScriptBytes + 1, '\0');
    file.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(file.gcount()));
    if (text.size() > kMaxScriptBytes)
        return "script '" + path + "' is larger than " + std::to_string(kMaxScriptBytes >> 20) + " MiB";
    return parseScript(text, path, sceneWords);
}

ScriptPlayer::ScriptPlayer(Script script) : script_(std::move(script)) {}

}  // namespace murmur::app
