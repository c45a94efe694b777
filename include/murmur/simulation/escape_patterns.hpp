// escape_patterns.hpp - the shapes a flock's escape takes, from its metric series alone.
//
// Two patterns, each with a stated criterion on the steps the hawk was in the sky:
// - split: on some step with clusters, the largest cluster's share is at most
//   kSplitLargestFrac x its pre-attack baseline and there are at least
//   baseline + kSplitExtraClusters clusters (the flock lost birds to new bodies, not to
//   stragglers below the cluster size floor);
// - flash expansion: the mean distance to the centroid grows by at least kFlashFactor
//   within kFlashWindowSteps steps (a sudden outward burst, not a slow loosening).
// - vacuole: an empty hole around the hawk inside the flock: on kVacuoleSteps consecutive
//   steps the hawk is inside the flock (nearer its centroid than the birds' RMS distance to
//   it) and no bird is within kVacuoleSpacings mean spacings of the hawk (the spacing: the
//   cube root of that RMS ball's volume per bird; evenly spread, about 110 birds would be in
//   that sphere). Needs the birds' positions, so the recorder tests it step by step.
// The baseline is the mean over the calm steps before the hawk (as the regroup's).
#pragma once

#include <cstdint>
#include <span>

#include <glm/vec3.hpp>

namespace murmur {

struct PatternSample {
    std::uint32_t step = 0;
    bool hasClusters = false;  // largestPct and clusterCount are valid
    float largestPct = 0.0f;
    int clusterCount = 0;
    float meanDistance = 0.0f;  // mean distance to the centroid
};

struct PatternBaseline {
    float largestPct = 0.0f;
    float clusterCount = 0.0f;  // a mean, so not whole
    float meanDistance = 0.0f;
};

inline constexpr float kSplitLargestFrac = 0.8f;
inline constexpr float kSplitExtraClusters = 1.0f;
inline constexpr float kFlashFactor = 1.2f;
inline constexpr std::uint32_t kFlashWindowSteps = 10;
inline constexpr float kVacuoleSpacings = 3.0f;
inline constexpr int kVacuoleSteps = 3;

// One step's vacuole test: the hawk inside the flock of `positions`, no bird near it.
bool isVacuoleStep(std::span<const glm::vec3> positions, glm::vec3 hawk);

struct EscapePatterns {
    bool split = false;
    bool flashExpansion = false;
    float peakExpansion = 0.0f;  // the largest growth of the mean distance within the window (x)
    bool vacuole = false;        // found by the recorder (isVacuoleStep on consecutive steps)
};

// The criteria above; samples in increasing step order, any spacing.
bool isSplit(const PatternBaseline& baseline, std::span<const PatternSample> samples);
bool isFlashExpansion(std::span<const PatternSample> samples);
// max over sample pairs at most kFlashWindowSteps apart of later / earlier mean distance;
// 0 with fewer than two samples. A flash expansion is peakExpansion >= kFlashFactor.
float peakExpansion(std::span<const PatternSample> samples);
EscapePatterns findEscapePatterns(const PatternBaseline& baseline, std::span<const PatternSample> samples);

}  // namespace murmur
