// script.hpp - the window program's --script: timed actions for deterministic runs and tests.
//
// A script is text, one command per line; '#' starts a comment, blank lines are ignored.
// Time is counted in frames, so a script does the same thing on a fast and a slow machine.
//
// The shell's words (the window program's own; script.cpp's table):
//   wait FRAMES            let FRAMES frames pass before the next line (0 = none)
//   until CONDITION MAX    wait until CONDITION holds, at most MAX frames (then fail, exit 1);
//                          checked at the start of a frame, after the lines before it ran;
//                          the conditions are the scenes' (a scene that shows and lacks one:
//                          it does not hold)
//   set NAME VALUE         speed (steps per frame, or times real time); any other NAME goes
//                          to the scene that shows (the murmuration: a --NAME flag of the
//                          command line; the reef and the sandbox: their settings). Checked
//                          when parsed against the flags and scenes/scene_settings.hpp
//   pause on|off, step, reset
//   resize W H             the window's size in screen coordinates (1 x 1 is allowed)
//   iconify, restore       ask the window manager (does nothing without one)
//   minimised FRAMES       treat the framebuffer as 0 x 0 for FRAMES frames, the way a
//                          minimised window reports it
//   screenshot FILE        PNG of the whole window as this frame draws it; the next line
//                          runs on the next frame (so it cannot change this picture)
//   print layout|capture|lang|TOPIC   lines on stdout (lang: the panel's language and its
//                          font, "lang shown=ko chosen=ko korean-font=1 glyphs=N missing=0
//                          ..."); TOPIC: a scene's (scene and stats for every scene)
//   scene NAME             show one of scenes/scene_names.hpp's list (as the panel's chooser)
//   pointer X Y            hold a scene's pointer at viewport fractions X, Y in [0, 1]
//   pointer off            the pointer leaves the window
//   click                  one left press at the script's pointer, on the next frame
//   savescreenshot         the panel's "Save screenshot": a timestamped PNG in the capture
//                          folder; the next line runs on the next frame
//   record start [FILE]    the panel's "Record video" (FILE: an MP4 path; default: a
//                          timestamped name in the capture folder)
//   record stop            finish the video
//   key NAME               press a key as a person would (key_bindings.hpp: space, period,
//                          h, r, s, v, f, 1, 2, 3, plus, minus, tab, f11, escape, ?, f1)
//   lang en|ko             the panel's language (as its Language chooser); printed lines stay
//                          English
//   quit                   exit 0
// Every other word is a scene's: each scene declares its commands, conditions and topics in
// a table beside it (scenes/script_words.hpp; the murmuration's: murmuration_scene.hpp).
// The parser is given their grammar, so a scene's line is checked when parsed too; it keeps
// the line's words, and the scene that shows when it runs does it.
//
// A line that does not parse is an error naming the file and line (exit 2). The shell's
// commands are one table in script.cpp: a row names a command, parses its arguments and
// runs it on a ScriptHost; adding one is a row there (and the host's method it calls).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "scenes/script_words.hpp"

