// sim_flags.hpp - the command-line flags that edit SimParams, shared by murmur-cli and
// the window program so both accept exactly the same names. All of them come from the
// parameter table (murmur/model/param_table.hpp):
//
//   --config FILE        a settings file, applied first wherever it stands on the line
//   --set KEY=VALUE      any setting by its settings-file key (repeatable)
//   --ALIAS VALUE        the table's short flags: --birds --k --neighbours --radius
//                        --cohesion --alignment --separation --seed --start-radius
//                        --hawk-strategy --hawk-navigation --hawk-stoop-speed
//                        --hawk-stoop-height --hawk-catch-radius; --scale-sky is a switch
//
// A value out of its row's range fails the parse (exit 2) with one line naming the key and
// the range; CLI11 lets NaN and inf through its own numeric parsing, the table does not.
// checkSimFlags then checks the limits that tie fields together (validate()).
#pragma once

#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "murmur/model/params.hpp"

namespace murmur::cli {

// The exit code for every usage error (bad flag, bad value, bad script line).
inline constexpr int kUsageExit = 2;

// The parameters the flags build, between parsing and checking.
struct SimFlags {
    SimParams params;
};

SimFlags simFlagsFor(const SimParams& params);

// withBirdCount = false leaves --birds to the caller (bench takes a list of counts; its
// `--set birdCount=N` is refused there too).
void addSimFlags(CLI::App& app, SimFlags& flags, bool withBirdCount = true);

// --set KEY=VALUE alone (repeatable), applied to target as it is parsed, for the commands
// whose other flags are not the simulation's (experiments).
void addSetFlag(CLI::App& app, SimParams& target, bool withBirdCount = true);
extern const char* const kSetFlagHelp;
// One KEY=VALUE onto params (that row's range only; validate() checks the whole). Returns
// the reason on bad input: no '=', an unknown key, a value out of range.
std::optional<std::string> applySetPair(SimParams& params, const std::string& pair, bool withBirdCount = true);

// Validates the parameters as a whole; returns a reason on bad input.
std::optional<std::string> checkSimFlags(SimFlags& flags);

// Sets one setting by its key or alias (`set KEY VALUE` in a script), all or nothing.
// Returns a reason on bad input.
std::optional<std::string> setSimParam(SimParams& params, const std::string& name, const std::string& value);

// Parses argv; returns an exit code to stop with (0 after --help, 2 on a usage error,
// with the message already printed), or nothing to carry on.
std::optional<int> parseOrExit(CLI::App& app, int argc, char** argv, const char* program);

}  // namespace murmur::cli
