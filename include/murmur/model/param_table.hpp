// param_table.hpp - every SimParams field described once: the one table every path reads.
//
// A row names the field, its settings-file key (also `--set KEY=VALUE` on every command
// line and the script's `set KEY VALUE`), an optional short command-line alias (`--k`,
// `--birds`), its accepted range, its unit and a one-line meaning. From this table come:
// validate() (params.hpp), the settings file's reader and writer (io/settings_file.hpp),
// `murmur-cli config --defaults` and `config --list`, the results cache's key, the report's
// parameter list, the command-line flags (cli/sim_flags.hpp), the Python `Settings`
// attributes and their docstrings, and the panel's tooltips.
//
// Adding a setting is one SimParams field and one row in param_table.cpp; the test
// ParamTable.EveryFieldHasARow counts the struct's fields against the rows.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include <glm/vec3.hpp>

#include "murmur/model/params.hpp"

namespace murmur {

// A pointer to one SimParams member, of one of the kinds the struct uses.
using ParamMember = std::variant<int SimParams::*, std::uint32_t SimParams::*, float SimParams::*, bool SimParams::*,
                                 glm::vec3 SimParams::*, NeighbourMode SimParams::*, HawkStrategy SimParams::*,
                                 FlockModel SimParams::*, ObstacleList SimParams::*, HawkStrategyList SimParams::*>;

struct ParamRow {
    const char* key;  // the settings file's key, `--set KEY=VALUE`, the script's `set KEY VALUE`
    ParamMember member;
    double lo = 0.0;  // every number (each component of a vector) lies in [lo, hi],
    double hi = 0.0;  // or (lo, hi] when loOpen; unused for bool and the named choices
    bool loOpen = false;
    const char* unit = "";     // "birds", "model units", "radians per step", ... ("" for none)
    const char* meaning = "";  // one line, for --help, tooltips, docstrings and `config --list`
    const char* alias = "";    // the short command-line flag without dashes ("k"), or ""
};

// Every field, in declaration order.
std::span<const ParamRow> paramTable();

// The row whose key or alias is `name` ("topologicalK" or "k"), or nullptr.
const ParamRow* findParam(std::string_view name);

// What the row accepts, as messages show it: "[0, 64]", "(0, 100]", "true or false",
// "topological or metric", "3 numbers in (0, 1e+06]".
std::string rangeText(const ParamRow& row);
// "a whole number in [1, 64]", "a number in (0, 100]", "true or false", "a list of obstacles
// ...": what a message
// says was expected.
std::string expectedText(const ParamRow& row);

// "meaning (unit; range)": one line for --help, the panel's tooltips and Python docstrings.
std::string describe(const ParamRow& row);

// The names a choice row accepts, in order ("topological", "metric"); empty for others.
std::vector<std::string_view> choiceNames(const ParamRow& row);

// The value's exact text: "1500", "0.09", "70 30 70", "true", "topological", "centroid",
// "cylinder 40 -40 0 2 60; sphere 0 20 30 4" (obstacle_shapes.hpp), "nearest stoop", "none".
std::string paramText(const SimParams& params, const ParamRow& row);

using ParamField = std::pair<std::string, std::string>;
// (key, exact text) of every field, in table order.
std::vector<ParamField> paramFields(const SimParams& params);

// The shortest decimal text that reads back as exactly v ("0.09", not "0.0900000036").
std::string shortestText(float v);

// A typed value for one row, as a settings file or a command line gives it.
// (A list of obstacles comes as text, or from a settings file already read as a list; a
// list of hawk strategies as text, "nearest stoop".)
using ParamValue = std::variant<double, bool, std::string, glm::dvec3, ObstacleList>;

// Sets the row's field from a typed value: numbers must be finite and in range (whole for
// the integer fields), choices must be one of the names, vectors have 3 numbers. On a bad
// value returns "expected ..., got ..." (got: the caller's text of the value) and leaves
// params as they were. Cross-field limits are validate()'s.
std::optional<std::string> setParam(SimParams& params, const ParamRow& row, const ParamValue& value,
                                    std::string_view shownValue);

// The same from text as a command line or a script gives it: numbers ("0.5", "1e3"),
// true/false (also on/off, 1/0), a choice's name, a vector as "x,y,z" or "x y z", obstacles
// in their text form.
std::optional<std::string> setParamText(SimParams& params, const ParamRow& row, std::string_view text);

// `KEY=VALUE` or (key, value) by key or alias, checked as one whole: the row's range, then
// validate() of the result. All or nothing; the reason names the key and the range.
std::optional<std::string> setParamByName(SimParams& params, std::string_view name, std::string_view value);

}  // namespace murmur
