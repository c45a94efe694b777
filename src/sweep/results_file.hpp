// results_file.hpp - a sweep's folder: DIR/spec.json and the tidy DIR/results.csv, written
// so that a killed sweep resumes where it stopped and no row is ever written twice or half.
//
// results.csv has one row per cell x seed x measure, every axis value as a column:
//
//   jitter,topologicalK,seed,measure,value
//   0,1,1,polarization,86.52762645721435
//   0,1,1,largest_cluster_pct,90.8657780456543
//
// A run (one cell with one seed) is appended as one block, all its measures at once, in one
// write and synced. Opening a folder again reads what is there: complete runs count as done,
// and a torn last line or an incomplete last run (a kill in the middle of a write) is cut
// off, so resuming appends exactly the runs that are missing. The folder must hold the same
// sweep (its spec.json is compared with this spec's, every base field included), and only
// one process may write it at a time.
// Not here: running anything (cell_run.hpp, sweep_runner.hpp).
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "murmur/model/result.hpp"
#include "sweep/cell_run.hpp"
#include "sweep/sweep_spec.hpp"

namespace murmur::sweep {

inline constexpr const char* kResultsName = "results.csv";
inline constexpr const char* kSpecName = "spec.json";

// One run: a cell (its index in expandCells) with one seed.
struct RunKey {
    std::size_t cell = 0;
    std::uint32_t seed = 0;
    auto operator<=>(const RunKey&) const = default;
};

struct ResultRow {
    RunKey run;
    Measure measure;
    double value;
};

// "jitter,topologicalK,seed,measure,value\n"
std::string resultsHeader(const SweepSpec& spec);
// One row per measure (cell values, seed, measure, value), each ending in a newline.
// Values are written with the fewest digits that read back to the same double.
std::string resultsBlock(const SweepCell& cell, std::uint32_t seed, std::span<const MeasureValue> values);

struct ResultsScan {
    bool hasHeader = false;
    std::vector<ResultRow> rows;   // the complete runs' rows, in file order
    std::set<RunKey> done;         // the complete runs
    std::size_t keepBytes = 0;     // the text's length without a torn or incomplete last run
    std::size_t droppedLines = 0;  // lines past keepBytes (a torn line counts as one)
};

// Reads results.csv text of this sweep (cells from expandCells(spec)); `source` names it in
// messages. An error (one line naming the line number) when the text is not this sweep's:
// a different header, a row of no cell, seed or measure of the spec, a run twice, or an
// incomplete run followed by others.
Result<ResultsScan> scanResults(std::string_view text, const SweepSpec& spec, const std::vector<SweepCell>& cells,
                                const std::string& source);

// Whether dir could hold this sweep, before anything is written: a missing or empty folder,
// or one whose spec.json is this spec's (sweepSpecJson). Otherwise the reason, one line.
Status checkSweepFolder(const SweepSpec& spec, const std::filesystem::path& dir);

// An open sweep folder, ready to append runs. Move-only; holds the folder's lock.
class ResultsFile {
public:
    // Creates DIR (and spec.json) or reopens it as described above.
    static Result<ResultsFile> open(const SweepSpec& spec, const std::filesystem::path& dir);

    ResultsFile(ResultsFile&& other) noexcept;
    ResultsFile& operator=(ResultsFile&& other) noexcept;
    ResultsFile(const ResultsFile&) = delete;
    ResultsFile& operator=(const ResultsFile&) = delete;
    ~ResultsFile();

    const std::set<RunKey>& done() const { return done_; }
    // Every complete run's rows: those found at open(), then those appended.
    const std::vector<ResultRow>& rows() const { return rows_; }
    // Lines cut off at open() (a torn or incomplete last run); 0 for a clean file.
    std::size_t droppedLines() const { return dropped_; }
    const std::filesystem::path& path() const { return path_; }

    // Appends one run's rows as one synced write. The run must not be done() already.
    Status append(const SweepCell& cell, std::uint32_t seed, std::span<const MeasureValue> values);

private:
    ResultsFile() = default;
    std::filesystem::path path_;
    int fd_ = -1;
    std::set<RunKey> done_;
    std::vector<ResultRow> rows_;
    std::size_t dropped_ = 0;
};

}  // namespace murmur::sweep
