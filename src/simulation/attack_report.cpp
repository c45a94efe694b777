#include "murmur/simulation/attack_report.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace murmur {
namespace {

// The flock's cruise speed in the wave's units, model units (or metres) per step.
float cruisePerStep(const SimParams& p) {
    return p.model == FlockModel::Starling ? p.starlingCruiseSpeed * p.starlingTimeStep : p.baseSpeed;
}

PatternSample patternSample(std::uint32_t step, const FlockMetrics& m) {
    return {step, m.hasClusters, m.clusters.largestPct, m.clusters.count, m.meanDistance};
}

}  // namespace

AttackRecorder::AttackRecorder(const SimParams& params) : params_(params) {}

void AttackRecorder::sample(std::uint32_t step, const FlockMetrics& m, bool hawkInSky) {
    if (active_ && hawkInSky) {
        series_.push_back(patternSample(step, m));
        report_.lowestPolarization = std::min(report_.lowestPolarization, m.polarization);
        if (m.hasClusters) report_.mostClusters = std::max(report_.mostClusters, m.clusters.count);
    }
    if (!hawkInSky) calm_.push_back(patternSample(step, m));
    // Counted in steps, as the regroup's baseline, so sparse cluster steps still cover it.
    const auto window = static_cast<std::uint64_t>(std::max(1, params_.regroupBaselineSteps));
    while (!calm_.empty() && calm_.front().step + window <= step) calm_.pop_front();
}

void AttackRecorder::begin(std::span<const Hawk> hawks, const FlockState& state, const FlockMetrics& m) {
    const Hawk& hawk = hawks.front();
    active_ = true;
    report_ = AttackReport{};
    vacuoleRun_ = 0;
    vacuoleSeen_ = false;
    report_.strategy = hawk.strategy;
    report_.hawks = static_cast<int>(hawks.size());
    report_.mixed = std::any_of(hawks.begin(), hawks.end(), [&](const Hawk& h) { return h.strategy != hawk.strategy; });
    for (const Hawk& h : hawks) report_.strategies.push_back(h.strategy);
    report_.sentStep = hawk.sentStep;
    report_.birds = static_cast<int>(state.size());
    report_.closestApproach = INFINITY;
    report_.lowestPolarization = m.polarization;
    report_.mostClusters = m.hasClusters ? m.clusters.count : 0;
    PatternBaseline& base = report_.baseline;
    int withClusters = 0;
    for (const PatternSample& s : calm_) {
        base.meanDistance += s.meanDistance;
        if (!s.hasClusters) continue;
        base.largestPct += s.largestPct;
        base.clusterCount += static_cast<float>(s.clusterCount);
        ++withClusters;
    }
    if (!calm_.empty()) base.meanDistance /= static_cast<float>(calm_.size());
    if (withClusters) {
        base.largestPct /= static_cast<float>(withClusters);
        base.clusterCount /= static_cast<float>(withClusters);
    }
    series_.assign(1, patternSample(state.step, m));
    lastFear_ = state.fear;
    lastStep_ = state.step;
    startled_.assign(state.size(), false);
    caught_.assign(state.size(), false);
    onsets_.clear();
    observe(state, hawks);
}

void AttackRecorder::observe(const FlockState& state, std::span<const Hawk> hawks) {
    if (!active_) return;
    const std::size_t n = state.size();
    if (startled_.size() != n) {  // the flock was resized during the attack
        const std::size_t kept = std::min(lastFear_.size(), n);
        startled_.resize(n, false);
        caught_.resize(n, false);
        lastFear_.resize(n);
        for (std::size_t i = kept; i < n; ++i) lastFear_[i] = state.fear[i];  // new birds: no onset
    }
    const bool newStep = state.step != lastStep_;
    // A hawk counts while it flies and at the step it left (its last position); one that left
    // earlier in a sortie of several hangs where it was and is no longer there to see.
    const auto counts = [&](const Hawk& h) { return h.inSky || h.leftStep == state.step; };
    for (std::size_t i = 0; i < n; ++i) {
        for (const Hawk& hawk : hawks) {
            if (!counts(hawk)) continue;
            const float d = glm::length(state.position[i] - hawk.position);
            report_.closestApproach = std::min(report_.closestApproach, d);
            if (d <= params_.hawkCatchRadius) caught_[i] = true;
        }
        // The same float product as the step's decay: a bird only decaying never counts.
        if (newStep && !startled_[i] && state.fear[i] > params_.fearDecay * lastFear_[i]) {
            startled_[i] = true;
            onsets_.push_back({static_cast<std::uint32_t>(i), state.step, state.position[i]});
        }
    }
    if (newStep) {
        lastFear_ = state.fear;
        lastStep_ = state.step;
        const bool vacuole = std::any_of(hawks.begin(), hawks.end(), [&](const Hawk& h) {
            return counts(h) && isVacuoleStep(state.position, h.position);
        });
        vacuoleRun_ = vacuole ? vacuoleRun_ + 1 : 0;
        if (vacuoleRun_ >= kVacuoleSteps) vacuoleSeen_ = true;
    }
}

AttackReport AttackRecorder::finish(std::span<const Hawk> hawks) {
    active_ = false;
    report_.leftStep = 0;
    for (const Hawk& hawk : hawks) report_.leftStep = std::max(report_.leftStep, hawk.leftStep);
    report_.wouldBeCatches = static_cast<int>(std::count(caught_.begin(), caught_.end(), true));
    report_.startled = static_cast<int>(onsets_.size());
    report_.startledPct =
        report_.birds > 0 ? 100.0f * static_cast<float>(report_.startled) / static_cast<float>(report_.birds) : 0.0f;
    if (!std::isfinite(report_.closestApproach)) report_.closestApproach = 0.0f;
    // The wave's line has one origin, the first bird startled; hawks from several sides start
    // several waves, which one line cannot fit: a sortie reports none (its onsets counted).
    if (hawks.size() == 1) report_.wave = fitEscapeWave(onsets_, cruisePerStep(params_));
    else report_.wave = WaveFit{.birds = static_cast<int>(onsets_.size())};
    report_.patterns = findEscapePatterns(report_.baseline, series_);
    report_.patterns.vacuole = vacuoleSeen_;
    return report_;
}

std::size_t AttackRecorder::bytes() const {
    // vector<bool> packs bits: a byte per 8 birds.
    return sizeof(*this) + calm_.size() * sizeof(PatternSample) + series_.capacity() * sizeof(PatternSample) +
           lastFear_.capacity() * sizeof(float) + (startled_.capacity() + caught_.capacity()) / 8 +
           onsets_.capacity() * sizeof(StartleOnset);
}

}  // namespace murmur
