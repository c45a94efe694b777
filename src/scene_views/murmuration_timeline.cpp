#include "murmuration_timeline.hpp"

#include <algorithm>
#include <cstdio>
#include <limits>

#include "step_pace.hpp"
#include "timeline_strip.hpp"

namespace murmur::scene_views {
namespace {

using Ms = std::chrono::duration<double, std::milli>;

std::optional<std::string> stepNumber(const scenes::ScriptLine& w) {
    if (auto e = scenes::arity(w, 1)) return e;
    if (!scenes::countArgument(w, std::numeric_limits<int>::max()))
        return "'seek' needs a step (a whole number >= 0), got '" + w[1] + "'";
    return std::nullopt;
}

}  // namespace

MurmurationTimeline::MurmurationTimeline(Simulation& sim, TimelineHost& host) : sim_(sim), host_(host) {
    timeline_.start(sim_);
}

scenes::WordTable<MurmurationTimeline> MurmurationTimeline::words() {
    using T = MurmurationTimeline;
    static constexpr scenes::CommandRow<T> kCommands[] = {
        {"seek", stepNumber,
         [](T& t, const scenes::ScriptLine& w) {
             return t.seek(scenes::countArgument(w, std::numeric_limits<int>::max()).value_or(0));
         }},
    };
    static constexpr scenes::TopicRow<T> kTopics[] = {
        {"timeline", [](const T& t) { return std::vector<std::string>{t.line()}; }}};
    return {kCommands, {}, kTopics};
}

void MurmurationTimeline::start() {
    seekTarget_.reset();
    timeline_.start(sim_);
}

void MurmurationTimeline::acted(std::string line) {
    if (!replaying_) timeline_.acted(sim_.stepIndex(), std::move(line));
}

void MurmurationTimeline::doLoggedActions() {
    // The same paths the panel and the script take, so the flock changes exactly as it did.
    for (const std::string& line : timeline_.due(sim_.stepIndex())) {
        replaying_ = true;
        host_.redo(line);
        replaying_ = false;
    }
}

void MurmurationTimeline::stepped() {
    timeline_.stepped(sim_);
}

bool MurmurationTimeline::frame(bool exact, std::chrono::steady_clock::time_point frameStart) {
    exact_ = exact;
    if (!seekTarget_) return false;
    continueSeek(exact, frameStart);
    return true;
}

Status MurmurationTimeline::seek(int step) {
    if (step < 0 || std::uint32_t(step) > timeline_.end())
        return fail("no step " + std::to_string(step) + " yet: the run has reached step " +
                    std::to_string(timeline_.end()) + " (seek 0.." + std::to_string(timeline_.end()) + ")");
    seekNow(static_cast<std::uint32_t>(step));
    return {};
}

void MurmurationTimeline::resimulateStep() {
    doLoggedActions();
    host_.stepAgain();
    timeline_.stepped(sim_);
}

void MurmurationTimeline::rewindTo(std::uint32_t step) {
    host_.rewound(timeline_.rewind(sim_, step));
}

void MurmurationTimeline::seekNow(std::uint32_t step) {
    const auto t0 = std::chrono::steady_clock::now();
    seekTarget_.reset();
    rewindTo(step);
    lastSeekSteps_ = step - sim_.stepIndex();
    while (sim_.stepIndex() < step) resimulateStep();
    seekArrived();
    lastSeekMs_ = Ms(std::chrono::steady_clock::now() - t0).count();
}

void MurmurationTimeline::requestSeek(std::uint32_t step, bool exact) {
    if (exact) {
        seekNow(step);
        host_.replay("seek " + std::to_string(step));
        return;
    }
    // Going on from where the flock stands is shorter when no keyframe lies between.
    std::uint32_t keyframe = 0;
    for (std::uint32_t k : timeline_.keyframeSteps())
        if (k <= step) keyframe = k;
    if (sim_.stepIndex() > step || sim_.stepIndex() < keyframe) rewindTo(step);
    seekTarget_ = step;
    if (sim_.stepIndex() == step) {
        seekArrived();
        host_.replay("seek " + std::to_string(step));
    }
}

void MurmurationTimeline::continueSeek(bool exact, std::chrono::steady_clock::time_point frameStart) {
    while (seekTarget_ && sim_.stepIndex() < *seekTarget_) {
        if (!exact) {
            const double left = StepPace::kStepBudgetMs - Ms(std::chrono::steady_clock::now() - frameStart).count();
            if (left <= 0.0) return;
            // A step longer than the budget is prepared over frames, as live stepping does.
            doLoggedActions();
            if (!sim_.prepareStep(left, StepPace::countsClusters(sim_.stepIndex() + 1))) return;
        }
        resimulateStep();
    }
    if (!seekTarget_) return;
    // Recorded where it ended, so a replay's exact seek lands on the same step at this frame.
    host_.replay("seek " + std::to_string(*seekTarget_));
    seekArrived();
}

void MurmurationTimeline::seekArrived() {
    seekTarget_.reset();
    host_.arrived();
}

void MurmurationTimeline::settle() {
    if (replaying_ || !seekTarget_) return;
    continueSeek(true, std::chrono::steady_clock::now());
}

ui::Rect MurmurationTimeline::draw(const ui::Rect& charts, ui::LayoutProbe& probe) {
    constexpr float kMaxShareOfCharts = 0.4f;  // a short window keeps most of the strip for the charts
    const float height = std::min(ui::timelineStripHeight(), charts.height * kMaxShareOfCharts);
    const ui::Rect strip{charts.x, charts.y + charts.height - height, charts.width, height};
    ui::TimelineStripView v;
    v.first = timeline_.first();
    v.end = timeline_.end();
    v.current = sim_.stepIndex();
    v.interval = timeline_.interval();
    v.keyframes = timeline_.keyframeSteps();
    v.seeking = seekTarget_;
    if (seekTarget_) v.stepsLeft = *seekTarget_ > v.current ? *seekTarget_ - v.current : 0;
    const ui::TimelineStripActions act = ui::drawTimelineStrip(strip, v);
    probe.note("timeline", act.bar);
    probe.note("timeline-live", act.liveButton);
    if (act.seek) requestSeek(*act.seek, exact_);
    else if (act.live) requestSeek(timeline_.end(), exact_);
    return {charts.x, charts.y, charts.width, charts.height - height};
}

std::string MurmurationTimeline::line() const {
    char text[256];
    std::snprintf(text, sizeof text,
                  "timeline step=%u first=%u end=%u keyframes=%zu interval=%u actions=%zu bytes=%zu seeking=%s "
                  "last_seek_steps=%u last_seek_ms=%.1f",
                  sim_.stepIndex(), timeline_.first(), timeline_.end(), timeline_.keyframeCount(), timeline_.interval(),
                  timeline_.log().size(), timeline_.bytes(), seekTarget_ ? std::to_string(*seekTarget_).c_str() : "-",
                  lastSeekSteps_, lastSeekMs_);
    return text;
}

}  // namespace murmur::scene_views
