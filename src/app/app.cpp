#include "app.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <thread>

#include <glad/gl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>

#include "capture.hpp"
#include "charts.hpp"
#include "debug_output.hpp"
#include "experiments_panel.hpp"
#include "experiments_runner.hpp"
#include "flock_feed.hpp"
#include "imgui_layer.hpp"
#include "legend.hpp"
#include "murmur/backend.hpp"
#include "report/output_file.hpp"
#include "report/settings_file.hpp"
#include "report/snapshot.hpp"
#include "scene_renderer.hpp"
#include "screenshot.hpp"
#include "sim_flags.hpp"
#include "stats_card.hpp"
#include "window.hpp"

namespace murmur::app {
namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

// Camera feel, per frame so that scripted runs are deterministic.
constexpr float kDragDegPerPixel = 0.3f;
constexpr float kScrollZoomBase = 0.9f;         // one wheel notch in: 10% closer
constexpr float kScrollOrbitDeg = 4.0f;         // horizontal touchpad scroll: yaw per unit
constexpr float kAutoOrbitDegPerFrame = 0.08f;  // about 5 degrees a second at 60 fps
constexpr std::uint64_t kIdleFrames = 120;      // no input this long: the camera orbits
constexpr float kTargetFollow = 0.05f;          // the camera target eases toward the centroid
constexpr int kClusterEverySteps = 5;           // clusters cost a neighbour pass: not every step
// Interactive stepping stops for the frame once it has taken this long (a step at least).
constexpr double kStepBudgetMs = 100.0;
constexpr int kBenchWarmupFrames = 20;

App* appOf(GLFWwindow* w) {
    return static_cast<App*>(glfwGetWindowUserPointer(w));
}

}  // namespace

App::App(AppOptions options) : options_(std::move(options)) {
    AutoReducerConfig config;
    config.enabled = options_.autoReduce;
    reducer_ = AutoReducer(config);
}

App::~App() {
    shutdown();
}

int App::run() {
    if (!init()) return exitCode_;
    while (!quit_) frame();
    writeSnapshot();
    if (options_.benchFrames > 0 && benchMeasured_ > 0) {
        const double n = benchMeasured_;
        std::printf(
            "bench birds=%zu frames=%d backend=%s size=%dx%d fps=%.1f frame_ms=%.2f step_ms=%.2f render_ms=%.2f "
            "ui_ms=%.2f other_ms=%.2f\n",
            sim_->birdCount(), benchMeasured_, sim_->backend().name().c_str(), fbWidth_, fbHeight_,
            1000.0 * n / benchSum_.total, benchSum_.total / n, benchSum_.step / n, benchSum_.render / n,
            benchSum_.ui / n, (benchSum_.total - benchSum_.step - benchSum_.render - benchSum_.ui) / n);
    }
    shutdown();
    return exitCode_;
}

