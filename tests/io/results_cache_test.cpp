// The results cache: exact round trip, corrupt or truncated files rejected whole, keys
// that change with anything that changes results.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "io/results_cache.hpp"

#include "temp_dir.hpp"

namespace murmur::report {
namespace {

namespace fs = std::filesystem;

std::vector<ExperimentRow> sampleRows() {
    return {
        {"e0", "all", 1, "polarization_step0", 44.612345678901234},
        {"e1", "k=7", 1, "polarization", 93.1},
        {"e1", "k=7", 2, "largest_cluster_pct", 1.0 / 3.0},
        {"e2", "cohesion=0", 3, "clusters", 2.25},
        {"e4", "all", 4, "recovery_steps", -1.0},
        {"e4", "all", 4, "min_polarization", 1e-300},
    };
}

std::string readAll(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void writeAll(const fs::path& p, const std::string& text) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out << text;
}

TEST(ResultsCache, RoundTripsEveryValueExactly) {
    TempDir dir;
    const auto path = resultsCachePath(dir.path / "sub", resultsCacheKey(SimParams{}, 4, {"e0", "e1"}));
    const auto rows = sampleRows();
    ASSERT_FALSE(saveResults(path, rows));
    const auto loaded = loadResults(path);
    ASSERT_TRUE(loaded);
    ASSERT_EQ(loaded->size(), rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        EXPECT_EQ((*loaded)[i].experiment, rows[i].experiment);
        EXPECT_EQ((*loaded)[i].variant, rows[i].variant);
        EXPECT_EQ((*loaded)[i].seed, rows[i].seed);
        EXPECT_EQ((*loaded)[i].metric, rows[i].metric);
        EXPECT_EQ((*loaded)[i].value, rows[i].value);  // bit for bit
    }
    // No temporary file is left beside it.
    int files = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path / "sub")) ++files;
    EXPECT_EQ(files, 1);
}

TEST(ResultsCache, NanAndEmptyResultsRoundTrip) {
    TempDir dir;
    const auto path = dir.path / "r.csv";
    ASSERT_FALSE(saveResults(path, {{"e1", "k=1", 1, "clusters", std::nan("")}}));
    auto loaded = loadResults(path);
    ASSERT_TRUE(loaded);
    ASSERT_EQ(loaded->size(), 1u);
    EXPECT_TRUE(std::isnan((*loaded)[0].value));

    ASSERT_FALSE(saveResults(path, {}));
    loaded = loadResults(path);
    ASSERT_TRUE(loaded);
    EXPECT_TRUE(loaded->empty());
}

TEST(ResultsCache, AbsurdValuesUnderAValidChecksumAreNoResult) {
    TempDir dir;
    const auto path = dir.path / "r.csv";
    ASSERT_FALSE(saveResults(path, {{"e4", "all", 1, "recovery_steps", 1e300}}));  // the checksum is right
    EXPECT_FALSE(loadResults(path));
    ASSERT_FALSE(saveResults(path, {{"e4", "all", 4000000000u, "recovery_steps", 12}}));
    EXPECT_FALSE(loadResults(path));
    ASSERT_FALSE(saveResults(path, {{"e4", "all", 1, "recovery_steps", -1234.5}}));
    EXPECT_TRUE(loadResults(path));
}

TEST(ResultsCache, MissingFileIsNothing) {
    TempDir dir;
    EXPECT_FALSE(loadResults(dir.path / "absent.csv"));
}

TEST(ResultsCache, EveryTruncationIsDetected) {
    TempDir dir;
    const auto path = dir.path / "r.csv";
    ASSERT_FALSE(saveResults(path, sampleRows()));
    const std::string full = readAll(path);
    for (std::size_t len = 0; len < full.size(); ++len) {
        writeAll(path, full.substr(0, len));
        EXPECT_FALSE(loadResults(path)) << "accepted a file cut at byte " << len;
    }
}

