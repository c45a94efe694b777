// keyframe_replay.hpp - one test body for every backend: a keyframe taken mid-run and
// restored into a fresh Simulation continues exactly as the run did. Used by core's
// simulation_keyframe_test (CPU) and gl's gpu_backend_test (the GPU on llvmpipe).
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <memory>

#include "murmur/model/hash.hpp"
#include "murmur/simulation/simulation.hpp"

namespace murmur::testing {

// The run: a hawk sent at step 200 (still in the sky at the keyframe's step 300), k and
// cohesion changed at 500, clusters every 5th step as the window program measures them.
inline constexpr std::uint32_t kReplayHawkStep = 200;
inline constexpr std::uint32_t kReplayKeyframeStep = 300;
inline constexpr std::uint32_t kReplayParamsStep = 500;
inline constexpr std::uint32_t kReplaySteps = 900;

inline void replayRunTo(Simulation& sim, std::uint32_t end) {
    while (sim.stepIndex() < end) {
        if (sim.stepIndex() == kReplayHawkStep) {
            ASSERT_TRUE(sim.sendHawk());
        }
        if (sim.stepIndex() == kReplayParamsStep) {
            SimParams p = sim.params();
            p.topologicalK = 3;
            p.cohesionWeight = 0.5f;
            ASSERT_TRUE(sim.setParams(p));
        }
        sim.step((sim.stepIndex() + 1) % 5 == 0);
    }
}

// A digest of everything the driver reports: the flock's bytes, the metrics, the hawk, the
// regroup and every finished attack.
inline std::uint64_t driverDigest(Simulation& sim) {
    FlockState flock;
    sim.backend().download(flock);
    Fnv1a64 h;
    const std::uint64_t state = stateHash(flock);
    h.add(&state, sizeof state);
    const FlockMetrics& m = sim.metrics();
    const float metrics[] = {m.polarization, m.clumping,     m.centroid.x,         m.centroid.y,
                             m.centroid.z,   m.meanDistance, m.clusters.largestPct};
    h.add(metrics, sizeof metrics);
    const int counts[] = {m.hasClusters ? 1 : 0, m.clusters.count, sim.hawk().inSky ? 1 : 0,
                          static_cast<int>(sim.regroup().regroupStep().value_or(0)),
                          static_cast<int>(sim.attacks().size())};
    h.add(counts, sizeof counts);
    for (const Hawk& hawk : sim.hawks()) h.add(&hawk.position, sizeof hawk.position);
    for (const AttackReport& a : sim.attacks()) {
        const float f[] = {a.closestApproach, a.startledPct, a.lowestPolarization};
        const int n[] = {static_cast<int>(a.sentStep),
                         static_cast<int>(a.leftStep),
                         a.startled,
                         a.wouldBeCatches,
                         a.mostClusters,
                         static_cast<int>(a.recoverySteps.value_or(0))};
        h.add(f, sizeof f);
        h.add(n, sizeof n);
    }
    return h.value();
}

// `hawks`: a sortie of that many, each with the next strategy.
inline void keyframeContinuesExactly(const std::function<std::unique_ptr<FlockBackend>()>& makeBackend, int birds,
                                     int hawks = 1) {
    SimParams params;
    params.birdCount = birds;
    params.hawkCount = hawks;
    params.hawkMixed = true;
    Simulation a(params, makeBackend());
    replayRunTo(a, kReplayKeyframeStep);
    ASSERT_TRUE(a.hawk().inSky) << "the keyframe should catch the hawk mid-flight";
    const SimulationKeyframe key = a.keyframe();
    EXPECT_EQ(key.step(), kReplayKeyframeStep);
    EXPECT_FALSE(key.seen.position.empty());
    EXPECT_GE(keyframeBytes(key), 2 * static_cast<std::size_t>(birds) * kFlockBytesPerBird);
    replayRunTo(a, kReplaySteps);
    ASSERT_FALSE(a.attacks().empty()) << "the hawk should have left by step 900";

    // A fresh simulation, started differently, takes the keyframe and goes on to 900.
    SimParams other = params;
    other.seed = 99;
    other.birdCount = birds / 2;
    Simulation b(other, makeBackend());
    b.step(true);
    b.restore(key);
    EXPECT_EQ(b.stepIndex(), kReplayKeyframeStep);
    EXPECT_EQ(b.birdCount(), static_cast<std::size_t>(birds));
    EXPECT_EQ(b.params().seed, params.seed);
    replayRunTo(b, kReplaySteps);
    EXPECT_EQ(driverDigest(b), driverDigest(a));

    // And the same simulation, rewound onto its own past.
    a.restore(key);
    replayRunTo(a, kReplaySteps);
    EXPECT_EQ(driverDigest(a), driverDigest(b));
}

}  // namespace murmur::testing
