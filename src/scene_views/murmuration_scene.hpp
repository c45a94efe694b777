// murmuration_scene.hpp - the murmuration (docs/model.md) as a Scene: the 3D flock and the
// hawk, and the parts around it, each in its own file with its state, its panel section or
// overlay and its script words (scenes/script_words.hpp):
//   FlockView              the 3D view: the orbit camera and the pointer (flock_view.hpp)
//   StepPace               how many steps a frame takes, within its budget (step_pace.hpp)
//   FlockCharts            the metric charts under the view (flock_charts.hpp)
//   MurmurationTimeline    the strip that scrubs back through the run, `seek`
//   BirdFocus              the clicked bird's inspector and Follow (bird_focus.hpp)
//   HawkAttacks            the hawk's aim line and the attack card (hawk_attacks.hpp)
//   flying the hawk        the person's hands (flight_stick.hpp), the chase camera and the
//                          flight's card (murmuration_flight.cpp)
//   FieldCompare           "Compare with field data" (field_compare.hpp)
//   ObserverOpacity        the ground observer's picture and its opacity (observer_opacity.hpp)
//   MurmurationExperiments the Experiments section; MurmurationExplore the Explore section
// The scene owns the Simulation (backend_choice.hpp: on the GPU where the context allows
// it, else the CPU), the feed that brings each step's birds to the renderer, the renderer,
// the auto-reducer, the flock's panel (its sliders and the stats card, flock_stats.hpp) and
// the parts; it steps the flock and hands each part what it reads. Kept from the start: it
// waits, untouched, while another scene shows.
// Its own script words (murmuration_words.cpp; the parts' are in their headers):
//   set NAME VALUE         a --NAME flag of the command line, live (birds keeps the flock)
//   hawk                   send a hawk (as the panel's button; ignored if one flies)
//   hawk fly on|off        a person flies the hawk (a sortie whose first hawk is the
//                          player's; the key G, the panel's "Fly the hawk") or lets go
//   hawk steer T C S       the flown hawk's control from the next step: turn and climb in
//                          [-1, 1], stoop 0 or 1 (what --record-script writes for the hands)
//   autorotate on|off      the idle auto-orbit
//   load FILE              every parameter from a settings file (io/settings_file.hpp),
//                          live, as the panel's "Load settings"; checked when parsed
//   settings JSON          every parameter in JSON on one line with no spaces, as a settings
//                          file holds them (what --record-script writes for a panel change)
// Conditions: hawk (one is flying), no-hawk, flying (a person flies one), reduced (birds were reduced automatically),
// regrouped (after the last hawk). Print topics: stats, scene.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "auto_reducer.hpp"
#include "bird_focus.hpp"
#include "colour_values.hpp"
#include "control_panel.hpp"
#include "flock_charts.hpp"
#include "flock_stats.hpp"
#include "flock_view.hpp"
#include "follow_camera.hpp"
#include "hawk_attacks.hpp"
#include "murmur/analysis/experiments.hpp"
#include "murmur/simulation/simulation.hpp"
#include "murmuration_timeline.hpp"
#include "observer_opacity.hpp"
#include "scene.hpp"
#include "scenes/flight_stick.hpp"
#include "step_pace.hpp"
#include "step_rate.hpp"

namespace murmur::render {
class SceneRenderer;
}

namespace murmur::scene_views {

class FlockFeed;
class FieldCompare;
class MurmurationExperiments;
class MurmurationExplore;

// The `hawk` word's arguments (murmuration_flight.cpp): none, fly on|off, or steer T C S.
std::optional<std::string> checkHawkWords(const ScriptLine& words);

class MurmurationScene final : public Scene, private TimelineHost {
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

private:
    static scenes::WordTable<MurmurationScene> wordTable();
    // visit(table, owner) for its own and each part's table (murmuration_words.cpp).
    template <typename Visit>
    static void eachWordTable(MurmurationScene* scene, Visit&& visit);
    void bindWords();
    // What its words do (murmuration_words.cpp), and the lines its topics print.
    Status setParam(const std::string& name, const std::string& value);
    Status applySettingsLine(const std::string& json);
    std::string reportLine() const;
    void restart();  // the event Restart
    // The timeline's host (murmuration_timeline.hpp).
    void redo(const std::string& line) override;
    void stepAgain() override;
    void rewound(std::uint32_t at) override;
    void arrived() override;
    void replay(std::string line) override;
    void lastSections(ui::LayoutProbe& probe);

