// charts.hpp - the report's charts, drawn on the CPU: grouped bar charts for the
// experiments (blue bar polarization, grey bar largest-cluster share, the mean
// cluster count under the bars) and the time series of one run with a hawk (polarization
// blue, clumping orange, a red band while the hawk is in the sky, a green dashed line at
// the regroup).
//
// Specs are plain data so the window program can draw the same figures its own way.
// Not here: running anything (hawk_series.hpp does), files (report.hpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "murmur/analysis/experiments.hpp"
#include "report/canvas.hpp"
#include "report/hawk_series.hpp"
#include "report/text.hpp"

namespace murmur::report {

// The charts' colours, one definition for every chart (the report's and the panel's).
inline constexpr Rgba kPolarizationBlue{46, 112, 196};
inline constexpr Rgba kLargestGrey{150, 150, 150};
inline constexpr Rgba kBeforeGrey{196, 196, 196};  // E3's "before" bars: the lighter grey
inline constexpr Rgba kClumpingOrange{235, 132, 30};
inline constexpr Rgba kHawkBandRed{225, 45, 35, 56};  // translucent
inline constexpr Rgba kRegroupGreen{34, 160, 72};
inline constexpr Rgba kFearRed{196, 52, 40};    // E7's birds startled when fear spreads
inline constexpr Rgba kDenseNavy{30, 50, 110};  // E8's dense flocks

struct BarSeries {
    std::string name;  // legend entry
    Rgba color;
};

struct BarGroup {
    std::string label;           // under the axis, e.g. "k = 7"
    std::vector<double> values;  // one per series, in [0, yMax]; NaN: no bar
    std::string note;            // under the label, e.g. "1.00 clusters"
};

struct BarChartSpec {
    std::string title;
    std::string subtitle;
    std::string yTitle = "percent";
    double yMax = 100.0;
    std::vector<BarSeries> series;
    std::vector<BarGroup> groups;
};

struct ChartFonts {
    Font regular, bold;
    static ChartFonts system();   // DejaVu Sans when installed, else the built-in face
    static ChartFonts builtIn();  // never reads a file
};

// The experiments' charts from tidy rows (means over the seeds present); nothing when the
// rows hold no such experiment.
std::optional<BarChartSpec> e1Chart(const std::vector<ExperimentRow>& rows);  // per k
std::optional<BarChartSpec> e2Chart(const std::vector<ExperimentRow>& rows);  // per rule variant
std::optional<BarChartSpec> e3Chart(const std::vector<ExperimentRow>& rows);  // before/after per mode
std::optional<BarChartSpec> e4Chart(const std::vector<ExperimentRow>& rows);  // per seed and mean
// E5 (extension): per hawk strategy, the startled % and the share of runs that split.
std::optional<BarChartSpec> e5Chart(const std::vector<ExperimentRow>& rows);
// E6: per variant and flock size, the field rows that agree (as % of those comparable) and
// the largest cluster's share.
std::optional<BarChartSpec> e6Chart(const std::vector<ExperimentRow>& rows);
// E7: per obstacle set (summariseE7: means over the winds), the calm flock's largest cluster
// and the birds the hawk startled without and with fear that spreads; the escape wave's speed
// over the cruise speed under the bars.
std::optional<BarChartSpec> e7Chart(const std::vector<ExperimentRow>& rows);
// E8: per flock size, the attacks with a catch (pooled over the strategies, summariseE8) in a
// dense, the default and a sparse flock; the measured densities under the bars.
std::optional<BarChartSpec> e8Chart(const std::vector<ExperimentRow>& rows);

inline constexpr int kBarChartWidth = 960, kBarChartHeight = 560;
inline constexpr int kSeriesChartWidth = 1120, kSeriesChartHeight = 560;

Image drawBarChart(const BarChartSpec& spec, const ChartFonts& fonts);

// title: e.g. "A hawk at step 600 (seed 1, 1500 birds)".
Image drawHawkSeriesChart(const HawkSeries& series, const std::string& title, const ChartFonts& fonts);

}  // namespace murmur::report
