#include "report/charts.hpp"

#include "report/chart_parts.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace murmur::report {
namespace {

using namespace chart_parts;

std::string seedPhrase(const std::vector<ExperimentRow>& rows, const std::string& e) {
    const auto n = seedsOf(rows, e).size();
    return n == 1 ? "one seed" : "means over " + std::to_string(n) + " seeds";
}

double valueOf(const std::vector<ExperimentRow>& rows, const std::string& e, const std::string& variant,
               std::uint32_t seed, const std::string& metric) {
    for (const auto& r : rows)
        if (r.experiment == e && r.variant == variant && r.seed == seed && r.metric == metric) return r.value;
    return std::nan("");
}

std::vector<BarSeries> flockSeries() {
    return {{"polarization", kPolarizationBlue}, {"largest cluster share", kLargestGrey}};
}

BarGroup flockGroup(const std::vector<ExperimentRow>& rows, const std::string& e, const std::string& variant,
                    std::string label) {
    const double clusters = meanOf(rows, e, variant, "clusters");
    return {std::move(label),
            {meanOf(rows, e, variant, "polarization"), meanOf(rows, e, variant, "largest_cluster_pct")},
            std::isnan(clusters) ? std::string() : format("%.2f clusters", clusters)};
}

}  // namespace

ChartFonts ChartFonts::system() {
    return {Font::system(false), Font::system(true)};
}
ChartFonts ChartFonts::builtIn() {
    return {Font::builtIn(), Font::builtIn()};
}

std::optional<BarChartSpec> e1Chart(const std::vector<ExperimentRow>& rows) {
    const auto variants = variantsOf(rows, "e1");
    if (variants.empty()) return std::nullopt;
    BarChartSpec spec;
    spec.title = "E1  Neighbour count";
    spec.subtitle = "Topological k nearest neighbours; " + seedPhrase(rows, "e1") + ", last 400 of 2,000 steps";
    spec.series = flockSeries();
    for (const auto& v : variants)
        spec.groups.push_back(flockGroup(rows, "e1", v, "k = " + (v.size() > 2 ? v.substr(2) : v)));
    return spec;
}

std::optional<BarChartSpec> e2Chart(const std::vector<ExperimentRow>& rows) {
    const auto variants = variantsOf(rows, "e2");
    if (variants.empty()) return std::nullopt;
    BarChartSpec spec;
    spec.title = "E2  Rule ablation";
    spec.subtitle = "k = 7, one rule off at a time; " + seedPhrase(rows, "e2") + ", last 400 of 2,000 steps";
    spec.series = flockSeries();
    for (const auto& v : variants) {
        std::string label = v == "all" ? "all rules on" : v;
        if (const auto eq = label.find("=0"); eq != std::string::npos) label = label.substr(0, eq) + " off";
        spec.groups.push_back(flockGroup(rows, "e2", v, label));
    }
    return spec;
}

std::optional<BarChartSpec> e3Chart(const std::vector<ExperimentRow>& rows) {
    const auto variants = variantsOf(rows, "e3");
    if (variants.empty()) return std::nullopt;
    BarChartSpec spec;
    spec.title = "E3  Half the flock spread 3x at step 600";
    spec.subtitle = "Largest cluster share before and after; " + seedPhrase(rows, "e3");
    spec.series = {{"before: steps 400-599", kBeforeGrey}, {"after: steps 1,100-1,400", kLargestGrey}};
    for (const auto& v : variants) {
        const double before = meanOf(rows, "e3", v, "largest_before_pct");
        const double after = meanOf(rows, "e3", v, "largest_after_pct");
        spec.groups.push_back(
            {v == "metric"        ? "within distance r = 2.9"
             : v == "topological" ? "k nearest, k = 7"
                                  : v,
             {before, after},
             std::isnan(before) || std::isnan(after) ? std::string() : format("change %+.1f points", after - before)});
    }
    return spec;
}

