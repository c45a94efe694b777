// sweep_spec.hpp - a parameter sweep as a JSON spec: a base flock, axes over any SimParams
// field, seeds, steps, the window to average and the measures; and its cells.
//
//   {"description": "the flocking transition",
//    "base": "base.json",                                  (optional: a settings file, or an
//                                                          object of settings; default flock)
//    "axes": {"jitter": {"from": 0, "to": 0.6, "steps": 7},  (any field by its settings name:
//             "topologicalK": [1, 3, 7, 15]},                 a list, or an even range)
//    "seeds": 4,                                  (1..4; or a list of seeds: [1, 7, 9])
//    "steps": 2000, "window": 400,                (average over the last 400 of 2,000 steps)
//    "measures": ["polarization", "largest_cluster_pct"]}
//
// The cells are every combination of the axes' values, the first axis varying slowest;
// each cell's parameters are the base with its axis values applied as settings
// (settings_file.hpp), so an axis accepts exactly what a settings file accepts for that
// field. Parsing checks everything, every cell included, before anything runs; an error
// is one line naming the spec file, the key and what is allowed.
// Not here: running a cell (cell_run.hpp) or files of results (results_file.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "murmur/model/params.hpp"
#include "murmur/model/result.hpp"

namespace murmur::sweep {

// What a run reports, each the mean over the window's steps (docs/model.md, Metrics).
enum class Measure {
    Polarization,       // "polarization": 100 * |mean heading|
    LargestClusterPct,  // "largest_cluster_pct": the largest cluster's share of all birds, %
    Clusters,           // "clusters": the number of counted clusters
    Clumping,           // "clumping": 100 * (1 - mean distance to the centroid / D_UNIFORM)
};

// Every measure, in the order results.csv's columns and messages list them.
std::span<const Measure> allMeasures();
// The names the specs and results.csv use; parseMeasure is the inverse.
const char* measureName(Measure measure);
std::optional<Measure> parseMeasure(std::string_view name);
// "polarization, largest_cluster_pct, clusters, clumping": for messages.
std::string measureNames();

// Bounds that keep a typo from asking for a year of computing.
inline constexpr std::size_t kMaxSweepCells = 100'000;
inline constexpr std::size_t kMaxSweepSeeds = 1'000;
inline constexpr std::size_t kMaxSweepRuns = 1'000'000;  // cells x seeds
inline constexpr int kMaxSweepSteps = 10'000'000;
inline constexpr int kMaxRangeSteps = 10'000;

struct AxisValue {
    std::string json;  // as a settings file writes it: 0.3, "metric", [70,30,70]
    std::string text;  // as results.csv writes it: the field's exact text (murmur/model/param_table.hpp)
    double position;   // where a chart puts it: the number, or the value's index if not a number
};

struct SweepAxis {
    std::string field;  // a SimParams field's settings name, e.g. "jitter"
    std::vector<AxisValue> values;
    bool numeric = true;  // every value is a number (charts space them by value)
};

struct SweepSpec {
    std::string description;      // free text, kept in spec.json
    SimParams base;               // the default flock with the spec's base applied
    std::vector<SweepAxis> axes;  // at least one; never "seed" (seeds are their own list)
    std::vector<std::uint32_t> seeds;
    int steps = 0;                  // steps per run, >= 1
    int window = 0;                 // the measures average steps (steps - window, steps], 1 <= window <= steps
    std::vector<Measure> measures;  // at least one, no repeats
};

struct SweepCell {
    std::size_t index = 0;            // its place in expandCells' order
    std::vector<std::string> values;  // one AxisValue::text per axis, in axis order
    SimParams params;                 // the base with this cell's axis values applied
};

// Parses and checks a spec; `source` names it in messages and a base settings file is
// read relative to baseFolder.
Result<SweepSpec> parseSweepSpec(std::string_view json, const std::string& source,
                                 const std::filesystem::path& baseFolder);
// Reads the file (at most 1 MiB) and parses it; a base file is relative to the spec's folder.
Result<SweepSpec> loadSweepSpec(const std::string& path);

// Applies a settings file over the spec's base (`murmur-cli sweep --config FILE`) and checks
// every cell again; all or nothing, a reason naming the file (or the cell) otherwise.
Status applyBaseSettingsFile(SweepSpec& spec, const std::string& path);
// Makes `base` the spec's base (`murmur-cli sweep --set`) and checks every cell again; all
// or nothing, a reason naming `source` (or the cell) otherwise.
Status applyBase(SweepSpec& spec, const SimParams& base, const std::string& source);

// The spec as one self-contained JSON file, every base field written out: what a sweep's
// DIR/spec.json holds, and what parseSweepSpec reads back to the same spec.
std::string sweepSpecJson(const SweepSpec& spec);

// Every cell, first axis slowest. The spec must come from parseSweepSpec (checked there).
std::vector<SweepCell> expandCells(const SweepSpec& spec);

// The number of cells, without making them.
std::size_t cellCount(const SweepSpec& spec);

}  // namespace murmur::sweep
