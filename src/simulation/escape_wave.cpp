#include "murmur/simulation/escape_wave.hpp"

#include <glm/geometric.hpp>

namespace murmur {

WaveFit fitEscapeWave(std::span<const StartleOnset> onsets, float cruiseSpeed) {
    WaveFit fit;
    fit.birds = static_cast<int>(onsets.size());
    if (onsets.size() < 2) return fit;
    const StartleOnset* first = &onsets[0];
    for (const StartleOnset& o : onsets)
        if (o.step < first->step || (o.step == first->step && o.bird < first->bird)) first = &o;
    // Sums in double over bird order: the fit is deterministic and does not lose the steps.
    double sx = 0, sy = 0;
    for (const StartleOnset& o : onsets) {
        sx += glm::length(o.position - first->position);
        sy += o.step;
    }
    const double n = static_cast<double>(onsets.size());
    const double mx = sx / n, my = sy / n;
    double sxx = 0, sxy = 0, syy = 0;
    for (const StartleOnset& o : onsets) {
        const double dx = glm::length(o.position - first->position) - mx;
        const double dy = static_cast<double>(o.step) - my;
        sxx += dx * dx;
        sxy += dx * dy;
        syy += dy * dy;
    }
    if (sxx <= 0.0) return fit;
    fit.slope = sxy / sxx;
    fit.intercept = my - fit.slope * mx;
    // With every onset on one step (syy = 0) the line says nothing about spreading.
    fit.r2 = syy > 0.0 ? (sxy * sxy) / (sxx * syy) : 0.0;
    fit.isWave = fit.birds >= kWaveMinBirds && fit.slope > 0.0 && fit.r2 >= kWaveMinR2;
    if (fit.isWave) {
        fit.speed = 1.0 / fit.slope;
        fit.speedOverCruise = cruiseSpeed > 0.0f ? fit.speed / cruiseSpeed : 0.0;
    }
    return fit;
}

}  // namespace murmur