std::optional<BarChartSpec> e4Chart(const std::vector<ExperimentRow>& rows) {
    const auto seeds = seedsOf(rows, "e4");
    if (seeds.empty()) return std::nullopt;
    BarChartSpec spec;
    spec.title = "E4  A hawk at step 600";
    spec.subtitle = "Lowest polarization while the hawk is in the sky; under the bars: the recovery time";
    spec.series = {{"lowest polarization with the hawk in the sky", kPolarizationBlue}};
    int regrouped = 0;
    double recoverySum = 0.0;
    for (std::uint32_t seed : seeds) {
        const double recovery = valueOf(rows, "e4", "all", seed, "recovery_steps");
        const bool ok = !std::isnan(recovery) && recovery >= 0.0;
        if (ok) {
            ++regrouped;
            recoverySum += recovery;
        }
        spec.groups.push_back({"seed " + std::to_string(seed),
                               {valueOf(rows, "e4", "all", seed, "min_polarization")},
                               ok ? format("%.0f steps", recovery) : std::string("no regroup")});
    }
    if (seeds.size() > 1)
        spec.groups.push_back(
            {"mean",
             {meanOf(rows, "e4", "all", "min_polarization")},
             regrouped ? format("%.0f steps", recoverySum / regrouped) +
                             (regrouped < static_cast<int>(seeds.size())
                                  ? " (" + std::to_string(regrouped) + " of " + std::to_string(seeds.size()) + ")"
                                  : std::string())
                       : std::string("no regroup")});
    return spec;
}

std::optional<BarChartSpec> e5Chart(const std::vector<ExperimentRow>& rows) {
    const auto variants = variantsOf(rows, "e5");
    if (variants.empty()) return std::nullopt;
    BarChartSpec spec;
    spec.title = "E5  Hawk strategies at step 600 (extension)";
    spec.subtitle = "Birds startled and runs that split, per strategy; " + seedPhrase(rows, "e5");
    spec.series = {{"birds startled", kClumpingOrange}, {"runs with a split", kLargestGrey}};
    for (const auto& v : variants) {
        int regrouped = 0, runs = 0;
        for (const auto& r : rows)
            if (r.experiment == "e5" && r.variant == v && r.metric == "recovery_steps") {
                ++runs;
                regrouped += r.value >= 0.0 ? 1 : 0;
            }
        std::string note = std::to_string(regrouped);
        note.append(" of ").append(std::to_string(runs)).append(" regrouped");
        spec.groups.push_back(
            {v, {meanOf(rows, "e5", v, "startled_pct"), 100.0 * meanOf(rows, "e5", v, "split")}, std::move(note)});
    }
    return spec;
}

std::optional<BarChartSpec> e6Chart(const std::vector<ExperimentRow>& rows) {
    const auto variants = variantsOf(rows, "e6");
    if (variants.empty()) return std::nullopt;
    BarChartSpec spec;
    spec.title = "E6  What each omission buys (the starling model, extension)";
    spec.subtitle = "One part off at a time; " + seedPhrase(rows, "e6") + ", 3,000 steps then 500 measured";
    spec.series = {{"field rows that agree, % of comparable", kPolarizationBlue}, {"largest cluster", kLargestGrey}};
    for (const auto& v : variants) {
        const double agree = meanOf(rows, "e6", v, "field_rows_agree");
        const double comparable = meanOf(rows, "e6", v, "field_rows_comparable");
        // "vision=off n=1500" reads "no vision" over "1500 birds".
        const std::size_t at = v.find(" n=");
        std::string part = v.substr(0, at);
        if (const std::size_t off = part.find("=off"); off != std::string::npos)
            part = part == "differences=off" ? std::string("no diffs") : "no " + part.substr(0, off);
        // The flock size in thousands ("1.5k birds"): twelve groups share the width.
        std::string note;
        if (at != std::string::npos) {
            const int birds = std::stoi(v.substr(at + 3));
            char buf[32];
            if (birds >= 1000) std::snprintf(buf, sizeof buf, "%gk birds", birds / 1000.0);
            else std::snprintf(buf, sizeof buf, "%d birds", birds);
            note = buf;
        }
        spec.groups.push_back({part,
                               {comparable > 0.0 ? 100.0 * agree / comparable : std::nan(""),
                                meanOf(rows, "e6", v, "largest_cluster_pct")},
                               std::move(note)});
    }
    return spec;
}

std::optional<BarChartSpec> e7Chart(const std::vector<ExperimentRow>& rows) {
    const auto worlds = summariseE7(rows);
    if (worlds.empty()) return std::nullopt;
    BarChartSpec spec;
    spec.title = "E7  The world: obstacles, wind, fear that spreads (extension)";
    spec.subtitle = "Means over the three winds and " + seedPhrase(rows, "e7") +
                    "; under the bars: escape wave / cruise without / with fear spreading";
    spec.series = {{"largest cluster, steps 400-599", kLargestGrey},
                   {"birds the hawk startled", kClumpingOrange},
                   {"... when fear spreads", kFearRed}};
    auto wave = [](double v) { return std::isnan(v) ? std::string("none") : format("%.1fx", v); };
    for (const E7ObstacleSummary& w : worlds)
        spec.groups.push_back({w.obstacles == "none" ? std::string("no obstacles") : "a " + w.obstacles,
                               {w.largestClusterPct, w.startledPct[0], w.startledPct[1]},
                               wave(w.waveOverCruise[0]) + " / " + wave(w.waveOverCruise[1])});
    return spec;
}

