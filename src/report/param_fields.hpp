// param_fields.hpp - every SimParams field by name: its kind, its accepted range, its exact
// text. One table (param_fields.cpp), in declaration order, serves the report ("the exact
// parameters"), the results cache's key (a changed field can never reuse a stale result)
// and the settings files (settings_file.hpp). Floats are written with the fewest digits
// that read back to the same float.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include <glm/vec3.hpp>

#include "murmur/params.hpp"

namespace murmur::report {

// A pointer to one SimParams member, of one of the kinds the struct uses.
using ParamMember = std::variant<int SimParams::*, std::uint32_t SimParams::*, float SimParams::*, bool SimParams::*,
                                 glm::vec3 SimParams::*, NeighbourMode SimParams::*, HawkStrategy SimParams::*>;

struct ParamSpec {
    const char* name;  // the C++ field name, also the settings file's key
    ParamMember member;
    double lo = 0.0;  // every number (each component of a vector) lies in [lo, hi],
    double hi = 0.0;  // or (lo, hi] when loOpen; unused for bool, the mode and the strategy
    bool loOpen = false;
};

// Every field, in declaration order.
const std::vector<ParamSpec>& paramSpecs();

// "[0, 64]" or "(0, 100]": the range as a message shows it.
std::string rangeText(const ParamSpec& spec);

using ParamField = std::pair<std::string, std::string>;

// (name, exact text) of every field: "birdCount" "1500", "skyRadii" "70 30 70", ...
std::vector<ParamField> paramFields(const SimParams& params);

// The shortest decimal text that reads back as exactly v ("0.09", not "0.0900000036").
std::string shortestText(float v);

}  // namespace murmur::report
