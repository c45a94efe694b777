#include "report/hawk_series.hpp"

#include <algorithm>

#include "murmur/simulation/simulation.hpp"

namespace murmur::report {

HawkSeries runHawkSeries(const SimParams& params, int steps, int hawkStep, const BackendFactory& backend,
                         const std::atomic<bool>* cancel) {
    Simulation sim(params, backend ? backend() : makeCpuBackend(0));
    HawkSeries s;
    s.birdCount = static_cast<int>(sim.birdCount());
    s.seed = params.seed;
    const auto samples = static_cast<std::size_t>(std::max(0, steps)) + 1;
    s.polarization.reserve(samples);
    s.clumping.reserve(samples);
    s.largestClusterPct.reserve(samples);
    s.clusterCount.reserve(samples);
    s.hawkInSky.reserve(samples);
    bool sent = false;
    s.minPolarizationInSky = 100.0f;
    for (int t = 0;; ++t) {
        if (t == hawkStep && !sent && sim.sendHawk()) {
            sent = true;
            s.hawkSent = true;
            s.hawkSentStep = static_cast<std::uint32_t>(t);
        }
        const FlockMetrics& m = sim.metrics();
        s.polarization.push_back(m.polarization);
        s.clumping.push_back(m.clumping);
        s.largestClusterPct.push_back(m.clusters.largestPct);
        s.clusterCount.push_back(m.clusters.count);
        const bool inSky = sim.hawk().inSky;
        s.hawkInSky.push_back(inSky);
        if (inSky) s.minPolarizationInSky = std::min(s.minPolarizationInSky, m.polarization);
        if (t >= steps) break;
        if (cancel && cancel->load(std::memory_order_relaxed)) return {};
        sim.step(true);
    }
    if (sent) {
        s.hawkLeftStep = sim.regroup().leftStep();
        s.regroupStep = sim.regroup().regroupStep();
    }
    if (!sent) s.minPolarizationInSky = 0.0f;
    return s;
}

}  // namespace murmur::report
