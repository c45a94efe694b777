// control_panel.hpp - the left-hand panel, in parts: the window and the scene chooser (the
// app's), the Run section (every scene's), and the murmuration's own sections: "Send hawk",
// the sliders that edit SimParams, the settings file and the stats card (Dear ImGui).
//
// The murmuration's part edits a FlockPanelState (its own copy of SimParams plus a few
// settings) and returns what the user asked for; the caller applies it to the simulation.
// None of it touches a simulation. Call between ImGui::NewFrame() and ImGui::Render():
//   if (beginPanel(rect)) { chosen = drawSceneChooser(...); scene's sections ...; } endPanel();
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "layout.hpp"
#include "murmur/model/obstacle_sets.hpp"
#include "murmur/model/params.hpp"
#include "panel_text.hpp"

namespace murmur::ui {

inline constexpr int kPanelMinBirds = 0;
inline constexpr int kPanelMaxBirds = 20000;

// The panel's window at `rect`; false when there is nothing to draw into. Call endPanel()
// either way.
bool beginPanel(const Rect& rect);
void endPanel();

// One radio button per name (shown in the panel's language), `current` checked. Returns
// the name the user picked when it is another one (empty otherwise); each button's
// rectangle goes into the probe as "scene-NAME".
std::string drawSceneChooser(std::span<const std::string_view> names, std::string_view current, LayoutProbe& probe);

// A scene's name as the chooser shows it, in the panel's language.
std::string sceneWord(std::string_view name);

// "Language / 언어": English or 한국어. Without the Korean font the choice says it needs
// fonts-nanum, and choosing it says so in the panel (the texts stay English). Its rectangle
// goes into the probe as "language".
void drawLanguageChooser(PanelLanguage& language, LayoutProbe& probe);

// A titled divider (ImGui 1.86 has no SeparatorText).
void sectionTitle(const char* title);

// "Run": the speed slider (0..maxSpeed, shown with speedFormat), Pause / Resume, Step
// (only while paused) and Reset.
struct RunActions {
    bool stepOnce = false;
    bool reset = false;
};
RunActions drawRunSection(float& speed, bool& paused, float maxSpeed, const char* speedFormat);

// The View section's longest trail, in steps (render::kMaxTrailSteps: the scene checks).
inline constexpr int kPanelMaxTrails = 64;

// The murmuration's sections.
struct FlockPanelState {
    SimParams params;       // what the sliders show and edit
    int birdsDraft = 1500;  // the bird slider while dragging; applied on release
    bool autorotate = true;
    bool flap = true;   // the View section: wings beat
    bool bank = true;   // birds bank into turns
    bool dusk = false;  // the dusk sky
    int colouring = 0;  // what the birds' colour says: render::BirdColouring (0 core / edge, 1 fear, ...)
    int camera = 0;     // which camera the view uses: render::CameraMode (0 orbit, 1 bird, 2 hawk, 3 ground)
    int trails = 0;     // each bird's trail over this many steps shown (0: none; render/trail_ring.hpp)
    // Which named world the obstacles are (obstacle_sets.hpp), worked out again only when the
    // list or the sky changes (the wood is built anew to compare with).
    struct ObstaclesSeen {
        ObstacleList obstacles;
        glm::vec3 sky{0.0f};
        std::optional<ObstacleSet> set;
    } obstaclesSeen;
    std::string settingsPath = "murmur-settings.json";  // the "Settings file" section's file
    std::string settingsStatus;                         // what the last save or load did
};

struct FlockPanelView {
    bool hawkFlying = false;
    bool noBirds = false;            // nothing to hunt: the hawk button is disabled and says so
    std::vector<std::string> stats;  // statsLines()
    std::string reductionLine;       // highlighted when not empty
    std::string backendNote;         // e.g. why the GPU backend is not in use
    // The last attack's report card (label, value) and one short row per attack so far.
    std::vector<std::pair<std::string, std::string>> lastAttack;
    std::vector<std::string> attackRows;
    unsigned step = 0;  // the step shown (the dusk button starts the descent after it)
};

struct FlockPanelActions {
    bool paramsChanged = false;  // state.params differs from what the simulation runs
    bool sendHawk = false;
    bool flyHawk = false;       // a person flies the next hawk (the key G)
    bool saveSettings = false;  // write state.params to state.settingsPath
    bool loadSettings = false;  // read state.settingsPath into the simulation
    RunActions run;
};

// Send hawk (with the hawk's strategy beside it), Fly the hawk, Flock, Rules, Run (with the seed and the
// auto-rotation), Now (the stats card), Last attack (once there is one), then the collapsed
// View (sky, wings, banking) and Settings file sections.
// The hawk button's rectangle goes into the probe as "send-hawk"; Fly the hawk's as "fly-hawk".
FlockPanelActions drawFlockPanel(FlockPanelState& state, const FlockPanelView& view, float& speed, float maxSpeed,
                                 bool& paused, LayoutProbe& probe);

}  // namespace murmur::ui
