// experiments_panel.hpp - the panel's "Experiments" section (Dear ImGui): the status of the
// background runs (progress bar and Cancel while running; Compute / Recompute otherwise),
// one bar chart per experiment E1-E5 and the hawk example's time series, then E6 (the
// starling model's parts) and E7 (the world), each with its own Compute, drawn with ImDrawList
// in the report's colours.
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
    bool computeE6 = false;  // E6's own Compute / Recompute
    bool cancelE6 = false;
    bool computeE7 = false;  // E7's
    bool cancelE7 = false;
    bool computeE8 = false;  // E8's
    bool cancelE8 = false;
    Rect section;     // the section's header, window coordinates (for tests)
    Rect firstChart;  // the first bar chart's plot area, window coordinates; empty if none
    Rect e6Chart;     // E6's first chart's plot area, window coordinates; empty if none
    Rect e7Chart;     // E7's chart's plot area, window coordinates; empty if none
    Rect e8Chart;     // E8's, likewise
};

// scrollTo: scroll the panel so the section's header is at its top (the script's
// `experiments show`). e6: E6's own runs (computed only when asked: they take minutes), shown
// under the others with e6Birds ("1,500 and 10,000") in its description; null: no E6 part.
// e7: E7's own runs (the world), likewise; e8: E8's (the confusion effect's null model).
ExperimentsPanelActions drawExperimentsSection(const ExperimentsView& view, bool scrollTo = false,
                                               const ExperimentsView* e6 = nullptr, const char* e6Birds = "",
                                               const ExperimentsView* e7 = nullptr,
                                               const ExperimentsView* e8 = nullptr);

}  // namespace murmur::ui
