#include "murmuration_scene.hpp"

#include <chrono>
#include <cmath>
#include <cstdio>

#include <glad/gl.h>
#include <imgui.h>
#include <glm/geometric.hpp>
#include <glm/mat4x4.hpp>
#include <glm/trigonometric.hpp>

#include "backend_choice.hpp"
#include "field_compare.hpp"
#include "flock_feed.hpp"
#include "io/settings_file.hpp"
#include "io/snapshot.hpp"
#include "legend.hpp"
#include "murmuration_experiments.hpp"
#include "murmuration_explore.hpp"
#include "murmuration_timeline.hpp"
#include "scene_renderer.hpp"
#include "trail_ring.hpp"
#include "world_scale.hpp"

namespace murmur::scene_views {
namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

}  // namespace

Result<std::unique_ptr<Scene>> MurmurationScene::create(const SceneContext& context) {
    auto renderer = render::SceneRenderer::create();
    if (!renderer) return fail("cannot build the renderer's shaders: " + renderer.error());

    BackendChoice choice = chooseBackend(context);
    auto sim = std::make_unique<Simulation>(context.params, std::move(choice.backend));
    std::unique_ptr<FlockFeed> feed = feedFor(choice);  // choice.gpu stays valid: the sim owns it
    std::printf("murmur: OpenGL %d.%d, %s backend, %zu birds\n", context.glVersion / 10, context.glVersion % 10,
                sim->backend().name().c_str(), sim->birdCount());
    std::fflush(stdout);
    return std::unique_ptr<Scene>(
        new MurmurationScene(context, std::move(sim), std::move(feed), std::move(*renderer), std::move(choice.note)));
}

MurmurationScene::MurmurationScene(const SceneContext& context, std::unique_ptr<Simulation> sim,
                                   std::unique_ptr<FlockFeed> feed, std::unique_ptr<render::SceneRenderer> renderer,
                                   std::string backendNote)
    : Scene(scenes::kMurmurationSceneName),
      context_(context),
      sim_(std::move(sim)),
      timeline_(*sim_, *this),
      feed_(std::move(feed)),
      focus_(*sim_, *feed_),
      hawk_(*sim_),
      renderer_(std::move(renderer)),
      backendNote_(std::move(backendNote)) {
    AutoReducerConfig reduce;
    reduce.enabled = context.autoReduce;
    reducer_ = AutoReducer(reduce);
    field_ = std::make_unique<FieldCompare>();
    experiments_ = std::make_unique<MurmurationExperiments>(context);
    explore_ = std::make_unique<MurmurationExplore>(*sim_);

    stepThread_ = sim_->backend().prepareInBackground(context.stepThread);
    feed_->restart(*sim_);
    panel_.params = sim_->params();
    panel_.birdsDraft = panel_.params.birdCount;
    panel_.autorotate = context.autorotate;
    panel_.flap = panel_.bank = context.livingBirds;
    panel_.dusk = context.dusk;
    seeWholeFlock();
    panel_.colouring = context.colouring;
    panel_.camera = context.camera;
    panel_.trails = context.trails;
    view_.camera().setTarget(sim_->metrics().centroid);
    recordMetrics();
    bindWords();
}

MurmurationScene::~MurmurationScene() {
    experiments_.reset();  // cancels a run in flight and waits for its workers
    explore_.reset();
    // GL objects go while the context still exists: the caller destroys scenes before it.
}

// --- showing and input ---

bool MurmurationScene::event(const SceneEvent& e) {
    using K = SceneEvent::Kind;
    switch (e.kind) {
        case K::Press:
        case K::Release:
        case K::Move:
        case K::Scroll: {
            if (e.kind == K::Move) flightEvent(e);  // the aim, while flying
            const FlockView::Input in = view_.input(e);
            if (in.dragStarted) focus_.stopFollowing();  // the user takes the camera back
            if (in.click) focus_.click(*in.click, view_, pace_.alpha());
            return true;
        }
        case K::Escape:
            return focus_.escape();
        case K::Show:
            view_.dropDrag();
            reducer_.restart();  // the frames while another scene showed say nothing about this one
            return true;
        case K::Hide:
            view_.dropDrag();
            stick_.release();  // keys let go while another scene shows would stay held
            return true;
        case K::Present:
            presenting_ = e.on;
            return true;
        case K::Restart:
            restart();
            return true;
        case K::FlightKey:
        case K::Gamepad:
            return flightEvent(e);
    }
    return false;
}

// --- a frame ---

