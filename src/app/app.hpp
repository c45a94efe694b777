// app.hpp - the window program: one App object that owns the window, the simulation, the
// renderer and the UI, and runs them frame by frame.
//
// init() opens everything (and reports any failure once); frame() does one frame in named
// steps - input, script, simulation, camera, scene, UI, output - and shutdown() closes in
// reverse order. The renderer only reads the flock; the UI only edits a SimParams copy that
// the App hands to Simulation::setParams. No globals: GLFW callbacks reach the App through
// the window's user pointer.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "app_options.hpp"
#include "auto_reducer.hpp"
#include "control_panel.hpp"
#include "layout.hpp"
#include "metrics_history.hpp"
#include "murmur/simulation.hpp"
#include "orbit_camera.hpp"
#include "scene.hpp"
#include "script.hpp"

namespace murmur::render {
class SceneRenderer;
}
namespace murmur::ui {
class ExperimentsRunner;
}

namespace murmur::app {

class Window;
class ImGuiLayer;
class FlockFeed;
class Capture;

// Wall time of one frame's parts, in milliseconds (for the stats card and --bench-frames).
struct FrameTimes {
    double step = 0.0;
    double render = 0.0;
    double ui = 0.0;
    double total = 0.0;
};

class App {
public:
    explicit App(AppOptions options);
    ~App();
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    // Runs until the window closes, the script quits or --frames is reached; the exit code.
    int run();

    // Input from GLFW callbacks (public so the callbacks can reach them).
    void onScroll(double dx, double dy);

private:
    bool init();
    void frame();
    void shutdown();

    // The named steps of a frame.
    void handleInput();
    void runScript();
    void stepSimulation();
    void updateCamera();
    void renderScene();
    void drawUi();
    void finishFrame();

    void switchScene(const std::string& name);  // between frames only
    scene_views::ScenePointer scenePointer();
    void applyParams(const SimParams& params);
    void resetSimulation();
    // Every parameter from a settings file (the panel's Load, the script's `load`).
    std::optional<std::string> loadSettings(const std::string& path);
    void sendHawk();
    void recordMetrics();
    void printReport(const std::string& what);
    void requestScreenshot(const std::string& path) { pendingScreenshots_.push_back(path); }
    void drawCaptureAndExperiments();  // the panel's last sections
    void writeSnapshot();              // --snapshot, at exit
    double secondsSinceStart() const;
    bool minimised() const;
    std::vector<std::string> currentStats() const;
    ui::Rect pixels(const ui::Rect& r) const;

    AppOptions options_;
    std::unique_ptr<Window> window_;
    std::unique_ptr<ImGuiLayer> imgui_;
    std::unique_ptr<Simulation> sim_;
    std::unique_ptr<FlockFeed> feed_;
    std::unique_ptr<render::SceneRenderer> renderer_;
    std::optional<ScriptPlayer> script_;
    std::unique_ptr<Capture> capture_;                    // Save screenshot, Record video
    std::unique_ptr<ui::ExperimentsRunner> experiments_;  // the Experiments section
    bool scrollToExperiments_ = false;                    // the script's `experiments show`
    ui::Rect experimentsRect_, experimentsChartRect_;     // as last drawn, for `print experiments`
    // Another seed's scene (reef, sandbox) shown instead of the murmuration; null: the
    // murmuration. The simulation waits, untouched, while a scene shows.
    std::unique_ptr<scene_views::Scene> scene_;
    std::optional<std::string> pendingScene_;
    scene_views::SceneViewport sceneViewport_;
    std::optional<scene_views::ScenePointer> scriptPointer_;  // set by the script's `pointer`
    bool scriptClick_ = false;
    bool leftPressed_ = false;  // the left button went down since the last frame

    render::OrbitCamera camera_;
    ui::PanelState panel_;
    ui::MetricsHistory history_;
    ui::Layout layout_;
    ui::Rect sendHawkRect_;
    ui::Rect legendRect_;
    ui::Rect sceneButtonRects_[3];  // the panel's chooser: murmuration, reef, sandbox
    AutoReducer reducer_;
    std::string backendNote_;

    // Window state, refreshed every frame.
    int fbWidth_ = 0, fbHeight_ = 0;
    int winWidth_ = 0, winHeight_ = 0;
    float uiScale_ = 1.0f;
    int forcedMinimisedFrames_ = 0;  // the script's `minimised N`

    // Simulation pacing and interpolation.
    double stepAccumulator_ = 0.0;
    int stepsBehind_ = 0;  // steps the last frame's budget left for later frames
    bool stepOnce_ = false;
    Hawk previousHawk_;
    bool hawkWasInSky_ = false;
    std::optional<std::uint32_t> lastRegroup_;
    int lastClusters_ = -1;
    float lastLargestPct_ = 0.0f;

    // Input.
    bool dragging_ = false;
    double lastCursorX_ = 0.0, lastCursorY_ = 0.0;
    double scrollX_ = 0.0, scrollY_ = 0.0;
    std::uint64_t lastInputFrame_ = 0;

    // Frame bookkeeping.
    std::uint64_t frameIndex_ = 0;
    std::chrono::steady_clock::time_point start_;
    FrameTimes times_;     // this frame
    FrameTimes benchSum_;  // summed over measured bench frames
    int benchMeasured_ = 0;
    double stepMsSmoothed_ = 0.0;
    std::vector<std::string> pendingScreenshots_;
    bool quit_ = false;
    int exitCode_ = 0;
};

}  // namespace murmur::app
