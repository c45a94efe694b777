// The CPU reference backend: the state in memory, stepped by CpuStepper on a pool.
#include <chrono>
#include <limits>
#include <optional>
#include <utility>

#include "murmur/model/backend.hpp"
#include "murmur/model/cpu_step.hpp"
#include "murmur/model/thread_pool.hpp"

namespace murmur {
namespace {

class CpuBackend final : public FlockBackend {
public:
    CpuBackend(int threads, NeighbourSearch search, std::string name)
        : pool_(threads), stepper_(&pool_, search), name_(std::move(name)) {}

    std::string name() const override { return name_; }
    void upload(const FlockState& state) override {
        current_ = state;
        prepared_.reset();
        currentClusters_.reset();
    }
    void download(FlockState& state) override { state = current_; }
    std::size_t birdCount() const override { return current_.size(); }
    std::uint32_t stepIndex() const override { return current_.step; }

    void step(const SimParams& params, const HawkView& hawk) override {
        const bool prepared = preparedFor(params, hawk);
        if (prepared) stepper_.advance(params, hawk, current_, next_, kWholeStep);
        else stepper_.step(params, hawk, current_, next_);
        currentClusters_.reset();
        if (prepared && prepared_->clusters) currentClusters_ = {params, *prepared_->clusters};
        prepared_.reset();
        std::swap(current_, next_);
    }

    bool prepareStep(const SimParams& params, const HawkView& hawk, double budgetMs, bool withClusters) override {
        const auto t0 = Clock::now();
        const bool fresh = !preparedFor(params, hawk);
        if (fresh) {
            stepper_.begin(params, current_, next_);
            prepared_ = Prepared{params, hawk, std::nullopt};
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

    double preparedShare() const override { return prepared_ ? stepper_.progress() : 0.0; }

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

    ThreadPool pool_;
    CpuStepper stepper_;
    FlockState current_;
    FlockState next_;
    std::optional<Prepared> prepared_;
    double clustersMs_ = 0.0;                                              // what the last clusters found ahead took
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
