// results_cache.hpp - experiment results kept on disk between runs, so the window program
// shows them at once on the next start and `murmur-cli experiments` can skip known work.
//
// A result is keyed by the model version, every SimParams field, the seed count and the
// experiment list: a change to any of them gives another file, never a stale result.
// The file is a header line (magic, format version, row count, body size, FNV-1a 64 of the
// body) and a tidy CSV body; loading checks all of it and returns either every row or
// nothing. Saving writes a temporary file and renames it, so a reader never sees half a file.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "murmur/analysis/experiments.hpp"
#include "murmur/model/params.hpp"

namespace murmur::report {

// $XDG_CACHE_HOME/murmur if that is an absolute path, else $HOME/.cache/murmur; nothing
// when neither is usable. The folder is not created here.
std::optional<std::filesystem::path> cacheDirectory();
// The same rule from given values (null or empty: unset), for tests.
std::optional<std::filesystem::path> cacheDirectoryFrom(const char* xdgCacheHome, const char* home);

// 16 hex digits: a stable hash (FNV-1a 64) of the model version, every SimParams field,
// the seed count and the experiment list (in the given order).
std::string resultsCacheKey(const SimParams& base, int seeds, const std::vector<std::string>& experiments);
std::string resultsCacheKey(const ExperimentOptions& options);

// dir / "experiments-<key>.csv".
std::filesystem::path resultsCachePath(const std::filesystem::path& dir, const std::string& key);

// Writes rows atomically (creating the folder); returns a one-line error on failure.
// Rows whose experiment, variant or metric hold a comma or a line break are refused.
std::optional<std::string> saveResults(const std::filesystem::path& path, const std::vector<ExperimentRow>& rows);

// Every row of a file saveResults wrote, or nothing if the file is missing, truncated,
// corrupt or of another format version. Never partial.
std::optional<std::vector<ExperimentRow>> loadResults(const std::filesystem::path& path);

// The two calls the window program needs: the cached rows for these options (nothing when
// there is no cache folder or no valid file), and saving rows for them (an error when there
// is no cache folder or it cannot be written). Both use cacheDirectory() and the key.
std::optional<std::vector<ExperimentRow>> loadCachedResults(const ExperimentOptions& options);
std::optional<std::string> saveCachedResults(const ExperimentOptions& options, const std::vector<ExperimentRow>& rows);

// E8's player flights (experiments.hpp): every flight-*.csv the window saved in dir, in name
// order, into out (their rows; the files read; the repeats, files with the same rows as one
// before them, as a replayed session saves its flight again, counted once and skipped). A
// one-line error names a missing folder, or the file that is unreadable, not a player
// flight's, or flown with another model than `model`.
struct PlayerFlights {
    std::vector<ExperimentRow> rows;
    int files = 0, repeats = 0;
};
std::optional<std::string> loadPlayerFlights(const std::filesystem::path& dir, FlockModel model, PlayerFlights& out);

}  // namespace murmur::report
