#include "murmur/simulation.hpp"

#include <cassert>
#include <stdexcept>

#include "murmur/initial_condition.hpp"

namespace murmur {

Simulation::Simulation(const SimParams& params, std::unique_ptr<FlockBackend> backend)
    : params_(params), world_(worldParams(params)), backend_(std::move(backend)), regroup_(params) {
    if (auto why = validate(params_)) throw std::invalid_argument("invalid parameters: " + *why);
    assert(backend_ && "Simulation needs a backend: pass makeCpuBackend() or a GPU backend");
    reset();
}

void Simulation::reset() {
    backend_->upload(makeInitialFlock(world_));
    hawk_ = Hawk{};
    regroup_ = RegroupDetector(params_);
    measure(true);
}

void Simulation::measure(bool withClusters, bool record) {
    metrics_ = backend_->measure(world_, withClusters);
    if (record)
        regroup_.record(backend_->stepIndex(), metrics_.polarization,
                        metrics_.hasClusters ? std::optional<float>(metrics_.clusters.largestPct) : std::nullopt,
                        hawk_.inSky);
}

void Simulation::step(bool withClusters) {
    const glm::vec3 centroidNow = metrics_.centroid;
    backend_->step(world_, hawk_.view());
    advanceHawk(hawk_, world_, centroidNow, backend_->stepIndex());
    measure(withClusters);
}

bool Simulation::sendHawk() {
    if (hawk_.inSky || backend_->birdCount() == 0) return false;
    hawk_ = spawnHawk(world_, metrics_.centroid, params_.seed, backend_->stepIndex());
    regroup_.hawkSent(backend_->stepIndex());
    return true;
}

Status Simulation::setParams(const SimParams& params) {
    if (auto why = validate(params)) return fail(*why);
    const bool resized = params.birdCount != static_cast<int>(backend_->birdCount());
    params_ = params;
    world_ = worldParams(params);
    if (resized) {
        FlockState state;
        backend_->download(state);
        resizeFlock(state, world_, params_.birdCount);
        replaceState(state);
    }
    return {};
}

void Simulation::replaceState(const FlockState& state) {
    backend_->upload(state);
    measure(true, /*record=*/false);
}

}  // namespace murmur
