// phase_diagram.hpp - a sweep's results as one chart per measure, drawn with the report's
// own chart code: a heat map over two axes (the first across, the second up; each cell the
// mean over the seeds, its value written in it), or the mean with error bars (+-1 standard
// deviation over the seeds) over one axis.
// Not here: reading results (results_file.hpp). Sweeps of three or more axes get no chart.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include "murmur/model/result.hpp"
#include "report/canvas.hpp"
#include "report/charts.hpp"
#include "sweep/results_file.hpp"
#include "sweep/sweep_spec.hpp"

namespace murmur::sweep {

// One measure of one cell over its seeds.
struct CellStats {
    double mean = 0.0;
    double sd = 0.0;  // the sample standard deviation; 0 with one seed
    int seeds = 0;    // 0: no row yet (the cell is drawn empty)
};

// Per cell (indexed as expandCells), the measure's statistics from rows.
std::vector<CellStats> cellStats(const std::vector<ResultRow>& rows, std::size_t cellCount, Measure measure);

// The heat maps' colour scale (the viridis anchors): t in [0, 1] from dark (low) to bright
// (high); the window's Explore section uses it too.
report::Rgba heatColour(double t);

// True when the spec has a chart: one or two axes.
bool hasPhaseDiagram(const SweepSpec& spec);

inline constexpr int kPhaseChartWidth = 960, kPhaseChartHeight = 640;

// The measure's chart; the spec must have one (hasPhaseDiagram).
report::Image drawPhaseDiagram(const SweepSpec& spec, Measure measure, const std::vector<CellStats>& stats,
                               const report::ChartFonts& fonts);

// Writes DIR/MEASURE.png for each measure (atomically); returns the files written, none when
// the spec has no chart.
Result<std::vector<std::filesystem::path>> writePhaseDiagrams(const SweepSpec& spec, const std::vector<ResultRow>& rows,
                                                              const std::filesystem::path& dir);

}  // namespace murmur::sweep
