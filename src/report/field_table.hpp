// field_table.hpp - the flock against the field data as text: a markdown table, tidy CSV
// rows `measure,value,field_value,source,agrees`, and the size series. Used by
// `murmur-cli measure`. Not here: measuring (murmur/analysis/field_run.hpp) or the reference values
// (murmur/analysis/field_reference.hpp).
#pragma once

#include <optional>
#include <string>

#include "murmur/analysis/field_reference.hpp"
#include "murmur/analysis/field_run.hpp"

namespace murmur::report {

// A value as the tables show it (3 significant digits; "-" for nothing).
std::string formatFieldValue(std::optional<float> value);

// One row per FieldQuantity but the series' slope: measure, ours, field, source, verdict, meaning.
std::string fieldMarkdown(const FieldAverage& average);
// The header and one row per quantity; agrees is yes / no / not comparable.
std::string fieldCsv(const FieldAverage& average);

// n, L, xi per flock, then the fit and its verdict against xi = 0.35 L.
std::string sizeSeriesMarkdown(const SizeSeries& series);
// n,L,xi,fit_slope,fit_r2: one row per flock, the fit xi = a L through the origin (a, its uncentred
// R^2) repeated on each.
std::string sizeSeriesCsv(const SizeSeries& series);

}  // namespace murmur::report
