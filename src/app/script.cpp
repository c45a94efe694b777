#include "script.hpp"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <initializer_list>
#include <limits>
#include <sstream>

#include "key_bindings.hpp"
#include "report/settings_file.hpp"
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
    if (s.empty()) return std::nullopt;
    errno = 0;
    char* end = nullptr;
    const long v = std::strtol(s.c_str(), &end, 10);
    if (errno != 0 || *end != '\0' || v < 0 || v > maxValue) return std::nullopt;
    return static_cast<int>(v);
}

std::optional<float> parseFinite(const std::string& s) {
    if (s.empty()) return std::nullopt;
    errno = 0;
    char* end = nullptr;
    const float v = std::strtof(s.c_str(), &end);
    if (errno != 0 || *end != '\0' || !std::isfinite(v)) return std::nullopt;
    return v;
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

using Words = std::vector<std::string>;
using Why = std::optional<std::string>;

Why arity(const Words& w, std::size_t n) {
    if (w.size() == n + 1) return std::nullopt;
    return "'" + w[0] + "' takes " + std::to_string(n) + " argument" + (n == 1 ? "" : "s") + ", got " +
           std::to_string(w.size() - 1);
}

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
Why oneOf(const Words& w, ScriptAction& a, std::initializer_list<std::string_view> choices) {
    if (auto e = arity(w, 1)) return e;
    for (std::string_view c : choices)
        if (w[1] == c) {
            a.name = w[1];
            return std::nullopt;
        }
    std::string list;
    std::size_t i = 0;
    for (std::string_view c : choices) {
        if (i > 0) list.append(i + 1 == choices.size() ? " or " : ", ");
        list.append(c);
        ++i;
    }
    return "'" + w[0] + "' takes " + list + ", got '" + w[1] + "'";
}

struct ConditionRow {
    std::string_view name;
    ScriptCondition condition;
};
constexpr ConditionRow kConditions[] = {
    {"hawk", ScriptCondition::Hawk},
    {"no-hawk", ScriptCondition::NoHawk},
    {"reduced", ScriptCondition::Reduced},
    {"regrouped", ScriptCondition::Regrouped},
    {"experiments-ready", ScriptCondition::ExperimentsReady},
    {"experiments-stopped", ScriptCondition::ExperimentsStopped},
    {"explore-ready", ScriptCondition::ExploreReady},
    {"explore-stopped", ScriptCondition::ExploreStopped},
    {"field-ready", ScriptCondition::FieldReady},
    {"field-current", ScriptCondition::FieldCurrent},
    {"field-series-ready", ScriptCondition::FieldSeriesReady},
};

Why until(const Words& w, ScriptAction& a) {
    if (auto e = arity(w, 2)) return e;
    const ConditionRow* row = nullptr;
    for (const ConditionRow& c : kConditions)
        if (w[1] == c.name) row = &c;
    if (!row)
        return "unknown condition '" + w[1] +
               "' (use hawk, no-hawk, reduced, regrouped, experiments-ready, experiments-stopped, field-ready, "
               "field-current or field-series-ready)";
    a.condition = row->condition;
    auto n = parseCount(w[2], kMaxFrames);
    if (!n || *n == 0) return "'until' needs a frame limit (a whole number > 0), got '" + w[2] + "'";
    a.frames = *n;
    return std::nullopt;
}

Why orbit(const Words& w, ScriptAction& a) {
    if (auto e = arity(w, 2)) return e;
    auto dx = parseFinite(w[1]);
    auto dy = parseFinite(w[2]);
    if (!dx || !dy) return "'orbit' needs two finite numbers of degrees";
    a.a = *dx;
    a.b = *dy;
    return std::nullopt;
}

Why zoom(const Words& w, ScriptAction& a) {
    if (auto e = arity(w, 1)) return e;
    auto f = parseFinite(w[1]);
    if (!f || *f <= 0.0f) return "'zoom' needs a finite factor > 0, got '" + w[1] + "'";
    a.a = *f;
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

Why load(const Words& w, ScriptAction& a) {
    if (auto e = arity(w, 1)) return e;
    SimParams scratch;  // a missing or bad file fails now, before any window opens
    if (auto why = report::applySettingsFile(w[1], scratch)) return *why;
    a.text = w[1];
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

Why settingsJsonWord(const Words& w, ScriptAction& a) {
    if (auto e = arity(w, 1)) return e;
    SimParams scratch;  // checked now, all of it, before any window opens
    if (auto why = report::applySettingsJson(w[1], "'settings'", scratch)) return *why;
    a.text = w[1];
    return std::nullopt;
}

Why printWhat(const Words& w, ScriptAction& a) {
    return oneOf(w, a,
                 {"stats", "camera", "layout", "scene", "experiments", "capture", "charts", "attacks", "selection",
                  "explore", "field", "timeline", "lang"});
}

Why birdNumber(const Words& w, ScriptAction& a) {
    if (auto e = arity(w, 1)) return e;
    auto n = parseCount(w[1], kMaxBirdCount);
    if (!n) return "'select' needs a bird number (a whole number >= 0), got '" + w[1] + "'";
    a.frames = *n;
    return std::nullopt;
}

Why stepNumber(const Words& w, ScriptAction& a) {
    if (auto e = arity(w, 1)) return e;
    auto n = parseCount(w[1], std::numeric_limits<int>::max());
    if (!n) return "'seek' needs a step (a whole number >= 0), got '" + w[1] + "'";
    a.frames = *n;
    return std::nullopt;
}

Why experimentsWhat(const Words& w, ScriptAction& a) {
    return oneOf(w, a, {"compute", "cancel", "show"});
}

// explore open FOLDER | run SPEC FOLDER | cancel | show
Why exploreWhat(const Words& w, ScriptAction& a) {
    if (w.size() == 3 && w[1] == "open") {
        a.text = w[2];
    } else if (w.size() == 4 && w[1] == "run") {
        a.text = w[2];
        a.target = w[3];
    } else if (w.size() != 2 || (w[1] != "cancel" && w[1] != "show")) {
        return "'explore' takes open FOLDER, run SPEC FOLDER, cancel or show";
    }
    a.name = w[1];
    return std::nullopt;
}

Why languageCode(const Words& w, ScriptAction& a) {
    return oneOf(w, a, {"en", "ko"});
}

Why fieldWhat(const Words& w, ScriptAction& a) {
    return oneOf(w, a, {"show", "plot", "series", "cancel"});
}

// One row per command: its name, what it is, how its arguments parse, what it does.
struct CommandRow {
    std::string_view name;
    ScriptCommand command;
    Why (*parse)(const Words& words, ScriptAction& action);
    void (*run)(ScriptHost& host, const ScriptAction& action);  // null: the player's own
};

// The scene that shows does these (scene_views::Scene::command).
void toScene(ScriptHost& h, const ScriptAction& a) {
    h.sceneCommand(a);
}

using A = const ScriptAction&;
using H = ScriptHost&;
// clang-format off
constexpr CommandRow kCommands[] = {
    {"wait",           ScriptCommand::Wait,           frameCount,      nullptr},
    {"until",          ScriptCommand::Until,          until,           nullptr},
    {"hawk",           ScriptCommand::Hawk,           noArguments,     toScene},
    {"orbit",          ScriptCommand::Orbit,          orbit,           toScene},
    {"zoom",           ScriptCommand::Zoom,           zoom,            toScene},
    {"autorotate",     ScriptCommand::Autorotate,     onOff,           toScene},
    {"load",           ScriptCommand::Load,           load,            toScene},
    {"settings",       ScriptCommand::Settings,       settingsJsonWord, toScene},
    {"experiments",    ScriptCommand::Experiments,    experimentsWhat, toScene},
    {"select",         ScriptCommand::Select,         birdNumber,      toScene},
    {"field",          ScriptCommand::Field,          fieldWhat,       toScene},
    {"set",            ScriptCommand::Set,            set,             [](H h, A a) { h.set(a.name, a.text, a.line); }},
    {"pause",          ScriptCommand::Pause,          onOff,           [](H h, A a) { h.pause(a.on); }},
    {"step",           ScriptCommand::Step,           noArguments,     [](H h, A) { h.stepOnce(); }},
    {"reset",          ScriptCommand::Reset,          noArguments,     [](H h, A) { h.reset(); }},
    {"resize",         ScriptCommand::Resize,         resize,          [](H h, A a) { h.resize(int(a.a), int(a.b)); }},
    {"iconify",        ScriptCommand::Iconify,        noArguments,     [](H h, A) { h.iconify(); }},
    {"restore",        ScriptCommand::Restore,        noArguments,     [](H h, A) { h.restore(); }},
    {"minimised",      ScriptCommand::Minimised,      frameCount,      [](H h, A a) { h.minimise(a.frames); }},
    {"screenshot",     ScriptCommand::Screenshot,     oneText,         [](H h, A a) { h.screenshot(a.text); }},
    {"print",          ScriptCommand::Print,          printWhat,       [](H h, A a) { h.print(a.name, a.line); }},
    {"quit",           ScriptCommand::Quit,           noArguments,     [](H h, A) { h.quit(); }},
    {"scene",          ScriptCommand::Scene,          scene,           [](H h, A a) { h.showScene(a.name); }},
    {"pointer",        ScriptCommand::Pointer,        pointer,         [](H h, A a) { h.pointer(a.on, a.a, a.b); }},
    {"click",          ScriptCommand::Click,          noArguments,     [](H h, A) { h.click(); }},
    {"savescreenshot", ScriptCommand::SaveScreenshot, noArguments,     [](H h, A) { h.saveScreenshot(); }},
    {"record",         ScriptCommand::Record,         record,          [](H h, A a) { h.record(a.on, a.text); }},
    {"key",            ScriptCommand::Key,            keyName,         [](H h, A a) { h.key(a.frames); }},
    {"explore",        ScriptCommand::Explore,        exploreWhat,     toScene},
    {"seek",           ScriptCommand::Seek,           stepNumber,      toScene},
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
        case ScriptCommand::Quit:     // a recording ends with its own
        case ScriptCommand::Key:      // the key notes what it did
        case ScriptCommand::Explore:  // sweeps change no flock
        case ScriptCommand::Lang:     // nor does the panel's language
            return false;
        default:
            return true;
    }
}

std::string_view commandName(ScriptCommand c) {
    const CommandRow* r = rowOf(c);
    return r ? r->name : std::string_view("?");
}

std::string_view conditionName(ScriptCondition c) {
    for (const ConditionRow& r : kConditions)
        if (r.condition == c) return r.name;
    return "?";
}

void runScriptAction(ScriptHost& host, const ScriptAction& action) {
    if (const CommandRow* r = rowOf(action.command); r && r->run) r->run(host, action);
}

std::variant<Script, std::string> parseScript(const std::string& text, const std::string& source) {
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
        const CommandRow* row = rowNamed(words[0]);
        if (!row) return source + ":" + std::to_string(lineNumber) + ": unknown command '" + words[0] + "'";
        action.command = row->command;
        for (const std::string& w : words) action.source.append(action.source.empty() ? "" : " ").append(w);
        if (auto why = row->parse(words, action)) return source + ":" + std::to_string(lineNumber) + ": " + *why;
        script.actions.push_back(std::move(action));
    }
    return script;
}

std::variant<Script, std::string> loadScript(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) return "cannot read script '" + path + "'";
    // Bounded: a script named /dev/zero (or a runaway pipe) is an error, not a hang.
    std::string text(kMaxScriptBytes + 1, '\0');
    file.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(file.gcount()));
    if (text.size() > kMaxScriptBytes)
        return "script '" + path + "' is larger than " + std::to_string(kMaxScriptBytes >> 20) + " MiB";
    return parseScript(text, path);
}

ScriptPlayer::ScriptPlayer(Script script) : script_(std::move(script)) {}

}  // namespace murmur::app
