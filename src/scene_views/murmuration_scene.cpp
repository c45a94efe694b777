#include "murmuration_scene.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

#include <glad/gl.h>
#include <imgui.h>
#include <glm/mat4x4.hpp>

#include "charts.hpp"
#include "experiments_panel.hpp"
#include "experiments_runner.hpp"
#include "explore_map.hpp"
#include "explore_runner.hpp"
#include "field_compare.hpp"
#include "flock_feed.hpp"
#include "follow_camera.hpp"
#include "inspector_section.hpp"
#include "legend.hpp"
#include "murmur/backend.hpp"
#include "report/attack_table.hpp"
#include "report/settings_file.hpp"
#include "report/snapshot.hpp"
#include "scene_renderer.hpp"
#include "stats_card.hpp"

namespace murmur::scene_views {
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

// The attack card's labels (report/attack_table.hpp, English there for the CLI's reports) in
// the panel's language; a label not listed shows as it is.
std::string attackLabel(const std::string& label) {
    using T = ui::TextId;
    constexpr std::pair<const char*, T> kLabels[] = {
        {"Strategy", T::AttackStrategy},          {"Closest approach", T::AttackClosest},
        {"Would-be catches", T::AttackCatches},   {"Startled", T::AttackStartled},
        {"Lowest polarization", T::AttackLowest}, {"Most clusters", T::AttackMostClusters},
        {"Escape wave", T::AttackWave},           {"Patterns", T::AttackPatterns},
        {"Recovery", T::AttackRecovery}};
    for (const auto& [english, id] : kLabels)
        if (label == english) return ui::tr(id);
    return label;
}

}  // namespace

Result<std::unique_ptr<Scene>> MurmurationScene::create(const SceneContext& context) {
    auto renderer = render::SceneRenderer::create();
    if (!renderer) return fail("cannot build the renderer's shaders: " + renderer.error());

    // The GPU backend runs in this window's context and needs OpenGL 4.3. When it cannot
    // be had, say why once and step on the CPU.
    std::unique_ptr<FlockBackend> backend;
    gl::GpuBackend* gpu = nullptr;
    std::string note;
    if (context.wantGpu) {
        std::string why;
        if (context.glVersion < 43) {
            why = "needs OpenGL 4.3, this context is " + std::to_string(context.glVersion / 10) + "." +
                  std::to_string(context.glVersion % 10);
        } else if (auto g = gl::makeGpuBackend()) {
            gpu = g->get();
            backend = std::move(*g);
        } else {
            why = g.error();
        }
        if (!backend) {
            note = "GPU backend unavailable (" + why + "): stepping on the CPU.";
            std::fprintf(stderr, "murmur: %s\n", note.c_str());
        }
    }
    if (!backend) backend = makeCpuBackend(context.threads);
    auto sim = std::make_unique<Simulation>(context.params, std::move(backend));
    std::unique_ptr<FlockFeed> feed;
    if (gpu) feed = std::make_unique<GpuFeed>(*gpu);
    else feed = std::make_unique<UploadFeed>();
    std::printf("murmur: OpenGL %d.%d, %s backend, %zu birds\n", context.glVersion / 10, context.glVersion % 10,
                sim->backend().name().c_str(), sim->birdCount());
    std::fflush(stdout);
    return std::unique_ptr<Scene>(
        new MurmurationScene(context, std::move(sim), std::move(feed), std::move(*renderer), std::move(note)));
}

