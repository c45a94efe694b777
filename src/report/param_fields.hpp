// param_fields.hpp - every SimParams field as (name, exact text), in declaration order.
//
// The one list the report prints as "the exact parameters" and the results cache hashes
// into its key, so a changed field can never reuse a stale result. Floats are written
// with 9 significant digits (enough to round-trip a float).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "murmur/params.hpp"

namespace murmur::report {

using ParamField = std::pair<std::string, std::string>;

std::vector<ParamField> paramFields(const SimParams& params);

}  // namespace murmur::report