bool App::init() {
    start_ = Clock::now();
    std::string error;
    // Output paths are checked before anything runs, not found unwritable at the end.
    const std::pair<const char*, const std::optional<std::string>&> outputs[] = {{"--snapshot", options_.snapshot},
                                                                                 {"--screenshot", options_.screenshot}};
    for (const auto& [flag, path] : outputs)
        if (path)
            if (auto why = report::checkOutputPath(*path)) {
                std::fprintf(stderr, "murmur: error: %s: %s\n", flag, why->c_str());
                exitCode_ = 1;
                return false;
            }
    window_ = Window::open(
        {options_.width, options_.height, "murmur - the murmuration lab", options_.vsync, options_.msaa}, error);
    if (!window_) {
        std::fprintf(stderr, "murmur: error: %s\n", error.c_str());
        exitCode_ = 1;
        return false;
    }
    if (gl::kDebugBuild) gl::enableDebugOutput();

    GLFWwindow* w = window_->handle();
    glfwSetWindowUserPointer(w, this);
    // Installed before ImGui's, which chain to these.
    glfwSetScrollCallback(w, [](GLFWwindow* win, double dx, double dy) { appOf(win)->onScroll(dx, dy); });
    glfwSetMouseButtonCallback(w, [](GLFWwindow* win, int button, int action, int) {
        App* app = appOf(win);
        if (button != GLFW_MOUSE_BUTTON_LEFT) return;
        if (action == GLFW_RELEASE) {
            app->dragging_ = false;
            return;
        }
        app->leftPressed_ = true;
        if (app->scene_) return;  // scenes take the pointer, they do not orbit
        double x = 0.0, y = 0.0;
        glfwGetCursorPos(win, &x, &y);
        // Only a press on the 3D view orbits; presses on the panel or charts belong to ImGui.
        if (app->layout_.view.contains(float(x), float(y)) && !app->legendRect_.contains(float(x), float(y))) {
            app->dragging_ = true;
            app->lastCursorX_ = x;
            app->lastCursorY_ = y;
        }
    });
    glfwSetCursorPosCallback(w, [](GLFWwindow* win, double x, double y) {
        App* app = appOf(win);
        if (!app->dragging_) return;
        app->camera_.orbit(-float(x - app->lastCursorX_) * kDragDegPerPixel,
                           float(y - app->lastCursorY_) * kDragDegPerPixel);
        app->lastCursorX_ = x;
        app->lastCursorY_ = y;
        app->lastInputFrame_ = app->frameIndex_;
    });

    uiScale_ = window_->contentScale();
    imgui_ = std::make_unique<ImGuiLayer>(w, uiScale_);

    renderer_ = render::SceneRenderer::create(error);
    if (!renderer_) {
        std::fprintf(stderr, "murmur: error: cannot build the renderer's shaders: %s\n", error.c_str());
        exitCode_ = 1;
        return false;
    }

    // The backend: the GPU one runs in this window's context and needs OpenGL 4.3. When it
    // cannot be had, say why once and step on the CPU.
    std::unique_ptr<FlockBackend> backend;
    const gl::GpuBackend* gpu = nullptr;
    // auto: the GPU backend on a GPU; on a software rasteriser the CPU backend steps several
    // times faster than compute shaders emulated on the same cores.
    const bool wantGpu = options_.backend == BackendRequest::Gpu ||
                         (options_.backend == BackendRequest::Auto && !window_->softwareRenderer());
    if (wantGpu) {
        std::string why;
        if (window_->glVersion() < 43) {
            why = "needs OpenGL 4.3, this context is " + std::to_string(window_->glVersion() / 10) + "." +
                  std::to_string(window_->glVersion() % 10);
        } else if (auto g = gl::makeGpuBackend(why)) {
            gpu = g.get();
            backend = std::move(g);
        }
        if (!backend) {
            backendNote_ = "GPU backend unavailable (" + why + "): stepping on the CPU.";
            std::fprintf(stderr, "murmur: %s\n", backendNote_.c_str());
        }
    }
    if (!backend) backend = makeCpuBackend(options_.threads);
    sim_ = std::make_unique<Simulation>(options_.params, std::move(backend));
    if (gpu) feed_ = std::make_unique<GpuFeed>(*gpu);
    else feed_ = std::make_unique<UploadFeed>();
    feed_->restart(*sim_);

    if (options_.scene != "murmuration") {
        scene_ = scene_views::makeScene(options_.scene, error);
        if (!scene_) {
            std::fprintf(stderr, "murmur: error: scene: %s\n", error.c_str());
            exitCode_ = 1;
            return false;
        }
    }

    capture_ = std::make_unique<Capture>(options_.captureDir);
    // The experiments run docs/model.md's default flock, not the command line's or the sliders'.
    ui::ExperimentsConfig experiments;
    experiments.seeds = options_.experimentSeeds;
    if (options_.experimentBirds > 0) experiments.base.birdCount = options_.experimentBirds;
    experiments_ = std::make_unique<ui::ExperimentsRunner>(experiments);
    // Scripted and benchmark runs stay deterministic and unloaded: they compute on request.
    const bool interactive = !options_.script && options_.frames == 0 && options_.benchFrames == 0;
    if (options_.experimentsAuto && interactive && experiments_->view().state == ui::ExperimentsState::Empty)
        experiments_->start();

    panel_.params = sim_->params();
    panel_.birdsDraft = panel_.params.birdCount;
    panel_.speed = options_.speed;
    panel_.autorotate = options_.autorotate;
    camera_.setTarget(sim_->metrics().centroid);
    recordMetrics();
    if (options_.script) script_.emplace(*options_.script);

    std::printf("murmur: OpenGL %d.%d, %s backend, %zu birds\n", window_->glVersion() / 10, window_->glVersion() % 10,
                sim_->backend().name().c_str(), sim_->birdCount());
    std::fflush(stdout);
    return true;
}