MurmurationScene::MurmurationScene(const SceneContext& context, std::unique_ptr<Simulation> sim,
                                   std::unique_ptr<FlockFeed> feed, std::unique_ptr<render::SceneRenderer> renderer,
                                   std::string backendNote)
    : Scene(scenes::kMurmurationSceneName),
      context_(context),
      sim_(std::move(sim)),
      feed_(std::move(feed)),
      renderer_(std::move(renderer)),
      backendNote_(std::move(backendNote)) {
    AutoReducerConfig reduce;
    reduce.enabled = context.autoReduce;
    reducer_ = AutoReducer(reduce);
    // The experiments run docs/model.md's default flock, not the command line's or the sliders'.
    ui::ExperimentsConfig experiments;
    experiments.seeds = context.experimentSeeds;
    if (context.experimentBirds > 0) experiments.base.birdCount = context.experimentBirds;
    experiments_ = std::make_unique<ui::ExperimentsRunner>(experiments);
    explore_ = std::make_unique<ui::ExploreRunner>();
    field_ = std::make_unique<FieldCompare>();
    if (context.startExperiments && experiments_->view().state == ui::ExperimentsState::Empty) experiments_->start();

    feed_->restart(*sim_);
    timeline_.start(*sim_);
    panel_.params = sim_->params();
    panel_.birdsDraft = panel_.params.birdCount;
    panel_.autorotate = context.autorotate;
    panel_.flap = panel_.bank = context.livingBirds;
    panel_.dusk = context.dusk;
    camera_.setTarget(sim_->metrics().centroid);
    recordMetrics();
    words_.add(wordTable(), *this);
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
            pressed(e.x, e.y);
            return true;
        case K::Release:
            released();
            return true;
        case K::Move:
            moved(e.x, e.y);
            return true;
        case K::Scroll:
            scrolled(e.x, e.y, e.dx, e.dy);
            return true;
        case K::Escape:
            return inspector_.escape();
        case K::Show:
            dragging_ = false;
            reducer_.restart();  // the frames while another scene showed say nothing about this one
            return true;
        case K::Hide:
            dragging_ = false;
            return true;
        case K::Present:
            presenting_ = e.on;
            return true;
        case K::Restart:
            restart();
            return true;
    }
    return false;
}

ui::Rect MurmurationScene::viewRect() const {
    const SceneViewport& v = viewport_;
    return {v.x, v.y, v.width, std::max(0.0f, v.height - v.chartsHeight)};
}

void MurmurationScene::pressed(float x, float y) {
    pressedThisFrame_ = true;
    // Only a press on the 3D view orbits; presses on the charts or the legend do not.
    if (viewRect().contains(x, y) && !legendRect_.contains(x, y)) {
        dragging_ = true;
        dragMoved_ = false;
        pressX_ = lastCursorX_ = x;
        pressY_ = lastCursorY_ = y;
    }
}

void MurmurationScene::released() {
    // A press that never became a drag is a click: pick the bird where it went down.
    if (dragging_ && !dragMoved_) clickAt(pressX_, pressY_);
    dragging_ = false;
}

void MurmurationScene::moved(float x, float y) {
    if (!dragging_) return;
    if (!dragMoved_ && std::hypot(x - pressX_, y - pressY_) < kClickSlop) return;  // not a drag yet
    if (!dragMoved_) inspector_.setFollowing(false);                               // the user takes the camera back
    dragMoved_ = true;
    camera_.orbit(-(x - lastCursorX_) * kDragDegPerPixel, (y - lastCursorY_) * kDragDegPerPixel);
    lastCursorX_ = x;
    lastCursorY_ = y;
    lastInputFrame_ = frames_;
}

void MurmurationScene::scrolled(float x, float y, double dx, double dy) {
    if (!viewRect().contains(x, y)) return;
    scrollX_ += dx;
    scrollY_ += dy;
}

// --- a frame ---

render::PickView MurmurationScene::pickView() const {
    const ui::Rect view = viewRect();
    render::PickView v;
    v.view = camera_.view();
    v.projection = camera_.projection(view.height > 0.0f ? view.width / view.height : 1.0f);
    v.size = {view.width, view.height};
    return v;
}

void MurmurationScene::clickAt(float x, float y) {
    const ui::Rect view = viewRect();
    if (!view.contains(x, y) || legendRect_.contains(x, y)) return;
    const std::vector<glm::vec3> shown = feed_->shownPositions(static_cast<float>(stepAccumulator_));
    const auto bird =
        render::pickBird(shown, pickView(), {x - view.x, y - view.y}, 0.5f * render::SceneStyle{}.birdLength);
    if (bird) inspector_.select(*bird);
    else inspector_.letGo();
    inspector_.refresh(*feed_, sim_->world(), sim_->stepIndex());
}

void MurmurationScene::flockJumped() {
    inspector_.flockJumped(sim_->birdCount());
}

