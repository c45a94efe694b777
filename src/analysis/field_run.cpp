// The measuring protocol of field_run.hpp.
#include "murmur/analysis/field_run.hpp"

#include <algorithm>

#include "murmur/simulation/simulation.hpp"

namespace murmur {

void FieldAverage::add(const FieldMeasures& m) {
    ++samples_;
    inMetres_ = m.inMetres;
    for (std::size_t i = 0; i < kFieldQuantities; ++i)
        if (auto v = fieldValue(m, static_cast<FieldQuantity>(i))) {
            sum_[i] += *v;
            ++count_[i];
        }
}

std::optional<float> FieldAverage::mean(FieldQuantity quantity) const {
    const auto i = static_cast<std::size_t>(quantity);
    if (i >= kFieldQuantities || count_[i] == 0) return std::nullopt;
    return static_cast<float>(sum_[i] / count_[i]);
}

FieldRunResult runFieldMeasure(const SimParams& params, const FieldRunOptions& options, const BackendFactory& backend,
                               const std::function<void(long long, long long)>& progress,
                               const std::atomic<bool>* cancel) {
    FieldRunResult result;
    Simulation sim(params, backend ? backend() : makeCpuBackend(0));
    FieldScratch scratch;
    FlockState state;
    const long long every = std::max(1LL, options.every);
    const long long total = options.steps + options.window;
    auto isSample = [&](long long t) { return t >= options.steps && (t - options.steps) % every == 0; };
    for (long long t = 0; t <= total; ++t) {
        if (cancel && cancel->load()) {
            result.cancelled = true;
            return result;
        }
        if (isSample(t)) {
            sim.backend().download(state);
            measureField(sim.world(), state, options.field, scratch, result.last);
            result.average.add(result.last);
            // The step before a sample measured the clusters (at t = 0: the constructor did).
            const FlockMetrics& m = sim.metrics();
            result.polarization += m.polarization;
            result.clumping += m.clumping;
            result.largestClusterPct += m.clusters.largestPct;
        }
        if (progress) progress(t, total);
        if (t < total) sim.step(isSample(t + 1));
    }
    if (const int n = result.average.samples(); n > 0) {
        result.polarization /= n;
        result.clumping /= n;
        result.largestClusterPct /= n;
    }
    return result;
}

SizeSeries runSizeSeries(const SimParams& base, std::span<const int> birdCounts, const FieldRunOptions& options,
                         const BackendFactory& backend, const std::function<void(int, int)>& progress,
                         const std::atomic<bool>* cancel) {
    SizeSeries series;
    std::vector<float> ls, xis;
    const int total = static_cast<int>(birdCounts.size());
    for (int i = 0; i < total; ++i) {
        SimParams p = base;
        p.birdCount = birdCounts[static_cast<std::size_t>(i)];
        p.scaleSkyWithBirds = true;
        const FieldRunResult r = runFieldMeasure(p, options, backend, {}, cancel);
        if (r.cancelled) {
            series.cancelled = true;
            return series;
        }
        SizePoint point;
        point.birds = p.birdCount;
        point.linearSize = r.average.mean(FieldQuantity::LinearSize).value_or(0.0f);
        if (auto xi = r.average.mean(FieldQuantity::CorrelationLength)) {
            point.xi = *xi;
            point.hasXi = true;
            ls.push_back(point.linearSize);
            xis.push_back(point.xi);
        }
        series.points.push_back(point);
        if (progress) progress(i + 1, total);
    }
    series.fit = fitThroughOrigin(ls, xis);
    return series;
}

}  // namespace murmur
