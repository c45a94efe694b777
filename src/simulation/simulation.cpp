#include "murmur/simulation/simulation.hpp"

#include <cassert>
#include <stdexcept>

#include "murmur/model/initial_condition.hpp"

namespace murmur {

Simulation::Simulation(const SimParams& params, std::unique_ptr<FlockBackend> backend)
    : params_(params), world_(worldParams(params)), backend_(std::move(backend)), regroup_(params), attack_(world_) {
    if (auto why = validate(params_)) throw std::invalid_argument("invalid parameters: " + *why);
    setWorld();
    assert(backend_ && "Simulation needs a backend: pass makeCpuBackend() or a GPU backend");
    reset();
}

void Simulation::setWorld() {
    world_ = worldParams(params_);
    const float reach = hawkObstacleReach(world_);
    if (hawkObstacles_.obstacles != world_.obstacles || hawkObstacles_.reach != reach)
        hawkObstacles_ = buildObstacleField(world_.obstacles, reach);
}

void Simulation::reset() {
    backend_->upload(makeInitialFlock(world_));
    hawk_ = Hawk{};
    regroup_ = RegroupDetector(params_);
    attack_ = AttackRecorder(world_);
    attacks_.clear();
    measure(true);
}

void Simulation::measure(bool withClusters, bool record) {
    metrics_ = backend_->measure(world_, withClusters);
    if (!record) return;
    regroup_.record(backend_->stepIndex(), metrics_.polarization,
                    metrics_.hasClusters ? std::optional<float>(metrics_.clusters.largestPct) : std::nullopt,
                    hawk_.inSky);
    attack_.sample(backend_->stepIndex(), metrics_, hawk_.inSky);
    // The regroup of the last attack, if it happened before another hawk was sent.
    if (!attacks_.empty() && !attacks_.back().recoverySteps && !hawk_.inSky && regroup_.leftStep() &&
        *regroup_.leftStep() == attacks_.back().leftStep)
        attacks_.back().recoverySteps = regroup_.recoverySteps();
}

void Simulation::step(bool withClusters) {
    const glm::vec3 centroidNow = metrics_.centroid;
    const bool hunting = hawk_.inSky;
    // Only while a hawk flies: the copy from the backend (a GPU read-back) costs a step's
    // worth of bandwidth, and the calm flock needs none.
    if (hunting) {
        backend_->download(seen_);
        attack_.observe(seen_, hawk_);
    }
    backend_->step(world_, hawk_.view());
    // The centroid hawk reads only centroidNow (huntStep is advanceHawk for it).
    if (hunting) huntStep(hawk_, world_, flockView(seen_, centroidNow), backend_->stepIndex(), hawkObstacles_);
    if (hunting && !hawk_.inSky) {
        // The birds of this step still fled the hawk of the last one: their fright counts.
        backend_->download(seen_);
        attack_.observe(seen_, hawk_);
        attacks_.push_back(attack_.finish(hawk_));
    }
    measure(withClusters);
}

bool Simulation::sendHawk() {
    if (hawk_.inSky || backend_->birdCount() == 0) return false;
    backend_->download(seen_);
    hawk_ = launchHawk(world_, flockView(seen_, metrics_.centroid), params_.seed, backend_->stepIndex());
    regroup_.hawkSent(backend_->stepIndex());
    attack_.begin(hawk_, seen_, metrics_);
    return true;
}

Status Simulation::setParams(const SimParams& params) {
    if (auto why = validate(params)) return fail(*why);
    const bool resized = params.birdCount != static_cast<int>(backend_->birdCount());
    const bool otherModel = params.model != params_.model;
    params_ = params;
    setWorld();
    attack_.setParams(world_);
    if (otherModel) {
        reset();  // the other model's birds have another state and another world: start again
        return {};
    }
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

SimulationKeyframe Simulation::keyframe() {
    SimulationKeyframe k;
    backend_->download(k.flock);
    k.params = params_;
    k.hawk = hawk_;
    k.metrics = metrics_;
    k.regroup = regroup_;
    k.attack = attack_;
    k.attacks = attacks_;
    if (hawk_.inSky) k.seen = seen_;  // stale and unread otherwise
    return k;
}

void Simulation::restore(const SimulationKeyframe& k) {
    params_ = k.params;
    setWorld();
    backend_->upload(k.flock);
    hawk_ = k.hawk;
    metrics_ = k.metrics;  // as measured then (with or without clusters), not re-measured
    regroup_ = k.regroup;
    attack_ = k.attack;
    attacks_ = k.attacks;
    seen_ = k.seen;
}

}  // namespace murmur
