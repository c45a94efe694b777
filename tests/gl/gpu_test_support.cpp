// gpu_test_support.cpp - the GPU test files' shared flocks and runs (gpu_test_support.hpp).
#include "gpu_test_support.hpp"

#include <chrono>
#include <cstdio>
#include <utility>

#include "murmur/model/cpu_step.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/simulation/simulation.hpp"

namespace murmur::gl::testing {

FlockState warmFlock(const SimParams& params, int warmSteps) {
    FlockState state = makeInitialFlock(params);
    CpuStepper stepper;
    FlockState next;
    for (int s = 0; s < warmSteps; ++s) {
        stepper.step(params, {}, state, next);
        std::swap(state, next);
    }
    return state;
}

RunMeans runMeans(const SimParams& params, std::unique_ptr<FlockBackend> backend) {
    Simulation sim(params, std::move(backend));
    RunMeans m;
    int samples = 0, clusterSamples = 0;
    for (int s = 1; s < 600; ++s) {
        const bool clusters = s % 10 == 0;
        sim.step(clusters);
        if (s < 100) continue;
        m.polarization += sim.metrics().polarization;
        m.clumping += sim.metrics().clumping;
        ++samples;
        if (clusters) {
            m.largestPct += sim.metrics().clusters.largestPct;
            ++clusterSamples;
        }
    }
    m.polarization /= samples;
    m.clumping /= samples;
    m.largestPct /= clusterSamples;
    return m;
}

BackendMeans meansOverFourSeeds(SimParams params) {
    BackendMeans out;
    const auto started = std::chrono::steady_clock::now();
    for (std::uint32_t seed = 1; seed <= 4; ++seed) {
        params.seed = seed;
        auto backend = makeHeadlessGpuBackend();
        if (!backend) {
            ADD_FAILURE() << backend.error();
            return {};
        }
        const RunMeans c = runMeans(params, makeCpuBackend(1));
        const RunMeans g = runMeans(params, std::move(*backend));
        std::printf(
            "seed %u: polarization cpu %.1f gpu %.1f, clumping cpu %.1f gpu %.1f, largest cluster cpu %.1f%% gpu "
            "%.1f%%\n",
            seed, c.polarization, g.polarization, c.clumping, g.clumping, c.largestPct, g.largestPct);
        for (auto [sum, run] : {std::pair{&out.cpu, &c}, std::pair{&out.gpu, &g}}) {
            sum->polarization += run->polarization / 4;
            sum->clumping += run->clumping / 4;
            sum->largestPct += run->largestPct / 4;
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf(
        "means: polarization cpu %.1f gpu %.1f, clumping cpu %.1f gpu %.1f, largest cluster cpu %.1f%% gpu %.1f%% "
        "(%.1f s)\n",
        out.cpu.polarization, out.gpu.polarization, out.cpu.clumping, out.gpu.clumping, out.cpu.largestPct,
        out.gpu.largestPct, seconds);
    return out;
}

}  // namespace murmur::gl::testing
