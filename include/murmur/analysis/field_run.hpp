// field_run.hpp - a flock run and measured the field's way: its averages over a window of
// steps, and the size series (xi against L at constant density).
//
// The protocol `murmur-cli measure` and the window's background size series share: run the
// flock for `steps`, then measure it every `every` steps over the next `window` steps and
// average each FieldQuantity over the samples that have it. Not here: the measures
// themselves (field_measures.hpp) or the verdicts (field_reference.hpp).
#pragma once

#include <array>
#include <atomic>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "murmur/analysis/experiments.hpp"
#include "murmur/analysis/field_measures.hpp"
#include "murmur/analysis/field_reference.hpp"
#include "murmur/model/params.hpp"

namespace murmur {

struct FieldRunOptions {
    long long steps = 1000;  // run this long before measuring
    long long window = 200;  // then measure over this many steps...
    long long every = 10;    // ...every this many (the first sample is at `steps`)
    FieldOptions field;
};

// The mean of each quantity over the samples that had it.
class FieldAverage {
public:
    void add(const FieldMeasures& m);
    std::optional<float> mean(FieldQuantity quantity) const;
    int samples() const { return samples_; }
    bool inMetres() const { return inMetres_; }  // the samples' (the starling model's flock)

private:
    bool inMetres_ = false;
    std::array<double, kFieldQuantities> sum_{};
    std::array<int, kFieldQuantities> count_{};
    int samples_ = 0;
};

struct FieldRunResult {
    FieldAverage average;
    FieldMeasures last;  // the last sample, C(r) included
    // The seed model's three metrics (metrics.hpp) of the whole flock, averaged over the same
    // samples: polarization, clumping and the largest cluster's share, in %.
    double polarization = 0.0, clumping = 0.0, largestClusterPct = 0.0;
    bool cancelled = false;
};

// Runs params (validated by the caller) on backend() (empty: the CPU reference, threads 0)
// and measures it. progress(done, total) counts steps; cancel stops it promptly (the
// result is then marked cancelled).
FieldRunResult runFieldMeasure(const SimParams& params, const FieldRunOptions& options,
                               const BackendFactory& backend = {},
                               const std::function<void(long long done, long long total)>& progress = {},
                               const std::atomic<bool>* cancel = nullptr);

struct SizePoint {
    int birds = 0;
    float linearSize = 0.0f;  // mean L over the window
    float xi = 0.0f;          // mean xi over the samples where C(r) crossed zero
    bool hasXi = false;
};

struct SizeSeries {
    std::vector<SizePoint> points;
    OriginFit fit;  // xi = a L through the origin, over the points that have xi
    bool cancelled = false;
};

// One run per bird count, each with scaleSkyWithBirds on (the default flock's density);
// progress counts finished flocks.
SizeSeries runSizeSeries(const SimParams& base, std::span<const int> birdCounts, const FieldRunOptions& options,
                         const BackendFactory& backend = {},
                         const std::function<void(int done, int total)>& progress = {},
                         const std::atomic<bool>* cancel = nullptr);

}  // namespace murmur
