// sim_flags.hpp - the command-line flags that edit SimParams, shared by murmur-cli and
// the window program so both accept exactly the same names.
//
// addSimFlags registers --birds --k --neighbours --radius --cohesion --alignment
// --separation --seed --start-radius --scale-sky and the hawk's --hawk-strategy
// --hawk-navigation --hawk-stoop-speed --hawk-stoop-height --hawk-catch-radius on a CLI11 app (or subcommand). CLI11
// lets NaN and inf through its numeric parsing, so checkSimFlags must run after parsing: it rejects non-finite and
// out-of-range values with a one-line reason.
#pragma once

#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "murmur/params.hpp"

namespace murmur::cli {

// The exit code for every usage error (bad flag, bad value, bad script line).
inline constexpr int kUsageExit = 2;

// Holds the raw values between parsing and checking.
struct SimFlags {
    SimParams params;
    std::string neighbours = "topological";
    std::string hawkStrategy = "centroid";
};

// The raw texts of the params' enum fields, so that flags parsed over them keep them.
SimFlags simFlagsFor(const SimParams& params);

// withBirdCount = false leaves --birds to the caller (bench takes a list of counts).
void addSimFlags(CLI::App& app, SimFlags& flags, bool withBirdCount = true);

// Applies the neighbour mode and validates everything; returns a reason on bad input.
std::optional<std::string> checkSimFlags(SimFlags& flags);

// Applies `--name value` (the same names, without dashes) to params, for live edits such as
// the window program's script command `set NAME VALUE`. Returns a reason on bad input.
std::optional<std::string> setSimParam(SimParams& params, const std::string& name, const std::string& value);

// Parses argv; returns an exit code to stop with (0 after --help, 2 on a usage error,
// with the message already printed), or nothing to carry on.
std::optional<int> parseOrExit(CLI::App& app, int argc, char** argv, const char* program);

}  // namespace murmur::cli
