#include "flock_charts.hpp"

#include "charts.hpp"

namespace murmur::scene_views {

void FlockCharts::record(const Simulation& sim) {
    const FlockMetrics& m = sim.metrics();
    if (m.hasClusters) {
        clusters_ = m.clusters.count;
        largestPct_ = m.clusters.largestPct;
    }
    const Hawk& hawk = sim.hawk();
    if (hawk.inSky && !hawkWasInSky_) history_.hawkSent(hawk.sentStep);
    if (!hawk.inSky && hawkWasInSky_) history_.hawkLeft(hawk.leftStep);
    hawkWasInSky_ = hawk.inSky;
    history_.record({sim.stepIndex(), m.polarization, m.clumping, m.hasClusters ? m.clusters.count : -1});
    if (auto r = sim.regroup().regroupStep(); r && r != lastRegroup_) {
        history_.regrouped(*r);
        lastRegroup_ = r;
    }
}

void FlockCharts::clear() {
    history_.clear();
    hawkWasInSky_ = false;
    lastRegroup_.reset();
    clusters_ = -1;
}

void FlockCharts::rewound(const Simulation& sim, std::uint32_t at) {
    // What the charts and the stats card show goes back with the flock.
    history_.truncateAfter(at);
    hawkWasInSky_ = sim.hawk().inSky;
    lastRegroup_ = sim.regroup().regroupStep();
    if (sim.metrics().hasClusters) {
        clusters_ = sim.metrics().clusters.count;
        largestPct_ = sim.metrics().clusters.largestPct;
    }
}

void FlockCharts::draw(const ui::Rect& area) {
    hover_ = ui::drawCharts(area, history_);
}

scenes::WordTable<FlockCharts> FlockCharts::words() {
    static constexpr scenes::TopicRow<FlockCharts> kTopics[] = {
        {"charts", [](const FlockCharts& c) {
             return std::vector<std::string>{"charts hover=" + (c.hover_.empty() ? std::string("-") : c.hover_)};
         }}};
    return {{}, {}, kTopics};
}

}  // namespace murmur::scene_views
