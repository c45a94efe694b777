// scene.hpp - what the window program shows: one Scene at a time, all behind this interface.
//
// A Scene owns its world (the murmuration's Simulation, the reef's fish, the sandbox's
// particles), the GL objects that draw it and its ImGui widgets. The app makes one through
// the registry (scene_registry.hpp) after its GL context is current, glad is loaded and
// ImGui is initialised, and then, every frame the scene shows, calls in this order:
//   update(clock, pointer)  - advances the world (steps per frame, or seconds in fixed steps)
//   render(viewport)        - fills its rectangle of the bound framebuffer (nothing if empty)
//   overlay(viewport)       - ImGui in the viewport: charts, legends, labels, pills
//   panel(clock, Top)       - its sections of the app's panel window, its Run section first
//   panel(clock, AfterCapture) - its sections after the app's Capture section
//   frameShown(...)         - after the frame went to the screen (or was skipped, minimised)
// Input and changes of mode reach it between frames as events (SceneEvent). A script's
// commands, conditions and reports reach it through its words() table, which it owns (the
// app knows none of them). The app destroys it while the context is current.
// Not here: the window, input polling, ImGui's setup, the scene chooser, screenshots, video.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec2.hpp>

#include "layout.hpp"
#include "murmur/model/params.hpp"
#include "murmur/model/result.hpp"
#include "scene_words.hpp"
#include "scenes/scene_names.hpp"

namespace murmur::scene_views {

// The part of the window a scene owns: right of the panel, to the window's bottom.
struct SceneViewport {
    // Window coordinates (ImGui's units, GLFW's cursor units), origin top-left.
    float x = 0.0f, y = 0.0f, width = 0.0f, height = 0.0f;
    float pixelScale = 1.0f;    // framebuffer pixels per window unit (2 on a HiDPI screen)
    int framebufferHeight = 0;  // GL counts rows from the bottom of the framebuffer
    float chartsHeight = 0.0f;  // the strip at the bottom the layout offers for charts

    bool empty() const { return width * pixelScale < 1.0f || height * pixelScale < 1.0f || framebufferHeight <= 0; }
    // The same rectangle as a GL viewport: framebuffer pixels, origin bottom-left.
    int pixelX() const;
    int pixelY() const;
    int pixelWidth() const;
    int pixelHeight() const;

    // A viewport covering a whole framebuffer whose window units are its pixels.
    static SceneViewport whole(int fbWidth, int fbHeight);
};

// The pointer in fractions of the scene's viewport, so it does not depend on pixel density.
struct ScenePointer {
    glm::vec2 view{0.0f};  // (0, 0) top-left, (1, 1) bottom-right of the viewport
    bool inside = false;   // over the viewport and not over an ImGui window
    bool clicked = false;  // the left button went down this frame (and ImGui did not take it)
};

// The pointer for a cursor at (cursorX, cursorY) in window coordinates. overUi: ImGui wants
// the mouse (io.WantCaptureMouse); pressed: the left button went down this frame.
ScenePointer pointerIn(const SceneViewport& viewport, double cursorX, double cursorY, bool overUi, bool pressed);

// The run controls every scene shares: the panel's Run section and the script's pause,
// step and `set speed` edit them; they stay as they are across a change of scene.
using scenes::kMaxSceneSpeed;
struct SceneClock {
    float speed = 1.0f;     // 0..kMaxSceneSpeed: steps per frame, or times real time
    bool paused = false;    // no steps but the ones asked for
    bool stepOnce = false;  // one step now (Step, or a script's step); update() clears it
    bool exact = false;     // a script runs: every step asked for, however long they take
};

// What the app tells the scene that shows, besides the frame's calls. Pointer events come
// in window coordinates, only while the scene shows: Press (the left button went down over
// the viewport, not over the panel or an ImGui window), Release, Move, Scroll (the wheel or
// touchpad over the viewport, by dx, dy). Escape: after the app's help overlay, the scene
// lets go of what it holds (taken: it held something; else Esc leaves full screen). Show /
// Hide: it becomes the scene shown / another one does (a kept scene then waits, untouched).
// Present: the presentation mode (a talk, a museum) turns on or off: larger labels where
// the scene has them. Restart: back to how the program started it, the command line's
// settings, from the start (the presentation mode after a while without input); a scene
// that does not take it is reset().
// FlightKey: a key of the flown hawk's went down (on) or up (key: flight_stick.hpp's
// FlightKey); the scene takes it (true) while a person flies its hawk, else the key does
// what it does elsewhere. Gamepad: a gamepad's left stick (dx, dy) and stoop (on), each frame
// one is plugged in.
struct SceneEvent {
    enum class Kind { Press, Release, Move, Scroll, Escape, Show, Hide, Present, Restart, FlightKey, Gamepad };
    Kind kind = Kind::Move;
    float x = 0.0f, y = 0.0f;   // Press, Move, Scroll: the cursor
    double dx = 0.0, dy = 0.0;  // Scroll, Gamepad
    bool on = false;            // Present, FlightKey, Gamepad
    int key = 0;                // FlightKey
};

// Which of its panel sections the app asks for: those below the chooser, its Run section
// first, or those after the app's Capture section (the murmuration's Experiments).
enum class PanelPlace { Top, AfterCapture };

// What --record-script asks a scene for: Changes, script lines for what its own widgets (or
// a Restart) changed since the last call ("hawk", "reset", "settings {...}"; script commands
// are not repeated here); Start, lines that put it back where the program started it (the
// first frame of a recording; nothing for a scene without settings to restore).
enum class ReplayLines { Changes, Start };

// What the program was started with, for the scenes that use it.
struct SceneContext {
    SimParams params;               // the murmuration's flock (--birds, --k, --config, ...)
    int threads = 0;                // CPU stepping threads; <= 0: one per hardware thread
    bool wantGpu = false;           // step on the GPU where the context allows it
    int glVersion = 0;              // the window's context: major * 10 + minor (0: no window)
    bool autorotate = true;         // the idle camera orbit
    bool autoReduce = true;         // fewer birds when frames stay slow
    bool finishGl = false;          // --bench-frames: wait for the GPU so the time split is real
    int experimentSeeds = 4;        // the Experiments section: seeds 1..N
    int experimentBirds = 0;        // its flock; 0: the model's default
    bool startExperiments = false;  // compute them now unless cached (interactive runs)
    bool livingBirds = true;        // wings beat and birds bank (drawing only)
    bool levelOfDetail = true;      // far birds as points, none outside the view (drawing only)
    bool stepThread = true;         // the CPU works out the next step while the frame draws
    bool dusk = false;              // the dusk sky instead of the daytime one
    int colouring = 0;              // what the birds' colour says (render::BirdColouring)
    int camera = 0;                 // the view's camera (render::CameraMode)
    int trails = 0;                 // each bird's trail over this many steps (0: none; drawing only)
    std::string flightsDir = ".";   // where a flown hawk's flight is saved (E8's --player-flights)
};

class Scene;

// Seconds of world time this frame for a scene that steps in seconds: 1/60 s times the
// speed, none while paused, 1/60 s more for a Step (which it clears).
double frameSeconds(SceneClock& clock);
// Such a scene's Run section (speed 0..4 times real time; Reset resets the scene), then a
// title with its name.
void drawSecondsRunSection(SceneClock& clock, Scene& scene);

class Scene {
public:
    explicit Scene(const char* name) : name_(name) {}
    virtual ~Scene() = default;
    Scene(const Scene&) = delete;
    Scene& operator=(const Scene&) = delete;