void MurmurationScene::update(SceneClock& clock, const ScenePointer& pointer) {
    // A script's click reaches the scene only here; a mouse press came as events and is a
    // click only once it is released without dragging.
    if (const auto at = view_.scriptClick(pointer)) focus_.click(*at, view_, pace_.alpha());
    const auto t0 = Clock::now();
    int due = pace_.due(clock);
    const bool seeking = timeline_.frame(clock.exact, t0);
    if (seeking) due = 0;  // the flock waits at the seek's target meanwhile
    // Interactive use keeps the window responsive: steps past the frame's budget wait for
    // the next frames, and one step longer than the budget is prepared over several (the
    // stats card says both). A script steps exactly what it asks for, so its runs stay the
    // same on a fast and a slow machine. Either way the steps are the same bits.
    int done = 0;
    for (; done < due; ++done) {
        timeline_.doLoggedActions();  // when stepping again through a run it has seen
        const bool clusters = StepPace::countsClusters(sim_->stepIndex() + 1);
        if (!clock.exact) {
            const double left = pace_.budgetLeftMs(t0);
            if (done > 0 && left <= 0.0) break;
            if (!sim_->prepareStep(left, clusters)) break;
        }
        if (done == due - 1) rememberHawks();
        const auto finishing = Clock::now();
        sim_->step(clusters);
        recordMetrics();
        pace_.finished(msSince(finishing));
        timeline_.stepped();
        // Only the last two steps of the frame are ever shown.
        if (done >= due - 2) feed_->stepped(*sim_);
    }
    if (done < due) feed_->stepped(*sim_);  // show where the flock is now
    focus_.refresh();
    pace_.frameDone(due, done, t0);
    stepsThisFrame_ += done;
    field_->update(*sim_);
    // The camera's mode (the View section, --camera, `camera`): riding a bird starts following
    // one; a ride that ended (Esc, a drag, letting go) is back to the orbit.
    const auto mode = static_cast<render::CameraMode>(panel_.camera);
    if (mode != view_.mode() && mode == render::CameraMode::Bird) focus_.ride();
    const std::optional<FlockView::Follow> follow = focus_.follow(pace_.alpha());
    if (mode == render::CameraMode::Bird && view_.mode() == render::CameraMode::Bird && !follow)
        panel_.camera = static_cast<int>(render::CameraMode::Orbit);
    view_.setMode(static_cast<render::CameraMode>(panel_.camera));
    std::optional<FlockView::Follow> hawk = flightChase();
    if (const Hawk& h = sim_->hawk(); h.inSky && !hawk) hawk = FlockView::Follow{h.position, h.heading};
    std::optional<glm::vec3> centroid;
    if (sim_->birdCount() > 0) centroid = sim_->metrics().centroid;
    view_.frame(follow, hawk, panel_.autorotate, centroid);
    // The next step is worked out while the frame draws (with the same params and hawk it
    // is used as is; after an edit it is worked out again). Paused too, so a Step is at once;
    // not while a seek replays (its restore would stop it).
    if (stepThread_ && !seeking) sim_->prepareStep(0.0, StepPace::countsClusters(sim_->stepIndex() + 1));
}

