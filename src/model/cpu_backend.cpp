// The CPU reference backend: the state in memory, stepped by CpuStepper on a pool.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <limits>
#include <optional>
#include <utility>

#include "murmur/model/backend.hpp"
#include "murmur/model/background_task.hpp"
#include "murmur/model/cpu_step.hpp"
#include "murmur/model/thread_pool.hpp"

namespace murmur {
namespace {

class CpuBackend final : public FlockBackend {
public:
    CpuBackend(int threads, NeighbourSearch search, std::string name)
        : pool_(threads), stepper_(&pool_, search), name_(std::move(name)) {}
    ~CpuBackend() override {
        try {
            stopBackground();
        } catch (...) {  // what the job threw (out of memory) has nobody left to tell
        }
    }

    std::string name() const override { return name_; }
    void upload(const FlockState& state) override {
        stopBackground();
        current_ = state;
        prepared_.reset();
        currentClusters_.reset();
        jobMs_.store(0.0);  // another flock (a new bird count): its steps take their own time
        lastJobMs_ = 0.0;   // and its first is not waited for, whatever the last flock's took
    }
    void download(FlockState& state) override { state = current_; }
    std::size_t birdCount() const override { return current_.size(); }
    std::uint32_t stepIndex() const override { return current_.step; }

    void step(const SimParams& params, const HawkView& hawk) override {
        if (background_) {
            if (preparedFor(params, hawk)) {
                if (background_->wait()) ++waits_;
            } else {
                stopBackground();
            }
        }
        const bool prepared = preparedFor(params, hawk) && begun_;
        if (prepared) stepper_.advance(params, hawk, current_, next_, kWholeStep);
        else stepper_.step(params, hawk, current_, next_);
        currentClusters_.reset();
        if (prepared && prepared_->clusters) currentClusters_ = {params, *prepared_->clusters};
        prepared_.reset();
        std::swap(current_, next_);
    }

    bool prepareStep(const SimParams& params, const HawkView& hawk, double budgetMs, bool withClusters) override {
        if (background_) return prepareInBackground(params, hawk, budgetMs, withClusters);
        const auto t0 = Clock::now();
        const bool fresh = !preparedFor(params, hawk) || !begun_;
        if (fresh) {
            stepper_.begin(params, current_, next_);
            prepared_ = Prepared{params, hawk, std::nullopt};
            begun_ = true;
        }
        const bool birdsWereDone = !fresh && stepper_.progress() >= 1.0;
        if (!birdsWereDone && !stepper_.advance(params, hawk, current_, next_, budgetMs)) return false;
        if (!withClusters || prepared_->clusters) return true;
        // The clusters of step t + 1 are a pass of their own (about a tenth of a second at
        // 200,000 birds): in this call if the last one would still fit, else in the next.
        if (!birdsWereDone && msSince(t0) + clustersMs_ > budgetMs) return false;
        const auto c0 = Clock::now();
        prepared_->clusters = clustersOf(params, next_);
        clustersMs_ = msSince(c0);
        return true;
    }

    double preparedShare() const override {
        if (background_ && background_->busy()) return share_.load(std::memory_order_relaxed);
        return prepared_ && begun_ ? stepper_.progress() : 0.0;
    }

    bool prepareInBackground(bool on) override {
        stopBackground();
        background_.reset();
        if (on) background_ = std::make_unique<BackgroundTask>();
        // Without a thread of its own (the system refused one) a job could not be stopped
        // and would hold the caller for a whole step: the slices on the caller's thread instead.
        if (background_ && !background_->threaded()) background_.reset();
        return background_ != nullptr;
    }
    std::uint64_t backgroundWaits() const override { return waits_; }
    double backgroundStepMs() const override { return jobMs_.load(std::memory_order_relaxed); }

    FlockMetrics measure(const SimParams& params, bool withClusters) override {
        FlockMetrics m = measureFlock(params, current_);
        if (withClusters) {
            const bool known = currentClusters_ && currentClusters_->first == params;
            m.clusters = known ? currentClusters_->second : clustersOf(params, current_);
            m.hasClusters = true;
        }
        return m;
    }

private:
    static constexpr double kWholeStep = std::numeric_limits<double>::infinity();
    // The background works in slices this long, so a stop waits at most about this.
    static constexpr double kBackgroundSliceMs = 2.0;
    // A caller waits within its budget for a job it starts only when the last job took at
    // most this, a quarter of a 60 Hz frame: a small flock's frame still takes the steps it
    // falls due for (the second of two a frame), a large flock's never waits for its step
    // (at 100,000 birds the frame's 100 ms budget held jobs of 50-95 ms, and frames waited).
    // A job of unknown length (the first, and the first after an upload) is not waited for.
    static constexpr double kMostWaitedJobMs = 4.0;
    // backgroundStepMs() keeps this much of its last value at each step: about ten steps' mean.
    static constexpr double kJobMsSmoothing = 0.9;
    using Clock = std::chrono::steady_clock;
    static double msSince(Clock::time_point t) {
        return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
    }
    static ClusterSummary clustersOf(const SimParams& params, const FlockState& state) {
        return findClusters(state.position, params.clusterLinkDistance,
                            clusterMinSize(params, static_cast<int>(state.size())));
    }
    // What the step under way in next_ was begun for, and its clusters once found.
    struct Prepared {
        SimParams params;
        HawkView hawk;
        std::optional<ClusterSummary> clusters;
    };
    bool preparedFor(const SimParams& params, const HawkView& hawk) const {
        return prepared_ && prepared_->params == params && prepared_->hawk == hawk;
    }
    bool readyFor(const SimParams& params, const HawkView& hawk, bool withClusters) const {
        return preparedFor(params, hawk) && begun_ && stepper_.progress() >= 1.0 &&
               (!withClusters || prepared_->clusters);
    }

