#include "report/report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <system_error>

#include "io/output_file.hpp"
#include "io/settings_file.hpp"
#include "io/version.hpp"
#include "murmur/model/param_table.hpp"
#include "report/charts.hpp"
#include "report/experiments_tables.hpp"

namespace murmur::report {
namespace {

constexpr const char* kHawkChartFile = "hawk_time_series.png";

struct ChartEntry {
    const char* experiment;
    const char* fileName;
    std::optional<BarChartSpec> (*spec)(const std::vector<ExperimentRow>&);
};
constexpr ChartEntry kBarCharts[] = {
    {"e1", "e1_neighbour_count.png", &e1Chart}, {"e2", "e2_rule_ablation.png", &e2Chart},
    {"e3", "e3_half_spread.png", &e3Chart},     {"e4", "e4_hawk.png", &e4Chart},
    {"e5", "e5_hawk_strategies.png", &e5Chart}, {"e6", "e6_starling_parts.png", &e6Chart},
    {"e7", "e7_the_world.png", &e7Chart},       {"e8", "e8_confusion.png", &e8Chart},
};

bool has(const std::vector<ExperimentRow>& rows, const std::string& e) {
    return std::any_of(rows.begin(), rows.end(), [&](const auto& r) { return r.experiment == e; });
}

std::string seedList(const std::vector<ExperimentRow>& rows, const std::string& e) {
    std::vector<std::uint32_t> seeds;
    for (const auto& r : rows)
        if (r.experiment == e && std::find(seeds.begin(), seeds.end(), r.seed) == seeds.end()) seeds.push_back(r.seed);
    std::sort(seeds.begin(), seeds.end());
    std::string out;
    for (auto s : seeds) out += (out.empty() ? "" : ", ") + std::to_string(s);
    return out;
}

std::string number(double v) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

// experimentsMarkdown's sections ("### E1 ..."), each with the chart that goes with it.
std::string tablesWithCharts(const std::vector<ExperimentRow>& rows) {
    const std::string tables = experimentsMarkdown(rows);
    std::vector<std::string> sections;
    for (std::size_t start = 0; start < tables.size();) {
        std::size_t next = tables.find("\n### ", start + 1);
        next = next == std::string::npos ? tables.size() : next + 1;
        sections.push_back(tables.substr(start, next - start));
        start = next;
    }
    std::string out;
    for (auto& section : sections) {
        out += section;
        for (const auto& chart : kBarCharts) {
            const std::string heading = std::string("### E") + (chart.experiment + 1);
            if (section.rfind(heading, 0) == 0 && has(rows, chart.experiment))
                out += "![" + heading.substr(4) + " chart](" + chart.fileName + ")\n\n";
        }
    }
    return out;
}

std::string reproduceCommand(const ReportInputs& in) {
    std::vector<std::string> present;
    for (const std::string& e : kExperimentNames)
        if (has(in.rows, e)) present.push_back(e);
    std::string cmd = "murmur-cli experiments --seeds " + std::to_string(in.seeds);
    if (present != kDefaultExperiments) {
        cmd += " --only ";
        for (std::size_t i = 0; i < present.size(); ++i) cmd += (i ? "," : "") + present[i];
    }
    // E6's flock sizes, from its variants' "n=" (when they are not the default ones).
    std::vector<int> sizes;
    for (const auto& v : variantsOf(in.rows, "e6"))
        if (const std::size_t at = v.find(" n="); at != std::string::npos) {
            const int n = std::stoi(v.substr(at + 3));
            if (std::find(sizes.begin(), sizes.end(), n) == sizes.end()) sizes.push_back(n);
        }
    if (!sizes.empty() && sizes != ExperimentOptions{}.e6Birds) {
        cmd += " --e6-birds ";
        for (std::size_t i = 0; i < sizes.size(); ++i) {
            if (i > 0) cmd += ',';
            cmd += std::to_string(sizes[i]);
        }
    }
    return cmd + " --report DIR";
}

std::optional<std::string> writeChart(const std::filesystem::path& path, const Image& image) {
    return writePngAtomically(path, image);
}

}  // namespace

std::vector<ReportFile> reportChartFiles(const std::vector<ExperimentRow>& rows) {
    std::vector<ReportFile> files;
    for (const auto& chart : kBarCharts)
        if (has(rows, chart.experiment)) files.push_back({chart.experiment, chart.fileName});
    files.push_back({"hawk", kHawkChartFile});
    return files;
}

std::string reportMarkdown(const ReportInputs& in, const HawkSeries& series) {
    const std::string version = in.version.empty() ? versionLine() : in.version;
    std::ostringstream md;
    md << "# Murmuration lab: experiments report\n\n";
    md << "Program: " << version << ". Model: docs/model.md, section \"Experiments\".\n\n";
    md << "Every figure below comes from the runs listed here and can be reproduced exactly: on the CPU backend every "
          "run is "
          "deterministic for its seed and parameters, whatever the thread count.\n\n";
    md << "To reproduce: `" << reproduceCommand(in) << "`";
    if (paramFields(in.base) == paramFields(SimParams{})) md << " (the default parameters, listed at the end).\n\n";
    else
        md << " --config " << kReportSettingsFile
           << " (the base parameters, listed at the end, differ from the "
              "defaults; that file, beside this report, holds them all).\n\n";

    md << "## Runs\n\n| experiment | seeds | what changes from the parameters below |\n|---|---|---|\n";
    const std::pair<const char*, const char*> runs[] = {
        {"e0", "nothing; polarization at steps 0 and 50"},
        {"e1", "topologicalK in {1, 3, 7, 15}; means over steps 1,601-2,000"},
        {"e2", "one of cohesionWeight, alignmentWeight, separationWeight set to 0; means over steps 1,601-2,000"},
        {"e3", "neighbourMode topological (k = 7) or metric (r = 2.9); half the flock spread 3x at step 600"},
        {"e4", "a hawk sent at step 600; 2,000 steps"},
        {"e5",
         "(extension) hawkStrategy in {centroid, nearest, intercept, stoop}; a hawk sent at step 600; to the "
         "regroup or 2,000 steps"},
        {"e6",
         "(extension) the starling model (model = starling and its preset), all parts or one of vision, flight, "
         "roost, range, differences off, at each flock size of the variants (n=); 3,000 steps, then a field "
         "measure every 10 steps over 500"},
        {"e7",
         "(extension) obstacles none, a pylon or a wood; wind none, light (examples/presets/wind.json) or strong "
         "(3x its wind, 2x its gusts); fearContagion 0 or 0.8; measured over steps 400-599 (the field every 20), "
         "then a hawk at step 600 to the regroup or 2,000 steps"},
    };
    for (const auto& [e, what] : runs)
        if (has(in.rows, e))
            md << "| " << char(e[0] - 32) << (e + 1) << " | " << seedList(in.rows, e) << " | " << what << " |\n";
    md << "\nEach experiment's seed overrides the `seed` parameter.\n\n";

    md << "## Results (means over seeds)\n\n" << tablesWithCharts(in.rows);

    md << "## One run with a hawk\n\n";
    md << "Seed " << series.seed << ", " << series.birdCount << " birds, "
       << (series.polarization.empty() ? 0 : series.polarization.size() - 1) << " steps";
    if (series.hawkSent) {
        md << ", hawk sent at step " << series.hawkSentStep;
        if (series.hawkLeftStep) md << ", gone at step " << *series.hawkLeftStep;
        char lowest[32];
        std::snprintf(lowest, sizeof lowest, "%.1f", static_cast<double>(series.minPolarizationInSky));
        md << ". Lowest polarization while it was in the sky: " << lowest << ". ";
        if (series.regroupStep && series.hawkLeftStep)
            md << "Regrouped at step " << *series.regroupStep << ", " << (*series.regroupStep - *series.hawkLeftStep)
               << " steps after the hawk left.";
        else md << "No regroup within the run.";
    }
    md << "\n\nBlue: polarization; orange: clumping; red band: the hawk in the sky; green dashed line: the "
          "regroup.\n\n";
    md << "![One run with a hawk](" << kHawkChartFile << ")\n\n";

    md << "## Every value (per seed)\n\nAlso in `results.csv`.\n\n| experiment | variant | seed | metric | value "
          "|\n|---|---|---:|---|---:|\n";
    for (const auto& r : in.rows)
        md << "| " << r.experiment << " | " << r.variant << " | " << r.seed << " | " << r.metric << " | "
           << number(r.value) << " |\n";

    md << "\n## Parameters\n\nThe base flock of every run (`SimParams`), exactly:\n\n| parameter | value "
          "|\n|---|---|\n";
    for (const auto& [name, value] : paramFields(in.base)) md << "| " << name << " | " << value << " |\n";
    md << "\n";
    return md.str();
}

std::optional<std::string> writeReport(const std::filesystem::path& dir, const ReportInputs& in) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) return "cannot create the report folder " + dir.string() + ": " + ec.message();
    if (!std::filesystem::is_directory(dir, ec)) return "the report folder " + dir.string() + " is not a folder";

    HawkSeries series;
    if (in.hawkSeries) {
        series = *in.hawkSeries;
    } else {
        SimParams p = in.base;
        p.seed = 1;
        series = runHawkSeries(p, kHawkSeriesSteps, kHawkSeriesHawkStep, in.backend);
    }

    // report.md last: its presence means every file it links to was written.
    if (auto err = writeFileAtomically(dir / "results.csv", experimentsCsv(in.rows))) return err;
    if (auto err = writeSettingsFile((dir / kReportSettingsFile).string(), in.base)) return err;
    const ChartFonts fonts = ChartFonts::system();
    for (const auto& chart : kBarCharts)
        if (auto spec = chart.spec(in.rows))
            if (auto err = writeChart(dir / chart.fileName, drawBarChart(*spec, fonts))) return err;
    const std::string title = "One run with a hawk at step " + std::to_string(series.hawkSentStep) + " (seed " +
                              std::to_string(series.seed) + ", " + std::to_string(series.birdCount) + " birds)";
    if (auto err = writeChart(dir / kHawkChartFile, drawHawkSeriesChart(series, title, fonts))) return err;
    return writeFileAtomically(dir / "report.md", reportMarkdown(in, series));
}

}  // namespace murmur::report