void App::shutdown() {
    experiments_.reset();  // cancels a run in flight and waits for its workers
    if (capture_) capture_->finish();
    capture_.reset();
    // Reverse order of init; GL objects go while the context still exists.
    scene_.reset();
    renderer_.reset();
    feed_.reset();
    imgui_.reset();
    sim_.reset();
    window_.reset();
}

void App::onScroll(double dx, double dy) {
    double x = 0.0, y = 0.0;
    glfwGetCursorPos(window_->handle(), &x, &y);
    if (!layout_.view.contains(float(x), float(y))) return;
    if (scene_) return;  // the camera is the murmuration's; scenes do not zoom
    scrollX_ += dx;
    scrollY_ += dy;
}

bool App::minimised() const {
    return fbWidth_ <= 0 || fbHeight_ <= 0 || forcedMinimisedFrames_ > 0;
}

ui::Rect App::pixels(const ui::Rect& r) const {
    const float sx = winWidth_ > 0 ? float(fbWidth_) / float(winWidth_) : 1.0f;
    const float sy = winHeight_ > 0 ? float(fbHeight_) / float(winHeight_) : 1.0f;
    return {r.x * sx, r.y * sy, r.width * sx, r.height * sy};
}

void App::frame() {
    const auto frameStart = Clock::now();
    times_ = {};
    handleInput();
    runScript();
    stepSimulation();
    updateCamera();
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
    layout_ = ui::computeLayout(float(winWidth_), float(winHeight_), uiScale_);
    // A scene owns everything right of the panel (the charts are the murmuration's).
    sceneViewport_ = {layout_.view.x,
                      layout_.view.y,
                      layout_.view.width,
                      layout_.view.height + layout_.charts.height,
                      winWidth_ > 0 ? float(fbWidth_) / float(winWidth_) : 1.0f,
                      fbHeight_};
    if (forcedMinimisedFrames_ > 0) --forcedMinimisedFrames_;
}

