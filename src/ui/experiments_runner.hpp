// experiments_runner.hpp - the panel's Experiments, computed in the background: docs/model.md's
// experiments through murmur::runExperiments (the code `murmur-cli experiments` runs) and the
// report's hawk time series (report::runHawkSeries), with progress, cancel and the on-disk
// cache (report::loadCachedResults / saveCachedResults).
//
// The runner owns one worker thread. It runs on the default flock it was given, never on
// the live simulation, so moving a slider does not change its results. The worker lowers
// its own scheduling priority (nice) before it starts the runs, and the threads that
// runExperiments starts inherit it: the experiments use every core the live view leaves
// idle and yield the rest to it.
//
// Results are all or nothing: a cancelled run caches nothing and shows what was there
// before. Not here: drawing (experiments_panel.hpp).
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "murmur/analysis/experiments.hpp"
#include "murmur/model/params.hpp"
#include "report/hawk_series.hpp"

namespace murmur::ui {

struct ExperimentsConfig {
    SimParams base;  // the flock the experiments run with (docs/model.md: the default one)
    std::vector<std::string> only = kDefaultExperiments;     // which experiments
    std::vector<int> e6Birds = ExperimentOptions{}.e6Birds;  // E6's flock sizes, when only has it
    int seeds = 4;                                           // seeds 1..seeds
    int threads = 0;                                         // parallel runs; <= 0: one per hardware thread
    int niceness = 10;       // added to the workers' nice value (0: same priority as the view)
    bool hawkSeries = true;  // also the time series of one run with a hawk (seed 1)
};

enum class ExperimentsState {
    Empty,  // nothing cached, nothing computed yet
    Running,
    Ready,      // rows (and the series, if asked for) are there
    Cancelled,  // the last run was cancelled; rows are what was there before, if anything
};

const char* experimentsStateName(ExperimentsState state);  // "empty", "running", "ready", "cancelled"

// What the UI shows: a consistent copy, cheap to take every frame.
struct ExperimentsView {
    ExperimentsState state = ExperimentsState::Empty;
    int done = 0;  // finished runs of the current (or last) computation
    int total = 0;
    bool fromCache = false;                                  // the rows came from the cache at start
    std::shared_ptr<const std::vector<ExperimentRow>> rows;  // null: none
    std::shared_ptr<const report::HawkSeries> hawk;          // null: none
    std::string message;   // e.g. why the results could not be cached; empty when all is well
    double seconds = 0.0;  // wall time of the last finished computation
    // The lowest nice value any experiment thread reported during the last computation
    // (higher is lower priority); for tests of the priority choice. 0 before any run.
    int workerNice = 0;
    int seeds = 0;
    int birds = 0;
};

class ExperimentsRunner {
public:
    // Loads the cached results for config (instant); computes nothing.
    explicit ExperimentsRunner(ExperimentsConfig config);
    ~ExperimentsRunner();  // cancels a run in flight and waits for it
    ExperimentsRunner(const ExperimentsRunner&) = delete;
    ExperimentsRunner& operator=(const ExperimentsRunner&) = delete;

    // Starts computing (the panel's "recompute"); a run in flight is cancelled first.
    void start();
    // Asks a run in flight to stop; returns at once (the workers stop within one step).
    void cancel();
    // Blocks until no run is in flight (tests, shutdown).
    void wait();

    bool running() const { return running_.load(); }
    ExperimentsView view() const;
    const ExperimentsConfig& config() const { return config_; }
    ExperimentOptions options() const;  // what runExperiments gets (and the cache key)

private:
    void work();

    ExperimentsConfig config_;
    std::thread worker_;
    std::atomic<bool> cancel_{false};
    std::atomic<bool> running_{false};
    std::atomic<int> done_{0}, total_{0};
    mutable std::mutex mutex_;  // guards view_ but for done/total
    ExperimentsView view_;
};

// The hawk series as tidy rows for the results cache (experiment "hawk-series": one row per
// step and metric with the step as the seed, and summary rows), and back. hawkSeriesFromRows returns
// nothing when the rows do not describe a whole series.
std::vector<ExperimentRow> hawkSeriesRows(const report::HawkSeries& series);
std::optional<report::HawkSeries> hawkSeriesFromRows(const std::vector<ExperimentRow>& rows);

// The cache's options for the hawk series of base (its own key, next to the experiments').
ExperimentOptions hawkSeriesCacheOptions(const SimParams& base);

}  // namespace murmur::ui