std::optional<BarChartSpec> e8Chart(const std::vector<ExperimentRow>& rows) {
    const auto cells = summariseE8(rows);
    if (cells.empty()) return std::nullopt;
    BarChartSpec spec;
    spec.title = "E8  The confusion effect's null model (extension)";
    spec.subtitle = "Attacks with a would-be catch, all four strategies, " + seedPhrase(rows, "e8") +
                    "; under the bars: measured density, dense / default / sparse";
    spec.series = {{"dense (separation x0.5)", kDenseNavy},
                   {"default", kPolarizationBlue},
                   {"sparse (separation x2)", kLargestGrey}};
    for (int birds : kE8Birds) {
        BarGroup g{std::to_string(birds) + " birds", {}, ""};
        for (const std::string& density : kE8Densities) {
            const auto c = std::find_if(cells.begin(), cells.end(),
                                        [&](const E8Cell& e) { return e.birds == birds && e.density == density; });
            g.values.push_back(c == cells.end() ? std::nan("") : c->caughtPct);
            if (c != cells.end()) g.note += (g.note.empty() ? "" : " / ") + format("%.3f", c->measuredDensity);
        }
        spec.groups.push_back(std::move(g));
    }
    return spec;
}

Image drawBarChart(const BarChartSpec& spec, const ChartFonts& fonts) {
    Image img(kBarChartWidth, kBarChartHeight, kWhite);
    drawHeader(img, fonts, spec.title, spec.subtitle);
    LegendCursor legend{img, fonts, kMarginX, 80.0f};
    for (const auto& s : spec.series)
        legend.add(s.name, [&](float x, float y) { img.fillRect(x, y, x + 14.0f, y + 14.0f, s.color); });

    const Plot p{88.0f, 124.0f, kBarChartWidth - kMarginX, kBarChartHeight - 84.0f, 0.0, spec.yMax};
    drawYAxis(img, fonts, p, niceStep(spec.yMax, 5), spec.yTitle);

    const std::size_t groups = std::max<std::size_t>(1, spec.groups.size());
    const std::size_t series = std::max<std::size_t>(1, spec.series.size());
    const float slot = (p.right - p.left) / static_cast<float>(groups);
    const float barPitch = std::min(slot * 0.7f / static_cast<float>(series), 84.0f);
    const float barGap = std::max(3.0f, barPitch * 0.08f);
    for (std::size_t g = 0; g < spec.groups.size(); ++g) {
        const BarGroup& group = spec.groups[g];
        const float centre = p.left + slot * (static_cast<float>(g) + 0.5f);
        const float start = centre - barPitch * static_cast<float>(series) * 0.5f;
        for (std::size_t s = 0; s < series && s < group.values.size(); ++s) {
            const double v = group.values[s];
            const float x0 = std::round(start + barPitch * static_cast<float>(s) + barGap * 0.5f);
            const float x1 = std::round(start + barPitch * static_cast<float>(s + 1) - barGap * 0.5f);
            if (std::isnan(v)) {
                drawText(img, fonts.regular, "n/a", {(x0 + x1) * 0.5f, p.bottom - 4.0f}, kNotePx, kMutedInk,
                         HAlign::Center, VAlign::Bottom);
                continue;
            }
            const float top = std::round(p.y(v));
            const Rgba color = s < spec.series.size() ? spec.series[s].color : kLargestGrey;
            img.fillRect(x0, top, x1, std::round(p.bottom), color);
            drawText(img, fonts.regular, format("%.1f", v), {(x0 + x1) * 0.5f, top - 5.0f}, kTickPx, kInk,
                     HAlign::Center, VAlign::Bottom);
        }
        drawText(img, fonts.regular, group.label, {centre, p.bottom + 12.0f}, kLabelPx, kInk, HAlign::Center);
        if (!group.note.empty())
            drawText(img, fonts.regular, group.note, {centre, p.bottom + 36.0f}, kNotePx, kMutedInk, HAlign::Center);
    }
    img.fillRect(p.left, std::round(p.bottom), p.right, std::round(p.bottom) + 1.0f, kAxis);
    return img;
}

