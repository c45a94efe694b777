// Micro-benchmarks of the CPU reference's stages (Google Benchmark). Compare the ratios
// within one run: grid search vs brute force, grid build vs the whole step.
//   build/bench/core_bench --benchmark_filter=Neighbours
#include <benchmark/benchmark.h>

#include <array>

#include "murmur/block_search.hpp"
#include "murmur/cpu_step.hpp"
#include "murmur/initial_condition.hpp"
#include "murmur/metrics.hpp"

namespace murmur {
namespace {

FlockState flock(int n) {
    SimParams p;
    p.birdCount = n;
    return makeInitialFlock(p);
}

void BM_GridBuild(benchmark::State& state) {
    const FlockState st = flock(static_cast<int>(state.range(0)));
    UniformGrid grid;
    for (auto _ : state) {
        grid.build(st.position, 3.0f);
        benchmark::DoNotOptimize(grid.cellStart.data());
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_GridBuild)->Arg(1500)->Arg(10000)->Arg(100000);

void BM_NeighboursGrid(benchmark::State& state) {
    const FlockState st = flock(static_cast<int>(state.range(0)));
    UniformGrid grid;
    grid.build(st.position, 3.0f);
    std::array<Neighbour, 7> out;
    std::uint32_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(topologicalNeighbours(grid, st.position, i, 7, 24.0f, out.data()));
        i = (i + 1) % static_cast<std::uint32_t>(st.size());
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_NeighboursGrid)->Arg(1500)->Arg(10000);

// The step's search: birds in grid order, each cell's block gathered once for its birds.
void BM_NeighboursBlock(benchmark::State& state) {
    const FlockState st = flock(static_cast<int>(state.range(0)));
    UniformGrid grid;
    grid.build(st.position, 3.0f);
    BlockSearch search(grid, st.position);
    std::array<Neighbour, 7> out;
    std::uint32_t slot = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(search.topological(grid.birdOfSlot[slot], 7, 24.0f, out.data()));
        slot = (slot + 1) % static_cast<std::uint32_t>(st.size());
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_NeighboursBlock)->Arg(1500)->Arg(10000);

void BM_NeighboursBruteForce(benchmark::State& state) {
    const FlockState st = flock(static_cast<int>(state.range(0)));
    std::array<Neighbour, 7> out;
    std::uint32_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(bruteForceTopological(st.position, i, 7, 24.0f, out.data()));
        i = (i + 1) % static_cast<std::uint32_t>(st.size());
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_NeighboursBruteForce)->Arg(1500)->Arg(10000);

void BM_Step(benchmark::State& state) {
    FlockState a = flock(static_cast<int>(state.range(0))), b;
    CpuStepper stepper;
    for (auto _ : state) {
        stepper.step(SimParams{}, {}, a, b);
        std::swap(a, b);
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_Step)->Arg(1500)->Arg(10000);

void BM_Clusters(benchmark::State& state) {
    const FlockState st = flock(static_cast<int>(state.range(0)));
    for (auto _ : state) benchmark::DoNotOptimize(findClusters(st.position, 3.0f, 45).count);
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_Clusters)->Arg(1500)->Arg(10000);

}  // namespace
}  // namespace murmur

BENCHMARK_MAIN();
