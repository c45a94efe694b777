#include "sweep/cell_run.hpp"

#include <algorithm>
#include <cassert>

#include "murmur/simulation/simulation.hpp"

namespace murmur::sweep {
namespace {

double measured(const FlockMetrics& m, Measure measure) {
    switch (measure) {
        case Measure::Polarization:
            return m.polarization;
        case Measure::LargestClusterPct:
            return m.clusters.largestPct;
        case Measure::Clusters:
            return m.clusters.count;
        case Measure::Clumping:
            return m.clumping;
    }
    return 0.0;
}

bool needsClusters(std::span<const Measure> measures) {
    return std::any_of(measures.begin(), measures.end(),
                       [](Measure m) { return m == Measure::LargestClusterPct || m == Measure::Clusters; });
}

}  // namespace

std::vector<MeasureValue> runCell(const SimParams& params, std::uint32_t seed, int steps, int window,
                                  std::span<const Measure> measures, const std::atomic<bool>* cancel) {
    assert(window >= 1 && window <= steps && "runCell: the window must be 1..steps");
    SimParams p = params;
    p.seed = seed;
    Simulation sim(p, makeCpuBackend(1));
    const bool clusters = needsClusters(measures);
    const int first = steps - window + 1;
    std::vector<double> sums(measures.size(), 0.0);
    for (int t = 1; t <= steps; ++t) {
        if (cancel && cancel->load(std::memory_order_relaxed)) return {};
        sim.step(clusters && t >= first);
        if (t < first) continue;
        for (std::size_t i = 0; i < measures.size(); ++i) sums[i] += measured(sim.metrics(), measures[i]);
    }
    std::vector<MeasureValue> out;
    for (std::size_t i = 0; i < measures.size(); ++i) out.push_back({measures[i], sums[i] / window});
    return out;
}

}  // namespace murmur::sweep
