// experiment_charts.hpp - what the panel's Experiments section draws, as plain data: one
// small bar chart per experiment E1-E5 from the tidy rows (means over the seeds), labelled
// for a narrow panel: blue bar polarization, grey bar largest-cluster share, the
// mean cluster count under the bars; E3 before (light grey) and after (grey) per neighbour
// mode; E4 the lowest polarization with the hawk in the sky, the recovery under the bar;
// E5 (extension) per hawk strategy the startled % and the runs that split, regroups under;
// E6 (extension), one chart per flock size, per starling part switched off the field rows
// that agree (% of those comparable) and the largest-cluster share, the rows that agree under.
// Colours are the report's (report/charts.hpp), so the panel and the report agree.
//
// Not here: drawing (experiments_panel.hpp) or running anything (experiments_runner.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "murmur/analysis/experiments.hpp"
#include "report/canvas.hpp"
#include "ui_text.hpp"

namespace murmur::ui {

struct PanelBarGroup {
    std::string label;           // under the axis, short ("k = 7", "no align")
    std::vector<double> values;  // one per series, percent; NaN: no bar
    std::string note;            // under the label ("1.0" clusters, "142 steps")
    std::string tooltip;         // the exact figures, for hovering
};

struct PanelBarChart {
    std::string id;         // "e1".."e5"; "e6 1500" (E6 has one chart per flock size)
    std::string title;      // "E1  Neighbours per bird (k)"
    std::string noteTitle;  // what the notes are: "under the bars: ..."
    std::vector<std::string> seriesNames;
    std::vector<report::Rgba> seriesColors;
    std::vector<PanelBarGroup> groups;
};

// The charts the rows hold, in the order E1, E2, E3, E4, E5, E6 (experiments with no rows are left
// out), their words in `language` (the ids and the variants' names in tooltips stay as the
// rows have them).
std::vector<PanelBarChart> experimentPanelCharts(const std::vector<ExperimentRow>& rows,
                                                 Language language = Language::English);

// The experiment's chart alone, if the rows hold it (E6: the first flock size's).
std::optional<PanelBarChart> experimentPanelChart(const std::vector<ExperimentRow>& rows, const std::string& id,
                                                  Language language = Language::English);

}  // namespace murmur::ui
