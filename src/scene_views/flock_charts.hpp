// flock_charts.hpp - the murmuration scene's charts under the 3D view: the run's metrics
// step by step (ui/metrics_history.hpp), the hawks' flights and the regroups marked on them,
// and the newest cluster count the stats card shows (clusters are counted every few steps).
//
// record() after every step and every jump of the flock (a hawk sent, a new flock size);
// clear() when the run starts again; rewound() when the timeline goes back to a step.
// Script: `print charts` (the readout under the pointer, as last drawn).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "layout.hpp"
#include "metrics_history.hpp"
#include "murmur/simulation/simulation.hpp"
#include "scenes/script_words.hpp"

namespace murmur::scene_views {

class FlockCharts {
public:
    void record(const Simulation& sim);
    void clear();
    // The flock went back to step `at` (sim is there now): later samples go.
    void rewound(const Simulation& sim, std::uint32_t at);
    // The charts in `area` (ImGui, over the scene's viewport).
    void draw(const ui::Rect& area);

    const ui::MetricsHistory& history() const { return history_; }
    int clusters() const { return clusters_; }  // -1 until first counted
    float largestClusterPct() const { return largestPct_; }

    static scenes::WordTable<FlockCharts> words();

private:
    ui::MetricsHistory history_;
    bool hawkWasInSky_ = false;
    std::optional<std::uint32_t> lastRegroup_;
    int clusters_ = -1;
    float largestPct_ = 0.0f;
    std::string hover_;  // the readout as last drawn
};

}  // namespace murmur::scene_views