void App::runScript() {
    if (options_.screenshot && frameIndex_ + 1 == std::uint64_t(options_.frames))
        requestScreenshot(*options_.screenshot);
    if (!script_) return;
    auto holds = [this](ScriptCondition c) {
        switch (c) {
            case ScriptCondition::Hawk:
                return sim_->hawk().inSky;
            case ScriptCondition::NoHawk:
                return !sim_->hawk().inSky;
            case ScriptCondition::Reduced:
                return reducer_.reductions() > 0;
            case ScriptCondition::Regrouped:
                return sim_->regroup().regroupStep().has_value();
            case ScriptCondition::ExperimentsReady:
                return experiments_->view().state == ui::ExperimentsState::Ready;
            case ScriptCondition::ExperimentsStopped:
                return !experiments_->running();
        }
        return false;
    };
    for (const ScriptAction& a : script_->advance(holds)) {
        switch (a.command) {
            case ScriptCommand::Hawk:
                sendHawk();
                break;
            case ScriptCommand::Orbit:
                camera_.orbit(a.a, a.b);
                break;
            case ScriptCommand::Zoom:
                camera_.zoom(a.a);
                break;
            case ScriptCommand::Set:
                if (a.name == kScriptSpeedName) {
                    panel_.speed = std::strtof(a.text.c_str(), nullptr);
                } else if (scene_) {
                    std::string why;
                    if (!scene_->set(a.name, a.text, why))
                        std::fprintf(stderr, "murmur: script line %d: %s\n", a.line, why.c_str());
                } else {
                    SimParams p = sim_->params();
                    if (auto why = cli::setSimParam(p, a.name, a.text)) {
                        std::fprintf(stderr, "murmur: script line %d: %s\n", a.line, why->c_str());
                    } else {
                        applyParams(p);
                    }
                }
                break;
            case ScriptCommand::Load:
                if (auto err = loadSettings(a.text))
                    std::fprintf(stderr, "murmur: script line %d: %s\n", a.line, err->c_str());
                break;
            case ScriptCommand::Autorotate:
                panel_.autorotate = a.on;
                break;
            case ScriptCommand::Pause:
                panel_.paused = a.on;
                break;
            case ScriptCommand::Step:
                stepOnce_ = true;
                break;
            case ScriptCommand::Reset:
                if (scene_) scene_->reset();
                else resetSimulation();
                break;
            case ScriptCommand::Scene:
                switchScene(a.name);
                break;
            case ScriptCommand::Pointer:
                if (a.on) scriptPointer_ = scene_views::ScenePointer{{a.a, a.b}, true, false};
                else scriptPointer_ = scene_views::ScenePointer{{0.0f, 0.0f}, false, false};
                break;
            case ScriptCommand::Click:
                scriptClick_ = true;
                break;
            case ScriptCommand::Resize:
                window_->resize(int(a.a), int(a.b));
                break;
            case ScriptCommand::Iconify:
                window_->iconify();
                break;
            case ScriptCommand::Restore:
                window_->restore();
                break;
            case ScriptCommand::Minimised:
                forcedMinimisedFrames_ = a.frames;
                break;
            case ScriptCommand::Screenshot:
                requestScreenshot(a.text);
                break;
            case ScriptCommand::Print:
                printReport(a.name);
                break;
            case ScriptCommand::Quit:
                quit_ = true;
                break;
            case ScriptCommand::SaveScreenshot:
                capture_->requestScreenshot();
                break;
            case ScriptCommand::Record:
                if (a.on) capture_->requestStartRecording(a.text);
                else capture_->requestStopRecording();
                break;
            case ScriptCommand::Experiments:
                if (a.name == "compute") experiments_->start();
                else if (a.name == "cancel") experiments_->cancel();
                else scrollToExperiments_ = true;
                break;
            case ScriptCommand::Wait:
            case ScriptCommand::Until:
                break;  // handled by the player
        }
    }
    if (script_->failure()) {
        std::fprintf(stderr, "murmur: error: %s\n", script_->failure()->c_str());
        exitCode_ = 1;
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
        p = scene_views::pointerIn(sceneViewport_, x, y, imgui_->wantsMouse(), leftPressed_);
    }
    scriptClick_ = false;
    leftPressed_ = false;
    return p;
}

void App::switchScene(const std::string& name) {
    if (name == (scene_ ? scene_->name() : "murmuration")) return;
    if (name == "murmuration") {
        scene_.reset();
    } else {
        std::string error;
        auto next = scene_views::makeScene(name, error);
        if (!next) {
            std::fprintf(stderr, "murmur: scene: %s\n", error.c_str());
            return;
        }
        scene_ = std::move(next);
    }
    dragging_ = false;
    reducer_.restart();
}

