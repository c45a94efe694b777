#include "experiment_charts.hpp"

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>

#include "report/charts.hpp"

namespace murmur::ui {
namespace {

std::string format(const char* fmt, ...) {
    char buf[160];
    va_list args;
    va_start(args, fmt);
    std::vsnprintf(buf, sizeof buf, fmt, args);
    va_end(args);
    return buf;
}

double valueOf(const std::vector<ExperimentRow>& rows, const std::string& e, std::uint32_t seed,
               const std::string& metric) {
    for (const auto& r : rows)
        if (r.experiment == e && r.seed == seed && r.metric == metric) return r.value;
    return std::nan("");
}

std::string seedWord(std::size_t n) {
    return n == 1 ? "1 seed" : std::to_string(n) + " seeds";
}

// E1 and E2: polarization and largest-cluster share per variant, the mean cluster count under.
PanelBarChart flockChart(const std::vector<ExperimentRow>& rows, const std::string& e, std::string title) {
    PanelBarChart c;
    c.id = e;
    c.title = std::move(title) + "  (" + seedWord(seedsOf(rows, e).size()) + ")";
    c.noteTitle = "under the bars: mean number of clusters";
    c.seriesNames = {"polarization", "largest cluster share"};
    c.seriesColors = {report::kPolarizationBlue, report::kLargestGrey};
    for (const std::string& v : variantsOf(rows, e)) {
        std::string label = v;
        if (v.rfind("k=", 0) == 0) label = "k = " + v.substr(2);
        else if (v == "all") label = "all on";
        else if (v == "cohesion=0") label = "no coh.";
        else if (v == "alignment=0") label = "no align";
        else if (v == "separation=0") label = "no sep.";
        const double pol = meanOf(rows, e, v, "polarization");
        const double largest = meanOf(rows, e, v, "largest_cluster_pct");
        const double clusters = meanOf(rows, e, v, "clusters");
        PanelBarGroup g{label, {pol, largest}, std::isnan(clusters) ? std::string() : format("%.1f", clusters), {}};
        g.tooltip =
            format("%s\npolarization %.1f\nlargest cluster %.1f%%\nclusters %.2f", v.c_str(), pol, largest, clusters);
        const double clumping = meanOf(rows, e, v, "clumping");
        if (!std::isnan(clumping)) g.tooltip += format("\nclumping %.1f", clumping);
        c.groups.push_back(std::move(g));
    }
    return c;
}

PanelBarChart e3(const std::vector<ExperimentRow>& rows) {
    PanelBarChart c;
    c.id = "e3";
    c.title = "E3  Half spread 3x at step 600  (" + seedWord(seedsOf(rows, "e3").size()) + ")";
    c.noteTitle = "under the bars: change in points";
    c.seriesNames = {"before (400-599)", "after (1,100-1,400)"};
    c.seriesColors = {report::kBeforeGrey, report::kLargestGrey};
    for (const std::string& v : variantsOf(rows, "e3")) {
        const double before = meanOf(rows, "e3", v, "largest_before_pct");
        const double after = meanOf(rows, "e3", v, "largest_after_pct");
        PanelBarGroup g;
        g.label = v == "topological" ? "k nearest" : v == "metric" ? "within 2.9" : v;
        g.values = {before, after};
        if (!std::isnan(before) && !std::isnan(after)) g.note = format("%+.1f", after - before);
        g.tooltip = format("%s\nlargest cluster before %.1f%%\nafter %.1f%%", v.c_str(), before, after);
        c.groups.push_back(std::move(g));
    }
    return c;
}

PanelBarChart e4(const std::vector<ExperimentRow>& rows) {
    PanelBarChart c;
    c.id = "e4";
    c.title = "E4  A hawk at step 600";
    c.noteTitle = "under the bars: steps to regroup";
    c.seriesNames = {"lowest polarization, hawk in sky"};
    c.seriesColors = {report::kPolarizationBlue};
    const auto seeds = seedsOf(rows, "e4");
    int regrouped = 0;
    double recoverySum = 0.0;
    auto recoveryNote = [](double r) { return std::isnan(r) || r < 0.0 ? std::string("none") : format("%.0f", r); };
    for (std::uint32_t seed : seeds) {
        const double pol = valueOf(rows, "e4", seed, "min_polarization");
        const double rec = valueOf(rows, "e4", seed, "recovery_steps");
        if (!std::isnan(rec) && rec >= 0.0) {
            ++regrouped;
            recoverySum += rec;
        }
        c.groups.push_back({"seed " + std::to_string(seed),
                            {pol},
                            recoveryNote(rec),
                            format("seed %u\nlowest polarization %.1f\nrecovery %s", seed, pol,
                                   rec >= 0.0 ? format("%.0f steps", rec).c_str() : "none within the run")});
    }
    if (seeds.size() > 1) {
        const double pol = meanOf(rows, "e4", "all", "min_polarization");
        const double rec = regrouped ? recoverySum / regrouped : -1.0;
        c.groups.push_back(
            {"mean",
             {pol},
             recoveryNote(rec),
             format("mean of %zu seeds\nlowest polarization %.1f\nrecovery %s (%d of %zu regrouped)", seeds.size(), pol,
                    regrouped ? format("%.0f steps", rec).c_str() : "none", regrouped, seeds.size())});
    }
    return c;
}

// E5 (extension): startled % and the share of runs that split per strategy; regroups under.
PanelBarChart e5(const std::vector<ExperimentRow>& rows) {
    PanelBarChart c;
    c.id = "e5";
    c.title = "E5  Hawk strategies (extension, " + seedWord(seedsOf(rows, "e5").size()) + ")";
    c.noteTitle = "under the bars: runs that regrouped";
    c.seriesNames = {"birds startled", "runs that split"};
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
        c.groups.push_back({v,
                            {startled, split},
                            format("%d/%d", regrouped, runs),
                            format("%s\nstartled %.1f%%\nsplit in %.0f%% of runs\nclosest approach %.2f", v.c_str(),
                                   startled, split, meanOf(rows, "e5", v, "closest_approach"))});
    }
    return c;
}

}  // namespace

std::optional<PanelBarChart> experimentPanelChart(const std::vector<ExperimentRow>& rows, const std::string& id) {
    if (variantsOf(rows, id).empty()) return std::nullopt;
    if (id == "e1") return flockChart(rows, "e1", "E1  Neighbours per bird");
    if (id == "e2") return flockChart(rows, "e2", "E2  One rule off");
    if (id == "e3") return e3(rows);
    if (id == "e4") return e4(rows);
    if (id == "e5") return e5(rows);
    return std::nullopt;
}

std::vector<PanelBarChart> experimentPanelCharts(const std::vector<ExperimentRow>& rows) {
    std::vector<PanelBarChart> charts;
    for (const char* id : {"e1", "e2", "e3", "e4", "e5"})
        if (auto c = experimentPanelChart(rows, id)) charts.push_back(std::move(*c));
    return charts;
}

}  // namespace murmur::ui