void MurmurationScene::render(const SceneViewport& viewport) {
    view_.layOut(viewport);
    const ui::Rect view = view_.viewRect();
    // The model may change at any time (the panel's chooser, a settings file, a script).
    const WorldScale scale = worldScaleFor(sim_->world());
    renderer_->setStyle(scale.style);
    view_.setWorldLimits(scale.camera);
    const render::OrbitCamera& camera = view_.camera();
    const SceneViewport v{view.x, view.y, view.width, view.height, viewport.pixelScale, viewport.framebufferHeight};
    render::SceneFrame f;
    f.viewport = {v.pixelX(), v.pixelY(), v.pixelWidth(), v.pixelHeight()};
    f.view = camera.view();
    f.projection = camera.projection(f.viewport.height > 0 ? float(f.viewport.width) / float(f.viewport.height) : 1.0f);
    f.eye = camera.eye();
    f.target = camera.target();
    f.alpha = pace_.alpha();
    f.birds = feed_->buffers();
    f.time = double(sim_->stepIndex()) - 1.0 + f.alpha;  // the shown pose lies between the last two steps
    f.cruiseSpeed = scale.cruiseSpeed;
    f.beatPerStep = scale.beatPerStep;
    f.flap = panel_.flap;
    f.bank = panel_.bank;
    f.sky = panel_.dusk ? render::SkyPreset::Dusk : render::SkyPreset::Day;
    const SimParams& world = sim_->world();
    if (glm::length(world.wind) > 0.0f || world.gustSpeed > 0.0f) {
        const bool seconds = world.model == FlockModel::Starling;
        const std::uint32_t step = sim_->stepIndex();
        f.air = render::AirView{world.wind, gustField(world, step), seconds ? f.time * world.starlingTimeStep : f.time,
                                glm::length(world.wind) + world.gustSpeed};
    }
    f.obstacles = world.obstacles;
    f.colouring = static_cast<render::BirdColouring>(panel_.colouring);
    f.meanHeading = sim_->metrics().meanHeading;
    f.flockCount = world.flockCount;
    f.birdValues = colourValues_.update(*sim_, f.colouring);
    f.birdValuesVersion = colourValues_.version();
    static_assert(ui::kPanelMaxTrails == render::kMaxTrailSteps, "the View section's trail slider");
    static_assert(static_cast<float>(render::kTrailMaxGap) >= scenes::kMaxSceneSpeed,
                  "a trail must hold together at the fastest speed (steps per frame)");
    f.trailSteps = panel_.trails;
    f.step = sim_->stepIndex();
    f.previousBirds = feed_->previousBirds();
    f.currentBirds = feed_->currentBirds();
    f.levelOfDetail = context_.levelOfDetail;
    // Every hawk in the sky, from where it was a step ago (where it is, for a new one).
    const std::span<const Hawk> hawks = sim_->hawks();
    std::size_t drawn = 0;
    for (std::size_t h = 0; h < hawks.size() && drawn < hawkPoses_.size(); ++h) {
        const Hawk& hawk = hawks[h];
        if (!hawk.inSky) continue;
        const bool was = h < previousHawks_.size() && previousHawks_[h].inSky;
        const Hawk& before = was ? previousHawks_[h] : hawk;
        hawkPoses_[drawn++] = render::HawkPose{before.position, before.heading, hawk.position, hawk.heading};
    }
    f.hawks = std::span<const render::HawkPose>(hawkPoses_.data(), drawn);
    renderer_->draw(f);
    // While a person flies, the flight's card has the corner (the observer waits).
    observer_.render(*sim_, view_.mode() == render::CameraMode::Ground && !flying());
    if (context_.finishGl) glFinish();  // so the time split measures the work, not the queueing
}

void MurmurationScene::overlay(const SceneViewport& viewport, ui::LayoutProbe& probe) {
    view_.layOut(viewport);
    const ui::Rect view = view_.viewRect();
    ui::Rect charts{view.x, view.y + view.height, view.width, viewport.chartsHeight};
    if (!presenting_) charts = timeline_.draw(charts, probe);
    charts_.draw(charts);
    constexpr float kPresentationLegendScale = 2.0f;
    const WorldScale scale = worldScaleFor(sim_->world());
    ui::LegendMetres metres;
    if (scale.inMetres) {
        const render::OrbitCamera& camera = view_.camera();
        const float halfHeightM = camera.distance() * std::tan(glm::radians(camera.fovYDeg()) * 0.5f);
        metres.pixelsPerMetre = halfHeightM > 0.0f ? 0.5f * view.height / halfHeightM : 0.0f;
        metres.roostRadius = scale.style.roostRadius;
    }
    const ui::Rect legend =
        ui::drawLegend(view, presenting_ ? kPresentationLegendScale : 1.0f, scale.inMetres ? &metres : nullptr,
                       static_cast<ui::LegendBirds>(panel_.colouring));
    view_.setLegend(legend);
    probe.note("legend", legend);
    focus_.overlay(view_, pace_.alpha(), probe);
    hawk_.drawAim(view, view_.pickView(), probe);
    drawFlightCard(view, probe);
    observer_.overlay(view, probe);
}