    MurmurationScene(const SceneContext& context, std::unique_ptr<Simulation> sim, std::unique_ptr<FlockFeed> feed,
                     std::unique_ptr<render::SceneRenderer> renderer, std::string backendNote);

    // The params go to the simulation if valid; the reason comes back if not (and the
    // panel's copy goes back to what runs).
    Status applyParams(const SimParams& params);
    Status loadSettings(const std::string& path);
    void sendHawk();
    // Flying the hawk (murmuration_flight.cpp): the words `hawk fly on|off` and `hawk steer`,
    // the hands' events, what changed in them at a frame's end, the card over the view.
    Status flightWords(const ScriptLine& words);
    bool flightEvent(const SceneEvent& event);
    void flightFrameEnd();
    void drawFlightCard(const ui::Rect& view, ui::LayoutProbe& probe) const;
    bool flying() const;
    std::optional<FlockView::Follow> flightChase() const;  // the chase camera's aim while flying
    void recordMetrics();
    FlockStats stats() const { return {*sim_, reducer_, charts_, pace_, stepThread_ ? &stepRate_ : nullptr}; }

    SceneContext context_;
    std::unique_ptr<Simulation> sim_;
    MurmurationTimeline timeline_;
    std::unique_ptr<FlockFeed> feed_;
    BirdFocus focus_;
    HawkAttacks hawk_;
    std::unique_ptr<render::SceneRenderer> renderer_;
    std::unique_ptr<FieldCompare> field_;
    ObserverOpacity observer_;
    std::unique_ptr<MurmurationExperiments> experiments_;
    std::unique_ptr<MurmurationExplore> explore_;
    std::string backendNote_;

    FlockView view_;
    FlockCharts charts_;
    AutoReducer reducer_;
    ui::FlockPanelState panel_;
    bool presenting_ = false;            // the large legend
    std::vector<std::string> toReplay_;  // what the widgets changed, as script lines
    void noteSettings();                 // the params now, as a `settings` line

    // Stepping and interpolation.
    StepPace pace_;
    // The CPU backend works out the next step on its own thread while the frame draws
    // (FlockBackend::prepareInBackground; --step-thread): update() takes the steps that are
    // ready and starts the next one before it returns.
    bool stepThread_ = false;
    StepRate stepRate_;
    int stepsThisFrame_ = 0;
    std::uint64_t backendWaits_ = 0;   // FlockBackend::backgroundWaits() at the last frame's end
    std::vector<Hawk> previousHawks_;  // the hawks of the step before the one shown
    void rememberHawks();
    // The camera steps back until the flock's ball fits the view (a flock of 100,000 birds in
    // a scaled sky is seen whole, not from inside); at the start and when the count changes.
    void seeWholeFlock();
    std::array<render::HawkPose, render::kMaxDrawnHawks> hawkPoses_;  // this frame's, drawn from a span
    ColourValues colourValues_;                                       // what the colourings measured on the flock read

    // Flying the hawk.
    scenes::FlightStick stick_;
    HawkControl sentControl_;          // the hands' last control given to the hawk
    std::optional<int> cameraBefore_;  // the camera to go back to when the flight ends
    // A person's flight (not a replay's): the flock at the launch and the attacks before it;
    // its attack's rows are saved to flightsDir when the hawk leaves (saveFlight).
    std::optional<E8Spacing> flightLaunch_;
    std::size_t attacksBeforeFlight_ = 0;
    bool redoing_ = false;  // the timeline replays its lines
    void saveFlight();

    SceneWords words_;
};

}  // namespace murmur::scene_views
