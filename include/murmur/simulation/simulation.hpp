// simulation.hpp - one flock over time: a backend, the hawk, the metrics, the regroup.
//
// The driver shared by the window program, the CLI, the experiments and the tests.
// Each step(): the birds step reading the hawk of step t; the hawk then moves using the
// flock of step t (so nothing reads step t + 1 early); the new state is measured. While a
// hawk flies, each step also downloads the state of step t from the backend: a hawk that
// picks a bird needs the birds, and every attack's report needs each bird's fear. When the
// hawk leaves, its AttackReport is added to attacks().
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>

#include <vector>

#include "murmur/model/backend.hpp"
#include "murmur/model/hawk.hpp"
#include "murmur/model/metrics.hpp"
#include "murmur/model/params.hpp"
#include "murmur/model/result.hpp"
#include "murmur/simulation/attack_report.hpp"
#include "murmur/simulation/regroup.hpp"
#include "murmur/simulation/simulation_keyframe.hpp"

namespace murmur {

class Simulation {
public:
    // Starts from makeInitialFlock(params). Asserts params are valid (validate()).
    Simulation(const SimParams& params, std::unique_ptr<FlockBackend> backend);

    // Back to step 0 with the current params (seed and bird count included).
    void reset();
    // One step. Clusters are computed when withClusters (the regroup needs them).
    void step(bool withClusters = true);
    // Works on the next step for about budgetMs (FlockBackend::prepareStep): true when
    // step(withClusters) will only finish it. Nothing is seen to change until step(); an
    // edit, a hawk or a reset meanwhile starts the preparation over. Bit-identical to
    // step() alone.
    bool prepareStep(double budgetMs, bool withClusters = true) {
        return backend_->prepareStep(world_, hawkView(), budgetMs, withClusters);
    }
    double preparedShare() const { return backend_->preparedShare(); }

    // Sends params().hawkCount hawks together at the current step, hawk i hunting with
    // hawkStrategyOf(params(), i) (the list hawkStrategies, else hawkMixed's turn, else
    // hawkStrategy); false (and nothing happens) if one is flying or there are no birds.
    bool sendHawk();
    // A sortie as sendHawk's whose first hawk a person flies (HawkStrategy::Player, hawk.hpp):
    // steerHawk's control turns it from the next step on, for kPlayerFlightSteps at most.
    // False (and nothing happens) as for sendHawk.
    bool flyHawk();
    // The person's hands on the flown hawk, from the next step until the next control; false
    // (and nothing happens) when no flown hawk is in the sky or it has given up.
    bool steerHawk(const HawkControl& control);
    // The person lets go: the flown hawk flies straight on and leaves. False if none flies.
    bool stopFlying();
    // The flown hawk while it is in the sky (given up or not); null when none is.
    const Hawk* flownHawk() const;

    // Live edits: weights, k, mode, radius apply from the next step. A changed bird count
    // keeps the existing birds (resizeFlock); a changed seed only matters at reset(); a changed
    // model resets (its birds carry another state).
    // Checked here, once (validate()): invalid params change nothing and say why.
    Status setParams(const SimParams& params);

    // Measures the current step again with its clusters (a step taken without them), without
    // recording it again.
    void measureClusters() { measure(true, /*record=*/false); }

    // Replaces the flock (same step counter as the state says) and re-measures it; for
    // protocols that move birds by hand (E3) and for loading snapshots.
    void replaceState(const FlockState& state);

    // Everything needed to continue exactly from this step (simulation_keyframe.hpp); the
    // flock is downloaded from the backend. restore() puts one back (uploads its flock):
    // stepping on then repeats, bit for bit, what followed the keyframe on the same backend.
    SimulationKeyframe keyframe();
    void restore(const SimulationKeyframe& keyframe);

    const SimParams& params() const { return params_; }  // as set
    const SimParams& world() const { return world_; }    // as run: worldParams(params())
    std::uint32_t stepIndex() const { return backend_->stepIndex(); }
    std::size_t birdCount() const { return backend_->birdCount(); }
    // The first hawk still in the sky; with none, the last of the last sortie to leave (its
    // leftStep ends the sortie), else a hawk never sent. hawk().inSky: whether any flies.
    const Hawk& hawk() const;
    // Every hawk of the last sortie (empty before the first), in the sky or gone.
    std::span<const Hawk> hawks() const { return hawks_; }
    // What the birds see of the hawks in the sky.
    HawkView hawkView() const;
    const FlockMetrics& metrics() const { return metrics_; }  // of the current step
    const RegroupDetector& regroup() const { return regroup_; }
    // One report per hawk that has left the sky, in order. The last one's recoverySteps is
    // filled in when the flock regroups (before the next hawk is sent).
    const std::vector<AttackReport>& attacks() const { return attacks_; }
    // Where the hawk's bird was at the last step it looked (its target), while a hawk that
    // hunts a bird closes in; nothing once it has passed, for the centroid hawk or no hawk.
    std::optional<glm::vec3> hawkTargetPosition() const {
        const Hawk& h = hawk();
        if (!h.inSky || h.passed || !h.target || *h.target >= seen_.size()) return std::nullopt;
        return seen_.position[*h.target];
    }
    FlockBackend& backend() { return *backend_; }
    const FlockBackend& backend() const { return *backend_; }

private:
    // sendHawk and flyHawk: hawk 0 flown by a person when `flown`.
    bool launch(bool flown);
    Hawk* flown();
    // Measures the current state; `record` feeds the regroup detector (once per step).
    void measure(bool withClusters, bool record = true);

    // The world as run (worldParams(params_)) and the hawk's obstacle bins for it.
    void setWorld();

    SimParams params_;
    SimParams world_;
    ObstacleField hawkObstacles_;
    std::unique_ptr<FlockBackend> backend_;
    std::vector<Hawk> hawks_;  // the last sortie's
    FlockMetrics metrics_;
    RegroupDetector regroup_;
    AttackRecorder attack_;
    std::vector<AttackReport> attacks_;
    FlockState seen_;  // the state of step t while a hawk flies (downloaded)
};

}  // namespace murmur