void MurmurationScene::panel(SceneClock& clock, ui::LayoutProbe& probe, PanelPlace place) {
    if (place == PanelPlace::AfterCapture) {
        lastSections(probe);
        return;
    }
    focus_.drawSection(probe);
    ui::FlockPanelView view;
    view.step = sim_->stepIndex();
    view.hawkFlying = sim_->hawk().inSky;
    view.noBirds = sim_->birdCount() == 0;
    view.stats = stats().card(ui::panelLanguage());
    view.reductionLine = stats().reductionLine(ui::panelLanguage());
    view.backendNote = backendNote_;
    hawk_.fill(view);
    const ui::FlockPanelActions act =
        ui::drawFlockPanel(panel_, view, clock.speed, kMaxSceneSpeed, clock.paused, probe);
    if (act.sendHawk && !sim_->hawk().inSky && sim_->birdCount() > 0) {
        sendHawk();
        toReplay_.push_back("hawk");
    }
    if (act.flyHawk && !sim_->hawk().inSky && sim_->birdCount() > 0) {
        (void)flightWords({"hawk", "fly", "on"});
        toReplay_.push_back("hawk fly on");
    }
    if (act.saveSettings) {
        const auto err = report::writeSettingsFile(panel_.settingsPath, sim_->params());
        panel_.settingsStatus =
            err ? *err : ui::formatText(ui::tr(ui::TextId::SettingsSaved), panel_.settingsPath.c_str());
    }
    if (act.loadSettings) {
        const Status loaded = loadSettings(panel_.settingsPath);
        panel_.settingsStatus =
            loaded ? ui::formatText(ui::tr(ui::TextId::SettingsLoaded), panel_.settingsPath.c_str()) : loaded.error();
        if (loaded) noteSettings();
    }
    if (act.run.reset) {
        reset();
        toReplay_.push_back("reset");
    }
    if (act.run.stepOnce) clock.stepOnce = true;
    if (act.paramsChanged) {
        if (Status s = applyParams(panel_.params); !s) panel_.settingsStatus = s.error();
        else noteSettings();
    }
}

void MurmurationScene::lastSections(ui::LayoutProbe& probe) {
    field_->draw(probe);
    experiments_->draw(probe);
    explore_->draw(probe);
}

void MurmurationScene::frameShown(bool drawn, double secondsSinceStart) {
    flightFrameEnd();  // the hands' changes, before the frame's lines are recorded
    // Without the thread a frame that steps waits for its steps; with it, only when a call
    // needed the work still under way.
    const std::uint64_t waits = sim_->backend().backgroundWaits();
    stepRate_.frame(secondsSinceStart, stepsThisFrame_, stepThread_ ? waits != backendWaits_ : stepsThisFrame_ > 0);
    backendWaits_ = waits;
    stepsThisFrame_ = 0;
    if (!drawn) {
        reducer_.restart();  // frames not drawn say nothing about the drawing speed
        return;
    }
    if (auto r = reducer_.onFrame(secondsSinceStart, static_cast<int>(sim_->birdCount()))) {
        SimParams p = sim_->params();
        p.birdCount = r->to;
        if (applyParams(p)) noteSettings();
        if (sim_->birdCount() == std::size_t(r->to))
            std::printf("auto-reduce: birds %d -> %d (%.1f fps, below 24 for more than 3 s)\n", r->from, r->to, r->fps);
    }
}

// --- the flock ---

void MurmurationScene::recordMetrics() {
    charts_.record(*sim_);
}

void MurmurationScene::seeWholeFlock() {
    // A uniform ball's mean distance to its centre is 3/4 of its radius.
    constexpr float kBallRadiusPerMeanDistance = 4.0f / 3.0f;
    if (sim_->birdCount() == 0) return;
    view_.setWorldLimits(worldScaleFor(sim_->world()).camera);  // the world's farthest, not the default's
    const FlockMetrics& m = sim_->metrics();
    view_.camera().stepBackToSee(kBallRadiusPerMeanDistance * m.meanDistance);
}

void MurmurationScene::rememberHawks() {
    const std::span<const Hawk> now = sim_->hawks();
    previousHawks_.assign(now.begin(), now.end());  // at most kMaxHawks: the capacity stays
}

void MurmurationScene::sendHawk() {
    timeline_.settle();
    if (!sim_->sendHawk()) return;
    timeline_.acted("hawk");
    rememberHawks();
    recordMetrics();
}

Status MurmurationScene::applyParams(const SimParams& params) {
    timeline_.settle();
    const bool resized = params.birdCount != static_cast<int>(sim_->birdCount());
    const std::string before = report::settingsLine(sim_->params());
    Status applied = sim_->setParams(params);
    if (applied) {
        std::string now = report::settingsLine(sim_->params());
        if (now != before) timeline_.acted("settings " + now);
    }
    if (applied && resized) {
        feed_->restart(*sim_);
        focus_.flockJumped();
        recordMetrics();
        seeWholeFlock();
    }
    panel_.params = sim_->params();
    return applied;
}

Status MurmurationScene::loadSettings(const std::string& path) {
    SimParams p = sim_->params();
    if (auto err = report::applySettingsFile(path, p)) return fail(*err);
    return applyParams(p);
}

