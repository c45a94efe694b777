// app.hpp - the window program's shell: the window, ImGui, the panel's frame (the scene
// chooser and the Capture section), the script player and the scene that shows.
//
// init() opens the window and makes the scenes kept from the start (scene_registry.hpp);
// frame() runs one frame in named steps - input, script, update, render, UI, output - and
// shutdown() closes in reverse order. Everything a scene shows, steps or is asked by a
// script goes through the Scene interface: App never asks which scene it is. No globals:
// GLFW callbacks reach the App through the window's user pointer.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app_options.hpp"
#include "layout.hpp"
#include "presentation_mode.hpp"
#include "scene.hpp"
#include "script.hpp"
#include "session_recorder.hpp"

namespace murmur::app {

class Window;
class ImGuiLayer;
class Capture;

// Wall time of one frame's parts, in milliseconds (for --bench-frames).
struct FrameTimes {
    double step = 0.0;
    double render = 0.0;
    double ui = 0.0;
    double total = 0.0;
};

class App final : private ScriptHost {
public:
    explicit App(AppOptions options);
    ~App() override;
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    // Runs until the window closes, the script quits or --frames is reached; the exit code.
    int run();

private:
    bool init();
    bool fail(const std::string& message);  // prints "murmur: error: ...", exit 1
    void installCallbacks();
    void frame();
    void shutdown();

    // The named steps of a frame.
    void handleInput();
    void runScript();
    void updateScene();
    void renderScene();
    void drawUi();
    void finishFrame();

    // Between frames only: the old scene's widgets are no longer in use.
    void switchScene(const std::string& name);
    scene_views::Scene& scene() { return *current_; }
    scene_views::ScenePointer scenePointer();
    double secondsSinceStart() const;
    bool minimised() const;
    void printLayout();
    void writeSnapshot();  // --snapshot, at exit
    void printBench();
    // --record-script (app_session.cpp): what changed the simulation, before frame
    // `frame`'s update; the start, and the file at exit.
    void startRecording();
    void noteForReplay(std::uint64_t frame, std::string line);
    void recordSceneActions(std::uint64_t frame);
    void writeRecording();
    // The presentation mode (--kiosk, K): no panel, the scene presenting, a hawk every
    // kioskHawkSeconds, the start again after kioskResetMinutes without input.
    void setKiosk(bool on);
    void kioskTick();
    void noteInput() { presentation_.input(appSeconds()); }
    // Seconds for the presentation's timers: the wall clock, or 60 frames a second under a
    // script, so scripted runs stay exact.
    double appSeconds() const;

    // ScriptHost (app_script.cpp): what the script's lines do.
    void set(const std::string& name, const std::string& value, int line) override;
    void sceneWord(const ScriptAction& action) override;
    void pause(bool on) override { clock_.paused = on; }
    void stepOnce() override { clock_.stepOnce = true; }
    void reset() override { scene().reset(); }
    void resize(int width, int height) override;
    void iconify() override;
    void restore() override;
    void minimise(int frames) override { forcedMinimisedFrames_ = frames; }
    void screenshot(const std::string& path) override { pendingScreenshots_.push_back(path); }
    void print(const std::string& what, int line) override;
    void quit() override { quit_ = true; }
    void showScene(const std::string& name) override { switchScene(name); }
    void pointer(bool on, float x, float y) override;
    void click() override { scriptClick_ = true; }
    void saveScreenshot() override;
    void record(bool start, const std::string& file) override;
    void key(int glfwKey) override;                   // a script's key, or the keyboard's (key_bindings.hpp)
    void language(const std::string& code) override;  // as the panel's Language chooser
    void printLanguage();

    AppOptions options_;
    std::unique_ptr<Window> window_;
    std::unique_ptr<ImGuiLayer> imgui_;
    std::unique_ptr<Capture> capture_;  // Save screenshot, Record video
    std::optional<ScriptPlayer> script_;
    std::optional<SessionRecorder> recorder_;

    // The scenes: those kept from the start, the one made when chosen (if it shows), and
    // the one showing (one of those).
    scene_views::SceneContext context_;
    std::vector<std::unique_ptr<scene_views::Scene>> kept_;
    std::unique_ptr<scene_views::Scene> chosen_;
    scene_views::Scene* current_ = nullptr;
    std::optional<std::string> pendingScene_;
    scene_views::SceneClock clock_;
    scene_views::SceneViewport viewport_;
    ui::LayoutProbe probe_;  // the widgets' rectangles as last drawn, for `print layout`

    // Input.
    std::optional<scene_views::ScenePointer> scriptPointer_;  // set by the script's `pointer`
    bool scriptClick_ = false;
    bool leftPressed_ = false;  // the left button went down since the last frame
    bool padFlyHeld_ = false;   // a gamepad's Y was down at the last poll
    void pollGamepad();         // each frame: a gamepad's stick and buttons to the scene

    // Window state, refreshed every frame.
    ui::Layout layout_;
    int fbWidth_ = 0, fbHeight_ = 0;
    int winWidth_ = 0, winHeight_ = 0;
    float uiScale_ = 1.0f;
    int forcedMinimisedFrames_ = 0;  // the script's `minimised N`
    bool panelShown_ = true;         // Tab hides it
    bool helpShown_ = false;         // the "?" overlay
    PresentationMode presentation_;  // --kiosk's timers

    // Frame bookkeeping.
    std::uint64_t frameIndex_ = 0;
    std::chrono::steady_clock::time_point start_;
    FrameTimes times_;           // this frame
    FrameTimes benchSum_;        // summed over measured bench frames
    double benchStepMax_ = 0.0;  // the longest stepping of one measured bench frame, ms
    int benchMeasured_ = 0;
    std::vector<std::string> pendingScreenshots_;
    bool quit_ = false;
    int exitCode_ = 0;
};

}  // namespace murmur::app