    const char* name() const { return name_; }  // as in scenes/scene_names.hpp

    // Taken: the scene used it (Escape: it let go of something; Restart: it started over).
    virtual bool event(const SceneEvent& /*event*/) { return false; }
    virtual void update(SceneClock& clock, const ScenePointer& pointer) = 0;
    // Draws into the viewport of the bound framebuffer. Leaves blending, depth and scissor
    // testing off.
    virtual void render(const SceneViewport& viewport) = 0;
    // ImGui over the viewport (charts, legends, labels, pills; clicks on a pill are taken
    // here); rectangles tests need go into the probe.
    virtual void overlay(const SceneViewport& viewport, ui::LayoutProbe& probe) = 0;
    // Its panel sections at `place`, inside the app's panel window.
    virtual void panel(SceneClock& clock, ui::LayoutProbe& probe, PanelPlace place) = 0;
    // The frame ended; drawn: it reached the screen (not minimised). secondsSinceStart: the
    // program's clock.
    virtual void frameShown(bool /*drawn*/, double /*secondsSinceStart*/) {}
    // Starts the world again from its seed (the sliders keep their values).
    virtual void reset() = 0;
    virtual std::vector<std::string> replayLines(ReplayLines /*which*/) { return {}; }
    // Its script words (scene_words.hpp): `set NAME VALUE` as the command "set", its other
    // commands, its conditions and its print topics; "scene" is its report line.
    virtual const SceneWords& words() const = 0;
    // --snapshot at exit, and the bench line's "birds=N backend=B": for scenes with a flock.
    virtual Status snapshot(const std::string& path);
    virtual std::string benchFields() const { return std::string("scene=").append(name()); }

    // Through words(): a line of one of its commands (an unknown one says the scene has no
    // such thing); `set`; `until NAME` (false for a condition it does not know); `print WHAT`
    // ("stats" is "scene" unless it has its own); its report, the "scene" topic's line.
    Status run(const ScriptLine& line);
    Status set(std::string_view name, std::string_view value);
    bool holds(std::string_view condition) const;
    Result<std::vector<std::string>> print(std::string_view what) const;
    std::string report() const;
    // event() of Escape and of Restart (reset() when it is not taken).
    bool escape() { return event({SceneEvent::Kind::Escape}); }
    void restart();

private:
    const char* name_;
};

}  // namespace murmur::scene_views
