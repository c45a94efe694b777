#include "script.hpp"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "report/settings_file.hpp"
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

// Fills `action` from the words of one line, or returns the reason it cannot.
std::optional<std::string> parseLine(const std::vector<std::string>& w, ScriptAction& action) {
    const std::string& cmd = w[0];
    auto arity = [&](std::size_t n) -> std::optional<std::string> {
        if (w.size() == n + 1) return std::nullopt;
        return "'" + cmd + "' takes " + std::to_string(n) + " argument" + (n == 1 ? "" : "s") + ", got " +
               std::to_string(w.size() - 1);
    };
    if (cmd == "wait" || cmd == "minimised") {
        action.command = cmd == "wait" ? ScriptCommand::Wait : ScriptCommand::Minimised;
        if (auto e = arity(1)) return e;
        auto n = parseCount(w[1], kMaxFrames);
        if (!n) return "'" + cmd + "' needs a frame count (a whole number >= 0), got '" + w[1] + "'";
        action.frames = *n;
    } else if (cmd == "until") {
        action.command = ScriptCommand::Until;
        if (auto e = arity(2)) return e;
        if (w[1] == "hawk") action.condition = ScriptCondition::Hawk;
        else if (w[1] == "no-hawk") action.condition = ScriptCondition::NoHawk;
        else if (w[1] == "reduced") action.condition = ScriptCondition::Reduced;
        else if (w[1] == "regrouped") action.condition = ScriptCondition::Regrouped;
        else if (w[1] == "experiments-ready") action.condition = ScriptCondition::ExperimentsReady;
        else if (w[1] == "experiments-stopped") action.condition = ScriptCondition::ExperimentsStopped;
        else
            return "unknown condition '" + w[1] +
                   "' (use hawk, no-hawk, reduced, regrouped, experiments-ready or experiments-stopped)";
        auto n = parseCount(w[2], kMaxFrames);
        if (!n || *n == 0) return "'until' needs a frame limit (a whole number > 0), got '" + w[2] + "'";
        action.frames = *n;
    } else if (cmd == "hawk" || cmd == "step" || cmd == "reset" || cmd == "iconify" || cmd == "restore" ||
               cmd == "click" || cmd == "quit") {
        action.command = cmd == "hawk"      ? ScriptCommand::Hawk
                         : cmd == "step"    ? ScriptCommand::Step
                         : cmd == "reset"   ? ScriptCommand::Reset
                         : cmd == "iconify" ? ScriptCommand::Iconify
                         : cmd == "restore" ? ScriptCommand::Restore
                         : cmd == "click"   ? ScriptCommand::Click
                                            : ScriptCommand::Quit;
        if (auto e = arity(0)) return e;
    } else if (cmd == "orbit") {
        action.command = ScriptCommand::Orbit;
        if (auto e = arity(2)) return e;
        auto dx = parseFinite(w[1]);
        auto dy = parseFinite(w[2]);
        if (!dx || !dy) return "'orbit' needs two finite numbers of degrees";
        action.a = *dx;
        action.b = *dy;
    } else if (cmd == "zoom") {
        action.command = ScriptCommand::Zoom;
        if (auto e = arity(1)) return e;
        auto f = parseFinite(w[1]);
        if (!f || *f <= 0.0f) return "'zoom' needs a finite factor > 0, got '" + w[1] + "'";
        action.a = *f;
    } else if (cmd == "set") {
        action.command = ScriptCommand::Set;
        if (auto e = arity(2)) return e;
        action.name = w[1];
        action.text = w[2];
        if (action.name == kScriptSpeedName) {
            auto v = parseFinite(w[2]);
            if (!v || *v < 0.0f || *v > kMaxSimSpeed)
                return "'set speed' needs a number of steps per frame in [0, " + std::to_string(int(kMaxSimSpeed)) +
                       "], got '" + w[2] + "'";
        } else {
            // Checked now, exactly, so a bad value fails before any window opens. Which scene
            // shows when the line runs is not known here: a name that is both a simulation
            // flag and a scene setting (cohesion, seed, ...) passes if either accepts it.
            SimParams scratch;
            if (auto why = cli::setSimParam(scratch, action.name, action.text)) {
                if (!scenes::isSceneSettingName(action.name)) return *why;
                if (auto sceneWhy = scenes::checkSceneSetting(action.name, action.text))
                    return *why + "; as a scene setting, " + *sceneWhy;
            }
        }
    } else if (cmd == "load") {
        action.command = ScriptCommand::Load;
        if (auto e = arity(1)) return e;
        SimParams scratch;  // a missing or bad file fails now, before any window opens
        if (auto why = report::applySettingsFile(w[1], scratch)) return *why;
        action.text = w[1];
    } else if (cmd == "autorotate" || cmd == "pause") {
        action.command = cmd == "autorotate" ? ScriptCommand::Autorotate : ScriptCommand::Pause;
        if (auto e = arity(1)) return e;
        auto on = parseOnOff(w[1]);
        if (!on) return "'" + cmd + "' takes on or off, got '" + w[1] + "'";
        action.on = *on;
    } else if (cmd == "resize") {
        action.command = ScriptCommand::Resize;
        if (auto e = arity(2)) return e;
        auto width = parseCount(w[1], kMaxWindowSide);
        auto height = parseCount(w[2], kMaxWindowSide);
        if (!width || !height || *width < 1 || *height < 1)
            return "'resize' needs a width and a height in 1.." + std::to_string(kMaxWindowSide);
        action.a = static_cast<float>(*width);
        action.b = static_cast<float>(*height);
    } else if (cmd == "screenshot") {
        action.command = ScriptCommand::Screenshot;
        if (auto e = arity(1)) return e;
        action.text = w[1];
    } else if (cmd == "print") {
        action.command = ScriptCommand::Print;
        if (auto e = arity(1)) return e;
        if (w[1] != "stats" && w[1] != "camera" && w[1] != "layout" && w[1] != "scene" && w[1] != "experiments" &&
            w[1] != "capture")
            return "'print' takes stats, camera, layout, scene, experiments or capture, got '" + w[1] + "'";
        action.name = w[1];
    } else if (cmd == "scene") {
        action.command = ScriptCommand::Scene;
        if (auto e = arity(1)) return e;
        if (!isSceneName(w[1])) return "unknown scene '" + w[1] + "' (use murmuration, reef or sandbox)";
        action.name = w[1];
    } else if (cmd == "pointer") {
        action.command = ScriptCommand::Pointer;
        if (w.size() == 2 && w[1] == "off") {
            action.on = false;
        } else {
            if (w.size() != 3) return "'pointer' takes X Y (fractions of the view) or off";
            auto x = parseFinite(w[1]);
            auto y = parseFinite(w[2]);
            if (!x || !y || *x < 0.0f || *x > 1.0f || *y < 0.0f || *y > 1.0f)
                return "'pointer' needs X and Y in [0, 1], got '" + w[1] + " " + w[2] + "'";
            action.on = true;
            action.a = *x;
            action.b = *y;
        }
    } else if (cmd == "savescreenshot") {
        action.command = ScriptCommand::SaveScreenshot;
        if (auto e = arity(0)) return e;
    } else if (cmd == "record") {
        action.command = ScriptCommand::Record;
        if (w.size() == 2 && w[1] == "stop") {
            action.on = false;
        } else if ((w.size() == 2 || w.size() == 3) && w[1] == "start") {
            action.on = true;
            if (w.size() == 3) action.text = w[2];
        } else {
            return "'record' takes start [FILE] or stop";
        }
    } else if (cmd == "experiments") {
        action.command = ScriptCommand::Experiments;
        if (auto e = arity(1)) return e;
        if (w[1] != "compute" && w[1] != "cancel" && w[1] != "show")
            return "'experiments' takes compute, cancel or show, got '" + w[1] + "'";
        action.name = w[1];
    } else {
        return "unknown command '" + cmd + "'";
    }
    return std::nullopt;
}

}  // namespace

bool isSceneName(const std::string& name) {
    for (const char* s : kSceneNames)
        if (name == s) return true;
    return false;
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
        if (auto why = parseLine(words, action)) return source + ":" + std::to_string(lineNumber) + ": " + *why;
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
