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
#include "io/output_file.hpp"
#include "io/settings_file.hpp"
#include "key_bindings.hpp"
#include "key_help.hpp"
#include "murmur/model/param_table.hpp"
#include "panel_text.hpp"
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

}  // namespace

App::App(AppOptions options)
    : options_(std::move(options)), presentation_({options_.kioskHawkSeconds, options_.kioskResetMinutes}) {}

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
    imgui_ = std::make_unique<ImGuiLayer>(window_->handle(), uiScale_, options_.language, options_.koreanFont);

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
    context_.levelOfDetail = options_.levelOfDetail;
    context_.stepThread = options_.stepThread;
    context_.dusk = options_.dusk;
    context_.colouring = static_cast<int>(options_.colouring);
    context_.camera = static_cast<int>(options_.camera);
    context_.flightsDir = options_.captureDir;
    context_.trails = options_.trails;
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
    startRecording();
    return true;
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
        benchStepMax_ = std::max(benchStepMax_, times_.step);
        benchSum_.render += times_.render;
        benchSum_.ui += times_.ui;
        benchSum_.total += times_.total;
        ++benchMeasured_;
    }
}

void App::handleInput() {
    glfwPollEvents();
    pollGamepad();
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
    auto holds = [this](const std::string& c) { return scene().holds(c); };
    for (const ScriptAction& a : script_->advance(holds)) {
        runScriptAction(*this, a);
        if (a.replays) noteForReplay(frameIndex_, a.source);
    }
    if (script_->failure()) {
        fail(*script_->failure());
        quit_ = true;
    }
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
    if (current_) current_->event({scene_views::SceneEvent::Kind::Hide});
    current_ = next;
    chosen_ = std::move(made);  // the scene made when chosen before goes (a kept one stays)
    current_->event({scene_views::SceneEvent::Kind::Show});
    current_->event({scene_views::SceneEvent::Kind::Present, 0.0f, 0.0f, 0.0, 0.0, presentation_.on()});
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
        ui::drawLanguageChooser(imgui_->language(), probe_);
        const scene_views::SceneClock before = clock_;
        scene().panel(clock_, probe_, scene_views::PanelPlace::Top);
        if (clock_.speed != before.speed) noteForReplay(frameIndex_ + 1, "set speed " + shortestText(clock_.speed));
        if (clock_.paused != before.paused) noteForReplay(frameIndex_ + 1, clock_.paused ? "pause on" : "pause off");
        if (clock_.stepOnce && !before.stepOnce) noteForReplay(frameIndex_ + 1, "step");
        const ui::CaptureActions c = ui::drawCaptureSection(capture_->view(secondsSinceStart()));
        if (c.screenshot) capture_->requestScreenshot();
        if (c.startRecording) capture_->requestStartRecording();
        if (c.stopRecording) capture_->requestStopRecording();
        scene().panel(clock_, probe_, scene_views::PanelPlace::AfterCapture);
    }
    if (panelShown_) ui::endPanel();
    scene().overlay(viewport_, probe_);  // after the panel, so the panel is not the focused window
    if (helpShown_) {
        std::vector<ui::KeyHelpRow> rows;
        for (const KeyBinding& b : keyBindings())  // a key with two codes (+ and keypad +) once
            if (rows.empty() || rows.back().key != b.label || rows.back().what != ui::tr(b.what))
                rows.push_back({b.label, ui::tr(b.what)});
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

}  // namespace murmur::app
