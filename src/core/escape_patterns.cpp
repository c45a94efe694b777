#include "murmur/escape_patterns.hpp"

namespace murmur {

bool isSplit(const PatternBaseline& base, std::span<const PatternSample> samples) {
    for (const PatternSample& s : samples)
        if (s.hasClusters && s.largestPct <= kSplitLargestFrac * base.largestPct &&
            static_cast<float>(s.clusterCount) >= base.clusterCount + kSplitExtraClusters)
            return true;
    return false;
}

bool isFlashExpansion(std::span<const PatternSample> samples) {
    for (std::size_t i = 0; i < samples.size(); ++i)
        for (std::size_t j = i + 1; j < samples.size() && samples[j].step - samples[i].step <= kFlashWindowSteps; ++j)
            if (samples[i].meanDistance > 0.0f && samples[j].meanDistance >= kFlashFactor * samples[i].meanDistance)
                return true;
    return false;
}

EscapePatterns findEscapePatterns(const PatternBaseline& base, std::span<const PatternSample> samples) {
    return {isSplit(base, samples), isFlashExpansion(samples)};
}

}  // namespace murmur
