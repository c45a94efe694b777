#include "experiment_charts.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "report/charts.hpp"

namespace murmur::ui {
namespace {

using T = TextId;
using ui::formatText;

// The charts' words in one language.
struct Words {
    Language language;
    const char* operator()(TextId id) const { return text(id, language); }
};

double valueOf(const std::vector<ExperimentRow>& rows, const std::string& e, std::uint32_t seed,
               const std::string& metric) {
    for (const auto& r : rows)
        if (r.experiment == e && r.seed == seed && r.metric == metric) return r.value;
    return std::nan("");
}

std::string seedWord(std::size_t n, const Words& w) {
    return n == 1 ? std::string(w(T::OneSeed)) : formatText(w(T::SeedCount), n);
}

// A hawk strategy's word, as in the panel's strategy chooser.
std::string strategyWord(const std::string& v, const Words& w) {
    if (v == "centroid") return w(T::StrategyCentroid);
    if (v == "nearest") return w(T::StrategyNearest);
    if (v == "intercept") return w(T::StrategyIntercept);
    if (v == "stoop") return w(T::StrategyStoop);
    return v;
}

// E1 and E2: polarization and largest-cluster share per variant, the mean cluster count under.
PanelBarChart flockChart(const std::vector<ExperimentRow>& rows, const std::string& e, std::string title,
                         const Words& w) {
    PanelBarChart c;
    c.id = e;
    c.title = std::move(title) + "  (" + seedWord(seedsOf(rows, e).size(), w) + ")";
    c.noteTitle = w(T::NoteMeanClusters);
    c.seriesNames = {w(T::ChartPolarization), w(T::SeriesLargestShare)};
    c.seriesColors = {report::kPolarizationBlue, report::kLargestGrey};
    for (const std::string& v : variantsOf(rows, e)) {
        std::string label = v;
        if (v.rfind("k=", 0) == 0) label.replace(0, 2, "k = ");
        else if (v == "all") label = w(T::VariantAllOn);
        else if (v == "cohesion=0") label = w(T::VariantNoCohesion);
        else if (v == "alignment=0") label = w(T::VariantNoAlignment);
        else if (v == "separation=0") label = w(T::VariantNoSeparation);
        const double pol = meanOf(rows, e, v, "polarization");
        const double largest = meanOf(rows, e, v, "largest_cluster_pct");
        const double clusters = meanOf(rows, e, v, "clusters");
        PanelBarGroup g{label, {pol, largest}, std::isnan(clusters) ? std::string() : formatText("%.1f", clusters), {}};
        g.tooltip = formatText(w(T::FlockBarTip), v.c_str(), pol, largest, clusters);
        const double clumping = meanOf(rows, e, v, "clumping");
        if (!std::isnan(clumping)) g.tooltip += formatText(w(T::FlockBarTipClumping), clumping);
        c.groups.push_back(std::move(g));
    }
    return c;
}

PanelBarChart e3(const std::vector<ExperimentRow>& rows, const Words& w) {
    PanelBarChart c;
    c.id = "e3";
    c.title = std::string(w(T::E3Title)) + "  (" + seedWord(seedsOf(rows, "e3").size(), w) + ")";
    c.noteTitle = w(T::NoteChangeInPoints);
    c.seriesNames = {w(T::SeriesBefore), w(T::SeriesAfter)};
    c.seriesColors = {report::kBeforeGrey, report::kLargestGrey};
    for (const std::string& v : variantsOf(rows, "e3")) {
        const double before = meanOf(rows, "e3", v, "largest_before_pct");
        const double after = meanOf(rows, "e3", v, "largest_after_pct");
        PanelBarGroup g;
        g.label = v == "topological" ? w(T::KNearest) : v == "metric" ? w(T::VariantWithin29) : v;
        g.values = {before, after};
        if (!std::isnan(before) && !std::isnan(after)) g.note = formatText("%+.1f", after - before);
        g.tooltip = formatText(w(T::E3BarTip), v.c_str(), before, after);
        c.groups.push_back(std::move(g));
    }
    return c;
}

PanelBarChart e4(const std::vector<ExperimentRow>& rows, const Words& w) {
    PanelBarChart c;
    c.id = "e4";
    c.title = w(T::E4Title);
    c.noteTitle = w(T::NoteStepsToRegroup);
    c.seriesNames = {w(T::SeriesLowestPolarization)};
    c.seriesColors = {report::kPolarizationBlue};
    const auto seeds = seedsOf(rows, "e4");
    int regrouped = 0;
    double recoverySum = 0.0;
    auto recoveryNote = [&w](double r) {
        return std::isnan(r) || r < 0.0 ? std::string(w(T::NoneWord)) : formatText("%.0f", r);
    };
    for (std::uint32_t seed : seeds) {
        const double pol = valueOf(rows, "e4", seed, "min_polarization");
        const double rec = valueOf(rows, "e4", seed, "recovery_steps");
        if (!std::isnan(rec) && rec >= 0.0) {
            ++regrouped;
            recoverySum += rec;
        }
        const std::string recovery = rec >= 0.0 ? formatText(w(T::StepsRounded), rec) : w(T::NoneWithinRun);
        c.groups.push_back({formatText(w(T::SeedLabel), seed),
                            {pol},
                            recoveryNote(rec),
                            formatText(w(T::E4SeedTip), seed, pol, recovery.c_str())});
    }
    if (seeds.size() > 1) {
        const double pol = meanOf(rows, "e4", "all", "min_polarization");
        const double rec = regrouped ? recoverySum / regrouped : -1.0;
        const std::string recovery = regrouped ? formatText(w(T::StepsRounded), rec) : w(T::NoneWord);
        c.groups.push_back({w(T::MeanLabel),
                            {pol},
                            recoveryNote(rec),
                            formatText(w(T::E4MeanTip), seeds.size(), pol, recovery.c_str(), regrouped, seeds.size())});
    }
    return c;
}

// E5 (extension): startled % and the share of runs that split per strategy; regroups under.
PanelBarChart e5(const std::vector<ExperimentRow>& rows, const Words& w) {
    PanelBarChart c;
    c.id = "e5";
    c.title = formatText(w(T::E5Title), seedWord(seedsOf(rows, "e5").size(), w).c_str());
    c.noteTitle = w(T::NoteRunsRegrouped);
    c.seriesNames = {w(T::SeriesStartled), w(T::SeriesSplit)};
    c.seriesColors = {report::kClumpingOrange, report::kLargestGrey};
    for (const std::string& v : variantsOf(rows, "e5")) {
        int runs = 0, regrouped = 0;
        for (const auto& r : rows)
            if (r.experiment == "e5" && r.variant == v && r.metric == "recovery_steps") {
                ++runs;
                regrouped += r.value >= 0.0 ? 1 : 0;
            }
        const double startled = meanOf(rows, "e5", v, "startled_pct");
        const double split = 100.0 * meanOf(rows, "e5", v, "split");
        c.groups.push_back(
            {strategyWord(v, w),
             {startled, split},
             formatText("%d/%d", regrouped, runs),
             formatText(w(T::E5BarTip), v.c_str(), startled, split, meanOf(rows, "e5", v, "closest_approach"))});
    }
    return c;
}

// E6 (extension), one chart per flock size: per variant the share of comparable field rows
// that agree and the largest cluster's share; the rows that agree under the bars.
std::vector<PanelBarChart> e6(const std::vector<ExperimentRow>& rows, const Words& w) {
    std::vector<PanelBarChart> charts;
    const std::string seeds = seedWord(seedsOf(rows, "e6").size(), w);
    for (const std::string& v : variantsOf(rows, "e6")) {
        const std::size_t at = v.find(" n=");
        const std::string part = v.substr(0, at);
        const std::string birds = at == std::string::npos ? std::string() : v.substr(at + 3);
        auto chart =
            std::find_if(charts.begin(), charts.end(), [&](const PanelBarChart& c) { return c.id == "e6 " + birds; });
        if (chart == charts.end()) {
            PanelBarChart c;
            c.id = "e6 " + birds;
            c.title = formatText(w(T::E6Title), birds.c_str(), seeds.c_str());
            c.noteTitle = w(T::NoteFieldRows);
            c.seriesNames = {w(T::SeriesFieldAgree), w(T::SeriesLargestShare)};
            c.seriesColors = {report::kPolarizationBlue, report::kLargestGrey};
            charts.push_back(std::move(c));
            chart = charts.end() - 1;
        }
        // The part that is off; "all" for none.
        const char* label = part == "vision=off"        ? w(T::VariantVision)
                            : part == "flight=off"      ? w(T::VariantFlight)
                            : part == "roost=off"       ? w(T::VariantRoost)
                            : part == "range=off"       ? w(T::VariantRange)
                            : part == "differences=off" ? w(T::VariantDiffs)
                                                        : "all";
        const double agree = meanOf(rows, "e6", v, "field_rows_agree");
        const double comparable = meanOf(rows, "e6", v, "field_rows_comparable");
        const double largest = meanOf(rows, "e6", v, "largest_cluster_pct");
        chart->groups.push_back(
            {label,
             {comparable > 0.0 ? 100.0 * agree / comparable : std::nan(""), largest},
             formatText("%.2g/%.0f", agree, comparable),
             formatText(w(T::E6BarTip), v.c_str(), agree, comparable, largest, meanOf(rows, "e6", v, "polarization"))});
    }
    return charts;
}

// E7 (extension): the report's chart (summariseE7): per obstacle set, the calm flock's largest
// cluster and the birds startled without and with fear that spreads; the escape waves under it.
std::optional<PanelBarChart> e7(const std::vector<ExperimentRow>& rows, const Words& w) {
    const auto worlds = summariseE7(rows);
    if (worlds.empty()) return std::nullopt;
    PanelBarChart c;
    c.id = "e7";
    c.title = formatText(w(T::E7Title), seedWord(seedsOf(rows, "e7").size(), w).c_str());
    c.noteTitle = w(T::NoteEscapeWave);
    c.seriesNames = {w(T::SeriesLargestBefore), w(T::SeriesStartled), w(T::SeriesStartledFear)};
    c.seriesColors = {report::kLargestGrey, report::kClumpingOrange, report::kFearRed};
    auto wave = [&](double v) { return std::isnan(v) ? std::string(w(T::NoWave)) : formatText("%.1fx", v); };
    for (const E7ObstacleSummary& s : worlds) {
        const char* name = s.obstacles == "pylon"  ? w(T::ObstaclesPylon)
                           : s.obstacles == "wood" ? w(T::ObstaclesWood)
                                                   : w(T::ObstaclesNone);
        const std::string waves = wave(s.waveOverCruise[0]) + " / " + wave(s.waveOverCruise[1]);
        c.groups.push_back(
            {name,
             {s.largestClusterPct, s.startledPct[0], s.startledPct[1]},
             waves,
             formatText(w(T::E7BarTip), name, s.largestClusterPct, s.startledPct[0], s.startledPct[1], waves.c_str())});
    }
    return c;
}

// E8 (extension): the report's chart (summariseE8): per flock size, the attacks with a catch
// in a dense, the default and a sparse flock, pooled over the strategies.
std::optional<PanelBarChart> e8(const std::vector<ExperimentRow>& rows, const Words& w) {
    const auto cells = summariseE8(rows);
    if (cells.empty()) return std::nullopt;
    PanelBarChart c;
    c.id = "e8";
    c.title = formatText(w(T::E8Title), seedWord(seedsOf(rows, "e8").size(), w).c_str());
    c.noteTitle = w(T::NoteE8);
    c.seriesNames = {w(T::SeriesDense), w(T::SeriesDefaultDensity), w(T::SeriesSparse)};
    c.seriesColors = {report::kDenseNavy, report::kPolarizationBlue, report::kLargestGrey};
    for (int birds : kE8Birds) {
        std::vector<double> caught;
        std::string densities;
        for (const std::string& density : kE8Densities) {
            const auto cell = std::find_if(cells.begin(), cells.end(),
                                           [&](const E8Cell& e) { return e.birds == birds && e.density == density; });
            caught.push_back(cell == cells.end() ? std::nan("") : cell->caughtPct);
            densities += (densities.empty() ? "" : " / ") +
                         (cell == cells.end() ? std::string("-") : formatText("%.3f", cell->measuredDensity));
        }
        auto pct = [](double v) { return std::isnan(v) ? std::string("-") : formatText("%.0f%%", v); };
        c.groups.push_back({formatText(w(T::E8Birds), birds), caught, densities,
                            formatText(w(T::E8BarTip), birds, pct(caught[0]).c_str(), pct(caught[1]).c_str(),
                                       pct(caught[2]).c_str(), densities.c_str())});
    }
    return c;
}

}  // namespace

std::optional<PanelBarChart> experimentPanelChart(const std::vector<ExperimentRow>& rows, const std::string& id,
                                                  Language language) {
    if (variantsOf(rows, id).empty()) return std::nullopt;
    const Words w{language};
    if (id == "e1") return flockChart(rows, "e1", w(T::E1Title), w);
    if (id == "e2") return flockChart(rows, "e2", w(T::E2Title), w);
    if (id == "e3") return e3(rows, w);
    if (id == "e4") return e4(rows, w);
    if (id == "e5") return e5(rows, w);
    if (id == "e6") return e6(rows, w).front();
    if (id == "e7") return e7(rows, w);
    if (id == "e8") return e8(rows, w);
    return std::nullopt;
}

std::vector<PanelBarChart> experimentPanelCharts(const std::vector<ExperimentRow>& rows, Language language) {
    std::vector<PanelBarChart> charts;
    for (const char* id : {"e1", "e2", "e3", "e4", "e5"})
        if (auto c = experimentPanelChart(rows, id, language)) charts.push_back(std::move(*c));
    for (PanelBarChart& c : e6(rows, Words{language})) charts.push_back(std::move(c));
    if (auto c = e7(rows, Words{language})) charts.push_back(std::move(*c));
    if (auto c = e8(rows, Words{language})) charts.push_back(std::move(*c));
    return charts;
}

}  // namespace murmur::ui
