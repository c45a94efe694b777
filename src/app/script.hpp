// script.hpp - the window program's --script: timed actions for deterministic runs and tests.
//
// A script is text, one command per line; '#' starts a comment, blank lines are ignored.
// Time is counted in frames, so a script does the same thing on a fast and a slow machine.
//
//   wait FRAMES            let FRAMES frames pass before the next line (0 = none)
//   until CONDITION MAX    wait until CONDITION holds, at most MAX frames (then fail, exit 1);
//                          checked at the start of a frame, after the lines before it ran
//                          CONDITION: hawk (one is flying), no-hawk, reduced (birds were
//                          reduced automatically), regrouped (after the last hawk),
//                          experiments-ready (the Experiments
//                          section shows results and computes nothing), experiments-stopped
//                          (nothing computing, results or not), explore-ready (the Explore
//                          section shows a sweep and runs nothing), explore-stopped,
//                          field-ready (the "Compare
//                          with field data" section shows a measurement: it measures only
//                          while open), field-current (that measurement is of the step
//                          shown now: pause first), field-series-ready (its size series
//                          has finished)
//   hawk                   send a hawk (as the panel's button; ignored if one flies)
//   orbit DX DY            orbit the camera by DX degrees of yaw and DY of pitch
//   zoom FACTOR            multiply the camera distance (> 1 is farther)
//   set NAME VALUE         a --NAME flag of the command line, live (birds keeps the flock);
//                          also: speed (steps per frame); while a reef or sandbox scene
//                          shows, that scene's settings first (fish, mode, count, ...)
//   load FILE              every parameter from a settings file (report/settings_file.hpp),
//                          live, as the panel's "Load settings"; checked when parsed
//   autorotate on|off      the idle auto-orbit
//   pause on|off, step, reset
//   resize W H             the window's size in screen coordinates (1 x 1 is allowed)
//   iconify, restore       ask the window manager (does nothing without one)
//   minimised FRAMES       treat the framebuffer as 0 x 0 for FRAMES frames, the way a
//                          minimised window reports it
//   screenshot FILE        PNG of the whole window as this frame draws it; the next line
//                          runs on the next frame (so it cannot change this picture)
//   print stats|camera|layout|scene|experiments|field|capture|charts|attacks|selection|explore|timeline|lang
//                          lines on stdout (charts: the readout under the pointer; attacks:
//                          one line per finished hawk, report/attack_table.hpp; selection: the
//                          inspector's bird, its speed, fear, edge and neighbours, or none;
//                          explore: the Explore section's sweep; timeline: its step, keyframes,
//                          interval and bytes; lang: the panel's language and its font,
//                          "lang shown=ko chosen=ko korean-font=1 glyphs=N missing=0 ...")
//   seek STEP              the murmuration's timeline: back (or on) to step STEP of the run
//                          (0..the newest step reached), exactly, before the next line; a step
//                          not reached yet is an error message, nothing else
//   scene NAME             show murmuration, reef or sandbox (as the panel's chooser)
//   pointer X Y            hold a scene's pointer at viewport fractions X, Y in [0, 1]
//   pointer off            the pointer leaves the window
//   click                  one left press at the script's pointer, on the next frame (over
//                          the murmuration: selects the bird there, or lets go on the sky)
//   select BIRD            select bird number BIRD for the inspector (as clicking it); a
//                          number past the flock's end is an error message, nothing else
//   savescreenshot         the panel's "Save screenshot": a timestamped PNG in the capture
//                          folder; the next line runs on the next frame
//   record start [FILE]    the panel's "Record video" (FILE: an MP4 path; default: a
//                          timestamped name in the capture folder)
//   record stop            finish the video
//   experiments compute|cancel|show   the Experiments section's Recompute / Cancel; show
//                          scrolls the panel to the section
//   explore open DIR | run SPEC DIR | cancel | show   the Explore section: show a sweep's
//                          folder, run a spec into a folder (in the background), cancel,
//                          scroll to the section
//   field show|plot|series|cancel   "Compare with field data": show opens the section
//                          and scrolls to it, plot to its C(r) plot; series runs (cancel
//                          stops) its size series
//   key NAME               press a key as a person would (key_bindings.hpp: space, period,
//                          h, r, s, v, f, 1, 2, 3, plus, minus, tab, f11, escape, ?, f1)
//   settings JSON          every parameter in JSON on one line with no spaces, as a settings
//                          file holds them (what --record-script writes for a panel change)
//   lang en|ko             the panel's language (as its Language chooser); printed lines stay
//                          English
//   quit                   exit 0
//
// A line that does not parse is an error naming the file and line (exit 2). The commands
// are one table in script.cpp: a row names a command, parses its arguments and runs it on
// a ScriptHost; adding a command is a row there (and the host's method it calls).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace murmur::app {

