#include "io/results_cache.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <system_error>

#include <unistd.h>

#include "io/output_file.hpp"
#include "io/version.hpp"
#include "murmur/model/hash.hpp"
#include "murmur/model/param_table.hpp"

namespace murmur::report {
namespace {

constexpr const char* kMagic = "murmur-results";
constexpr int kFormatVersion = 1;
// Bounds on what a cached row may hold (far past any real metric, still safe to convert).
constexpr double kMaxCachedMagnitude = 1e7;
constexpr std::uint32_t kMaxCachedSeed = 1u << 20;

std::string hex64(std::uint64_t v) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

// Splits one CSV line of plain fields (the cache never writes quotes).
std::vector<std::string_view> splitFields(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= line.size(); ++i)
        if (i == line.size() || line[i] == ',') {
            out.push_back(line.substr(start, i - start));
            start = i + 1;
        }
    return out;
}

bool plainField(const std::string& s) {
    return s.find_first_of(",\n\r") == std::string::npos;
}

}  // namespace

std::optional<std::filesystem::path> cacheDirectoryFrom(const char* xdgCacheHome, const char* home) {
    // The XDG spec says a relative $XDG_CACHE_HOME is invalid and must be ignored.
    if (xdgCacheHome && *xdgCacheHome && std::filesystem::path(xdgCacheHome).is_absolute())
        return std::filesystem::path(xdgCacheHome) / "murmur";
    if (home && *home) return std::filesystem::path(home) / ".cache" / "murmur";
    return std::nullopt;
}

std::optional<std::filesystem::path> cacheDirectory() {
    return cacheDirectoryFrom(std::getenv("XDG_CACHE_HOME"), std::getenv("HOME"));
}

std::string resultsCacheKey(const SimParams& base, int seeds, const std::vector<std::string>& experiments) {
    std::string text = "model=" + std::to_string(kModelVersion) + "\nformat=" + std::to_string(kFormatVersion) + "\n";
    for (const auto& [name, value] : paramFields(base)) text += name + "=" + value + "\n";
    text += "seeds=" + std::to_string(seeds) + "\nexperiments=";
    for (const auto& e : experiments) text += e + ";";
    text += "\n";
    return hex64(fnv1a64(text));
}

std::string resultsCacheKey(const ExperimentOptions& options) {
    std::vector<std::string> experiments = options.only;
    // E6's flock sizes are part of what it ran (the other experiments' keys stay as they were).
    if (std::find(experiments.begin(), experiments.end(), "e6") != experiments.end()) {
        std::string sizes = "e6-birds=";
        for (int n : options.e6Birds) sizes += std::to_string(n) + ",";
        experiments.push_back(sizes);
    }
    return resultsCacheKey(options.base, options.seeds, experiments);
}

std::filesystem::path resultsCachePath(const std::filesystem::path& dir, const std::string& key) {
    return dir / ("experiments-" + key + ".csv");
}

std::optional<std::string> saveResults(const std::filesystem::path& path, const std::vector<ExperimentRow>& rows) {
    std::string body = "experiment,variant,seed,metric,value\n";
    for (const auto& r : rows) {
        if (!plainField(r.experiment) || !plainField(r.variant) || !plainField(r.metric))
            return "cannot cache a result whose name holds a comma or a line break: " + r.experiment + " " + r.variant +
                   " " + r.metric;
        char value[40];
        // 17 significant digits round-trip any double exactly.
        std::snprintf(value, sizeof value, "%.17g", r.value);
        body += r.experiment + "," + r.variant + "," + std::to_string(r.seed) + "," + r.metric + "," + value + "\n";
    }
    const std::string header = std::string(kMagic) + " " + std::to_string(kFormatVersion) +
                               " rows=" + std::to_string(rows.size()) + " bytes=" + std::to_string(body.size()) +
                               " fnv1a64=" + hex64(fnv1a64(body)) + "\n";
    return writeFileAtomically(path, header + body);
}

