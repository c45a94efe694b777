#include "murmur/escape_patterns.hpp"

#include <algorithm>

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

}  // namespace murmur
