// Micro-benchmarks of the CPU reference's stages (Google Benchmark). Compare the ratios
// within one run: grid search vs brute force, grid build vs the whole step.
//   build/bench/core_bench --benchmark_filter=Neighbours
#include <benchmark/benchmark.h>

#include <array>

#include "murmur/analysis/field_measures.hpp"
#include "murmur/model/block_search.hpp"
#include "murmur/model/cpu_step.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/model/metrics.hpp"
#include "murmur/simulation/simulation.hpp"

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
BENCHMARK(BM_Clusters)->Arg(1500)->Arg(10000)->Arg(100000);

// --- the field measures against one step, on one thread each, on a flock that has flown ---

// kFieldBirds birds at the default density (scaleSkyWithBirds) after kFieldSettleSteps.
constexpr int kFieldBirds = 10'000;
constexpr int kFieldSettleSteps = 300;

struct SettledFlock {
    SimParams world;
    FlockState state;
    FieldScratch scratch;  // holds the largest cluster after construction
    FieldMeasures measures;
};

SettledFlock& settledFlock() {
    static SettledFlock f = [] {
        SimParams p;
        p.birdCount = kFieldBirds;
        p.scaleSkyWithBirds = true;
        Simulation sim(p, makeCpuBackend(0));
        for (int i = 0; i < kFieldSettleSteps; ++i) sim.step(false);
        SettledFlock s;
        s.world = sim.world();
        sim.backend().download(s.state);
        measureField(s.world, s.state, {}, s.scratch, s.measures);
        return s;
    }();
    return f;
}

void BM_FieldStep(benchmark::State& state) {
    SettledFlock& f = settledFlock();
    FlockState a = f.state, b;
    CpuStepper stepper;
    for (auto _ : state) {
        stepper.step(f.world, {}, a, b);
        std::swap(a, b);
    }
    state.counters["cluster_birds"] = f.measures.clusterBirds;
}
BENCHMARK(BM_FieldStep)->Unit(benchmark::kMillisecond);

void BM_FieldNnd(benchmark::State& state) {
    SettledFlock& f = settledFlock();
    for (auto _ : state)
        nearestNeighbourDistances(f.scratch.position, f.world.cellSize, f.world.clusterLinkDistance, f.scratch.grid,
                                  f.scratch.nnd);
}
BENCHMARK(BM_FieldNnd)->Unit(benchmark::kMillisecond);

void BM_FieldBorder(benchmark::State& state) {
    SettledFlock& f = settledFlock();
    for (auto _ : state) benchmark::DoNotOptimize(classifyBorder(f.scratch.position, f.scratch.nnd, f.scratch));
}
BENCHMARK(BM_FieldBorder)->Unit(benchmark::kMillisecond);

void BM_FieldShape(benchmark::State& state) {
    SettledFlock& f = settledFlock();
    for (auto _ : state) benchmark::DoNotOptimize(measureShape(f.scratch.position, f.scratch.velocity));
}
BENCHMARK(BM_FieldShape)->Unit(benchmark::kMillisecond);

// Arg: correlationMaxBirds (0 = every bird of the cluster).
void BM_FieldCorrelation(benchmark::State& state) {
    SettledFlock& f = settledFlock();
    FieldOptions o;
    o.correlationMaxBirds = static_cast<int>(state.range(0));
    CorrelationStats c;
    for (auto _ : state) measureCorrelation(f.scratch.position, f.scratch.velocity, o, f.scratch.pairSum, c);
    state.counters["birds"] = c.birds;
}
BENCHMARK(BM_FieldCorrelation)->Arg(1000)->Arg(2000)->Arg(0)->Unit(benchmark::kMillisecond);

void BM_FieldOpacity(benchmark::State& state) {
    SettledFlock& f = settledFlock();
    for (auto _ : state)
        benchmark::DoNotOptimize(measureOpacity(f.scratch.position,
                                                kSilhouetteInSeparationRanges * f.world.separationRange,
                                                {1.0f, 0.0f, 0.0f}, f.scratch));
}
BENCHMARK(BM_FieldOpacity)->Unit(benchmark::kMillisecond);

void BM_FieldPartners(benchmark::State& state) {
    SettledFlock& f = settledFlock();
    for (auto _ : state) benchmark::DoNotOptimize(countPartners(f.state.position, f.world, f.scratch));
}
BENCHMARK(BM_FieldPartners)->Unit(benchmark::kMillisecond);

// Everything measureField does but C(r) (one bin, two birds: nothing), cluster search included.
void BM_FieldCheapAll(benchmark::State& state) {
    SettledFlock& f = settledFlock();
    FieldScratch scratch;
    FieldMeasures m;
    FieldOptions o;
    o.correlationMaxBirds = 2;
    for (auto _ : state) measureField(f.world, f.state, o, scratch, m);
}
BENCHMARK(BM_FieldCheapAll)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace murmur

BENCHMARK_MAIN();
