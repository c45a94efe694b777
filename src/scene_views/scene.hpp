// scene.hpp - what the window program shows: one Scene at a time, all behind this interface.
//
// A Scene owns its world (the murmuration's Simulation, the reef's fish, the sandbox's
// particles), the GL objects that draw it and its ImGui widgets. The app makes one through
// the registry (scene_registry.hpp) after its GL context is current, glad is loaded and
// ImGui is initialised, and then, every frame the scene shows, calls in this order:
//   update(clock, pointer)  - advances the world (steps per frame, or seconds in fixed steps)
//   render(viewport)        - fills its rectangle of the bound framebuffer (nothing if empty)
//   overlay(viewport)       - ImGui in the viewport: charts, legends, labels, pills
//   panel(clock)            - its sections of the app's panel window, its Run section first
//   lastSections()          - its sections after the app's Capture section
//   frameShown(...)         - after the frame went to the screen (or was skipped, minimised)
// Input reaches it between frames: pressed / released / moved / scrolled, in window
// coordinates, only while it shows. A script's commands, conditions and reports reach it
// through set, command, holds and print. The app destroys it while the context is current.
// Not here: the window, input polling, ImGui's setup, the scene chooser, screenshots, video.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec2.hpp>

#include "layout.hpp"
#include "murmur/params.hpp"
#include "murmur/result.hpp"
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

// A script command the app passes to the scene that shows, parsed and checked already
// (app/script.hpp lists them): hawk, orbit DX DY, zoom FACTOR, autorotate on|off,
// load FILE, experiments compute|cancel|show, field show|plot|series|cancel, select BIRD; and follow (the F key).
struct SceneCommand {
    std::string name;
    std::string word;    // experiments WHAT, field WHAT
    std::string text;    // load FILE, explore open FOLDER, explore run SPEC
    std::string target;  // explore run SPEC FOLDER: the folder
    float a = 0.0f;      // orbit DX, zoom FACTOR
    float b = 0.0f;      // orbit DY
    bool on = false;     // autorotate
    int number = 0;      // select BIRD, seek STEP
    int line = 0;        // in the script, for messages
};

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
    bool dusk = false;              // the dusk sky instead of the daytime one
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
    virtual ~Scene() = default;

    virtual const char* name() const = 0;  // as in scenes/scene_names.hpp

    // It becomes the scene shown / another one does (a kept scene then waits, untouched).
    virtual void shown() {}
    virtual void hidden() {}

    // The left button went down over the viewport (not over the panel or an ImGui window),
    // went up, the cursor moved, the wheel or touchpad scrolled over the viewport.
    virtual void pressed(float /*x*/, float /*y*/) {}
    virtual void released() {}
    virtual void moved(float /*x*/, float /*y*/) {}
    virtual void scrolled(float /*x*/, float /*y*/, double /*dx*/, double /*dy*/) {}

    virtual void update(SceneClock& clock, const ScenePointer& pointer) = 0;
    // Draws into the viewport of the bound framebuffer. Leaves blending, depth and scissor
    // testing off.
    virtual void render(const SceneViewport& viewport) = 0;
    // ImGui over the viewport (charts, legends, labels, pills; clicks on a pill are taken
    // here); rectangles tests need go into the probe.
    virtual void overlay(const SceneViewport& viewport, ui::LayoutProbe& probe) = 0;
    // Its panel sections, inside the app's panel window, below the chooser.
    virtual void panel(SceneClock& clock, ui::LayoutProbe& probe) = 0;
    // Sections after the app's Capture section (the murmuration's Experiments).
    virtual void lastSections(ui::LayoutProbe& /*probe*/) {}
    // The frame ended; drawn: it reached the screen (not minimised). secondsSinceStart: the
    // program's clock.
    virtual void frameShown(bool /*drawn*/, double /*secondsSinceStart*/) {}
    // Starts the world again from its seed (the sliders keep their values).
    virtual void reset() = 0;
    // Back to how the program started it: the command line's settings, from the start
    // (the presentation mode's reset after a while without input).
    virtual void restart() { reset(); }
    // Script lines for what its own widgets (or restart) changed since the last call, for
    // --record-script to replay ("hawk", "reset", "settings {...}"); script commands are
    // not repeated here.
    virtual std::vector<std::string> takeActionsToReplay() { return {}; }
    // Script lines that put it back where the program started it (the first frame of a
    // --record-script); nothing for a scene without settings to restore.
    virtual std::vector<std::string> replayStart() const { return {}; }
    // Esc, after the app's help overlay: the scene lets go of what it holds (the murmuration:
    // following a bird, then the selected bird). False when it held nothing (then Esc leaves
    // full screen).
    virtual bool escape() { return false; }
    // The presentation mode (a talk, a museum): larger labels where the scene has them.
    virtual void presenting(bool /*on*/) {}

    // Script hooks. set: `set NAME VALUE` (a bad name or value says why). command: the
    // commands above; the default says the scene has no such thing. holds: `until NAME`
    // (false for conditions the scene does not know). print: `print WHAT` lines; "scene"
    // and "stats" print report() unless the scene says more.
    virtual Status set(std::string_view name, std::string_view value) = 0;
    virtual Status command(const SceneCommand& c);
    virtual bool holds(std::string_view /*condition*/) const { return false; }
    virtual std::string report() const = 0;
    virtual Result<std::vector<std::string>> print(std::string_view what) const;

    // --snapshot at exit, and the bench line's "birds=N backend=B": for scenes with a flock.
    virtual Status snapshot(const std::string& path);
    virtual std::string benchFields() const { return std::string("scene=").append(name()); }
};

}  // namespace murmur::scene_views
