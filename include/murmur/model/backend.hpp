// backend.hpp - the executor of the model: where the flock state lives and steps.
//
// Two implementations: the CPU reference (makeCpuBackend, in the core) and the OpenGL 4.3
// compute backend (src/gl). Both implement exactly docs/model.md; the Simulation driver owns
// one and does everything else (hawk, metrics history, regroup) the same way for both.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "murmur/model/flock_state.hpp"
#include "murmur/model/hawk.hpp"
#include "murmur/model/metrics.hpp"
#include "murmur/model/params.hpp"

namespace murmur {

class FlockBackend {
public:
    virtual ~FlockBackend() = default;

    virtual std::string name() const = 0;  // "cpu" or "gpu"

    // Replaces the whole flock (any size, 0 included).
    virtual void upload(const FlockState& state) = 0;
    // Copies the whole flock out (tests, snapshots, resizing). Not for every frame.
    virtual void download(FlockState& state) = 0;
    virtual std::size_t birdCount() const = 0;
    virtual std::uint32_t stepIndex() const = 0;

    // Advances the flock from step t to t + 1, every bird reading step t.
    virtual void step(const SimParams& params, const HawkView& hawk) = 0;

    // Works on step t + 1 for about budgetMs without making it current, so a caller that
    // must not block (the window) can spread one long step over frames: true when the next
    // step(params, hawk) has nothing left to do but swap (and, withClusters, the clusters
    // of step t + 1 are found, for the measure() after it). Work prepared for other params
    // or another hawk, or before an upload(), is dropped. The state seen meanwhile is step
    // t. The default (the GPU backend, whose step is asynchronous anyway) prepares nothing.
    virtual bool prepareStep(const SimParams& params, const HawkView& hawk, double budgetMs, bool withClusters) {
        (void)params, (void)hawk, (void)budgetMs, (void)withClusters;
        return true;
    }
    // The share of step t + 1 prepared so far (0 when none is under way).
    virtual double preparedShare() const { return 0.0; }

    // On: prepareStep hands the preparation to a thread of the backend's own and returns at
    // once, unless the last job took at most budgetMs and 4 ms (a small flock; none before
    // the first job after an upload): then it waits for the one it starts, budgetMs at most.
    // It never waits for a job started by an earlier call, so the caller (the window) draws
    // while the next step is worked out. The state seen meanwhile is still step t, and every
    // result is the bits of the plain step(): a step() that needs the work under way waits
    // for it; an upload(), or a step or preparation for other params or another hawk, first
    // stops it. backgroundWaits() counts the calls that
    // waited. False (and off) for a backend that cannot: the GPU backend, whose step is
    // asynchronous anyway, or one refused a thread by the system.
    virtual bool prepareInBackground(bool on) {
        (void)on;
        return false;
    }
    // How often a call had to wait for a preparation still running in the background.
    virtual std::uint64_t backgroundWaits() const { return 0; }
    // What the background's whole steps (their clusters included) took lately, in ms,
    // smoothed: a frame's own share of stepping is then small, this is the step. 0 before
    // the first, or without the thread. Safe to call while a step is under way.
    virtual double backgroundStepMs() const { return 0.0; }

    // Metrics of the current state; clusters only when asked (they cost a neighbour pass).
    virtual FlockMetrics measure(const SimParams& params, bool withClusters) = 0;

    // Blocks until all submitted work is done: for timing an asynchronous backend.
    virtual void finish() {}
};

// threads <= 0: one per hardware thread. Bit-identical results for any count.
std::unique_ptr<FlockBackend> makeCpuBackend(int threads = 0);

// The same step with the O(N^2) brute-force neighbour search: the benchmarks' baseline.
std::unique_ptr<FlockBackend> makeBruteForceBackend(int threads = 0);

}  // namespace murmur
