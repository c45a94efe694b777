#include "murmur/params.hpp"

#include <cmath>
#include <utility>

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
    if (!(finitePositive(p.hawkStoopSpeed) && p.hawkStoopSpeed <= kMaxHawkLength))
        return "the hawk's stoop speed must be a finite number in (0, 10000]";
    if (!(finiteNonNegative(p.hawkStoopHeight) && p.hawkStoopHeight <= kMaxHawkLength))
        return "the hawk's stoop height must be a finite number in [0, 10000]";
    if (!(finiteNonNegative(p.hawkCatchRadius) && p.hawkCatchRadius <= kMaxHawkLength))
        return "the hawk's catch radius must be a finite number in [0, 10000]";
    return std::nullopt;
}

}  // namespace

// The one check of a SimParams: the command line, the panel, scripts, settings files and
// Simulation::setParams all come here. Messages name the parameter as the command line
// and scripts do (--NAME, `set NAME`).
std::optional<std::string> validate(const SimParams& p) {
    if (p.birdCount < 0 || p.birdCount > maxBirdCount(p))
        return "birds must be between 0 and " + std::to_string(maxBirdCount(p)) +
               (p.scaleSkyWithBirds ? std::string()
                                    : " at the fixed sky (a step costs about N^2 there; --scale-sky allows " +
                                          std::to_string(kMaxBirdCount) + ")") +
               ", got " + std::to_string(p.birdCount);
    if (p.topologicalK < 1 || p.topologicalK > kMaxTopologicalK)
        return "k must be between 1 and " + std::to_string(kMaxTopologicalK) + ", got " +
               std::to_string(p.topologicalK);
    if (!(std::isfinite(p.metricRadius) && p.metricRadius > 0.0f && p.metricRadius <= kMaxMetricRadius))
        return "radius must be a finite number in (0, " + std::to_string(static_cast<int>(kMaxMetricRadius)) + "]";
    const std::pair<const char*, float> weights[] = {
        {"cohesion", p.cohesionWeight}, {"alignment", p.alignmentWeight}, {"separation", p.separationWeight}};
    for (const auto& [name, w] : weights)
        if (!(finiteNonNegative(w) && w <= kMaxRuleWeight))
            return std::string(name) + " must be a finite number between 0 and 1e9";
    if (p.neighbourMode != NeighbourMode::Topological && p.neighbourMode != NeighbourMode::Metric)
        return "unknown neighbour mode";
    for (float r : {p.skyRadii.x, p.skyRadii.y, p.skyRadii.z})
        if (!(std::isfinite(r) && r > 0.0f)) return "sky radii must be finite and positive";
    if (!(std::isfinite(p.startRadius) && p.startRadius > 0.0f && p.startRadius <= kMaxStartRadius))
        return "start-radius must be a finite number in (0, " + std::to_string(static_cast<int>(kMaxStartRadius)) + "]";
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
