#include "murmur/params.hpp"

#include <cmath>

namespace murmur {
namespace {

bool finiteNonNegative(float v) {
    return std::isfinite(v) && v >= 0.0f;
}

bool finitePositive(float v) {
    return std::isfinite(v) && v > 0.0f;
}

std::optional<std::string> checkHawkStrategy(const SimParams& p) {
    if (!hawkStrategyName(p.hawkStrategy)[0]) return "unknown hawk strategy";
    if (!(std::isfinite(p.hawkNavigationConstant) && p.hawkNavigationConstant > 0.0f &&
          p.hawkNavigationConstant <= kMaxHawkNavigationConstant))
        return std::string("the hawk's navigation constant must be a finite number in (0, ")
            .append(std::to_string(static_cast<int>(kMaxHawkNavigationConstant)))
            .append("]");
    if (!finitePositive(p.hawkStoopSpeed)) return "the hawk's stoop speed must be a finite number > 0";
    if (!finiteNonNegative(p.hawkStoopHeight)) return "the hawk's stoop height must be a finite number >= 0";
    if (!finiteNonNegative(p.hawkCatchRadius)) return "the hawk's catch radius must be a finite number >= 0";
    return std::nullopt;
}

}  // namespace

std::optional<std::string> validate(const SimParams& p) {
    if (p.birdCount < 0 || p.birdCount > maxBirdCount(p))
        return "bird count must be between 0 and " + std::to_string(maxBirdCount(p)) +
               (p.scaleSkyWithBirds ? ""
                                    : " at the fixed sky (the sky scaled with the birds allows " +
                                          std::to_string(kMaxBirdCount) + ")") +
               ", got " + std::to_string(p.birdCount);
    if (p.topologicalK < 1 || p.topologicalK > kMaxTopologicalK)
        return "k must be between 1 and " + std::to_string(kMaxTopologicalK) + ", got " +
               std::to_string(p.topologicalK);
    if (!(std::isfinite(p.metricRadius) && p.metricRadius > 0.0f && p.metricRadius <= 100.0f))
        return "radius must be a finite number in (0, 100]";
    if (!finiteNonNegative(p.cohesionWeight)) return "cohesion weight must be a finite number >= 0";
    if (!finiteNonNegative(p.alignmentWeight)) return "alignment weight must be a finite number >= 0";
    if (!finiteNonNegative(p.separationWeight)) return "separation weight must be a finite number >= 0";
    if (p.neighbourMode != NeighbourMode::Topological && p.neighbourMode != NeighbourMode::Metric)
        return "unknown neighbour mode";
    for (float r : {p.skyRadii.x, p.skyRadii.y, p.skyRadii.z})
        if (!(std::isfinite(r) && r > 0.0f)) return "sky radii must be finite and positive";
    if (!(std::isfinite(p.startRadius) && p.startRadius > 0.0f && p.startRadius <= kMaxStartRadius))
        return "start radius must be a finite number in (0, " + std::to_string(static_cast<int>(kMaxStartRadius)) + "]";
    if (!(std::isfinite(p.cellSize) && p.cellSize > 0.0f)) return "cell size must be positive";
    if (!(std::isfinite(p.startBias.x) && std::isfinite(p.startBias.y) && std::isfinite(p.startBias.z)) ||
        std::fabs(p.startBias.x) + std::fabs(p.startBias.y) + std::fabs(p.startBias.z) < 1e-3f)
        return "the start bias must be a finite, non-zero vector (headings lean along it)";
    return checkHawkStrategy(p);
}

const char* hawkStrategyName(HawkStrategy s) {
    switch (s) {
        case HawkStrategy::Centroid:
            return "centroid";
        case HawkStrategy::Nearest:
            return "nearest";
        case HawkStrategy::Intercept:
            return "intercept";
        case HawkStrategy::Stoop:
            return "stoop";
    }
    return "";  // not a strategy: validate() rejects it
}

std::optional<HawkStrategy> parseHawkStrategy(std::string_view name) {
    for (HawkStrategy s : {HawkStrategy::Centroid, HawkStrategy::Nearest, HawkStrategy::Intercept, HawkStrategy::Stoop})
        if (name == hawkStrategyName(s)) return s;
    return std::nullopt;
}

int maxBirdCount(const SimParams& p) {
    return p.scaleSkyWithBirds ? kMaxBirdCount : kMaxBirdCountFixedSky;
}

float skyScale(const SimParams& p) {
    if (!p.scaleSkyWithBirds || p.birdCount < 1) return 1.0f;
    return static_cast<float>(std::cbrt(static_cast<double>(p.birdCount) / kDensityReferenceBirds));
}

SimParams worldParams(const SimParams& p) {
    const float s = skyScale(p);
    if (s == 1.0f) return p;
    SimParams w = p;
    w.skyRadii *= s;
    w.uniformMeanDistance *= s;
    w.startRadius *= s;
    w.hawkSpawnDistance *= s;
    w.hawkLeaveDistance *= s;
    w.hawkStoopHeight *= s;
    return w;
}

int clusterMinSize(const SimParams& p, int birdCount) {
    const int fromFraction = static_cast<int>(std::ceil(static_cast<double>(p.clusterMinFraction) * birdCount - 1e-9));
    return std::max(p.clusterMinBirds, fromFraction);
}

}  // namespace murmur