enum class ScriptCommand {
    Wait,
    Until,
    Hawk,
    Orbit,
    Zoom,
    Set,
    Autorotate,
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
    Experiments,
    Load,
    Key,
    Settings,
    Select,
    Explore,
    Field,
    Seek,
    Lang,
};

enum class ScriptCondition {
    Hawk,
    NoHawk,
    Reduced,
    Regrouped,
    ExperimentsReady,
    ExperimentsStopped,
    ExploreReady,
    ExploreStopped,
    FieldReady,
    FieldCurrent,
    FieldSeriesReady
};

struct ScriptAction {
    ScriptCommand command = ScriptCommand::Quit;
    int line = 0;     // 1-based line in the script file, for messages
    int frames = 0;   // wait, until (the limit), minimised; key: the GLFW key code; select: the bird
    float a = 0.0f;   // orbit DX, zoom FACTOR, resize W, pointer X
    float b = 0.0f;   // orbit DY, resize H, pointer Y
    bool on = false;  // autorotate, pause, pointer (false: pointer off), record (start)
    ScriptCondition condition = ScriptCondition::Hawk;
    std::string name;    // set NAME, print WHAT, scene NAME, experiments WHAT
    std::string text;    // set VALUE, screenshot FILE, record start FILE (may be empty), settings JSON,
                         // explore open FOLDER, explore run SPEC
    std::string target;  // explore run SPEC FOLDER: the folder
    std::string source;  // the line as written, without its comment (what --record-script copies)
};

struct Script {
    std::string source;  // the file name, for messages
    std::vector<ScriptAction> actions;
};

// Parses a whole script. On the first bad line returns "FILE:LINE: reason".
std::variant<Script, std::string> parseScript(const std::string& text, const std::string& source);
// Reads and parses a file; a missing file, or one larger than kMaxScriptBytes, is an error
// message too.
inline constexpr std::size_t kMaxScriptBytes = 16u << 20;
std::variant<Script, std::string> loadScript(const std::string& path);

// The names `set` accepts besides the simulation flags.
inline constexpr const char* kScriptSpeedName = "speed";

// What a script drives: the window program implements it. The commands marked "scene"
// below go to the scene that shows (scene_views::Scene::command), the rest to the shell.
class ScriptHost {
public:
    virtual ~ScriptHost() = default;
    virtual void set(const std::string& name, const std::string& value, int line) = 0;  // speed, or the scene's
    virtual void sceneCommand(
        const ScriptAction& action) = 0;  // hawk, orbit, zoom, autorotate, load, experiments, select
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
// Whether a command's line belongs in a --record-script replay: it changes what is
// simulated or shown (not wait / until, print, screenshots, video, quit, or key, whose
// effect the App notes instead).
bool replays(ScriptCommand command);
// The script's word for a command ("savescreenshot") and a condition ("no-hawk").
std::string_view commandName(ScriptCommand command);
std::string_view conditionName(ScriptCondition condition);

// Plays a script frame by frame.
class ScriptPlayer {
public:
    explicit ScriptPlayer(Script script);

    // The actions to perform this frame, in order; stops at a wait or an unmet until.
    // holds(condition) says whether a condition is true now.
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
