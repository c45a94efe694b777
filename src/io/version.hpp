// version.hpp - what a report or a cached result says it came from.
//
// The program version is the CMake project version. The model version is bumped by hand
// whenever a change to the model or the experiment protocols changes any result: it keys
// the results cache (so stale results are never shown) and is printed in every report.
#pragma once

#include <string>

namespace murmur::report {

// Bump when results change (docs/model.md, src/analysis/experiments.cpp, defaults in params.hpp).
// 2: the flock starts in a ball of radius 20 (was an ellipsoid of radii 30, 12, 30).
inline constexpr int kModelVersion = 2;

// The CMake PROJECT_VERSION, e.g. "0.1.0".
std::string programVersion();

// "murmur 0.1.0 (model 2)".
std::string versionLine();

}  // namespace murmur::report
