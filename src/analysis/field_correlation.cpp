// The velocity- and speed-fluctuation correlations of field_measures.hpp, and the size series' line fit.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "murmur/analysis/field_measures.hpp"

namespace murmur {

void measureCorrelation(std::span<const glm::vec3> positions, std::span<const glm::vec3> velocities,
                        const FieldOptions& options, std::vector<double>& pairSum, CorrelationStats& out) {
    const std::size_t bins = static_cast<std::size_t>(std::max(1, options.correlationBins));
    out.c.assign(bins, 0.0f);
    out.pairs.assign(bins, 0);
    pairSum.assign(bins, 0.0);
    out.linearSize = out.xi = out.binWidth = 0.0f;
    out.hasZero = false;
    out.birds = 0;
    const std::size_t n = positions.size();
    if (n < 2) return;
    const std::size_t stride =
        options.correlationMaxBirds > 0
            ? std::max<std::size_t>(1, (n + static_cast<std::size_t>(options.correlationMaxBirds) - 1) /
                                           static_cast<std::size_t>(options.correlationMaxBirds))
            : 1;
    // Fluctuations about the mean velocity of the birds measured: they sum to zero, so C(r)
    // must cross zero somewhere in a finite flock.
    glm::dvec3 meanV{0.0}, lo{positions[0]}, hi{positions[0]};
    for (std::size_t i = 0; i < n; i += stride) {
        meanV += glm::dvec3(velocities[i]);
        lo = glm::min(lo, glm::dvec3(positions[i]));
        hi = glm::max(hi, glm::dvec3(positions[i]));
        ++out.birds;
    }
    meanV /= static_cast<double>(out.birds);
    double selfSum = 0.0;
    for (std::size_t i = 0; i < n; i += stride) {
        const glm::dvec3 u = glm::dvec3(velocities[i]) - meanV;
        selfSum += glm::dot(u, u);
    }
    const double c0 = selfSum / static_cast<double>(out.birds);
    // The bounding box's diagonal bounds every pair distance, so the bins are known before L.
    const double diagonal = glm::length(hi - lo);
    const double rounding = kRoundingFluctuation * kRoundingFluctuation * glm::dot(meanV, meanV);
    if (!(diagonal > 0.0) || !(c0 > rounding)) return;
    const double width = diagonal / static_cast<double>(bins);
    double maxSq = 0.0;
    for (std::size_t i = 0; i < n; i += stride) {
        const glm::dvec3 pi(positions[i]);
        const glm::dvec3 ui = glm::dvec3(velocities[i]) - meanV;
        for (std::size_t j = i + stride; j < n; j += stride) {
            const glm::dvec3 d = glm::dvec3(positions[j]) - pi;
            const double distSq = glm::dot(d, d);
            maxSq = std::max(maxSq, distSq);
            const std::size_t bin = std::min(bins - 1, static_cast<std::size_t>(std::sqrt(distSq) / width));
            pairSum[bin] += glm::dot(ui, glm::dvec3(velocities[j]) - meanV);
            ++out.pairs[bin];
        }
    }
    out.binWidth = static_cast<float>(width);
    out.linearSize = static_cast<float>(std::sqrt(maxSq));
    for (std::size_t b = 0; b < bins; ++b)
        if (out.pairs[b] > 0) out.c[b] = static_cast<float>(pairSum[b] / out.pairs[b] / c0);
    // The first sign change from positive, between the centres of two filled bins.
    double prevR = -1.0, prevC = 0.0;
    for (std::size_t b = 0; b < bins; ++b) {
        if (out.pairs[b] == 0) continue;
        const double r = (static_cast<double>(b) + 0.5) * width, c = out.c[b];
        if (prevR < 0.0 && c <= 0.0) {  // no positive correlation even at the shortest distances
            out.hasZero = true;
            return;
        }
        if (prevR >= 0.0 && prevC > 0.0 && c <= 0.0) {
            out.xi = static_cast<float>(prevR + (r - prevR) * prevC / (prevC - c));
            out.hasZero = true;
            return;
        }
        prevR = r;
        prevC = c;
    }
}

OriginFit fitThroughOrigin(std::span<const float> x, std::span<const float> y) {
    OriginFit f;
    const std::size_t n = std::min(x.size(), y.size());
    if (n < 2) return f;
    double sxx = 0.0, sxy = 0.0, syy = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        sxx += double(x[i]) * x[i];
        sxy += double(x[i]) * y[i];
        syy += double(y[i]) * y[i];
    }
    if (!(sxx > 0.0)) return f;
    const double a = sxy / sxx;
    double residual = 0.0;
    for (std::size_t i = 0; i < n; ++i) residual += (y[i] - a * x[i]) * (y[i] - a * x[i]);
    f.slope = static_cast<float>(a);
    f.r2 = syy > 0.0 ? static_cast<float>(1.0 - residual / syy) : 1.0f;
    return f;
}

}  // namespace murmur
