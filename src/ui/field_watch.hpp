// field_watch.hpp - the panel's "Compare with field data", measured off the frame: the live
// flock's field measures (field_measures.hpp) on a worker thread about once a second, and
// the size series (field_run.hpp) on another when asked.
//
// The frame only copies the flock into the watch's buffer (no allocation once it has grown
// to the flock's size) and reads the newest result back into its own copy; every measure,
// C(r) included, runs on the worker, so none can stall a frame. The size series runs on the
// default flock at the sizes given, never on the live one, so sliders do not change it.
// Both workers run at a lower priority (kFieldNiceness), so the live view goes first.
// Not here: drawing (field_section.hpp).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "murmur/analysis/field_measures.hpp"
#include "murmur/analysis/field_run.hpp"
#include "murmur/model/flock_state.hpp"
#include "murmur/model/params.hpp"

namespace murmur::ui {

// The live flock is measured at most this often.
inline constexpr double kFieldRefreshSeconds = 1.0;
// C(r) of the live flock over at most this many birds: its pair sum then costs about half
// a step of 10,000 birds (bench/core_bench, BM_FieldCorrelation).
inline constexpr int kLiveCorrelationBirds = 1000;
// Added to the workers' nice value, as the Experiments' workers do.
inline constexpr int kFieldNiceness = 10;

class FieldWatch {
public:
    FieldWatch();
    ~FieldWatch();  // stops the workers (a size series in flight is cancelled)
    FieldWatch(const FieldWatch&) = delete;
    FieldWatch& operator=(const FieldWatch&) = delete;

    // True when a new flock should be handed over: the worker is idle and the last one was
    // handed over kFieldRefreshSeconds ago or more (now in seconds, any origin).
    bool wants(double now) const;
    // Copies state and world for the worker and wakes it.
    void submit(const FlockState& state, const SimParams& world, double now);
    // Copies the newest result into out if it is newer than `version` (which is updated);
    // false when there is nothing new.
    bool latest(FieldMeasures& out, std::uint32_t& step, std::uint64_t& version) const;
    // Blocks until the worker has measured everything handed over (tests).
    void waitIdle() const;

    // --- the size series ---
    struct SeriesView {
        bool running = false;
        int done = 0, total = 0;
        std::shared_ptr<const SizeSeries> series;  // the last finished one; null: none
    };
    void startSeries(const SimParams& base, std::vector<int> birdCounts, const FieldRunOptions& options);
    void cancelSeries();
    SeriesView seriesView() const;

private:
    void work();

    mutable std::mutex mutex_;
    mutable std::condition_variable wake_, idle_;
    bool stop_ = false;
    bool pending_ = false;  // a flock handed over and not measured yet
    double lastSubmit_ = -1e300;
    FlockState input_;
    SimParams inputWorld_;
    std::uint32_t inputStep_ = 0;
    FieldMeasures published_;
    std::uint32_t publishedStep_ = 0;
    std::uint64_t version_ = 0;
    std::thread worker_;

    std::thread series_;
    std::atomic<bool> cancelSeries_{false};
    std::atomic<bool> seriesRunning_{false};
    std::atomic<int> seriesDone_{0}, seriesTotal_{0};
    std::shared_ptr<const SizeSeries> seriesResult_;  // under mutex_
};

}  // namespace murmur::ui