Image drawHawkSeriesChart(const HawkSeries& s, const std::string& title, const ChartFonts& fonts) {
    Image img(kSeriesChartWidth, kSeriesChartHeight, kWhite);
    std::string subtitle = "Polarization and clumping at every step";
    if (s.hawkSent) subtitle += "; hawk sent at step " + std::to_string(s.hawkSentStep);
    if (s.hawkLeftStep) subtitle += ", gone at step " + std::to_string(*s.hawkLeftStep);
    if (s.regroupStep && s.hawkLeftStep)
        subtitle += "; regrouped at step " + std::to_string(*s.regroupStep) + " (" +
                    std::to_string(*s.regroupStep - *s.hawkLeftStep) + " steps later)";
    else if (s.hawkSent) subtitle += "; no regroup within the run";
    drawHeader(img, fonts, title, subtitle);

    LegendCursor legend{img, fonts, kMarginX, 80.0f};
    legend.add("polarization",
               [&](float x, float y) { img.fillRect(x, y + 5.5f, x + 16.0f, y + 8.5f, kPolarizationBlue); });
    legend.add("clumping", [&](float x, float y) { img.fillRect(x, y + 5.5f, x + 16.0f, y + 8.5f, kClumpingOrange); });
    legend.add("hawk in the sky", [&](float x, float y) { img.fillRect(x, y, x + 16.0f, y + 14.0f, kHawkBandRed); });
    legend.add("regroup", [&](float x, float y) {
        img.dashedLine({x + 8.0f, y - 1.0f}, {x + 8.0f, y + 15.0f}, 2.0f, 4.0f, 3.0f, kRegroupGreen);
    });

    const std::size_t n = s.polarization.size();
    const double steps = n > 1 ? static_cast<double>(n - 1) : 1.0;
    double lowest = 0.0;
    for (float c : s.clumping) lowest = std::min<double>(lowest, c);
    const double yStep = 20.0;
    const Plot p{
        88.0f, 124.0f, kSeriesChartWidth - kMarginX, kSeriesChartHeight - 66.0f, std::floor(lowest / yStep) * yStep,
        100.0};
    auto xOf = [&](double step) { return static_cast<float>(p.left + (p.right - p.left) * step / steps); };

    // The hawk band goes under the grid lines' labels but over the background.
    for (std::size_t t = 0; t < s.hawkInSky.size();) {
        if (!s.hawkInSky[t]) {
            ++t;
            continue;
        }
        std::size_t end = t;
        while (end < s.hawkInSky.size() && s.hawkInSky[end]) ++end;
        img.fillRect(xOf(static_cast<double>(t)), p.top, xOf(static_cast<double>(end)), p.bottom, kHawkBandRed);
        t = end;
    }
    drawYAxis(img, fonts, p, yStep, "percent");

    const double xStep = niceStep(steps, 8);
    for (double v = 0.0; v <= steps + 1e-9; v += xStep) {
        const float x = std::round(xOf(v));
        img.fillRect(x, p.bottom, x + 1.0f, p.bottom + 5.0f, kAxis);
        drawText(img, fonts.regular, format("%.0f", v), {x + 0.5f, p.bottom + 9.0f}, kTickPx, kMutedInk,
                 HAlign::Center);
    }
    drawText(img, fonts.regular, "step", {(p.left + p.right) * 0.5f, p.bottom + 32.0f}, kLabelPx, kMutedInk,
             HAlign::Center);

    auto line = [&](const std::vector<float>& values, Rgba color) {
        std::vector<glm::vec2> points;
        points.reserve(values.size());
        for (std::size_t t = 0; t < values.size(); ++t) points.push_back({xOf(static_cast<double>(t)), p.y(values[t])});
        img.strokePolyline(points, 1.7f, color);
    };
    line(s.clumping, kClumpingOrange);
    line(s.polarization, kPolarizationBlue);

    if (s.regroupStep) {
        const float x = std::round(xOf(*s.regroupStep)) + 0.5f;
        img.dashedLine({x, p.top}, {x, p.bottom}, 2.0f, 7.0f, 5.0f, kRegroupGreen);
        drawText(img, fonts.regular, "regroup", {x + 6.0f, p.top + 4.0f}, kNotePx, kRegroupGreen);
    }
    img.fillRect(p.left, std::round(p.bottom), p.right, std::round(p.bottom) + 1.0f, kAxis);
    return img;
}

}  // namespace murmur::report
