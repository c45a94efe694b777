// snapshot.hpp - every bird at one step as CSV, for `murmur-cli run --snapshot FILE` and
// the window program: header `id,x,y,z,hx,hy,hz,speed,fear`, one row per bird in index
// order, floats with 9 significant digits (they read back to the same float).
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "murmur/model/flock_state.hpp"

namespace murmur::report {

inline constexpr const char* kSnapshotHeader = "id,x,y,z,hx,hy,hz,speed,fear";

// The CSV text (header and one line per bird).
std::string snapshotCsv(const FlockState& state);

// Writes snapshotCsv atomically; a one-line error if the state holds a non-finite value
// (nothing is written then) or the file cannot be written.
std::optional<std::string> writeSnapshotCsv(const std::filesystem::path& path, const FlockState& state);

}  // namespace murmur::report
