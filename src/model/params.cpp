#include "murmur/model/params.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace murmur {
// validate() is the parameter table's (param_table.cpp): one range check for every path.

const char* flockModelName(FlockModel m) {
    switch (m) {
        case FlockModel::Seed:
            return "seed";
        case FlockModel::Starling:
            return "starling";
    }
    return "";  // not a model: validate() rejects it
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
        case HawkStrategy::Player:
            return "player";
    }
    return "";  // not a strategy: validate() rejects it
}

std::optional<HawkStrategy> parseHawkStrategy(std::string_view name) {
    for (HawkStrategy s : {HawkStrategy::Centroid, HawkStrategy::Nearest, HawkStrategy::Intercept, HawkStrategy::Stoop})
        if (name == hawkStrategyName(s)) return s;
    return std::nullopt;
}

HawkStrategy hawkStrategyOf(const SimParams& p, int hawk) {
    if (!p.hawkStrategies.empty()) return p.hawkStrategies[static_cast<std::size_t>(hawk) % p.hawkStrategies.size()];
    if (!p.hawkMixed) return p.hawkStrategy;
    return static_cast<HawkStrategy>((static_cast<int>(p.hawkStrategy) + hawk) % kHawkStrategies);
}

std::string hawkStrategiesText(const HawkStrategyList& list) {
    if (list.empty()) return "none";
    std::string out;
    for (HawkStrategy s : list) out.append(out.empty() ? "" : " ").append(hawkStrategyName(s));
    return out;
}

HawkStrategiesParse parseHawkStrategies(std::string_view text) {
    HawkStrategiesParse out;
    if (text == "none") return out;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find_first_of(" ,", at), text.size());
        const std::string_view word = text.substr(at, end - at);
        at = end + 1;
        if (word.empty()) continue;
        const auto strategy = parseHawkStrategy(word);
        if (!strategy) {
            // (appended: GCC 12 warns falsely on "'" + string)
            out.error.append("'").append(word).append(
                "' is not a hawk strategy (centroid, nearest, intercept or stoop)");
            return out;
        }
        out.strategies.push_back(*strategy);
    }
    return out;
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
    w.flockSpacing *= s;
    w.hawkSpawnDistance *= s;
    w.hawkLeaveDistance *= s;
    w.hawkStoopHeight *= s;
    for (Obstacle& o : w.obstacles) {
        o.at *= s;
        o.size *= s;
    }
    return w;
}

int clusterMinSize(const SimParams& p, int birdCount) {
    const int fromFraction = static_cast<int>(std::ceil(static_cast<double>(p.clusterMinFraction) * birdCount - 1e-9));
    return std::max(p.clusterMinBirds, fromFraction);
}

}  // namespace murmur
