// soak.hpp - one long run's body for every backend: 50,000 steps with a hawk every 4,000,
// checking at every 500th step that every value is finite and in its range and that the
// flock stays in the sky. Used by core's soak test (CPU) and gl's (GPU on llvmpipe).
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <memory>

#include <glm/geometric.hpp>

#include "murmur/simulation/simulation.hpp"

namespace murmur::testing {

inline constexpr int kSoakSteps = 50'000;
inline constexpr int kSoakHawkEvery = 4'000;
inline constexpr int kSoakCheckEvery = 500;

// The flock as a whole stays in the sky (its centroid inside the ellipsoid). A bird may
// overshoot the edge: the pull back grows as 0.5 (e - 1) while a group aligned outward
// keeps up to 0.22 * 2 of alignment, so e near 2 is the model, not a fault; 2.5 says
// "never flies away" (e is the distance in units of the sky ellipsoid's radii).
inline constexpr float kSoakMaxSkyRadius = 2.5f;

inline void soak(std::unique_ptr<FlockBackend> backend, int birds) {
    SimParams params;
    params.birdCount = birds;
    Simulation sim(params, std::move(backend));
    int hawks = 0, checks = 0;
    float worstSky = 0.0f;
    FlockState state;
    for (int t = 1; t <= kSoakSteps; ++t) {
        if (t % kSoakHawkEvery == 0 && sim.sendHawk()) ++hawks;
        sim.step(t % kSoakCheckEvery == 0);
        if (t % kSoakCheckEvery != 0) continue;
        ++checks;
        const FlockMetrics& m = sim.metrics();
        ASSERT_TRUE(std::isfinite(m.polarization) && std::isfinite(m.clumping)) << "step " << t;
        ASSERT_TRUE(std::isfinite(m.centroid.x) && std::isfinite(m.centroid.y) && std::isfinite(m.centroid.z));
        ASSERT_GE(m.polarization, 0.0f);
        ASSERT_LE(m.polarization, 100.0f + 1e-3f);
        ASSERT_LT(glm::length(m.centroid / params.skyRadii), 1.0f) << "the flock left the sky by step " << t;
        sim.backend().download(state);
        ASSERT_TRUE(allFinite(state)) << "a non-finite value at step " << t;
        for (std::size_t i = 0; i < state.size(); ++i) {
            worstSky = std::max(worstSky, glm::length(state.position[i] / params.skyRadii));
            ASSERT_NEAR(glm::length(state.heading[i]), 1.0f, 1e-3f) << "bird " << i << ", step " << t;
            ASSERT_GE(state.fear[i], 0.0f);
            ASSERT_LE(state.fear[i], 1.0f);
            ASSERT_GE(state.speed[i], params.baseSpeed * (1.0f - 1e-5f));
            ASSERT_LE(state.speed[i], params.baseSpeed * (1.0f + params.fearSpeedup) * (1.0f + 1e-5f));
        }
        ASSERT_LE(worstSky, kSoakMaxSkyRadius) << "a bird left the sky by step " << t;
    }
    EXPECT_EQ(checks, kSoakSteps / kSoakCheckEvery);
    EXPECT_GE(hawks, kSoakSteps / kSoakHawkEvery / 2) << "too few hawks were sent to soak the flee path";
    ::testing::Test::RecordProperty("worst_sky_radius", std::to_string(worstSky));
    ::testing::Test::RecordProperty("hawks", hawks);
}

}  // namespace murmur::testing