namespace murmur::app {

enum class ScriptCommand {
    Wait,
    Until,
    Set,
    Pause,
    Step,
    Reset,
    Resize,
    Iconify,
    Restore,
    Minimised,
    Screenshot,
    Print,
    Quit,
    Scene,
    Pointer,
    Click,
    SaveScreenshot,
    Record,
    Key,
    Lang,
    SceneWord,  // one of a scene's commands: its words are in ScriptAction::words
};

struct ScriptAction {
    ScriptCommand command = ScriptCommand::Quit;
    int line = 0;                    // 1-based line in the script file, for messages
    int frames = 0;                  // wait, until (the limit), minimised; key: the GLFW key code
    float a = 0.0f;                  // resize W, pointer X
    float b = 0.0f;                  // resize H, pointer Y
    bool on = false;                 // pause, pointer (false: pointer off), record (start)
    std::string condition;           // until CONDITION
    std::string name;                // set NAME, print WHAT, scene NAME, lang CODE
    std::string text;                // set VALUE, screenshot FILE, record start FILE (may be empty)
    std::vector<std::string> words;  // a scene's command: the line's words, the command's first
    std::string source;              // the line as written, without its comment (what --record-script copies)
    bool replays = false;            // a --record-script replay copies it (replays() for the shell's)
};

struct Script {
    std::string source;  // the file name, for messages
    std::vector<ScriptAction> actions;
};

// Parses a whole script; sceneWords: the scenes' words (scene_views::sceneGrammar() in the
// program; without them only the shell's words parse). On the first bad line returns
// "FILE:LINE: reason".
std::variant<Script, std::string> parseScript(const std::string& text, const std::string& source,
                                              const scenes::SceneGrammar& sceneWords = {});
// Reads and parses a file; a missing file, or one larger than kMaxScriptBytes, is an error
// message too.
inline constexpr std::size_t kMaxScriptBytes = 16u << 20;
std::variant<Script, std::string> loadScript(const std::string& path, const scenes::SceneGrammar& sceneWords = {});

// The names `set` accepts besides the simulation flags.
inline constexpr const char* kScriptSpeedName = "speed";

// What a script drives: the window program implements it. A scene's commands go to the
// scene that shows (sceneWord), the rest to the shell.
class ScriptHost {
public:
    virtual ~ScriptHost() = default;
    virtual void set(const std::string& name, const std::string& value, int line) = 0;  // speed, or the scene's
    virtual void sceneWord(const ScriptAction& action) = 0;  // its words: hawk, orbit, zoom, ...
    virtual void pause(bool on) = 0;
    virtual void stepOnce() = 0;
    virtual void reset() = 0;
    virtual void resize(int width, int height) = 0;
    virtual void iconify() = 0;
    virtual void restore() = 0;
    virtual void minimise(int frames) = 0;
    virtual void screenshot(const std::string& path) = 0;
    virtual void print(const std::string& what, int line) = 0;
    virtual void quit() = 0;
    virtual void showScene(const std::string& name) = 0;
    virtual void pointer(bool on, float x, float y) = 0;
    virtual void click() = 0;
    virtual void saveScreenshot() = 0;
    virtual void record(bool start, const std::string& file) = 0;
    virtual void key(int glfwKey) = 0;
    virtual void language(const std::string& code) = 0;  // "en" or "ko", checked when parsed
};

// Does what the action's command does (its row in script.cpp's command table); wait and
// until are the player's and do nothing here.
void runScriptAction(ScriptHost& host, const ScriptAction& action);
// Whether a shell command's line belongs in a --record-script replay: it changes what is
// simulated or shown (not wait / until, print, screenshots, video, quit, lang, or key, whose
// effect the App notes instead). A scene's command says so in its row.
bool replays(ScriptCommand command);
// The script's word for a shell command ("savescreenshot").
std::string_view commandName(ScriptCommand command);

// Plays a script frame by frame.
class ScriptPlayer {
public:
    explicit ScriptPlayer(Script script);

    // The actions to perform this frame, in order; stops at a wait or an unmet until.
    // holds(condition) says whether a condition (its name, "no-hawk") is true now.
    template <typename Holds>
    std::vector<ScriptAction> advance(Holds&& holds);

    bool finished() const { return next_ >= script_.actions.size() && waitLeft_ == 0; }
    // Set when an until ran out of frames: "FILE:LINE: ..." (the app exits 1).
    const std::optional<std::string>& failure() const { return failure_; }

private:
    Script script_;
    std::size_t next_ = 0;
    int waitLeft_ = 0;  // frames still to wait (wait), or frames left to wait for (until)
    bool inUntil_ = false;
    std::optional<std::string> failure_;
};

template <typename Holds>
std::vector<ScriptAction> ScriptPlayer::advance(Holds&& holds) {
    std::vector<ScriptAction> due;
    if (failure_) return due;
    if (inUntil_) {
        const ScriptAction& u = script_.actions[next_ - 1];
        if (holds(u.condition)) {
            inUntil_ = false;
            waitLeft_ = 0;
        } else if (--waitLeft_ <= 0) {
            failure_ = script_.source + ":" + std::to_string(u.line) + ": 'until' condition not met within " +
                       std::to_string(u.frames) + " frames";
            return due;
        } else {
            return due;
        }
    } else if (waitLeft_ > 0) {
        if (--waitLeft_ > 0) return due;
    }
    while (next_ < script_.actions.size()) {
        const ScriptAction& a = script_.actions[next_++];
        if (a.command == ScriptCommand::Wait) {
            waitLeft_ = a.frames;
            if (waitLeft_ > 0) break;
        } else if (a.command == ScriptCommand::Until) {
            // Conditions see the effect of the lines before them: those run first, this frame.
            if (!due.empty()) {
                --next_;
                break;
            }
            if (holds(a.condition)) continue;
            inUntil_ = true;
            waitLeft_ = a.frames;
            break;
        } else {
            due.push_back(a);
            if (a.command == ScriptCommand::Quit || a.command == ScriptCommand::Screenshot ||
                a.command == ScriptCommand::SaveScreenshot)
                break;
        }
    }
    return due;
}

}  // namespace murmur::app
