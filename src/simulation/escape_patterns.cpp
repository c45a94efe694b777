#include "murmur/simulation/escape_patterns.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace murmur {

bool isSplit(const PatternBaseline& base, std::span<const PatternSample> samples) {
    for (const PatternSample& s : samples)
        if (s.hasClusters && s.largestPct <= kSplitLargestFrac * base.largestPct &&
            static_cast<float>(s.clusterCount) >= base.clusterCount + kSplitExtraClusters)
            return true;
    return false;
}

float peakExpansion(std::span<const PatternSample> samples) {
    float peak = 0.0f;
    for (std::size_t i = 0; i < samples.size(); ++i)
        for (std::size_t j = i + 1; j < samples.size() && samples[j].step - samples[i].step <= kFlashWindowSteps; ++j)
            if (samples[i].meanDistance > 0.0f)
                peak = std::max(peak, samples[j].meanDistance / samples[i].meanDistance);
    return peak;
}

bool isFlashExpansion(std::span<const PatternSample> samples) {
    return peakExpansion(samples) >= kFlashFactor;
}

EscapePatterns findEscapePatterns(const PatternBaseline& base, std::span<const PatternSample> samples) {
    const float peak = peakExpansion(samples);
    return {isSplit(base, samples), peak >= kFlashFactor, peak};
}

bool isVacuoleStep(std::span<const glm::vec3> positions, glm::vec3 hawk) {
    if (positions.size() < 2) return false;
    glm::dvec3 sum(0.0);
    for (const glm::vec3& p : positions) sum += glm::dvec3(p);
    const glm::dvec3 centroid = sum / double(positions.size());
    double squares = 0.0;
    for (const glm::vec3& p : positions) {
        const glm::dvec3 d = glm::dvec3(p) - centroid;
        squares += glm::dot(d, d);
    }
    const double rms = std::sqrt(squares / double(positions.size()));
    if (glm::length(glm::dvec3(hawk) - centroid) >= rms) return false;  // not inside the flock
    const double kFourThirdsPi = 4.18879020478639;
    const double spacing = std::cbrt(kFourThirdsPi * rms * rms * rms / double(positions.size()));
    const double empty = kVacuoleSpacings * spacing;
    for (const glm::vec3& p : positions)
        if (glm::length(glm::dvec3(p) - glm::dvec3(hawk)) < empty) return false;
    return true;
}

}  // namespace murmur