TEST(ResultsCache, CorruptBytesAreDetected) {
    TempDir dir;
    const auto path = dir.path / "r.csv";
    ASSERT_FALSE(saveResults(path, sampleRows()));
    const std::string full = readAll(path);
    // Flip one character at a time in the body (digits, names, separators) and the header.
    for (std::size_t i = 0; i < full.size(); i += 7) {
        std::string bad = full;
        bad[i] = bad[i] == '1' ? '2' : '1';
        writeAll(path, bad);
        EXPECT_FALSE(loadResults(path)) << "accepted a file changed at byte " << i;
    }
    // Extra data after the body.
    writeAll(path, full + "e1,k=7,1,polarization,50\n");
    EXPECT_FALSE(loadResults(path));
    // Not a cache file at all.
    writeAll(path, "experiment,variant,seed,metric,value\ne1,k=7,1,polarization,50\n");
    EXPECT_FALSE(loadResults(path));
}

TEST(ResultsCache, RefusesNamesThatWouldBreakTheFormat) {
    TempDir dir;
    EXPECT_TRUE(saveResults(dir.path / "r.csv", {{"e1", "k=7,8", 1, "polarization", 1.0}}));
}

TEST(ResultsCache, UnwritableFolderIsAnError) {
    const auto err = saveResults("/proc/murmur-cannot-write-here/r.csv", sampleRows());
    ASSERT_TRUE(err);
    EXPECT_NE(err->find("/proc/murmur-cannot-write-here"), std::string::npos);
}

TEST(ResultsCache, KeyChangesWithEveryInput) {
    const SimParams base;
    const std::string key = resultsCacheKey(base, 4, {"e0", "e1", "e2", "e3", "e4"});
    EXPECT_EQ(key.size(), 16u);
    EXPECT_EQ(key, resultsCacheKey(base, 4, {"e0", "e1", "e2", "e3", "e4"}));  // stable

    SimParams p = base;
    p.birdCount = 700;
    EXPECT_NE(resultsCacheKey(p, 4, {"e0", "e1", "e2", "e3", "e4"}), key);
    p = base;
    p.jitter = 0.2000001f;
    EXPECT_NE(resultsCacheKey(p, 4, {"e0", "e1", "e2", "e3", "e4"}), key);
    p = base;
    p.skyRadii.y = 31.0f;
    EXPECT_NE(resultsCacheKey(p, 4, {"e0", "e1", "e2", "e3", "e4"}), key);
    p = base;
    p.startRadius = 21.0f;
    EXPECT_NE(resultsCacheKey(p, 4, {"e0", "e1", "e2", "e3", "e4"}), key);
    EXPECT_NE(resultsCacheKey(base, 3, {"e0", "e1", "e2", "e3", "e4"}), key);
    EXPECT_NE(resultsCacheKey(base, 4, {"e1"}), key);

    // The default list holds E5 (an extension), so a cache of E0-E4 alone is not reused for it.
    ExperimentOptions options;
    EXPECT_EQ(resultsCacheKey(options), resultsCacheKey(base, 4, {"e0", "e1", "e2", "e3", "e4", "e5"}));
    EXPECT_NE(resultsCacheKey(options), key);

    // E6's flock sizes are part of its key; the others' keys do not see them.
    ExperimentOptions e6;
    e6.only = {"e6"};
    const std::string e6Key = resultsCacheKey(e6);
    e6.e6Birds = {60};
    EXPECT_NE(resultsCacheKey(e6), e6Key);
    options.e6Birds = {60};
    EXPECT_EQ(resultsCacheKey(options), resultsCacheKey(base, 4, {"e0", "e1", "e2", "e3", "e4", "e5"}));

    const fs::path dir = "/tmp/x";
    EXPECT_NE(resultsCachePath(dir, key), resultsCachePath(dir, resultsCacheKey(base, 2, {"e1"})));
}

