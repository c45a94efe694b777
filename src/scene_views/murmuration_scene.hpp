// murmuration_scene.hpp - the murmuration (docs/model.md) as a Scene: the 3D flock and the
// hawk, the orbit camera, the metric charts, the auto-reducer, the Experiments section and
// "Compare with field data" (field_compare.hpp).
//
// It owns the Simulation (on the GPU backend where the context allows it, else the CPU),
// the feed that brings each step's birds to the renderer, the renderer, the camera, the
// charts' history, the auto-reducer and the experiments runner. Kept from the start: it
// waits, untouched, while another scene shows.
//
// Stepping: clock.speed steps per frame (fractions accumulate); interactive frames stop
// stepping after kStepBudgetMs and leave the rest for later frames (the stats card says
// "Behind: N steps put off"); a script's frames (clock.exact) step exactly what they ask.
// Input: a drag on the 3D view orbits the camera, the wheel zooms, a horizontal touchpad
// scroll orbits; after kIdleFrames without input the camera orbits slowly (autorotate).
// A click (a press and release that moved less than kClickSlop) selects the bird under the
// pointer for the inspector (bird_inspector.hpp), or lets go on the sky; a script's `click`
// does the same at its pointer. Follow (F, the panel's button) keeps the camera behind the
// selected bird until Esc, a drag or letting go; Esc stops following, then lets go.
// Script words (murmuration_words.cpp):
//   set NAME VALUE         a --NAME flag of the command line, live (birds keeps the flock)
//   hawk                   send a hawk (as the panel's button; ignored if one flies)
//   orbit DX DY            orbit the camera by DX degrees of yaw and DY of pitch
//   zoom FACTOR            multiply the camera distance (> 1 is farther)
//   autorotate on|off      the idle auto-orbit
//   follow                 follow the selected bird, or stop (the F key)
//   load FILE              every parameter from a settings file (report/settings_file.hpp),
//                          live, as the panel's "Load settings"; checked when parsed
//   settings JSON          every parameter in JSON on one line with no spaces, as a settings
//                          file holds them (what --record-script writes for a panel change)
//   select BIRD            select bird number BIRD for the inspector (as clicking it); a
//                          number past the flock's end is an error message, nothing else
//   seek STEP              the timeline: back (or on) to step STEP of the run (0..the newest
//                          step reached), exactly, before the next line; a step not reached
//                          yet is an error message, nothing else
//   experiments compute|cancel|show   the Experiments section's Recompute / Cancel; show
//                          scrolls the panel to the section
//   explore open DIR | run SPEC DIR | cancel | show   the Explore section: show a sweep's
//                          folder, run a spec into a folder (in the background), cancel,
//                          scroll to the section
//   field show|plot|series|cancel   "Compare with field data" (field_compare.hpp)
// Conditions: hawk (one is flying), no-hawk, reduced (birds were reduced automatically),
// regrouped (after the last hawk), experiments-ready (the Experiments section shows results
// and computes nothing), experiments-stopped (nothing computing, results or not),
// explore-ready (the Explore section shows a sweep and runs nothing), explore-stopped,
// field-ready, field-current, field-series-ready (field_compare.hpp).
// Print topics: stats, scene, camera, experiments, explore, field, charts (the readout under
// the pointer), attacks (one line per finished hawk, report/attack_table.hpp), selection
// (the inspector's bird, its speed, fear, edge and neighbours, or none), timeline (its
// step, keyframes, interval and bytes).
// Timeline (murmuration_timeline.cpp): a strip under the charts scrubs back through the run
// (murmur/timeline.hpp keeps the keyframes and the log of what changed the flock: hawks and
// settings, as script lines). A seek restores the nearest keyframe and re-simulates, doing
// the logged actions at their steps; interactively past kStepBudgetMs it goes on over the
// next frames ("seeking... N steps") and the flock waits at its target meanwhile; a script's
// `seek STEP` (and any seek under a script) completes at once. A new action after a seek
// drops the run after that point.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "auto_reducer.hpp"
#include "bird_inspector.hpp"
#include "control_panel.hpp"
#include "explore_panel.hpp"
#include "follow_camera.hpp"
#include "metrics_history.hpp"
#include "murmur/simulation.hpp"
#include "murmur/timeline.hpp"
#include "orbit_camera.hpp"
#include "scene.hpp"

