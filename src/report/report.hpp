// report.hpp - the reproducible experiments report: `murmur-cli experiments --report DIR`.
//
// writeReport fills DIR with report.md (the tables, the per-seed values, the seeds, every
// parameter, the program and model version), results.csv (tidy rows) and PNG charts: one
// bar chart per experiment E1-E5 and the time series of one run with a hawk.
// Not here: running the experiments (murmur/analysis/experiments.hpp); the caller passes the rows.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "murmur/analysis/experiments.hpp"
#include "murmur/model/params.hpp"
#include "report/hawk_series.hpp"

namespace murmur::report {

// Beside report.md: every parameter of the base flock (settings_file.hpp).
inline constexpr const char* kReportSettingsFile = "settings.json";

struct ReportInputs {
    std::vector<ExperimentRow> rows;  // from runExperiments (any subset of E0-E5)
    SimParams base;                   // the flock the experiments ran with
    int seeds = 4;                    // seeds 1..seeds (E0 uses seed 1)
    std::string version;              // empty: versionLine()
    // The time-series run (docs/model.md E4's protocol with base and seed 1); computed by
    // writeReport when absent. Tests and callers that already have it pass it in.
    std::optional<HawkSeries> hawkSeries;
    BackendFactory backend;  // for the time-series run; empty: the CPU backend
};

// The chart files writeReport makes, by experiment ("e1".."e5", "hawk").
struct ReportFile {
    std::string what;
    std::string fileName;
};
std::vector<ReportFile> reportChartFiles(const std::vector<ExperimentRow>& rows);

// report.md's text for the given inputs and series (no files touched).
std::string reportMarkdown(const ReportInputs& inputs, const HawkSeries& series);

// Writes everything into dir (created if needed; files there are replaced). Returns a
// one-line error (e.g. the folder cannot be created or written) or nothing on success.
std::optional<std::string> writeReport(const std::filesystem::path& dir, const ReportInputs& inputs);

}  // namespace murmur::report
