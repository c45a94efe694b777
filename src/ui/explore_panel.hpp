// explore_panel.hpp - the panel's "Explore" section (Dear ImGui), collapsed by default: a
// sweep's phase diagram in the panel. A results folder to open (any `murmur-cli sweep` or
// `python3 -m murmur.sweep` output), a spec to run in the background (progress bar and
// Cancel), a measure to show, and its heat map (two axes) or its line with error bars (one
// axis), with the cell of the current settings ringed and a hover readout.
//
// Draws into the current ImGui window at the cursor, full width. It only shows an
// ExploreView and returns what the user asked for; the scene drives the runner.
#pragma once

#include <string>

#include "explore_map.hpp"
#include "explore_runner.hpp"
#include "layout.hpp"
#include "murmur/model/params.hpp"

namespace murmur::ui {

// What the section keeps between frames (the text fields and the measure shown).
struct ExplorePanelState {
    std::string folder = "sweeps/explore";
    std::string spec = "examples/sweeps/smoke.json";
    int measure = 0;      // index into the spec's measures
    ExploreMapCache map;  // the map drawn, kept from frame to frame
};

struct ExplorePanelActions {
    bool open = false;  // Open: show state.folder
    bool run = false;   // Run: run state.spec into state.folder
    bool cancel = false;
    Rect section;  // the header, in the window's pixels (for tests)
    Rect map;      // the heat map's (or line's) plot area; empty if none drawn
    Rect marker;   // the ring around the current settings' cell; empty if none
};

// scrollTo: open the section and scroll the panel to it (the script's `explore show`).
ExplorePanelActions drawExploreSection(const ExploreView& view, ExplorePanelState& state, const SimParams& current,
                                       bool scrollTo = false);

}  // namespace murmur::ui