void MurmurationScene::update(SceneClock& clock, const ScenePointer& pointer) {
    // A script's click reaches the scene only here; a mouse press came through pressed() and
    // is a click only once it is released without dragging.
    if (pointer.clicked && !pressedThisFrame_)
        clickAt(viewport_.x + pointer.view.x * viewport_.width, viewport_.y + pointer.view.y * viewport_.height);
    pressedThisFrame_ = false;
    const auto t0 = Clock::now();
    int due = 0;
    if (!clock.paused) {
        stepAccumulator_ += clock.speed;
        due = static_cast<int>(std::floor(stepAccumulator_));
        stepAccumulator_ -= due;
    }
    if (clock.stepOnce) {
        ++due;
        clock.stepOnce = false;
    }
    due = std::min(due, static_cast<int>(kMaxSceneSpeed));
    exactClock_ = clock.exact;
    if (seekTarget_) {
        continueSeek(clock.exact, t0);
        due = 0;  // the flock waits at the seek's target meanwhile
    }
    // Interactive use keeps the window responsive: steps past the frame's budget wait for
    // the next frames, and one step longer than the budget is prepared over several (the
    // stats card says both). A script steps exactly what it asks for, so its runs stay the
    // same on a fast and a slow machine. Either way the steps are the same bits.
    int done = 0;
    for (; done < due; ++done) {
        doLoggedActions();  // the timeline's, when stepping again through a run it has seen
        const bool clusters = (sim_->stepIndex() + 1) % kClusterEverySteps == 0;
        if (!clock.exact) {
            // What finishing a step costs (its measures, clusters included) is kept free.
            const double left = kStepBudgetMs - msSince(t0) - finishMs_;
            if (done > 0 && left <= 0.0) break;
            if (!sim_->prepareStep(left, clusters)) break;
        }
        if (done == due - 1) previousHawk_ = sim_->hawk();
        const auto finishing = Clock::now();
        sim_->step(clusters);
        recordMetrics();
        finishMs_ = std::max(msSince(finishing), 0.9 * finishMs_);
        timeline_.stepped(*sim_);
        // Only the last two steps of the frame are ever shown.
        if (done >= due - 2) feed_->stepped(*sim_);
    }
    stepsBehind_ = due - done;
    if (stepsBehind_ > 0) {
        feed_->stepped(*sim_);  // show where the flock is now
        stepAccumulator_ = std::min(stepAccumulator_ + stepsBehind_, static_cast<double>(kMaxSceneSpeed));
    }
    inspector_.refresh(*feed_, sim_->world(), sim_->stepIndex());
    // A step spread over frames counts all its frames' time.
    const double ms = msSince(t0) + stepMsCarried_;
    stepMsCarried_ = due > 0 && done == 0 ? ms : 0.0;
    field_->update(*sim_);
    if (done > 0) stepMsSmoothed_ = stepMsSmoothed_ == 0.0 ? ms : 0.9 * stepMsSmoothed_ + 0.1 * ms;
    updateCamera();
    ++frames_;
}

void MurmurationScene::updateCamera() {
    if (scrollY_ != 0.0 || scrollX_ != 0.0) {
        const float zoom = std::pow(kScrollZoomBase, static_cast<float>(scrollY_));
        camera_.zoom(zoom);
        // While following, the wheel sets how close the camera follows.
        followDistance_ =
            std::clamp(followDistance_ * zoom, camera_.limits().minDistance, camera_.limits().maxDistance);
        camera_.orbit(static_cast<float>(scrollX_) * kScrollOrbitDeg, 0.0f);
        scrollX_ = scrollY_ = 0.0;
        lastInputFrame_ = frames_;
    }
    if (dragging_) lastInputFrame_ = frames_;
    if (inspector_.following() && inspector_.closeUp()) {
        followBird(camera_, inspector_.shownPosition(static_cast<float>(stepAccumulator_)),
                   inspector_.closeUp()->heading, followDistance_);
        return;
    }
    if (panel_.autorotate && frames_ - lastInputFrame_ > kIdleFrames) camera_.orbit(kAutoOrbitDegPerFrame, 0.0f);
    if (sim_->birdCount() > 0) {
        const glm::vec3 target = camera_.target();
        camera_.setTarget(target + kTargetFollow * (sim_->metrics().centroid - target));
    }
}