void App::stepSimulation() {
    const auto t0 = Clock::now();
    if (scene_) {
        // Per frame, not wall time, like the murmuration's steps: scripts stay deterministic.
        constexpr double kSceneFrame = 1.0 / 60.0;
        double dt = panel_.paused ? 0.0 : kSceneFrame * panel_.speed;
        if (stepOnce_) dt += kSceneFrame;
        stepOnce_ = false;
        scene_->update(dt, scenePointer());
        times_.step = msSince(t0);
        return;
    }
    leftPressed_ = false;
    scriptClick_ = false;  // a script's click in the murmuration is not kept for a later scene
    int due = 0;
    if (!panel_.paused) {
        stepAccumulator_ += panel_.speed;
        due = static_cast<int>(std::floor(stepAccumulator_));
        stepAccumulator_ -= due;
    }
    if (stepOnce_) {
        ++due;
        stepOnce_ = false;
    }
    due = std::min(due, static_cast<int>(kMaxSimSpeed));
    // Interactive use keeps the window responsive: steps past the frame's budget wait for
    // the next frames (the stats card says so). A script steps exactly what it asks for, so
    // its runs stay the same on a fast and a slow machine.
    const bool budgeted = !script_;
    int done = 0;
    for (; done < due; ++done) {
        if (budgeted && done > 0 && msSince(t0) > kStepBudgetMs) break;
        if (done == due - 1) previousHawk_ = sim_->hawk();
        const bool clusters = (sim_->stepIndex() + 1) % kClusterEverySteps == 0;
        sim_->step(clusters);
        recordMetrics();
        // Only the last two steps of the frame are ever shown.
        if (done >= due - 2) feed_->stepped(*sim_);
    }
    stepsBehind_ = due - done;
    if (stepsBehind_ > 0) {
        feed_->stepped(*sim_);  // show where the flock is now
        stepAccumulator_ = std::min(stepAccumulator_ + stepsBehind_, static_cast<double>(kMaxSimSpeed));
    }
    times_.step = msSince(t0);
    if (due > 0) stepMsSmoothed_ = stepMsSmoothed_ == 0.0 ? times_.step : 0.9 * stepMsSmoothed_ + 0.1 * times_.step;
}

void App::recordMetrics() {
    const FlockMetrics& m = sim_->metrics();
    if (m.hasClusters) {
        lastClusters_ = m.clusters.count;
        lastLargestPct_ = m.clusters.largestPct;
    }
    const Hawk& hawk = sim_->hawk();
    if (hawk.inSky && !hawkWasInSky_) history_.hawkSent(hawk.sentStep);
    if (!hawk.inSky && hawkWasInSky_) history_.hawkLeft(hawk.leftStep);
    hawkWasInSky_ = hawk.inSky;
    history_.record({sim_->stepIndex(), m.polarization, m.clumping, m.hasClusters ? m.clusters.count : -1});
    if (auto r = sim_->regroup().regroupStep(); r && r != lastRegroup_) {
        history_.regrouped(*r);
        lastRegroup_ = r;
    }
}

void App::sendHawk() {
    if (!sim_->sendHawk()) return;
    previousHawk_ = sim_->hawk();
    recordMetrics();
}

void App::applyParams(const SimParams& params) {
    if (auto why = validate(params)) {
        std::fprintf(stderr, "murmur: ignored invalid parameters: %s\n", why->c_str());
        panel_.params = sim_->params();
        return;
    }
    const bool resized = params.birdCount != static_cast<int>(sim_->birdCount());
    sim_->setParams(params);
    if (resized) {
        feed_->restart(*sim_);
        recordMetrics();
    }
    panel_.params = sim_->params();
}

std::optional<std::string> App::loadSettings(const std::string& path) {
    SimParams p = sim_->params();
    if (auto err = report::applySettingsFile(path, p)) return err;
    applyParams(p);
    return std::nullopt;
}

void App::resetSimulation() {
    sim_->reset();
    history_.clear();
    hawkWasInSky_ = false;
    lastRegroup_.reset();
    lastClusters_ = -1;
    stepAccumulator_ = 0.0;
    feed_->restart(*sim_);
    recordMetrics();
}

void App::updateCamera() {
    if (scrollY_ != 0.0 || scrollX_ != 0.0) {
        camera_.zoom(std::pow(kScrollZoomBase, static_cast<float>(scrollY_)));
        camera_.orbit(static_cast<float>(scrollX_) * kScrollOrbitDeg, 0.0f);
        scrollX_ = scrollY_ = 0.0;
        lastInputFrame_ = frameIndex_;
    }
    if (dragging_) lastInputFrame_ = frameIndex_;
    if (panel_.autorotate && frameIndex_ - lastInputFrame_ > kIdleFrames) camera_.orbit(kAutoOrbitDegPerFrame, 0.0f);
    if (sim_->birdCount() > 0) {
        const glm::vec3 target = camera_.target();
        camera_.setTarget(target + kTargetFollow * (sim_->metrics().centroid - target));
    }
}

