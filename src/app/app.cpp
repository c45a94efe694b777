#include "app.hpp"

#include <algorithm>
#include <cstdio>
#include <thread>

#include <glad/gl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "capture.hpp"
#include "capture_section.hpp"
#include "control_panel.hpp"
#include "debug_output.hpp"
#include "imgui_layer.hpp"
#include "key_bindings.hpp"
#include "key_help.hpp"
#include "report/output_file.hpp"
#include "report/param_fields.hpp"
#include "report/settings_file.hpp"
#include "scene_registry.hpp"
#include "screenshot.hpp"
#include "window.hpp"

namespace murmur::app {
namespace {

using Clock = std::chrono::steady_clock;
using scene_views::Scene;

double msSince(Clock::time_point t) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

constexpr int kBenchWarmupFrames = 20;

App* appOf(GLFWwindow* w) {
    return static_cast<App*>(glfwGetWindowUserPointer(w));
}

}  // namespace

App::App(AppOptions options) : options_(std::move(options)) {}

App::~App() {
    shutdown();
}

int App::run() {
    if (!init()) return exitCode_;
    while (!quit_) frame();
    writeSnapshot();
    writeRecording();
    printBench();
    shutdown();
    return exitCode_;
}

bool App::fail(const std::string& message) {
    std::fprintf(stderr, "murmur: error: %s\n", message.c_str());
    exitCode_ = 1;
    return false;
}

bool App::init() {
    start_ = Clock::now();
    // Output paths are checked before anything runs, not found unwritable at the end.
    const std::pair<const char*, const std::optional<std::string>&> outputs[] = {
        {"--snapshot", options_.snapshot},
        {"--screenshot", options_.screenshot},
        {"--record-script", options_.recordScript}};
    for (const auto& [flag, path] : outputs)
        if (path)
            if (auto why = report::checkOutputPath(*path)) return fail(std::string(flag) + ": " + *why);
    auto window =
        Window::open({options_.width, options_.height, "murmur - the murmuration lab", options_.vsync, options_.msaa});
    if (!window) return fail(window.error());
    window_ = std::move(*window);
    if (gl::kDebugBuild) gl::enableDebugOutput();
    installCallbacks();
    uiScale_ = window_->contentScale();
    imgui_ = std::make_unique<ImGuiLayer>(window_->handle(), uiScale_);

    // What the scenes start with. auto: the GPU backend on a GPU; on a software rasteriser
    // the CPU backend steps several times faster than compute shaders emulated on the same cores.
    context_.params = options_.params;
    context_.threads = options_.threads;
    context_.wantGpu = options_.backend == BackendRequest::Gpu ||
                       (options_.backend == BackendRequest::Auto && !window_->softwareRenderer());
    context_.glVersion = window_->glVersion();
    context_.autorotate = options_.autorotate;
    context_.autoReduce = options_.autoReduce;
    context_.livingBirds = options_.livingBirds;
    context_.dusk = options_.dusk;
    context_.finishGl = options_.benchFrames > 0;
    context_.experimentSeeds = options_.experimentSeeds;
    context_.experimentBirds = options_.experimentBirds;
    // Scripted and benchmark runs stay deterministic and unloaded: they compute on request.
    context_.startExperiments =
        options_.experimentsAuto && !options_.script && options_.frames == 0 && options_.benchFrames == 0;
    for (const scene_views::SceneEntry& entry : scene_views::sceneRegistry()) {
        if (entry.lifetime != scenes::SceneLifetime::KeptFromStart) continue;
        auto made = entry.make(context_);
        if (!made) return fail(made.error());
        kept_.push_back(std::move(*made));
    }
    switchScene(options_.scene);
    if (!current_) return fail("scene: cannot show '" + options_.scene + "'");

    capture_ = std::make_unique<Capture>(options_.captureDir);
    clock_.speed = options_.speed;
    if (options_.script) script_.emplace(*options_.script);
    clock_.exact = script_.has_value();
    if (options_.kiosk) setKiosk(true);  // after the script: its timers count the script's frames
    if (options_.recordScript) {
        // The replay starts from these settings, whatever its own command line says.
        recorder_.emplace(
            std::vector<std::string>{"murmur --record-script: this session, to replay with murmur --script FILE",
                                     "(its --snapshot then equals the session's; keep --auto-reduce off)"});
        const bool murmuration = scene().name() == scenes::kDefaultSceneName;
        if (!murmuration) noteForReplay(0, std::string("scene ").append(scenes::kDefaultSceneName));
        noteForReplay(0, "settings " + report::settingsLine(options_.params));
        noteForReplay(0, "reset");
        if (!murmuration) noteForReplay(0, "scene " + options_.scene);
        noteForReplay(0, "set speed " + report::shortestText(options_.speed));
        if (clock_.paused) noteForReplay(0, "pause on");
    }
    return true;
}

void App::installCallbacks() {
    GLFWwindow* w = window_->handle();
    glfwSetWindowUserPointer(w, this);
    // Installed before ImGui's, which chain to these. The scene decides what a press, a drag
    // or a scroll over it means.
    glfwSetScrollCallback(w, [](GLFWwindow* win, double dx, double dy) {
        App* app = appOf(win);
        app->noteInput();
        double x = 0.0, y = 0.0;
        glfwGetCursorPos(win, &x, &y);
        const scene_views::SceneViewport& v = app->viewport_;
        if (app->current_ && ui::Rect{v.x, v.y, v.width, v.height}.contains(float(x), float(y)))
            app->current_->scrolled(float(x), float(y), dx, dy);
    });
    glfwSetMouseButtonCallback(w, [](GLFWwindow* win, int button, int action, int) {
        App* app = appOf(win);
        app->noteInput();
        if (button != GLFW_MOUSE_BUTTON_LEFT || !app->current_) return;
        if (action == GLFW_RELEASE) {
            app->current_->released();
            return;
        }
        app->leftPressed_ = true;
        double x = 0.0, y = 0.0;
        glfwGetCursorPos(win, &x, &y);
        if (app->layout_.panel.contains(float(x), float(y))) return;  // the panel's own
        app->current_->pressed(float(x), float(y));
    });
    glfwSetKeyCallback(w, [](GLFWwindow* win, int key, int, int action, int) {
        // Repeats too, so that holding + keeps speeding up.
        if (action == GLFW_PRESS || action == GLFW_REPEAT) appOf(win)->key(key);
    });
    glfwSetCursorPosCallback(w, [](GLFWwindow* win, double x, double y) {
        App* app = appOf(win);
        app->noteInput();
        if (app->current_) app->current_->moved(float(x), float(y));
    });
}

void App::shutdown() {
    if (capture_) capture_->finish();
    capture_.reset();
    // Reverse order of init; GL objects go while the context still exists.
    current_ = nullptr;
    chosen_.reset();
    kept_.clear();
    imgui_.reset();
    window_.reset();
}

bool App::minimised() const {
    return fbWidth_ <= 0 || fbHeight_ <= 0 || forcedMinimisedFrames_ > 0;
}

double App::secondsSinceStart() const {
    return std::chrono::duration<double>(Clock::now() - start_).count();
}

void App::frame() {
    const auto frameStart = Clock::now();
    times_ = {};
    handleInput();
    runScript();
    updateScene();
    if (!minimised()) {
        renderScene();
        drawUi();
    }
    finishFrame();
    times_.total = msSince(frameStart);
    if (options_.benchFrames > 0 && frameIndex_ > std::uint64_t(kBenchWarmupFrames)) {
        benchSum_.step += times_.step;
        benchSum_.render += times_.render;
        benchSum_.ui += times_.ui;
        benchSum_.total += times_.total;
        ++benchMeasured_;
    }
}

void App::handleInput() {
    glfwPollEvents();
    if (window_->shouldClose()) quit_ = true;
    window_->framebufferSize(fbWidth_, fbHeight_);
    window_->windowSize(winWidth_, winHeight_);
    layout_ = ui::computeLayout(float(winWidth_), float(winHeight_), uiScale_, panelShown_);
    // A scene owns everything right of the panel; the charts' strip is offered to it.
    viewport_ = {layout_.view.x,
                 layout_.view.y,
                 layout_.view.width,
                 layout_.view.height + layout_.charts.height,
                 winWidth_ > 0 ? float(fbWidth_) / float(winWidth_) : 1.0f,
                 fbHeight_,
                 layout_.charts.height};
    if (forcedMinimisedFrames_ > 0) --forcedMinimisedFrames_;
}

void App::runScript() {
    if (options_.screenshot && frameIndex_ + 1 == std::uint64_t(options_.frames))
        pendingScreenshots_.push_back(*options_.screenshot);
    if (!script_) return;
    auto holds = [this](ScriptCondition c) { return scene().holds(conditionName(c)); };
    for (const ScriptAction& a : script_->advance(holds)) {
        runScriptAction(*this, a);
        switch (a.command) {
            case ScriptCommand::Wait:
            case ScriptCommand::Until:
            case ScriptCommand::Print:
            case ScriptCommand::Screenshot:
            case ScriptCommand::SaveScreenshot:
            case ScriptCommand::Record:
            case ScriptCommand::Quit:  // the recording ends with its own
            case ScriptCommand::Key:   // a key notes what it did (App::key)
                break;
            default:
                noteForReplay(frameIndex_, a.source);
        }
    }
    if (script_->failure()) {
        fail(*script_->failure());
        quit_ = true;
    }
}

scene_views::ScenePointer App::scenePointer() {
    scene_views::ScenePointer p;
    if (scriptPointer_) {
        p = *scriptPointer_;
        p.clicked = scriptClick_ && p.inside;
    } else {
        double x = 0.0, y = 0.0;
        glfwGetCursorPos(window_->handle(), &x, &y);
        p = scene_views::pointerIn(viewport_, x, y, imgui_->wantsMouse(), leftPressed_);
    }
    scriptClick_ = false;  // a click is for this frame's scene only
    leftPressed_ = false;
    return p;
}

void App::switchScene(const std::string& name) {
    if (current_ && name == current_->name()) return;
    const scene_views::SceneEntry* entry = scene_views::findScene(name);
    if (!entry) {
        std::fprintf(stderr, "murmur: scene: unknown scene '%s'\n", name.c_str());
        return;
    }
    Scene* next = nullptr;
    std::unique_ptr<Scene> made;
    if (entry->lifetime == scenes::SceneLifetime::KeptFromStart) {
        for (auto& s : kept_)
            if (name == s->name()) next = s.get();
    } else {
        auto result = entry->make(context_);
        if (!result) {
            std::fprintf(stderr, "murmur: %s: scene: %s\n", current_ ? "" : "error", result.error().c_str());
            return;
        }
        made = std::move(*result);
        next = made.get();
    }
    if (!next) return;
    if (current_) current_->hidden();
    current_ = next;
    chosen_ = std::move(made);  // the scene made when chosen before goes (a kept one stays)
    current_->shown();
    current_->presenting(kiosk_);
}

void App::updateScene() {
    const auto t0 = Clock::now();
    scene().update(clock_, scenePointer());
    times_.step = msSince(t0);
}

void App::renderScene() {
    const auto t0 = Clock::now();
    // The window's own framebuffer, whatever a scene's offscreen pass left bound last frame.
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glDisable(GL_SCISSOR_TEST);
    glViewport(0, 0, fbWidth_, fbHeight_);
    glClearColor(0.09f, 0.10f, 0.12f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    scene().render(viewport_);
    times_.render = msSince(t0);
}

void App::drawUi() {
    const auto t0 = Clock::now();
    imgui_->beginFrame();
    probe_.clear();
    if (panelShown_ && ui::beginPanel(layout_.panel)) {
        std::vector<std::string_view> names;
        for (const scene_views::SceneEntry& e : scene_views::sceneRegistry()) names.push_back(e.name);
        const std::string chosen = ui::drawSceneChooser(names, scene().name(), probe_);
        if (!chosen.empty()) pendingScene_ = chosen;
        const scene_views::SceneClock before = clock_;
        scene().panel(clock_, probe_);
        if (clock_.speed != before.speed)
            noteForReplay(frameIndex_ + 1, "set speed " + report::shortestText(clock_.speed));
        if (clock_.paused != before.paused) noteForReplay(frameIndex_ + 1, clock_.paused ? "pause on" : "pause off");
        if (clock_.stepOnce && !before.stepOnce) noteForReplay(frameIndex_ + 1, "step");
        const ui::CaptureActions c = ui::drawCaptureSection(capture_->view(secondsSinceStart()));
        if (c.screenshot) capture_->requestScreenshot();
        if (c.startRecording) capture_->requestStartRecording();
        if (c.stopRecording) capture_->requestStopRecording();
        scene().lastSections(probe_);
    }
    if (panelShown_) ui::endPanel();
    scene().overlay(viewport_, probe_);  // after the panel, so the panel is not the focused window
    if (helpShown_) {
        std::vector<ui::KeyHelpRow> rows;
        for (const KeyBinding& b : keyBindings())  // a key with two codes (+ and keypad +) once
            if (rows.empty() || rows.back().key != b.label || rows.back().what != b.what)
                rows.push_back({b.label, b.what});
        probe_.note("key-help", ui::drawKeyHelp({viewport_.x, viewport_.y, viewport_.width, viewport_.height}, rows));
    }
    imgui_->endFrame();
    if (options_.benchFrames > 0) glFinish();
    times_.ui = msSince(t0);
}

void App::finishFrame() {
    const bool drawn = !minimised();
    if (drawn) {
        for (const std::string& path : pendingScreenshots_) {
            if (auto why = writeScreenshot(path, fbWidth_, fbHeight_)) fail("screenshot: " + *why);
            else std::printf("screenshot %s %dx%d\n", path.c_str(), fbWidth_, fbHeight_);
        }
        pendingScreenshots_.clear();
        capture_->afterDraw(fbWidth_, fbHeight_, secondsSinceStart());
        window_->swapBuffers();
    } else {
        // Nothing to draw: do not spin. The scene keeps going, so nothing is lost.
        std::this_thread::sleep_for(std::chrono::milliseconds(16));
    }
    if (options_.frameDelayMs > 0) std::this_thread::sleep_for(std::chrono::milliseconds(options_.frameDelayMs));
    // What the panel, the chooser and the frame's end changed comes before the next update.
    if (pendingScene_) {
        switchScene(*pendingScene_);
        noteForReplay(frameIndex_ + 1, "scene " + *pendingScene_);
        pendingScene_.reset();
    }
    scene().frameShown(drawn, secondsSinceStart());
    kioskTick();
    recordSceneActions(frameIndex_ + 1);
    ++frameIndex_;
    if (options_.frames > 0 && frameIndex_ >= std::uint64_t(options_.frames)) quit_ = true;
    if (options_.benchFrames > 0 && frameIndex_ >= std::uint64_t(options_.benchFrames + kBenchWarmupFrames))
        quit_ = true;
    std::fflush(stdout);
}

void App::noteForReplay(std::uint64_t frame, std::string line) {
    if (recorder_) recorder_->note(frame, std::move(line));
}

void App::recordSceneActions(std::uint64_t frame) {
    for (std::string& line : scene().takeActionsToReplay()) noteForReplay(frame, std::move(line));
}

void App::writeRecording() {
    if (!recorder_) return;
    // The last frame ran its update before the loop ended: the replay quits at its start.
    const std::uint64_t end = frameIndex_ > 0 ? frameIndex_ - 1 : 0;
    if (auto why = report::writeFileAtomically(*options_.recordScript, recorder_->finish(end)))
        fail("--record-script: " + *why);
    else std::printf("recorded %s frames=%llu\n", options_.recordScript->c_str(), static_cast<unsigned long long>(end));
}

double App::appSeconds() const {
    constexpr double kScriptFramesPerSecond = 60.0;
    return script_ ? double(frameIndex_) / kScriptFramesPerSecond : secondsSinceStart();
}

void App::setKiosk(bool on) {
    kiosk_ = on;
    panelShown_ = !on;
    if (current_) current_->presenting(on);
    kioskLastHawk_ = lastInput_ = appSeconds();
}

void App::kioskTick() {
    if (!kiosk_) return;
    const double now = appSeconds();
    if (now - lastInput_ >= options_.kioskResetMinutes * 60.0) {
        // Nobody has touched it for a while: back to how it started, for the next visitor.
        scene().restart();  // notes its own actions to replay
        clock_.speed = options_.speed;
        clock_.paused = false;
        noteForReplay(frameIndex_ + 1, "set speed " + report::shortestText(clock_.speed));
        noteForReplay(frameIndex_ + 1, "pause off");
        lastInput_ = kioskLastHawk_ = now;
        std::printf("kiosk: started again after %.1f min without input\n", options_.kioskResetMinutes);
    }
    if (now - kioskLastHawk_ >= options_.kioskHawkSeconds) {
        scene_views::SceneCommand hawk;
        hawk.name = "hawk";
        if (scene().command(hawk)) noteForReplay(frameIndex_ + 1, "hawk");  // none while one flies
        kioskLastHawk_ = now;
    }
}

void App::printLayout() {
    auto rect = [](const std::string& name, const ui::Rect& r) {
        std::printf("layout %s %.0f %.0f %.0f %.0f\n", name.c_str(), double(r.x), double(r.y), double(r.width),
                    double(r.height));
    };
    std::printf("layout window %d %d framebuffer %d %d\n", winWidth_, winHeight_, fbWidth_, fbHeight_);
    int x = 0, y = 0;
    glfwGetWindowPos(window_->handle(), &x, &y);
    std::printf("layout screen %d %d %d %d\n", x, y, winWidth_, winHeight_);  // the window on the screen
    rect("panel", layout_.panel);
    rect("charts", layout_.charts);
    rect("view", layout_.view);
    for (const auto& [name, r] : probe_.rects) rect(name, r);
    rect("scene", {viewport_.x, viewport_.y, viewport_.width, viewport_.height});  // where the scene draws
}

void App::writeSnapshot() {
    if (!options_.snapshot || !current_) return;
    // The scene that shows if it has a flock, else the kept one that has.
    std::vector<Scene*> candidates{current_};
    for (auto& s : kept_)
        if (s.get() != current_) candidates.push_back(s.get());
    Status written = murmur::fail("no scene to snapshot");
    for (Scene* s : candidates) {
        written = s->snapshot(*options_.snapshot);
        if (written) return;
    }
    fail("snapshot: " + written.error());
}

void App::printBench() {
    if (options_.benchFrames <= 0 || benchMeasured_ <= 0 || !current_) return;
    const double n = benchMeasured_;
    std::printf(
        "bench %s frames=%d size=%dx%d fps=%.1f frame_ms=%.2f step_ms=%.2f render_ms=%.2f ui_ms=%.2f other_ms=%.2f\n",
        scene().benchFields().c_str(), benchMeasured_, fbWidth_, fbHeight_, 1000.0 * n / benchSum_.total,
        benchSum_.total / n, benchSum_.step / n, benchSum_.render / n, benchSum_.ui / n,
        (benchSum_.total - benchSum_.step - benchSum_.render - benchSum_.ui) / n);
}

}  // namespace murmur::app
