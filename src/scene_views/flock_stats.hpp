// flock_stats.hpp - the murmuration's figures as the stats card shows them (ui/stats_card.hpp,
// in the panel's language) and as `print stats` writes them ("stats birds=N step=S hawk=0|1
// ...", then the card's lines in English, each after "card ").
//
// Read from the flock and the parts that count for it; no state of its own.
#pragma once

#include <string>
#include <vector>

#include "auto_reducer.hpp"
#include "flock_charts.hpp"
#include "murmur/simulation/simulation.hpp"
#include "stats_card.hpp"
#include "step_pace.hpp"
#include "step_rate.hpp"

namespace murmur::scene_views {

struct FlockStats {
    const Simulation& sim;
    const AutoReducer& reducer;
    const FlockCharts& charts;
    const StepPace& pace;
    const StepRate* rate = nullptr;  // with the step thread: the flock's own steps per second (and
                                     // the card's step time is the thread's)

    std::vector<std::string> card(ui::Language language) const;
    // The card's line about the last automatic reduction; empty when there was none.
    std::string reductionLine(ui::Language language) const;
    std::vector<std::string> printLines() const;

private:
    ui::StatsInput input() const;
};

}  // namespace murmur::scene_views