void App::renderScene() {
    const auto t0 = Clock::now();
    // The window's own framebuffer, whatever a scene's offscreen pass left bound last frame.
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glDisable(GL_SCISSOR_TEST);
    glViewport(0, 0, fbWidth_, fbHeight_);
    glClearColor(0.09f, 0.10f, 0.12f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    if (scene_) {
        scene_->render(sceneViewport_);
        times_.render = msSince(t0);
        return;
    }

    const ui::Rect view = pixels(layout_.view);
    render::SceneFrame f;
    f.viewport = {static_cast<int>(std::lround(view.x)),
                  static_cast<int>(std::lround(float(fbHeight_) - view.y - view.height)),
                  static_cast<int>(std::lround(view.width)), static_cast<int>(std::lround(view.height))};
    f.view = camera_.view();
    f.projection =
        camera_.projection(f.viewport.height > 0 ? float(f.viewport.width) / float(f.viewport.height) : 1.0f);
    f.eye = camera_.eye();
    f.target = camera_.target();
    f.alpha = static_cast<float>(stepAccumulator_);
    f.birds = feed_->buffers();
    const Hawk& hawk = sim_->hawk();
    if (hawk.inSky) {
        const Hawk& before = previousHawk_.inSky ? previousHawk_ : hawk;
        f.hawk = render::HawkPose{before.position, before.heading, hawk.position, hawk.heading};
    }
    renderer_->draw(f);
    if (options_.benchFrames > 0) glFinish();  // so the split measures the work, not the queueing
    times_.render = msSince(t0);
}

std::vector<std::string> App::currentStats() const {
    ui::StatsInput in;
    in.birds = static_cast<int>(sim_->birdCount());
    in.fps = reducer_.fps();
    in.stepMs = stepMsSmoothed_;
    in.polarization = sim_->metrics().polarization;
    in.clumping = sim_->metrics().clumping;
    in.clusters = lastClusters_;
    in.largestClusterPct = lastLargestPct_;
    in.step = sim_->stepIndex();
    in.backend = sim_->backend().name();
    in.hawkInSky = sim_->hawk().inSky;
    in.stepsBehind = stepsBehind_;
    if (auto r = sim_->regroup().recoverySteps()) in.recoverySteps = *r;
    if (const auto& r = reducer_.last())
        in.reduction = ui::BirdReductionNote{r->from, r->to, r->fps, reducer_.reductions()};
    return ui::statsLines(in);
}

void App::drawUi() {
    const auto t0 = Clock::now();
    imgui_->beginFrame();
    ui::PanelView view;
    view.hawkFlying = sim_->hawk().inSky;
    view.noBirds = sim_->birdCount() == 0;
    view.stats = currentStats();
    if (const auto& r = reducer_.last()) {
        ui::StatsInput in;
        in.reduction = ui::BirdReductionNote{r->from, r->to, r->fps, reducer_.reductions()};
        view.reductionLine = ui::reductionLine(in);
    }
    view.backendNote = backendNote_;
    if (scene_) {
        scene_->overlay(sceneViewport_);
        view.scene = scene_->name();
        view.scenePanel = [this] { scene_->panel(); };
    }
    view.moreSections = [this] { drawCaptureAndExperiments(); };
    const ui::PanelActions act = ui::drawControlPanel(layout_.panel, panel_, view, sendHawkRect_);
    if (!scene_) {
        ui::drawCharts(layout_.charts, history_);
        legendRect_ = ui::drawLegend(layout_.view);
    } else {
        legendRect_ = {};
    }
    imgui_->endFrame();
    if (options_.benchFrames > 0) glFinish();
    times_.ui = msSince(t0);

    if (!act.chooseScene.empty()) pendingScene_ = act.chooseScene;
    std::copy(std::begin(act.sceneButtons), std::end(act.sceneButtons), std::begin(sceneButtonRects_));
    if (scene_) {
        if (act.reset) scene_->reset();
        if (act.stepOnce) stepOnce_ = true;
        return;
    }
    if (act.sendHawk) sendHawk();
    if (act.saveSettings) {
        const auto err = report::writeSettingsFile(panel_.settingsPath, sim_->params());
        panel_.settingsStatus = err ? *err : "saved to " + panel_.settingsPath;
    }
    if (act.loadSettings) {
        const auto err = loadSettings(panel_.settingsPath);
        panel_.settingsStatus = err ? *err : "loaded " + panel_.settingsPath;
    }
    if (act.reset) resetSimulation();
    if (act.stepOnce) stepOnce_ = true;
    if (act.paramsChanged) applyParams(panel_.params);
}

void App::finishFrame() {
    if (!minimised()) {
        for (const std::string& path : pendingScreenshots_) {
            if (auto why = writeScreenshot(path, fbWidth_, fbHeight_)) {
                std::fprintf(stderr, "murmur: error: screenshot: %s\n", why->c_str());
                exitCode_ = 1;
            } else {
                std::printf("screenshot %s %dx%d\n", path.c_str(), fbWidth_, fbHeight_);
            }
        }
        pendingScreenshots_.clear();
        capture_->afterDraw(fbWidth_, fbHeight_, secondsSinceStart());
        window_->swapBuffers();
    } else {
        // Nothing to draw: do not spin. The simulation keeps going, so nothing is lost.
        std::this_thread::sleep_for(std::chrono::milliseconds(16));
    }
    if (options_.frameDelayMs > 0) std::this_thread::sleep_for(std::chrono::milliseconds(options_.frameDelayMs));

    if (pendingScene_) {
        // After the frame: the old scene's widgets are no longer in use.
        switchScene(*pendingScene_);
        pendingScene_.reset();
    }
    if (minimised() || scene_) {
        // Frames not drawn say nothing about the drawing speed; scenes have no birds to drop.
        reducer_.restart();
    } else {
        const double now = std::chrono::duration<double>(Clock::now() - start_).count();
        if (auto r = reducer_.onFrame(now, static_cast<int>(sim_->birdCount()))) {
            SimParams p = sim_->params();
            p.birdCount = r->to;
            applyParams(p);
            std::printf("auto-reduce: birds %d -> %d (%.1f fps, below 24 for more than 3 s)\n", r->from, r->to, r->fps);
        }
    }
    ++frameIndex_;
    if (options_.frames > 0 && frameIndex_ >= std::uint64_t(options_.frames)) quit_ = true;
    if (options_.benchFrames > 0 && frameIndex_ >= std::uint64_t(options_.benchFrames + kBenchWarmupFrames))
        quit_ = true;
    std::fflush(stdout);
}

void App::printReport(const std::string& what) {
    if (what == "stats") {
        const Hawk& hawk = sim_->hawk();
        std::printf(
            "stats birds=%zu step=%u hawk=%d reductions=%d clusters=%d polarization=%.2f clumping=%.2f "
            "fps=%.1f backend=%s regroups=%zu hawks=%zu\n",
            sim_->birdCount(), sim_->stepIndex(), hawk.inSky ? 1 : 0, reducer_.reductions(), lastClusters_,
            double(sim_->metrics().polarization), double(sim_->metrics().clumping), reducer_.fps(),
            sim_->backend().name().c_str(), history_.regroups().size(), history_.hawks().size());
        for (const std::string& line : currentStats()) std::printf("card %s\n", line.c_str());
    } else if (what == "experiments") {
        const ui::ExperimentsView v = experiments_->view();
        std::printf("experiments state=%s done=%d total=%d source=%s rows=%zu hawk=%d seeds=%d birds=%d message=%s\n",
                    ui::experimentsStateName(v.state), v.done, v.total, v.fromCache ? "cache" : "computed",
                    v.rows ? v.rows->size() : std::size_t(0), v.hawk ? 1 : 0, v.seeds, v.birds,
                    v.message.empty() ? "-" : "1");
        auto rect = [](const char* name, const ui::Rect& r) {
            std::printf("layout %s %.0f %.0f %.0f %.0f\n", name, double(r.x), double(r.y), double(r.width),
                        double(r.height));
        };
        rect("experiments", experimentsRect_);
        rect("experiments-chart", experimentsChartRect_);
    } else if (what == "capture") {
        std::printf("%s\n", capture_->statusLine().c_str());
    } else if (what == "scene") {
        if (scene_) std::printf("%s\n", scene_->report().c_str());
        else std::printf("scene=murmuration birds=%zu\n", sim_->birdCount());
    } else if (what == "camera") {
        const glm::vec3 eye = camera_.eye();
        std::printf("camera yaw=%.3f pitch=%.3f distance=%.3f eye=%.2f,%.2f,%.2f\n", double(camera_.yawDeg()),
                    double(camera_.pitchDeg()), double(camera_.distance()), double(eye.x), double(eye.y),
                    double(eye.z));
    } else if (what == "layout") {
        auto rect = [](const char* name, const ui::Rect& r) {
            std::printf("layout %s %.0f %.0f %.0f %.0f\n", name, double(r.x), double(r.y), double(r.width),
                        double(r.height));
        };
        std::printf("layout window %d %d framebuffer %d %d\n", winWidth_, winHeight_, fbWidth_, fbHeight_);
        int x = 0, y = 0;
        glfwGetWindowPos(window_->handle(), &x, &y);
        std::printf("layout screen %d %d %d %d\n", x, y, winWidth_, winHeight_);  // the window on the screen
        rect("panel", layout_.panel);
        rect("charts", layout_.charts);
        rect("view", layout_.view);
        rect("legend", legendRect_);
        rect("send-hawk", sendHawkRect_);
        rect("scene-murmuration", sceneButtonRects_[0]);
        rect("scene-reef", sceneButtonRects_[1]);
        rect("scene-sandbox", sceneButtonRects_[2]);
        const scene_views::SceneViewport& s = sceneViewport_;  // where a reef or sandbox draws
        std::printf("layout scene %.0f %.0f %.0f %.0f\n", double(s.x), double(s.y), double(s.width), double(s.height));
    }
    std::fflush(stdout);
}

double App::secondsSinceStart() const {
    return std::chrono::duration<double>(Clock::now() - start_).count();
}

void App::drawCaptureAndExperiments() {
    const ui::CaptureActions c = ui::drawCaptureSection(capture_->view(secondsSinceStart()));
    if (c.screenshot) capture_->requestScreenshot();
    if (c.startRecording) capture_->requestStartRecording();
    if (c.stopRecording) capture_->requestStopRecording();
    if (scene_) return;  // the experiments are the murmuration's
    const ui::ExperimentsPanelActions e = ui::drawExperimentsSection(experiments_->view(), scrollToExperiments_);
    scrollToExperiments_ = false;
    experimentsRect_ = e.section;
    experimentsChartRect_ = e.firstChart;
    if (e.compute) experiments_->start();
    if (e.cancel) experiments_->cancel();
}

void App::writeSnapshot() {
    if (!options_.snapshot || !sim_) return;
    FlockState state;
    sim_->backend().download(state);
    auto why = report::writeSnapshotCsv(*options_.snapshot, state);
    if (!why)
        if (auto sidecar = report::settingsSidecarPath(*options_.snapshot))
            why = report::writeSettingsFile(*sidecar, sim_->params());
    if (why) {
        std::fprintf(stderr, "murmur: error: snapshot: %s\n", why->c_str());
        exitCode_ = 1;
        return;
    }
    std::printf("snapshot %s birds=%zu step=%u\n", options_.snapshot->c_str(), state.size(), sim_->stepIndex());
}

}  // namespace murmur::app