namespace murmur::render {
class SceneRenderer;
}
namespace murmur::ui {
class ExperimentsRunner;
class ExploreRunner;
}  // namespace murmur::ui

namespace murmur::scene_views {

class FlockFeed;
class FieldCompare;

class MurmurationScene final : public Scene {
public:
    // The registry's factory. Prints one line saying the GL version, the backend and the
    // bird count (and why the GPU backend is not in use, when it was wanted).
    static Result<std::unique_ptr<Scene>> create(const SceneContext& context);
    ~MurmurationScene() override;

    bool event(const SceneEvent& event) override;
    void update(SceneClock& clock, const ScenePointer& pointer) override;
    void render(const SceneViewport& viewport) override;
    void overlay(const SceneViewport& viewport, ui::LayoutProbe& probe) override;
    void panel(SceneClock& clock, ui::LayoutProbe& probe, PanelPlace place) override;
    void frameShown(bool drawn, double secondsSinceStart) override;
    void reset() override;
    std::vector<std::string> replayLines(ReplayLines which) override;
    const SceneWords& words() const override { return words_; }
    Status snapshot(const std::string& path) override;
    std::string benchFields() const override;
    // Its script words (murmuration_words.cpp), for the parser's grammar.
    static void addGrammar(scenes::SceneGrammar& grammar);

    // Interactive stepping stops for the frame once it has taken this long (a step at least).
    static constexpr double kStepBudgetMs = 100.0;
    // Clusters cost a neighbour pass: every this many steps, live and when re-simulating.
    static constexpr int kClusterEverySteps = 5;
    // A press that moves less than this (window units) before its release is a click.
    static constexpr float kClickSlop = 4.0f;

private:
    static scenes::WordTable<MurmurationScene> wordTable();
    // What its words do (murmuration_words.cpp), and the lines its topics print.
    Status setParam(const std::string& name, const std::string& value);
    Status applySettingsLine(const std::string& json);
    Status selectBird(int bird);
    Status seekStep(int step);
    void experimentsCommand(const std::string& what);
    void exploreCommand(const ScriptLine& line);
    std::string reportLine() const;
    std::vector<std::string> statsPrintLines() const;
    std::string cameraLine() const;
    std::vector<std::string> experimentsLines() const;
    std::vector<std::string> exploreLines() const;
    std::vector<std::string> attackLines() const;
    void restart();  // the event Restart
    void lastSections(ui::LayoutProbe& probe);
    void pressed(float x, float y);
    void released();
    void moved(float x, float y);
    void scrolled(float x, float y, double dx, double dy);

    MurmurationScene(const SceneContext& context, std::unique_ptr<Simulation> sim, std::unique_ptr<FlockFeed> feed,
                     std::unique_ptr<render::SceneRenderer> renderer, std::string backendNote);

    // The params go to the simulation if valid; the reason comes back if not (and the
    // panel's copy goes back to what runs).
    Status applyParams(const SimParams& params);
    Status loadSettings(const std::string& path);
    void sendHawk();
    void recordMetrics();
    void updateCamera();
    // The stats card's lines in a language (English for `print stats`).
    std::vector<std::string> statsLines(ui::Language language = ui::Language::English) const;
    ui::Rect viewRect() const;          // the 3D view: the viewport above the charts
    render::PickView pickView() const;  // the camera over viewRect(), for picks and the overlay
    // A click at window coordinates: the bird under it is selected, the sky lets go.
    void clickAt(float x, float y);
    void flockJumped();  // reset or resized: the inspector's trail starts again

