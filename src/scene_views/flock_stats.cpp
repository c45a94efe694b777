#include "flock_stats.hpp"

#include <cstdio>

#include "murmur/model/roost_descent.hpp"

namespace murmur::scene_views {

ui::StatsInput FlockStats::input() const {
    ui::StatsInput in;
    in.birds = static_cast<int>(sim.birdCount());
    in.fps = reducer.fps();
    // With the step thread, the frame's own share of stepping is small: the step runs beside it
    // (until the thread has finished one, or when every step is a script's, the frame's).
    const double threadMs = rate ? sim.backend().backgroundStepMs() : 0.0;
    in.stepMs = threadMs > 0.0 ? threadMs : pace.stepMs();
    in.polarization = sim.metrics().polarization;
    in.clumping = sim.metrics().clumping;
    in.clusters = charts.clusters();
    in.largestClusterPct = charts.largestClusterPct();
    in.step = sim.stepIndex();
    in.backend = sim.backend().name();
    in.hawksInSky = sim.hawkView().count();
    in.stepsBehind = pace.stepsBehind();
    // With the step thread the next step is always under way: the rate says the pace instead.
    in.stepUnderWay = rate ? 0.0 : sim.preparedShare();
    if (rate) in.stepThread = ui::StepThreadNote{rate->stepsPerSecond(), rate->framesThatWaited()};
    if (auto r = sim.regroup().recoverySteps()) in.recoverySteps = *r;
    if (hasDescent(sim.world()) && sim.stepIndex() >= static_cast<unsigned>(sim.world().descentStep))
        in.roosting = static_cast<int>(sim.metrics().roosting);
    if (const auto& r = reducer.last())
        in.reduction = ui::BirdReductionNote{r->from, r->to, r->fps, reducer.reductions()};
    return in;
}

std::vector<std::string> FlockStats::card(ui::Language language) const {
    return ui::statsLines(input(), language);
}

std::string FlockStats::reductionLine(ui::Language language) const {
    const auto& r = reducer.last();
    if (!r) return {};
    ui::StatsInput in;
    in.reduction = ui::BirdReductionNote{r->from, r->to, r->fps, reducer.reductions()};
    return ui::reductionLine(in, language);
}

std::vector<std::string> FlockStats::printLines() const {
    char line[512];
    std::snprintf(line, sizeof line,
                  "stats birds=%zu step=%u hawk=%d reductions=%d clusters=%d polarization=%.2f clumping=%.2f "
                  "fps=%.1f backend=%s regroups=%zu hawks=%zu roosting=%zu",
                  sim.birdCount(), sim.stepIndex(), sim.hawk().inSky ? 1 : 0, reducer.reductions(), charts.clusters(),
                  double(sim.metrics().polarization), double(sim.metrics().clumping), reducer.fps(),
                  sim.backend().name().c_str(), charts.history().regroups().size(), charts.history().hawks().size(),
                  sim.metrics().roosting);
    std::vector<std::string> lines{line};
    for (const std::string& c : card(ui::Language::English)) lines.push_back("card " + c);
    return lines;
}

}  // namespace murmur::scene_views