void MurmurationScene::render(const SceneViewport& viewport) {
    viewport_ = viewport;
    const ui::Rect view = viewRect();
    const SceneViewport v{view.x, view.y, view.width, view.height, viewport.pixelScale, viewport.framebufferHeight};
    render::SceneFrame f;
    f.viewport = {v.pixelX(), v.pixelY(), v.pixelWidth(), v.pixelHeight()};
    f.view = camera_.view();
    f.projection =
        camera_.projection(f.viewport.height > 0 ? float(f.viewport.width) / float(f.viewport.height) : 1.0f);
    f.eye = camera_.eye();
    f.target = camera_.target();
    f.alpha = static_cast<float>(stepAccumulator_);
    f.birds = feed_->buffers();
    f.time = double(sim_->stepIndex()) - 1.0 + f.alpha;  // the shown pose lies between the last two steps
    f.cruiseSpeed = sim_->world().baseSpeed;
    f.flap = panel_.flap;
    f.bank = panel_.bank;
    f.sky = panel_.dusk ? render::SkyPreset::Dusk : render::SkyPreset::Day;
    const Hawk& hawk = sim_->hawk();
    if (hawk.inSky) {
        const Hawk& before = previousHawk_.inSky ? previousHawk_ : hawk;
        f.hawk = render::HawkPose{before.position, before.heading, hawk.position, hawk.heading};
    }
    renderer_->draw(f);
    if (context_.finishGl) glFinish();  // so the time split measures the work, not the queueing
}

void MurmurationScene::overlay(const SceneViewport& viewport, ui::LayoutProbe& probe) {
    viewport_ = viewport;
    const ui::Rect view = viewRect();
    ui::Rect charts{view.x, view.y + view.height, view.width, viewport.chartsHeight};
    if (!presenting_) charts = drawTimeline(charts, exactClock_, probe);
    chartHover_ = ui::drawCharts(charts, history_);
    constexpr float kPresentationLegendScale = 2.0f;
    legendRect_ = ui::drawLegend(view, presenting_ ? kPresentationLegendScale : 1.0f);
    probe.note("legend", legendRect_);
    inspector_.overlay(pickView(), view, static_cast<float>(stepAccumulator_), probe);
    // Where a hunting hawk aims: a thin line from it to its bird.
    if (auto target = sim_->hawkTargetPosition(); target && view.width > 0.0f && view.height > 0.0f) {
        const render::PickView camera = pickView();
        auto toScreen = [&](glm::vec3 p) -> std::optional<ImVec2> {
            const auto at = render::toScreen(camera, p);  // nothing behind the camera
            return at ? std::optional<ImVec2>(ImVec2(view.x + at->x, view.y + at->y)) : std::nullopt;
        };
        const auto from = toScreen(sim_->hawk().position), to = toScreen(*target);
        if (from && to) {
            ImDrawList* dl = ImGui::GetBackgroundDrawList();
            dl->PushClipRect(ImVec2(view.x, view.y), ImVec2(view.x + view.width, view.y + view.height), true);
            dl->AddLine(*from, *to, IM_COL32(255, 128, 20, 200), 1.5f);
            dl->AddCircle(*to, 5.0f, IM_COL32(255, 128, 20, 230), 12, 1.5f);
            dl->PopClipRect();
            probe.note("hawk-aim", {std::min(from->x, to->x), std::min(from->y, to->y), std::abs(to->x - from->x),
                                    std::abs(to->y - from->y)});
        }
    }
}