    // prepareStep with the background on. Only this thread starts, stops or collects the job;
    // while it runs, the job alone touches stepper_, next_, begun_ and prepared_->clusters.
    bool prepareInBackground(const SimParams& params, const HawkView& hawk, double budgetMs, bool withClusters) {
        if (background_->busy() && !(preparedFor(params, hawk) && (jobClusters_ || !withClusters))) stopBackground();
        bool startedNow = false;
        double expectedMs = 0.0;  // what the job should take (the last one's): the job writes it
        if (!background_->busy()) {
            if (readyFor(params, hawk, withClusters)) return true;
            expectedMs = lastJobMs_;
            if (!preparedFor(params, hawk)) {
                prepared_ = Prepared{params, hawk, std::nullopt};
                begun_ = false;
                preparedMs_ = 0.0;
            }
            jobClusters_ = withClusters;
            stop_.store(false);
            share_.store(begun_ ? stepper_.progress() : 0.0);
            background_->start([this] { prepareInTheBackground(); });
            startedNow = true;
        }
        // Wait within the budget only for a short job just started (going by the last one,
        // kMostWaitedJobMs): a frame never waits for a step that was under way when it began.
        const bool worthWaiting = startedNow && expectedMs > 0.0 && expectedMs <= std::min(budgetMs, kMostWaitedJobMs);
        bool blocked = false;
        const bool done = background_->waitFor(worthWaiting ? budgetMs : 0.0, &blocked);
        if (blocked && worthWaiting) ++waits_;  // the caller waited for the job, within its budget
        if (!done) return false;
        return readyFor(params, hawk, withClusters);
    }
    // The job: the rest of the step in slices (stop_ ends it between two), then its clusters.
    void prepareInTheBackground() {
        const auto t0 = Clock::now();
        const bool finished = workOnPrepared();
        preparedMs_ += msSince(t0);  // a step stopped and resumed counts every job's part
        if (!finished) return;
        lastJobMs_ = preparedMs_;
        // Smoothed for the card: a job with the clusters (one step in five) takes longer.
        const double before = jobMs_.load(std::memory_order_relaxed);
        jobMs_.store(before == 0.0 ? lastJobMs_ : kJobMsSmoothing * before + (1.0 - kJobMsSmoothing) * lastJobMs_,
                     std::memory_order_relaxed);
    }
    // The job's work; true when the step (and the clusters asked for) is ready.
    bool workOnPrepared() {
        const Prepared& p = *prepared_;
        if (stop_.load()) return false;  // stopped before it began: no grid built for nothing
        if (!begun_) {
            stepper_.begin(p.params, current_, next_);
            begun_ = true;
        }
        while (!stop_.load(std::memory_order_relaxed) && stepper_.progress() < 1.0 &&
               !stepper_.advance(p.params, p.hawk, current_, next_, kBackgroundSliceMs))
            share_.store(stepper_.progress(), std::memory_order_relaxed);
        if (stop_.load() || stepper_.progress() < 1.0) return false;
        if (jobClusters_ && !prepared_->clusters) prepared_->clusters = clustersOf(p.params, next_);
        return true;
    }
    // Stops the job under way (if any) at its next slice and waits for it.
    void stopBackground() {
        if (!background_ || !background_->busy()) return;
        stop_.store(true);
        background_->wait();
    }

    ThreadPool pool_;
    CpuStepper stepper_;
    FlockState current_;
    FlockState next_;
    std::optional<Prepared> prepared_;
    bool begun_ = false;  // stepper_.begin() was called for prepared_ (the background begins it late)
    std::unique_ptr<BackgroundTask> background_;  // null: prepareStep works on the caller's thread
    std::atomic<bool> stop_{false};               // the owner asks the job to stop
    std::atomic<double> share_{0.0};              // the job's progress, for preparedShare()
    bool jobClusters_ = false;                    // the job under way also finds the clusters
    double preparedMs_ = 0.0;                     // what the jobs have spent on prepared_ so far
    double lastJobMs_ = 0.0;                      // what the last whole step took in the background
    std::atomic<double> jobMs_{0.0};              // the same, smoothed: read by the owner any time
    std::uint64_t waits_ = 0;                     // calls that waited for the job
    double clustersMs_ = 0.0;                     // what the last clusters found ahead took
    std::optional<std::pair<SimParams, ClusterSummary>> currentClusters_;  // of current_, found ahead
    std::string name_;
};

}  // namespace

std::unique_ptr<FlockBackend> makeCpuBackend(int threads) {
    return std::make_unique<CpuBackend>(threads, NeighbourSearch::Grid, "cpu");
}

std::unique_ptr<FlockBackend> makeBruteForceBackend(int threads) {
    return std::make_unique<CpuBackend>(threads, NeighbourSearch::BruteForce, "cpu-brute-force");
}

}  // namespace murmur
