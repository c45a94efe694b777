// experiments_tables.hpp - docs/model.md's experiments as text: a markdown table per
// experiment (means over seeds) and the tidy CSV rows. Used by `murmur-cli experiments` and
// the report (report.hpp). Not here: running them (murmur/analysis/experiments.hpp) or charts
// (charts.hpp).
#pragma once

#include <string>
#include <vector>

#include "murmur/analysis/experiments.hpp"

namespace murmur::report {

// A readable markdown table per experiment (means over seeds).
std::string experimentsMarkdown(const std::vector<ExperimentRow>& rows);

// Tidy CSV with the header experiment,variant,seed,metric,value.
std::string experimentsCsv(const std::vector<ExperimentRow>& rows);

}  // namespace murmur::report