std::optional<std::vector<ExperimentRow>> loadResults(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::string headerLine;
    if (!std::getline(in, headerLine)) return std::nullopt;
    std::ostringstream rest;
    rest << in.rdbuf();
    const std::string body = rest.str();

    char magic[32] = {};
    int version = 0;
    unsigned long long rowCount = 0, bytes = 0;
    char checksum[17] = {};
    int consumed = 0;
    if (std::sscanf(headerLine.c_str(), "%31s %d rows=%llu bytes=%llu fnv1a64=%16[0-9a-f]%n", magic, &version,
                    &rowCount, &bytes, checksum, &consumed) != 5 ||
        static_cast<std::size_t>(consumed) != headerLine.size())
        return std::nullopt;
    if (std::strcmp(magic, kMagic) != 0 || version != kFormatVersion) return std::nullopt;
    if (body.size() != bytes || hex64(fnv1a64(body)) != checksum) return std::nullopt;

    std::vector<ExperimentRow> rows;
    std::string_view view(body);
    bool first = true;
    while (!view.empty()) {
        const auto end = view.find('\n');
        if (end == std::string_view::npos) return std::nullopt;  // the body always ends in a newline
        const std::string_view line = view.substr(0, end);
        view.remove_prefix(end + 1);
        if (first) {
            if (line != "experiment,variant,seed,metric,value") return std::nullopt;
            first = false;
            continue;
        }
        const auto fields = splitFields(line);
        if (fields.size() != 5 || fields[0].empty() || fields[3].empty()) return std::nullopt;
        ExperimentRow row;
        row.experiment = fields[0];
        row.variant = fields[1];
        row.metric = fields[3];
        const auto seedEnd = fields[2].data() + fields[2].size();
        if (auto [p, ec] = std::from_chars(fields[2].data(), seedEnd, row.seed); ec != std::errc() || p != seedEnd)
            return std::nullopt;
        // strtod, not from_chars: it also reads the "nan" a missing mean is written as.
        const std::string value(fields[4]);
        char* valueEnd = nullptr;
        errno = 0;
        row.value = std::strtod(value.c_str(), &valueEnd);
        if (value.empty() || *valueEnd != '\0') return std::nullopt;
        // A valid checksum over absurd values (a hand-edited or foreign file) is no result:
        // every metric is a percentage, a count or a number of steps.
        if (std::isfinite(row.value) && std::fabs(row.value) > kMaxCachedMagnitude) return std::nullopt;
        if (row.seed > kMaxCachedSeed) return std::nullopt;
        rows.push_back(std::move(row));
    }
    if (first || rows.size() != rowCount) return std::nullopt;
    return rows;
}

std::optional<std::vector<ExperimentRow>> loadCachedResults(const ExperimentOptions& options) {
    const auto dir = cacheDirectory();
    if (!dir) return std::nullopt;
    return loadResults(resultsCachePath(*dir, resultsCacheKey(options)));
}

std::optional<std::string> saveCachedResults(const ExperimentOptions& options, const std::vector<ExperimentRow>& rows) {
    const auto dir = cacheDirectory();
    if (!dir) return "no cache folder: neither $XDG_CACHE_HOME nor $HOME is set";
    return saveResults(resultsCachePath(*dir, resultsCacheKey(options)), rows);
}

namespace fs = std::filesystem;

std::optional<std::string> loadPlayerFlights(const fs::path& dir, FlockModel model, PlayerFlights& out) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return "--player-flights " + dir.string() + " is not a folder";
    std::vector<fs::path> paths;
    fs::directory_iterator it(dir, ec), end;
    for (; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (!name.starts_with("flight-") || !name.ends_with(".csv")) continue;
        std::error_code fileEc;
        if (it->is_regular_file(fileEc)) paths.push_back(it->path());
    }
    if (ec) return "--player-flights " + dir.string() + ": " + ec.message();
    std::sort(paths.begin(), paths.end());
    std::vector<std::vector<ExperimentRow>> seen;
    for (const fs::path& path : paths) {
        const auto flight = report::loadResults(path);
        if (!flight || flight->empty())
            return "--player-flights: " + path.string() + " is not a flight the window saved (unreadable or damaged)";
        for (const ExperimentRow& r : *flight) {
            if (!isPlayerFlightRow(r))
                return "--player-flights: " + path.string() + " holds a row that is not a player flight's";
            if (r.metric == "model" && r.value != static_cast<double>(model))
                return "--player-flights: " + path.string() + " was flown with another model than E8's (" +
                       flockModelName(model) + ")";
        }
        const bool repeat = std::any_of(seen.begin(), seen.end(), [&](const std::vector<ExperimentRow>& rows) {
            return rows.size() == flight->size() && std::equal(rows.begin(), rows.end(), flight->begin(),
                                                               [](const ExperimentRow& a, const ExperimentRow& b) {
                                                                   return a.variant == b.variant && a.seed == b.seed &&
                                                                          a.metric == b.metric && a.value == b.value;
                                                               });
        });
        if (repeat) {
            ++out.repeats;
            continue;
        }
        seen.push_back(*flight);
        out.rows.insert(out.rows.end(), flight->begin(), flight->end());
        ++out.files;
    }
    return std::nullopt;
}

}  // namespace murmur::report