    SceneContext context_;
    std::unique_ptr<Simulation> sim_;
    std::unique_ptr<FlockFeed> feed_;
    std::unique_ptr<render::SceneRenderer> renderer_;
    std::unique_ptr<ui::ExperimentsRunner> experiments_;
    std::unique_ptr<FieldCompare> field_;
    std::string backendNote_;

    render::OrbitCamera camera_;
    ui::MetricsHistory history_;
    AutoReducer reducer_;
    ui::FlockPanelState panel_;
    SceneViewport viewport_;                           // as last laid out
    ui::Rect legendRect_;                              // as last drawn: presses there do not orbit
    ui::Rect experimentsRect_, experimentsChartRect_;  // as last drawn, for `print experiments`
    bool scrollToExperiments_ = false;                 // the script's `experiments show`
    std::unique_ptr<ui::ExploreRunner> explore_;       // sweeps for the Explore section
    ui::ExplorePanelState explorePanel_;
    ui::ExplorePanelActions exploreDrawn_;  // its rectangles as last drawn, for `print explore`
    bool scrollToExplore_ = false;          // the script's `explore show`
    bool presenting_ = false;               // the large legend
    std::vector<std::string> toReplay_;     // what the widgets changed, as script lines
    void noteSettings();                    // the params now, as a `settings` line
    std::string chartHover_;                // the charts' readout as last drawn

    // Stepping and interpolation.
    double stepAccumulator_ = 0.0;
    int stepsBehind_ = 0;         // steps the last frame's budget left for later frames
    double stepMsCarried_ = 0.0;  // stepping time of the earlier frames of a step under way
    double finishMs_ = 0.0;       // what finishing a prepared step took lately (decays slowly)
    double stepMsSmoothed_ = 0.0;
    Hawk previousHawk_;
    bool hawkWasInSky_ = false;
    std::optional<std::uint32_t> lastRegroup_;
    int lastClusters_ = -1;
    float lastLargestPct_ = 0.0f;

    // Camera input, and clicks for the inspector.
    BirdInspector inspector_;
    float followDistance_ = render::kFollowDistance;  // the wheel changes it while following
    bool dragging_ = false;
    bool dragMoved_ = false;         // the press became a drag: its release is no click
    bool pressedThisFrame_ = false;  // a mouse press reached pressed() before this update
    float pressX_ = 0.0f, pressY_ = 0.0f;
    float lastCursorX_ = 0.0f, lastCursorY_ = 0.0f;
    double scrollX_ = 0.0, scrollY_ = 0.0;
    std::uint64_t frames_ = 0;  // updates while shown, for the idle orbit
    std::uint64_t lastInputFrame_ = 0;

    // The timeline (murmuration_timeline.cpp).
    Timeline timeline_;
    std::optional<std::uint32_t> seekTarget_;  // an interactive seek still re-simulating
    bool replaying_ = false;                   // doing logged actions, which are no new ones
    // A user action that changes the flock, at the current step (a script line: "hawk",
    // "settings {...}"): logged unless it is a logged one being done again.
    void noteAction(std::string line);
    void doLoggedActions();  // the log's actions due before the next step
    void applyLoggedLine(const std::string& line);
    void resimulateStep();  // one step of a seek, as update() steps
    void rewindTo(std::uint32_t step);
    void seekNow(std::uint32_t step);                  // exact: done when it returns
    void requestSeek(std::uint32_t step, bool exact);  // the strip's: recorded for replay
    void continueSeek(bool exact, std::chrono::steady_clock::time_point frameStart);  // within the budget
    void seekArrived();
    void settleSeek();  // a user action during a seek: finish it first
    // Draws the strip at the bottom of `charts` and returns what is left for the charts.
    ui::Rect drawTimeline(const ui::Rect& charts, bool exact, ui::LayoutProbe& probe);
    std::string timelineLine() const;
    bool exactClock_ = false;  // the last update's clock.exact (a script runs)
    double lastSeekMs_ = 0.0;  // the last exact seek: its time and its steps re-simulated
    std::uint32_t lastSeekSteps_ = 0;
    SceneWords words_;
};

}  // namespace murmur::scene_views
