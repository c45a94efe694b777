// gpu_test_support.cpp - the GPU test files' shared flocks and runs (gpu_test_support.hpp).
#include "gpu_test_support.hpp"

#include <chrono>
#include <cmath>

#include <cstdio>
#include <glm/geometric.hpp>
#include <utility>

#include "murmur/model/cpu_step.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/model/obstacles.hpp"
#include "murmur/model/roost_descent.hpp"
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

ObstacleList obstaclesAround(glm::vec3 c) {
    return {Obstacle{ObstacleShape::Cylinder, c + glm::vec3(0.5f, -60.0f, 0.25f), {1.5f, 120.0f, 0.0f}},
            Obstacle{ObstacleShape::Box, c + glm::vec3(4.0f, 1.0f, -3.0f), {3.0f, 2.5f, 4.0f}},
            Obstacle{ObstacleShape::Sphere, c + glm::vec3(-4.0f, -1.0f, 3.0f), {2.5f, 0.0f, 0.0f}}};
}

void expectObstaclesActed(const SimParams& params, const HawkView& hawk, const FlockState& before,
                          const FlockState& cpuNext, const FlockState& gpuNext) {
    auto inside = [&](glm::vec3 p) {
        for (const Obstacle& o : params.obstacles)
            if (obstacleDistance(o, p).distance < 0.0f) return true;
        return false;
    };
    SimParams open = params;
    open.obstacles.clear();
    FlockState openNext;
    CpuStepper().step(open, hawk, before, openNext);
    int startedInside = 0, turned = 0;
    for (std::size_t i = 0; i < before.size(); ++i) {
        if (inside(before.position[i])) ++startedInside;
        else if (glm::length(openNext.heading[i] - cpuNext.heading[i]) > 1e-6f) ++turned;
        EXPECT_FALSE(inside(cpuNext.position[i])) << "bird " << i << " inside an obstacle on the CPU";
        EXPECT_FALSE(inside(gpuNext.position[i])) << "bird " << i << " inside an obstacle on the GPU";
    }
    EXPECT_GT(startedInside, 0) << "nobody was pushed out: the scene does not test it";
    EXPECT_GT(turned, 0) << "nobody turned away: the scene does not test the steering";
}

void duskAround(SimParams& params, FlockState& state) {
    params.descentStep = static_cast<int>(state.step) > 50 ? static_cast<int>(state.step) - 50 : 1;
    params.descentSpread = 200;
    const glm::vec3 roost = roostPoint(params);
    for (std::size_t i = 0; i < state.size(); ++i) {
        if (i % 7 == 3) state.speed[i] = kRoostedSpeed;
        if (i % 31 == 5) {
            // On a ring just over the reed bed, diving into it (spread out, so that none has
            // more metric neighbours than the tests' lists hold).
            const float a = 0.13f * static_cast<float>(i / 31);
            const float r = 0.6f * params.roostLandingRadius;
            state.position[i] = roost + glm::vec3(r * std::cos(a), kRoostBedHeight * params.roostLandingRadius + 0.05f,
                                                  r * std::sin(a));
            state.heading[i] = glm::normalize(glm::vec3(-0.3f, -1.0f, 0.1f));
        }
    }
}

void expectDuskActed(const SimParams& params, const HawkView& hawk, const FlockState& before,
                     const FlockState& cpuNext) {
    SimParams day = params;
    day.descentStep = 0;
    FlockState dayNext;
    CpuStepper().step(day, hawk, before, dayNext);
    int stayed = 0, settled = 0, wentDown = 0;
    for (std::size_t i = 0; i < before.size(); ++i) {
        if (isRoosting(before.speed[i])) {
            stayed += cpuNext.position[i] == before.position[i] && isRoosting(cpuNext.speed[i]) ? 1 : 0;
            continue;
        }
        settled += isRoosting(cpuNext.speed[i]) ? 1 : 0;
        wentDown += glm::length(cpuNext.heading[i] - dayNext.heading[i]) > 1e-6f ? 1 : 0;
    }
    EXPECT_EQ(stayed, static_cast<int>((before.size() + 3) / 7)) << "a settled bird moved";
    EXPECT_GT(settled, 0) << "nobody settled: the scene does not test landing";
    EXPECT_GT(wentDown, 0) << "nobody went down: the scene does not test the descent";
}

HawkView withOtherHawks(HawkView first, const FlockState& state) {
    const glm::vec3 offset(0.3f, 0.2f, 0.1f);  // beside a bird, not on it
    first.otherCount = 2;
    first.others[0] = state.position[state.size() / 5] + offset;
    first.others[1] = state.position[state.size() * 4 / 5] + offset;
    return first;
}

void expectEveryHawkFeared(const SimParams& params, const HawkView& hawks, const FlockState& before,
                           const FlockState& next) {
    for (int h = 0; h < hawks.count(); ++h) {
        int onlyThis = 0;
        for (std::size_t i = 0; i < before.size(); ++i) {
            bool nearOther = false;
            for (int o = 0; o < hawks.count(); ++o)
                nearOther |= o != h && glm::length(before.position[i] - hawks.at(o)) <= params.fleeRange;
            if (nearOther || glm::length(before.position[i] - hawks.at(h)) > params.fleeRange) continue;
            onlyThis += next.fear[i] > params.fearDecay * before.fear[i] + 1e-6f ? 1 : 0;
        }
        EXPECT_GT(onlyThis, 0) << "hawk " << h << " frightened no bird of its own";
    }
}

void expectHomesActed(const SimParams& params, const HawkView& hawk, const FlockState& before,
                      const FlockState& cpuNext) {
    SimParams one = params;
    one.flockCount = 1;
    FlockState oneNext;
    CpuStepper().step(one, hawk, before, oneNext);
    int moved = 0;
    for (std::size_t i = 0; i < before.size(); ++i)
        moved += glm::length(cpuNext.heading[i] - oneNext.heading[i]) > 1e-6f ? 1 : 0;
    EXPECT_GT(moved, 0) << "the homes moved no bird: the scene does not test them";
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
