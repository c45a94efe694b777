// experiments_panel.hpp - the panel's "Experiments" section (Dear ImGui): the status of the
// background runs (progress bar and Cancel while running; Compute / Recompute otherwise),
// one bar chart per experiment E1-E4 and the hawk example's time series, drawn with
// ImDrawList in the report's colours.
//
// Draws into the current ImGui window (the panel) at the cursor, full width. It only shows
// an ExperimentsView and returns what the user asked for; the App drives the runner.
#pragma once

#include "experiments_runner.hpp"
#include "layout.hpp"

namespace murmur::ui {

struct ExperimentsPanelActions {
    bool compute = false;  // Compute / Recompute
    bool cancel = false;
    Rect section;     // the section's header, window coordinates (for tests)
    Rect firstChart;  // the first bar chart's plot area, window coordinates; empty if none
};

// scrollTo: scroll the panel so the section's header is at its top (the script's
// `experiments show`).
ExperimentsPanelActions drawExperimentsSection(const ExperimentsView& view, bool scrollTo = false);

}  // namespace murmur::ui
