// metrics_history.hpp - what the charts draw: the flock's metrics step by step since the
// last reset, the hawk's time in the sky and the regroup marks.
//
// Plain data, no ImGui. Bounded memory: past kMaxSamples the history keeps every other
// sample (the chart is a few hundred pixels wide anyway), so an app left running for days
// never grows. Steps stay exact; only the resolution halves.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace murmur::ui {

struct MetricsSample {
    std::uint32_t step = 0;
    float polarization = 0.0f;
    float clumping = 0.0f;
    int clusters = -1;  // -1 on steps where clusters were not computed
};

// [sent, left): the steps a hawk was in the sky; left is empty while it still flies.
struct HawkSpan {
    std::uint32_t sent = 0;
    std::optional<std::uint32_t> left;
};

class MetricsHistory {
public:
    static constexpr std::size_t kMaxSamples = 8192;

    // Steps must not go backwards (a reset calls clear() first); a repeated step replaces
    // the last sample (e.g. the re-measure after a bird count change).
    void record(const MetricsSample& sample);
    // A hawk: sent at `step`; it left at `step`. Unmatched calls are ignored.
    void hawkSent(std::uint32_t step);
    void hawkLeft(std::uint32_t step);
    void regrouped(std::uint32_t step);
    void clear();
    // Back to how it stood on arriving at `step` (a timeline seek): later samples and regroups
    // go, a hawk sent at `step` or later goes (one sent at `step` came after the arrival), one
    // that left later is in the sky again.
    void truncateAfter(std::uint32_t step);

    const std::vector<MetricsSample>& samples() const { return samples_; }
    const std::vector<HawkSpan>& hawks() const { return hawks_; }
    const std::vector<std::uint32_t>& regroups() const { return regroups_; }
    bool empty() const { return samples_.empty(); }
    std::uint32_t firstStep() const { return samples_.empty() ? 0 : samples_.front().step; }
    std::uint32_t lastStep() const { return samples_.empty() ? 0 : samples_.back().step; }

private:
    void decimate();

    std::vector<MetricsSample> samples_;
    std::vector<HawkSpan> hawks_;
    std::vector<std::uint32_t> regroups_;
    std::size_t keepEvery_ = 1;  // samples whose step is a multiple of this are kept
};

}  // namespace murmur::ui