TEST(ResultsCache, OptionsRoundTripThroughTheUserCacheFolder) {
    TempDir dir;
    const char* old = std::getenv("XDG_CACHE_HOME");
    const std::string saved = old ? old : "";
    ::setenv("XDG_CACHE_HOME", dir.path.c_str(), 1);
    ExperimentOptions options;
    options.seeds = 2;
    EXPECT_FALSE(loadCachedResults(options));  // nothing yet
    ASSERT_FALSE(saveCachedResults(options, sampleRows()));
    EXPECT_TRUE(fs::exists(resultsCachePath(dir.path / "murmur", resultsCacheKey(options))));
    const auto loaded = loadCachedResults(options);
    ASSERT_TRUE(loaded);
    EXPECT_EQ(loaded->size(), sampleRows().size());
    options.seeds = 3;  // another key: not the saved result
    EXPECT_FALSE(loadCachedResults(options));
    if (old) ::setenv("XDG_CACHE_HOME", saved.c_str(), 1);
    else ::unsetenv("XDG_CACHE_HOME");
}

TEST(ResultsCache, DirectoryFollowsXdgThenHome) {
    EXPECT_EQ(cacheDirectoryFrom("/xdg", "/home/u"), fs::path("/xdg/murmur"));
    EXPECT_EQ(cacheDirectoryFrom(nullptr, "/home/u"), fs::path("/home/u/.cache/murmur"));
    EXPECT_EQ(cacheDirectoryFrom("", "/home/u"), fs::path("/home/u/.cache/murmur"));
    EXPECT_EQ(cacheDirectoryFrom("relative/dir", "/home/u"), fs::path("/home/u/.cache/murmur"));
    EXPECT_FALSE(cacheDirectoryFrom(nullptr, nullptr));
}

TEST(PlayerFlights, TheWindowsFlightsLoadOnceEachAndBadOnesAreNamed) {
    TempDir dir;
    AttackReport attack;
    attack.birds = 500;
    attack.wouldBeCatches = 1;
    const SimParams world;
    const auto first = playerFlightRows(world, 1, {0.1, 1.2}, attack);
    attack.wouldBeCatches = 0;
    const auto second = playerFlightRows(world, 2, {0.1, 1.3}, attack);
    ASSERT_FALSE(saveResults(dir.path / "flight-a.csv", first));
    ASSERT_FALSE(saveResults(dir.path / "flight-b.csv", second));
    ASSERT_FALSE(saveResults(dir.path / "flight-c.csv", first));  // a replayed session's
    ASSERT_FALSE(saveResults(dir.path / "other.csv", {{"e1", "k=7", 1, "polarization", 90.0}}));  // not a flight
    std::filesystem::create_symlink(dir.path / "gone", dir.path / "flight-z-dangling.csv");
    PlayerFlights out;
    auto why = loadPlayerFlights(dir.path, FlockModel::Seed, out);
    ASSERT_FALSE(why) << *why;
    EXPECT_EQ(out.files, 2);
    EXPECT_EQ(out.repeats, 1);
    EXPECT_EQ(out.rows.size(), first.size() + second.size());
    // The starling model's E8 takes no seed-model flight.
    PlayerFlights starling;
    why = loadPlayerFlights(dir.path, FlockModel::Starling, starling);
    ASSERT_TRUE(why);
    EXPECT_NE(why->find("flight-a.csv was flown with another model"), std::string::npos) << *why;
    // A damaged file, and a file of other rows under a flight's name, are named.
    std::ofstream(dir.path / "flight-d.csv") << "murmur-results 1 rows=1 bytes=3 fnv1a64=0000000000000000\nabc";
    PlayerFlights damaged;
    why = loadPlayerFlights(dir.path, FlockModel::Seed, damaged);
    ASSERT_TRUE(why);
    EXPECT_NE(why->find("flight-d.csv is not a flight the window saved"), std::string::npos) << *why;
    std::filesystem::remove(dir.path / "flight-d.csv");
    std::filesystem::rename(dir.path / "other.csv", dir.path / "flight-e.csv");
    PlayerFlights other;
    why = loadPlayerFlights(dir.path, FlockModel::Seed, other);
    ASSERT_TRUE(why);
    EXPECT_NE(why->find("flight-e.csv holds a row that is not a player flight's"), std::string::npos) << *why;
    EXPECT_TRUE(loadPlayerFlights(dir.path / "missing", FlockModel::Seed, other));
}

}  // namespace
}  // namespace murmur::report
