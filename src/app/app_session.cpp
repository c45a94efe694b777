// The App's session around its frames: the presentation mode's timers, --record-script
// (noted as it runs, written at exit), --snapshot and the bench line at exit.
#include <cstdio>

#include "app.hpp"
#include "io/output_file.hpp"
#include "murmur/model/param_table.hpp"

namespace murmur::app {

using scene_views::Scene;

void App::startRecording() {
    if (!options_.recordScript) return;
    recorder_.emplace(
        std::vector<std::string>{"murmur --record-script: this session, to replay with murmur --script FILE",
                                 "(its --snapshot then equals the session's; keep --auto-reduce off)"});
    // Each kept scene back to where it started (the replay's own command line does not
    // matter), then the scene that shows and the run controls.
    for (auto& s : kept_) {
        const std::vector<std::string> lines = s->replayLines(scene_views::ReplayLines::Start);
        if (lines.empty()) continue;
        noteForReplay(0, std::string("scene ").append(s->name()));
        for (const std::string& line : lines) noteForReplay(0, line);
    }
    noteForReplay(0, std::string("scene ").append(scene().name()));
    noteForReplay(0, "set speed " + shortestText(clock_.speed));
    if (clock_.paused) noteForReplay(0, "pause on");
}

void App::noteForReplay(std::uint64_t frame, std::string line) {
    if (recorder_) recorder_->note(frame, std::move(line));
}

void App::recordSceneActions(std::uint64_t frame) {
    for (std::string& line : scene().replayLines(scene_views::ReplayLines::Changes))
        noteForReplay(frame, std::move(line));
}

void App::writeRecording() {
    if (!recorder_) return;
    // The last frame ran its update before the loop ended: the replay quits at its start.
    const std::uint64_t end = frameIndex_ > 0 ? frameIndex_ - 1 : 0;
    if (auto why = report::writeFileAtomically(*options_.recordScript, recorder_->finish(end)))
        fail("--record-script: " + *why);
    else std::printf("recorded %s frames=%llu\n", options_.recordScript->c_str(), static_cast<unsigned long long>(end));
}

void App::writeSnapshot() {
    if (!options_.snapshot || !current_) return;
    // The scene that shows if it has a flock, else the kept one that has.
    std::vector<Scene*> candidates{current_};
    for (auto& s : kept_)
        if (s.get() != current_) candidates.push_back(s.get());
    Status written = murmur::fail("no scene to snapshot");
    for (Scene* s : candidates) {
        written = s->snapshot(*options_.snapshot);
        if (written) return;
    }
    fail("snapshot: " + written.error());
}

void App::printBench() {
    if (options_.benchFrames <= 0 || benchMeasured_ <= 0 || !current_) return;
    const double n = benchMeasured_;
    std::printf(
        "bench %s frames=%d size=%dx%d fps=%.1f frame_ms=%.2f step_ms=%.2f step_max_ms=%.2f render_ms=%.2f ui_ms=%.2f "
        "other_ms=%.2f\n",
        scene().benchFields().c_str(), benchMeasured_, fbWidth_, fbHeight_, 1000.0 * n / benchSum_.total,
        benchSum_.total / n, benchSum_.step / n, benchStepMax_, benchSum_.render / n, benchSum_.ui / n,
        (benchSum_.total - benchSum_.step - benchSum_.render - benchSum_.ui) / n);
}

void App::setKiosk(bool on) {
    presentation_.setOn(on, appSeconds());
    panelShown_ = !on;
    if (current_) current_->event({scene_views::SceneEvent::Kind::Present, 0.0f, 0.0f, 0.0, 0.0, on});
}

void App::kioskTick() {
    const PresentationMode::Due due = presentation_.tick(appSeconds());
    if (due.restart) {
        // Nobody has touched it for a while: back to how it started, for the next visitor.
        scene().restart();  // notes its own actions to replay
        clock_.speed = options_.speed;
        clock_.paused = false;
        noteForReplay(frameIndex_ + 1, "set speed " + shortestText(clock_.speed));
        noteForReplay(frameIndex_ + 1, "pause off");
        std::printf("kiosk: started again after %.1f min without input\n", options_.kioskResetMinutes);
    }
    if (due.hawk) {
        if (scene().run({"hawk"})) noteForReplay(frameIndex_ + 1, "hawk");  // none while one flies
    }
}

double App::appSeconds() const {
    constexpr double kScriptFramesPerSecond = 60.0;
    return script_ ? double(frameIndex_) / kScriptFramesPerSecond : secondsSinceStart();
}

}  // namespace murmur::app
