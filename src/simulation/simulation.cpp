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
    hawks_.clear();
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
                    hawk().inSky);
    attack_.sample(backend_->stepIndex(), metrics_, hawk().inSky);
    // The regroup of the last attack, if it happened before another hawk was sent.
    if (!attacks_.empty() && !attacks_.back().recoverySteps && !hawk().inSky && regroup_.leftStep() &&
        *regroup_.leftStep() == attacks_.back().leftStep)
        attacks_.back().recoverySteps = regroup_.recoverySteps();
}

const Hawk& Simulation::hawk() const {
    static const Hawk kNone;  // no sortie yet: a hawk out of the sky (a constant, not state)
    for (const Hawk& h : hawks_)
        if (h.inSky) return h;
    // All gone: the last to leave, so hawk().leftStep is when the sortie ended.
    const Hawk* last = &kNone;
    for (const Hawk& h : hawks_)
        if (last == &kNone || h.leftStep > last->leftStep) last = &h;
    return *last;
}

HawkView Simulation::hawkView() const {
    HawkView v;
    for (const Hawk& h : hawks_) {
        if (!h.inSky) continue;
        if (!v.inSky) {
            v.inSky = true;
            v.position = h.position;
        } else {
            v.others[static_cast<std::size_t>(v.otherCount++)] = h.position;
        }
    }
    return v;
}

void Simulation::step(bool withClusters) {
    const glm::vec3 centroidNow = metrics_.centroid;
    const bool hunting = hawk().inSky;
    // Only while a hawk flies: the copy from the backend (a GPU read-back) costs a step's
    // worth of bandwidth, and the calm flock needs none.
    if (hunting) {
        backend_->download(seen_);
        attack_.observe(seen_, hawks_);
    }
    backend_->step(world_, hawkView());
    // The centroid hawk reads only centroidNow (huntStep is advanceHawk for it).
    if (hunting)
        for (Hawk& h : hawks_)
            if (h.inSky) huntStep(h, world_, flockView(seen_, centroidNow), backend_->stepIndex(), hawkObstacles_);
    if (hunting && !hawk().inSky) {
        // The birds of this step still fled the hawks of the last one: their fright counts.
        backend_->download(seen_);
        attack_.observe(seen_, hawks_);
        attacks_.push_back(attack_.finish(hawks_));
    }
    measure(withClusters);
}

bool Simulation::sendHawk() {
    return launch(false);
}

bool Simulation::flyHawk() {
    return launch(true);
}

namespace {

// The flown hawk of a sortie while it is in the sky (the first: only hawk 0 is flown).
template <class Hawks>
auto* flownOf(Hawks& hawks) {
    for (auto& h : hawks)
        if (h.inSky && h.strategy == HawkStrategy::Player) return &h;
    return static_cast<decltype(&hawks[0])>(nullptr);
}

}  // namespace

Hawk* Simulation::flown() {
    return flownOf(hawks_);
}

const Hawk* Simulation::flownHawk() const {
    return flownOf(hawks_);
}

bool Simulation::steerHawk(const HawkControl& control) {
    Hawk* h = flown();
    if (!h || h->passed) return false;
    h->control = control;
    return true;
}

bool Simulation::stopFlying() {
    Hawk* h = flown();
    if (!h || h->passed) return false;
    h->passed = true;
    h->control = {};
    return true;
}

bool Simulation::launch(bool flown) {
    if (hawk().inSky || backend_->birdCount() == 0) return false;
    backend_->download(seen_);
    const FlockView flock = flockView(seen_, metrics_.centroid);
    hawks_.clear();
    for (int i = 0; i < world_.hawkCount; ++i) {
        SimParams hunter = world_;
        hunter.hawkStrategy = flown && i == 0 ? HawkStrategy::Player : hawkStrategyOf(world_, i);
        hawks_.push_back(launchHawk(hunter, flock, params_.seed, backend_->stepIndex(), static_cast<std::uint32_t>(i)));
    }
    regroup_.hawkSent(backend_->stepIndex());
    attack_.begin(hawks_, seen_, metrics_);
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
    k.hawks = hawks_;
    k.metrics = metrics_;
    k.regroup = regroup_;
    k.attack = attack_;
    k.attacks = attacks_;
    if (hawk().inSky) k.seen = seen_;  // stale and unread otherwise
    return k;
}

void Simulation::restore(const SimulationKeyframe& k) {
    params_ = k.params;
    setWorld();
    backend_->upload(k.flock);
    hawks_ = k.hawks;
    metrics_ = k.metrics;  // as measured then (with or without clusters), not re-measured
    regroup_ = k.regroup;
    attack_ = k.attack;
    attacks_ = k.attacks;
    seen_ = k.seen;
}

}  // namespace murmur