// --- the timeline's host ---

void MurmurationScene::redo(const std::string& line) {
    constexpr std::string_view kSettingsPrefix = "settings ";
    if (line == "hawk") {
        sendHawk();
    } else if (line.starts_with("hawk ")) {
        ScriptLine words;
        for (std::size_t at = 0; at < line.size();) {
            const std::size_t end = std::min(line.find(' ', at), line.size());
            words.push_back(line.substr(at, end - at));
            at = end + 1;
        }
        redoing_ = true;
        if (!checkHawkWords(words)) (void)flightWords(words);
        redoing_ = false;
    } else if (line.starts_with(kSettingsPrefix)) {
        SimParams p = sim_->params();
        // Logged only once applied, so it applies again.
        if (!report::applySettingsJson(line.substr(kSettingsPrefix.size()), "'settings'", p)) (void)applyParams(p);
    }
}

void MurmurationScene::stepAgain() {
    rememberHawks();
    sim_->step(StepPace::countsClusters(sim_->stepIndex() + 1));
    recordMetrics();
}

void MurmurationScene::rewound(std::uint32_t at) {
    flightLaunch_.reset();  // a seek undoes the flight (its replay is not a person's)
    observer_.forget();
    charts_.rewound(*sim_, at);
    rememberHawks();
    recordMetrics();
}

void MurmurationScene::arrived() {
    // The hawk's control is the one restored: hands held through the seek are sent again.
    const Hawk* flown = sim_->flownHawk();
    sentControl_ = flown ? flown->control : HawkControl{};
    const bool resized = panel_.params.birdCount != sim_->params().birdCount;
    feed_->restart(*sim_);
    focus_.flockJumped();
    panel_.params = sim_->params();
    panel_.birdsDraft = panel_.params.birdCount;
    if (resized) seeWholeFlock();
}

void MurmurationScene::replay(std::string line) {
    toReplay_.push_back(std::move(line));
}

void MurmurationScene::reset() {
    saveFlight();  // a flight that ended this frame is kept; one still flying is dropped
    flightLaunch_.reset();
    observer_.forget();
    sim_->reset();
    timeline_.start();
    charts_.clear();
    pace_.restart();
    feed_->restart(*sim_);
    focus_.flockJumped();
    recordMetrics();
}

std::vector<std::string> MurmurationScene::replayLines(ReplayLines which) {
    if (which == ReplayLines::Start) return {"settings " + report::settingsLine(context_.params), "reset"};
    return std::exchange(toReplay_, {});
}

void MurmurationScene::noteSettings() {
    toReplay_.push_back("settings " + report::settingsLine(sim_->params()));
}

void MurmurationScene::restart() {
    if (!applyParams(context_.params)) return;  // valid: they started the program
    noteSettings();
    toReplay_.push_back("reset");
    panel_.autorotate = context_.autorotate;
    view_.camera() = render::OrbitCamera();
    focus_.letGo();
    reset();
    view_.camera().setTarget(sim_->metrics().centroid);
}

// --- what the script prints ---

std::string MurmurationScene::reportLine() const {
    return std::string("scene=").append(name()).append(" birds=") + std::to_string(sim_->birdCount());
}

Status MurmurationScene::snapshot(const std::string& path) {
    FlockState state;
    sim_->backend().download(state);
    auto why = report::writeSnapshotCsv(path, state);
    if (!why)
        if (auto sidecar = report::settingsSidecarPath(path)) why = report::writeSettingsFile(*sidecar, sim_->params());
    if (why) return fail(*why);
    std::printf("snapshot %s birds=%zu step=%u\n", path.c_str(), state.size(), sim_->stepIndex());
    return {};
}

std::string MurmurationScene::benchFields() const {
    // How the last frame drew the birds (render/bird_detail.hpp).
    const render::DrawnBirds drawn = renderer_->drawnBirds();
    // The flock's own pace over the whole run (step_rate.hpp).
    char pace[96];
    std::snprintf(pace, sizeof pace, " step_thread=%s steps_per_s=%.1f frame_waits=%d", stepThread_ ? "on" : "off",
                  stepRate_.meanStepsPerSecond(), stepRate_.framesThatWaited());
    return "birds=" + std::to_string(sim_->birdCount()) + " backend=" + sim_->backend().name() +
           " wedges=" + std::to_string(drawn.wedges) + " points=" + std::to_string(drawn.points) + pace;
}

}  // namespace murmur::scene_views
