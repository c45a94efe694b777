// The murmuration's timeline: the user's actions logged by step, seeks (exact for a script,
// spread over frames interactively), the strip under the charts, `print timeline`.
#include <algorithm>
#include <cstdio>

#include "flock_feed.hpp"
#include "murmuration_scene.hpp"
#include "report/settings_file.hpp"
#include "timeline_strip.hpp"

namespace murmur::scene_views {
namespace {

constexpr std::string_view kSettingsPrefix = "settings ";

}  // namespace

void MurmurationScene::noteAction(std::string line) {
    if (!replaying_) timeline_.acted(sim_->stepIndex(), std::move(line));
}

void MurmurationScene::doLoggedActions() {
    for (const std::string& line : timeline_.due(sim_->stepIndex())) applyLoggedLine(line);
}

void MurmurationScene::applyLoggedLine(const std::string& line) {
    // The same paths the panel and the script take, so the flock changes exactly as it did.
    replaying_ = true;
    if (line == "hawk") {
        sendHawk();
    } else if (line.starts_with(kSettingsPrefix)) {
        SimParams p = sim_->params();
        // Logged only once applied, so it applies again.
        if (!report::applySettingsJson(line.substr(kSettingsPrefix.size()), "'settings'", p)) (void)applyParams(p);
    }
    replaying_ = false;
}

void MurmurationScene::resimulateStep() {
    doLoggedActions();
    previousHawk_ = sim_->hawk();
    sim_->step((sim_->stepIndex() + 1) % kClusterEverySteps == 0);
    recordMetrics();
    timeline_.stepped(*sim_);
}

void MurmurationScene::rewindTo(std::uint32_t step) {
    const std::uint32_t at = timeline_.rewind(*sim_, step);
    // What the charts and the stats card show goes back with the flock.
    history_.truncateAfter(at);
    hawkWasInSky_ = sim_->hawk().inSky;
    previousHawk_ = sim_->hawk();
    lastRegroup_ = sim_->regroup().regroupStep();
    if (sim_->metrics().hasClusters) {
        lastClusters_ = sim_->metrics().clusters.count;
        lastLargestPct_ = sim_->metrics().clusters.largestPct;
    }
    recordMetrics();
}

void MurmurationScene::seekNow(std::uint32_t step) {
    const auto t0 = std::chrono::steady_clock::now();
    seekTarget_.reset();
    rewindTo(step);
    lastSeekSteps_ = step - sim_->stepIndex();
    while (sim_->stepIndex() < step) resimulateStep();
    seekArrived();
    lastSeekMs_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

void MurmurationScene::requestSeek(std::uint32_t step, bool exact) {
    if (exact) {
        seekNow(step);
        toReplay_.push_back("seek " + std::to_string(step));
        return;
    }
    // Going on from where the flock stands is shorter when no keyframe lies between.
    std::uint32_t keyframe = 0;
    for (std::uint32_t k : timeline_.keyframeSteps())
        if (k <= step) keyframe = k;
    if (sim_->stepIndex() > step || sim_->stepIndex() < keyframe) rewindTo(step);
    seekTarget_ = step;
    if (sim_->stepIndex() == step) {
        seekArrived();
        toReplay_.push_back("seek " + std::to_string(step));
    }
}

void MurmurationScene::continueSeek(bool exact, std::chrono::steady_clock::time_point frameStart) {
    using Ms = std::chrono::duration<double, std::milli>;
    while (seekTarget_ && sim_->stepIndex() < *seekTarget_) {
        if (!exact) {
            const double left = kStepBudgetMs - Ms(std::chrono::steady_clock::now() - frameStart).count();
            if (left <= 0.0) return;
            // A step longer than the budget is prepared over frames, as live stepping does.
            doLoggedActions();
            if (!sim_->prepareStep(left, (sim_->stepIndex() + 1) % kClusterEverySteps == 0)) return;
        }
        resimulateStep();
    }
    if (!seekTarget_) return;
    // Recorded where it ended, so a replay's exact seek lands on the same step at this frame.
    toReplay_.push_back("seek " + std::to_string(*seekTarget_));
    seekArrived();
}

void MurmurationScene::seekArrived() {
    seekTarget_.reset();
    feed_->restart(*sim_);
    flockJumped();
    panel_.params = sim_->params();
    panel_.birdsDraft = panel_.params.birdCount;
}

void MurmurationScene::settleSeek() {
    if (replaying_ || !seekTarget_) return;
    continueSeek(true, std::chrono::steady_clock::now());
}

ui::Rect MurmurationScene::drawTimeline(const ui::Rect& charts, bool exact, ui::LayoutProbe& probe) {
    constexpr float kMaxShareOfCharts = 0.4f;  // a short window keeps most of the strip for the charts
    const float height = std::min(ui::timelineStripHeight(), charts.height * kMaxShareOfCharts);
    const ui::Rect strip{charts.x, charts.y + charts.height - height, charts.width, height};
    ui::TimelineStripView v;
    v.first = timeline_.first();
    v.end = timeline_.end();
    v.current = sim_->stepIndex();
    v.interval = timeline_.interval();
    v.keyframes = timeline_.keyframeSteps();
    v.seeking = seekTarget_;
    if (seekTarget_) v.stepsLeft = *seekTarget_ > v.current ? *seekTarget_ - v.current : 0;
    const ui::TimelineStripActions act = ui::drawTimelineStrip(strip, v);
    probe.note("timeline", act.bar);
    probe.note("timeline-live", act.liveButton);
    if (act.seek) requestSeek(*act.seek, exact);
    else if (act.live) requestSeek(timeline_.end(), exact);
    return {charts.x, charts.y, charts.width, charts.height - height};
}

std::string MurmurationScene::timelineLine() const {
    char line[256];
    std::snprintf(line, sizeof line,
                  "timeline step=%u first=%u end=%u keyframes=%zu interval=%u actions=%zu bytes=%zu seeking=%s "
                  "last_seek_steps=%u last_seek_ms=%.1f",
                  sim_->stepIndex(), timeline_.first(), timeline_.end(), timeline_.keyframeCount(),
                  timeline_.interval(), timeline_.log().size(), timeline_.bytes(),
                  seekTarget_ ? std::to_string(*seekTarget_).c_str() : "-", lastSeekSteps_, lastSeekMs_);
    return line;
}

}  // namespace murmur::scene_views
