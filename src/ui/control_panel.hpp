// control_panel.hpp - the left-hand panel: the sliders that edit SimParams, the run
// controls, "Send hawk" and the stats card (Dear ImGui).
//
// The panel edits a PanelState (its own copy of SimParams plus run settings) and returns
// what the user asked for; the App applies it to the simulation. It never touches the
// simulation itself. Call between ImGui::NewFrame() and ImGui::Render().
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "layout.hpp"
#include "murmur/params.hpp"

namespace murmur::ui {

inline constexpr int kPanelMinBirds = 0;
inline constexpr int kPanelMaxBirds = 20000;

struct PanelState {
    SimParams params;       // what the sliders show and edit
    int birdsDraft = 1500;  // the bird slider while dragging; applied on release
    float speed = 1.0f;     // simulation steps per frame
    bool paused = false;
    bool autorotate = true;
    std::string settingsPath = "murmur-settings.json";  // the "Settings file" section's file
    std::string settingsStatus;                         // what the last save or load did
};

struct PanelActions {
    bool paramsChanged = false;  // state.params differs from what the simulation runs
    bool reset = false;
    bool stepOnce = false;
    bool sendHawk = false;
    bool saveSettings = false;  // write state.params to state.settingsPath
    bool loadSettings = false;  // read state.settingsPath into the simulation
    std::string chooseScene;    // not empty: the user picked another view
    Rect sceneButtons[3];  // the chooser's buttons (murmuration, reef, sandbox; window coordinates), for tests that
                           // click them
};

struct PanelView {
    bool hawkFlying = false;
    bool noBirds = false;                // nothing to hunt: the hawk button is disabled and says so
    std::vector<std::string> stats;      // statsLines()
    std::string reductionLine;           // highlighted when not empty
    std::string backendNote;             // e.g. why the GPU backend is not in use
    std::string scene = "murmuration";   // the view showing now
    std::function<void()> scenePanel;    // a reef / sandbox scene's own widgets
    std::function<void()> moreSections;  // drawn last, in every view (capture, experiments)
};

// Draws the panel in `rect`: the view chooser, then for the murmuration its controls and
// stats, for another scene the run controls and that scene's widgets. Records the Send hawk button's rectangle (window
// coordinates) in sendHawkRect for tests that click it.
PanelActions drawControlPanel(const Rect& rect, PanelState& state, const PanelView& view, Rect& sendHawkRect);

}  // namespace murmur::ui
