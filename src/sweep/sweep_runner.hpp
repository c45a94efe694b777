// sweep_runner.hpp - a whole sweep on this machine: the runs results.csv lacks, many at once
// (each on one thread, so no result depends on the thread count), appended in the spec's
// order (cell by cell, seeds in the spec's order), then the phase diagrams.
//
// Because runs are appended in order, an interrupted sweep that is resumed writes exactly
// the file an uninterrupted one writes. A run that finished while an earlier one was still
// going waits in memory for its turn: a kill loses at most the runs in flight.
#pragma once

#include <atomic>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <set>
#include <vector>

#include "murmur/model/result.hpp"
#include "sweep/results_file.hpp"
#include "sweep/sweep_spec.hpp"

namespace murmur::sweep {

struct SweepOptions {
    int threads = 0;  // runs at once; <= 0: one per hardware thread
    // After each appended run: (runs appended so far, runs this call has to do). From worker
    // threads, serialised; also called once with (0, total) before the first run.
    std::function<void(std::size_t done, std::size_t total)> progress;
    // When set: no new run starts, the runs in flight stop, and finished runs are still
    // appended up to the first that did not finish (the order never breaks).
    const std::atomic<bool>* cancel = nullptr;
};

struct SweepOutcome {
    std::size_t skipped = 0;       // runs already in results.csv
    std::size_t ran = 0;           // runs appended by this call
    std::size_t droppedLines = 0;  // a torn end of results.csv that was cut off
    double birdSteps = 0.0;        // birds x steps of the runs appended by this call
    double seconds = 0.0;          // wall time of those runs (not the charts)
    bool cancelled = false;        // then no charts were drawn
    std::vector<std::filesystem::path> charts;
};

// The runs of the spec not in `done`, in the order they are appended.
std::vector<RunKey> pendingRuns(const SweepSpec& spec, const std::set<RunKey>& done);

// Opens (or resumes) the sweep in dir, runs what is missing, draws the charts.
Result<SweepOutcome> runSweep(const SweepSpec& spec, const std::filesystem::path& dir, const SweepOptions& options);

}  // namespace murmur::sweep
