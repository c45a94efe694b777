// explore_runner.hpp - the panel's Explore section, in the background: opens a sweep's folder
// (DIR/spec.json and DIR/results.csv, read only) or runs a spec into a folder with the code
// `murmur-cli sweep` runs (sweep::runSweep: resumable, the same results.csv), then opens it.
//
// One worker thread, at a lower scheduling priority (nice) like the Experiments' runner, so
// a sweep uses the cores the live view leaves idle. A run can be cancelled: the runs already
// appended stay in results.csv, and running the same spec again resumes it.
// Not here: drawing (explore_panel.hpp) or the map of one measure (explore_map.hpp).
#pragma once

#include <atomic>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "murmur/model/result.hpp"
#include "sweep/results_file.hpp"
#include "sweep/sweep_spec.hpp"

namespace murmur::ui {

enum class ExploreState {
    Empty,    // nothing opened yet
    Running,  // a sweep (or an open) is in flight
    Ready,    // spec and rows are those of `folder`
    Failed,   // the last open or run failed: message says why; what was shown before stays
};

const char* exploreStateName(ExploreState state);  // "empty", "running", "ready", "failed"

// What the UI shows: a consistent copy, cheap to take every frame.
struct ExploreView {
    ExploreState state = ExploreState::Empty;
    std::size_t done = 0, total = 0;                            // runs of the sweep in flight
    bool cancelled = false;                                     // the last run was cancelled (what it wrote is shown)
    std::string folder;                                         // the folder shown (or being written)
    std::shared_ptr<const sweep::SweepSpec> spec;               // null: nothing shown
    std::shared_ptr<const std::vector<sweep::ResultRow>> rows;  // its complete runs
    std::string message;                                        // why the last action failed, or what it did
};

struct ExploreRunnerOptions {
    int threads = 0;    // runs at once; <= 0: one per hardware thread
    int niceness = 10;  // added to the worker's nice value
};

class ExploreRunner {
public:
    explicit ExploreRunner(ExploreRunnerOptions options = {});
    ~ExploreRunner();  // cancels a run in flight and waits for it
    ExploreRunner(const ExploreRunner&) = delete;
    ExploreRunner& operator=(const ExploreRunner&) = delete;

    // Shows the sweep in dir (in the background; a run in flight is cancelled first).
    void open(const std::filesystem::path& dir);
    // Runs (or resumes) the spec file into dir, then shows it.
    void run(const std::string& specPath, const std::filesystem::path& dir);
    void cancel();  // returns at once; the runs in flight finish first
    void wait();    // blocks until nothing is in flight (tests, shutdown)

    bool running() const { return running_.load(); }
    ExploreView view() const;

private:
    void start(std::function<void()> work);
    void show(const std::filesystem::path& dir, bool cancelled);

    ExploreRunnerOptions options_;
    std::thread worker_;
    std::atomic<bool> cancel_{false};
    std::atomic<bool> running_{false};
    std::atomic<std::size_t> done_{0}, total_{0};
    mutable std::mutex mutex_;  // guards view_ but for done/total
    ExploreView view_;
};

// Reads a sweep folder as it is (no lock, nothing written): its spec.json and the complete
// runs of results.csv (a torn end is left out).
Result<std::pair<sweep::SweepSpec, std::vector<sweep::ResultRow>>> readSweepFolder(const std::filesystem::path& dir);

}  // namespace murmur::ui
