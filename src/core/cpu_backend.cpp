// The CPU reference backend: the state in memory, stepped by CpuStepper on a pool.
#include <utility>

#include "murmur/backend.hpp"
#include "murmur/cpu_step.hpp"
#include "murmur/thread_pool.hpp"

namespace murmur {
namespace {

class CpuBackend final : public FlockBackend {
public:
    CpuBackend(int threads, NeighbourSearch search, std::string name)
        : pool_(threads), stepper_(&pool_, search), name_(std::move(name)) {}

    std::string name() const override { return name_; }
    void upload(const FlockState& state) override { current_ = state; }
    void download(FlockState& state) override { state = current_; }
    std::size_t birdCount() const override { return current_.size(); }
    std::uint32_t stepIndex() const override { return current_.step; }

    void step(const SimParams& params, const HawkView& hawk) override {
        stepper_.step(params, hawk, current_, next_);
        std::swap(current_, next_);
    }

    FlockMetrics measure(const SimParams& params, bool withClusters) override {
        FlockMetrics m = measureFlock(params, current_);
        if (withClusters) {
            m.clusters = findClusters(current_.position, params.clusterLinkDistance,
                                      clusterMinSize(params, static_cast<int>(current_.size())));
            m.hasClusters = true;
        }
        return m;
    }

private:
    ThreadPool pool_;
    CpuStepper stepper_;
    FlockState current_;
    FlockState next_;
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
