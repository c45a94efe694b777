// settings_file.hpp - SimParams as a JSON settings file: every field by its name
// (murmur/model/param_table.hpp), so any run can be written down, shared and run again.
//
//   {"birdCount": 1500, "neighbourMode": "topological", "topologicalK": 7, ...,
//    "skyRadii": [70, 30, 70], ..., "scaleSkyWithBirds": false, ...}
//
// A file may name any subset of the fields; the rest keep the values they had. Reading is
// all or nothing: an unknown key, a wrong type, a non-finite or out-of-range value, or
// parameters that do not validate() as a whole give one line naming the file, the key and
// what is allowed, and the parameters are left untouched.
// `murmur-cli config --defaults` prints the full default file.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "murmur/model/params.hpp"

namespace murmur::report {

// Every field, in declaration order, one per line (a complete file).
std::string settingsJson(const SimParams& params);
// The same on one line with no spaces ({"birdCount":1500,...}): one word of a script's
// `settings JSON` line.
std::string settingsLine(const SimParams& params);

// Applies the JSON text's fields to `params` (all or nothing); `source` names the text in
// messages. Returns the reason on failure.
std::optional<std::string> applySettingsJson(std::string_view text, const std::string& source, SimParams& params);

// Reads the file (at most 1 MiB) and applies it as above.
std::optional<std::string> applySettingsFile(const std::string& path, SimParams& params);

// Writes settingsJson atomically (output_file.hpp).
std::optional<std::string> writeSettingsFile(const std::string& path, const SimParams& params);

// Where an output's settings go beside it: "runs/metrics.csv" -> "runs/metrics.csv.settings.json";
// nothing for standard output or a device.
std::optional<std::string> settingsSidecarPath(const std::string& outputPath);

}  // namespace murmur::report