void MurmurationScene::panel(SceneClock& clock, ui::LayoutProbe& probe, PanelPlace place) {
    if (place == PanelPlace::AfterCapture) {
        lastSections(probe);
        return;
    }
    ui::InspectorView bird;
    bird.bird = inspector_.closeUp();
    bird.cruiseSpeed = sim_->world().baseSpeed;
    bird.following = inspector_.following();
    bird.metric = sim_->world().neighbourMode == NeighbourMode::Metric;
    const ui::InspectorActions inspect = ui::drawInspectorSection(bird, probe);
    if (inspect.toggleFollow) inspector_.setFollowing(!inspector_.following());
    if (inspect.letGo) inspector_.letGo();
    ui::FlockPanelView view;
    view.hawkFlying = sim_->hawk().inSky;
    view.noBirds = sim_->birdCount() == 0;
    view.stats = statsLines(ui::panelLanguage());
    if (const auto& r = reducer_.last()) {
        ui::StatsInput in;
        in.reduction = ui::BirdReductionNote{r->from, r->to, r->fps, reducer_.reductions()};
        view.reductionLine = ui::reductionLine(in, ui::panelLanguage());
    }
    view.backendNote = backendNote_;
    if (!sim_->attacks().empty()) {
        for (const report::CardRow& r : report::attackCard(sim_->attacks().back()))
            view.lastAttack.emplace_back(attackLabel(r.label), r.value);
        for (std::size_t i = 0; i < sim_->attacks().size(); ++i)
            view.attackRows.push_back(report::attackTableRow(i + 1, sim_->attacks()[i]));
    }
    const ui::FlockPanelActions act =
        ui::drawFlockPanel(panel_, view, clock.speed, kMaxSceneSpeed, clock.paused, probe);
    if (act.sendHawk && !sim_->hawk().inSky && sim_->birdCount() > 0) {
        sendHawk();
        toReplay_.push_back("hawk");
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
    const ui::ExperimentsPanelActions e = ui::drawExperimentsSection(experiments_->view(), scrollToExperiments_);
    scrollToExperiments_ = false;
    experimentsRect_ = e.section;
    experimentsChartRect_ = e.firstChart;
    probe.note("experiments", experimentsRect_);
    probe.note("experiments-chart", experimentsChartRect_);
    if (e.compute) experiments_->start();
    if (e.cancel) experiments_->cancel();

    exploreDrawn_ = ui::drawExploreSection(explore_->view(), explorePanel_, sim_->params(), scrollToExplore_);
    scrollToExplore_ = false;
    probe.note("explore", exploreDrawn_.section);
    probe.note("explore-map", exploreDrawn_.map);
    probe.note("explore-marker", exploreDrawn_.marker);
    if (exploreDrawn_.open) explore_->open(explorePanel_.folder);
    if (exploreDrawn_.run) explore_->run(explorePanel_.spec, explorePanel_.folder);
    if (exploreDrawn_.cancel) explore_->cancel();
}

void MurmurationScene::frameShown(bool drawn, double secondsSinceStart) {
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

void MurmurationScene::sendHawk() {
    settleSeek();
    if (!sim_->sendHawk()) return;
    noteAction("hawk");
    previousHawk_ = sim_->hawk();
    recordMetrics();
}

Status MurmurationScene::applyParams(const SimParams& params) {
    settleSeek();
    const bool resized = params.birdCount != static_cast<int>(sim_->birdCount());
    const std::string before = report::settingsLine(sim_->params());
    Status applied = sim_->setParams(params);
    if (applied) {
        std::string now = report::settingsLine(sim_->params());
        if (now != before) noteAction("settings " + now);
    }
    if (applied && resized) {
        feed_->restart(*sim_);
        flockJumped();
        recordMetrics();
    }
    panel_.params = sim_->params();
    return applied;
}

Status MurmurationScene::loadSettings(const std::string& path) {
    SimParams p = sim_->params();
    if (auto err = report::applySettingsFile(path, p)) return fail(*err);
    return applyParams(p);
}

void MurmurationScene::reset() {
    sim_->reset();
    seekTarget_.reset();
    timeline_.start(*sim_);
    history_.clear();
    hawkWasInSky_ = false;
    lastRegroup_.reset();
    lastClusters_ = -1;
    stepAccumulator_ = 0.0;
    feed_->restart(*sim_);
    flockJumped();
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
    camera_ = render::OrbitCamera();
    inspector_.letGo();
    reset();
    camera_.setTarget(sim_->metrics().centroid);
}

// --- what the script prints ---

std::vector<std::string> MurmurationScene::statsLines(ui::Language language) const {
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
    in.stepUnderWay = sim_->preparedShare();
    if (auto r = sim_->regroup().recoverySteps()) in.recoverySteps = *r;
    if (const auto& r = reducer_.last())
        in.reduction = ui::BirdReductionNote{r->from, r->to, r->fps, reducer_.reductions()};
    return ui::statsLines(in, language);
}

std::string MurmurationScene::reportLine() const {
    return std::string("scene=").append(name()).append(" birds=") + std::to_string(sim_->birdCount());
}

std::vector<std::string> MurmurationScene::statsPrintLines() const {
    char line[512];
    const Hawk& hawk = sim_->hawk();
    std::snprintf(line, sizeof line,
                  "stats birds=%zu step=%u hawk=%d reductions=%d clusters=%d polarization=%.2f clumping=%.2f "
                  "fps=%.1f backend=%s regroups=%zu hawks=%zu",
                  sim_->birdCount(), sim_->stepIndex(), hawk.inSky ? 1 : 0, reducer_.reductions(), lastClusters_,
                  double(sim_->metrics().polarization), double(sim_->metrics().clumping), reducer_.fps(),
                  sim_->backend().name().c_str(), history_.regroups().size(), history_.hawks().size());
    std::vector<std::string> lines{line};
    for (const std::string& card : statsLines()) lines.push_back("card " + card);
    return lines;
}

std::vector<std::string> MurmurationScene::experimentsLines() const {
    char line[512];
    const ui::ExperimentsView v = experiments_->view();
    std::snprintf(line, sizeof line,
                  "experiments state=%s done=%d total=%d source=%s rows=%zu hawk=%d seeds=%d birds=%d message=%s",
                  ui::experimentsStateName(v.state), v.done, v.total, v.fromCache ? "cache" : "computed",
                  v.rows ? v.rows->size() : std::size_t(0), v.hawk ? 1 : 0, v.seeds, v.birds,
                  v.message.empty() ? "-" : "1");
    return {line, ui::layoutLine("experiments", experimentsRect_),
            ui::layoutLine("experiments-chart", experimentsChartRect_)};
}

std::vector<std::string> MurmurationScene::exploreLines() const {
    char line[512];
    const ui::ExploreView v = explore_->view();
    std::string mark = "-";
    if (v.spec && v.rows && !v.spec->measures.empty()) {
        const auto m = v.spec->measures[std::size_t(std::max(0, explorePanel_.measure)) % v.spec->measures.size()];
        if (auto map = ui::exploreMap(*v.spec, *v.rows, m, sim_->params()); map && map->marked())
            mark = std::to_string(*map->x.current) + (map->y ? "," + std::to_string(*map->y->current) : "");
    }
    std::snprintf(line, sizeof line,
                  "explore state=%s done=%zu total=%zu cells=%zu rows=%zu cancelled=%d mark=%s message=%s",
                  ui::exploreStateName(v.state), v.done, v.total, v.spec ? sweep::cellCount(*v.spec) : std::size_t(0),
                  v.rows ? v.rows->size() : std::size_t(0), v.cancelled ? 1 : 0, mark.c_str(),
                  v.message.empty() ? "-" : v.message.c_str());
    return {line, ui::layoutLine("explore", exploreDrawn_.section), ui::layoutLine("explore-map", exploreDrawn_.map),
            ui::layoutLine("explore-marker", exploreDrawn_.marker)};
}

std::vector<std::string> MurmurationScene::attackLines() const {
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < sim_->attacks().size(); ++i)
        lines.push_back("attack " + std::to_string(i + 1) + " " + report::attackSummary(sim_->attacks()[i]));
    lines.push_back("attacks count=" + std::to_string(sim_->attacks().size()));
    return lines;
}

std::string MurmurationScene::cameraLine() const {
    char line[256];
    const glm::vec3 eye = camera_.eye();
    std::snprintf(line, sizeof line, "camera yaw=%.3f pitch=%.3f distance=%.3f eye=%.2f,%.2f,%.2f",
                  double(camera_.yawDeg()), double(camera_.pitchDeg()), double(camera_.distance()), double(eye.x),
                  double(eye.y), double(eye.z));
    return line;
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
    return "birds=" + std::to_string(sim_->birdCount()) + " backend=" + sim_->backend().name();
}

}  // namespace murmur::scene_views
