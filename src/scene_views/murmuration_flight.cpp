// The murmuration scene's hawk flown by a person (Simulation::flyHawk): the words `hawk fly
// on|off` and `hawk steer`, the hands (flight_stick.hpp), the chase camera and the card.
//
// The hands act at a frame's end: what changed in them since the last frame becomes one
// `hawk steer` line, given to the hawk then and kept for --record-script, which notes it
// before the next frame's update. A replay gives the same line before the same update, so
// the flock goes through the same steps, bit for bit; its own frames have no hands.
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <string>

#include <imgui.h>
#include <glm/geometric.hpp>

#include "io/results_cache.hpp"
#include "io/timestamp.hpp"
#include "murmuration_scene.hpp"
#include "panel_text.hpp"
#include "ui_text.hpp"
#include "view_card.hpp"
#include "world_scale.hpp"

namespace murmur::scene_views {
namespace {

std::optional<float> number(const std::string& text) {
    float v = 0.0f;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
    if (r.ec != std::errc() || r.ptr != text.data() + text.size() || !(v >= -1.0f && v <= 1.0f)) return std::nullopt;
    return v;
}

// The chase camera of a flown hawk, in hawk lengths (drawing only, ours): far enough behind
// that the hawk is small, looking at a point ahead of it so that it sits low in the view and
// what it flies at shows above it.
constexpr float kChaseLengths = 4.0f;
constexpr float kLookAheadLengths = 2.0f;

}  // namespace

std::optional<std::string> checkHawkWords(const ScriptLine& w) {
    if (w.size() == 1) return std::nullopt;
    if (w[1] == "fly") {
        if (w.size() == 3 && (w[2] == "on" || w[2] == "off")) return std::nullopt;
        return "'hawk fly' takes on or off";
    }
    if (w[1] == "steer") {
        if (w.size() == 5 && number(w[2]) && number(w[3]) && (w[4] == "0" || w[4] == "1")) return std::nullopt;
        return "'hawk steer' takes TURN CLIMB STOOP: two numbers in [-1, 1] and 0 or 1";
    }
    return "'hawk' takes nothing, fly on|off or steer TURN CLIMB STOOP, got '" + w[1] + "'";
}

bool MurmurationScene::flying() const {
    const Hawk* h = sim_->flownHawk();
    return h && !h->passed;
}

Status MurmurationScene::flightWords(const ScriptLine& w) {
    timeline_.settle();
    if (w[1] == "steer") {
        const HawkControl c{*number(w[2]), *number(w[3]), w[4] == "1"};
        if (sim_->steerHawk(c)) timeline_.acted(scenes::steerLine(c));
        return {};
    }
    if (w[2] == "off") {
        if (sim_->stopFlying()) timeline_.acted("hawk fly off");
        return {};
    }
    if (!redoing_) saveFlight();      // the last flight, if it ended this frame, before a new one
    if (!sim_->flyHawk()) return {};  // ignored while a hawk flies, as `hawk` is
    timeline_.acted("hawk fly on");
    if (!redoing_) {
        FlockState launch;
        sim_->backend().download(launch);
        flightLaunch_ = measureE8Spacing(sim_->world(), launch);
        attacksBeforeFlight_ = sim_->attacks().size();
    }
    rememberHawks();
    recordMetrics();
    stick_.release();
    sentControl_ = {};
    if (!cameraBefore_) cameraBefore_ = panel_.camera;
    panel_.camera = static_cast<int>(render::CameraMode::Hawk);  // the chase camera
    return {};
}

std::optional<FlockView::Follow> MurmurationScene::flightChase() const {
    const Hawk* h = sim_->flownHawk();
    if (!h) return std::nullopt;
    const float length = worldScaleFor(sim_->world()).style.hawkLength;
    return FlockView::Follow{h->position + h->heading * (kLookAheadLengths * length), h->heading,
                             kChaseLengths * length, /*alongNose=*/true};
}

bool MurmurationScene::flightEvent(const SceneEvent& e) {
    if (e.kind == SceneEvent::Kind::FlightKey) {
        const bool taken = flying();
        if (taken || !e.on) stick_.key(static_cast<scenes::FlightKey>(e.key), e.on);  // a key let go is always let go
        return taken;
    }
    if (e.kind == SceneEvent::Kind::Gamepad) {
        stick_.gamepad({float(e.dx), float(e.dy)}, e.on);
        return flying();
    }
    // The pointer over the view sets the aim while flying; off the view (the panel, outside
    // the window) it steers nothing.
    const ui::Rect v = view_.viewRect();
    if (!flying() || v.width <= 0.0f || v.height <= 0.0f) return false;
    if (!v.contains(e.x, e.y)) {
        stick_.pointer({0.0f, 0.0f});
        return false;
    }
    stick_.pointer(
        {(e.x - (v.x + 0.5f * v.width)) / (0.5f * v.width), (e.y - (v.y + 0.5f * v.height)) / (0.5f * v.height)});
    return true;
}

void MurmurationScene::flightFrameEnd() {
    saveFlight();
    if (!flying()) {
        stick_.release();
        sentControl_ = {};
        // The flight is over: back to the camera before it, unless the person chose another.
        if (cameraBefore_ && !sim_->flownHawk()) {
            if (panel_.camera == static_cast<int>(render::CameraMode::Hawk)) panel_.camera = *cameraBefore_;
            cameraBefore_.reset();
        }
        return;
    }
    const HawkControl c = stick_.control();
    if (c == sentControl_) return;  // only the hands' changes: a replay's frames have none
    sentControl_ = c;
    const std::string line = scenes::steerLine(c);
    timeline_.settle();
    if (sim_->steerHawk(c)) {
        timeline_.acted(line);
        toReplay_.push_back(line);
    }
}

void MurmurationScene::drawFlightCard(const ui::Rect& view, ui::LayoutProbe& probe) const {
    const Hawk* h = sim_->flownHawk();
    if (!h || h->passed || view.width <= 0.0f || view.height <= 0.0f) return;
    using T = ui::TextId;
    const WorldScale scale = worldScaleFor(sim_->world());
    const float cruise = scale.cruiseSpeed > 0.0f ? h->speed / scale.cruiseSpeed : 0.0f;
    if (beginViewCard(view, "##flight-card")) {
        ImGui::TextColored(ImVec4(1.0f, 0.6f, 0.2f, 1.0f), "%s", ui::tr(T::FlightTitle));
        ImGui::Text(ui::tr(h->control.stoop ? T::FlightStoop : T::FlightSpeed), double(cruise));
        if (h->target) ImGui::Text(ui::tr(T::FlightNearest), double(h->lastDistance), scale.inMetres ? " m" : "");
        ImGui::Text(ui::tr(T::FlightTimeLeft), int(playerStepsLeft(*h, sim_->stepIndex())));
        ImGui::TextDisabled("%s", ui::tr(T::FlightHelp));
        const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
        probe.note("flight-card", {at.x, at.y, size.x, size.y});
    }
    ImGui::End();
}

void MurmurationScene::saveFlight() {
    const std::vector<AttackReport>& attacks = sim_->attacks();
    if (!flightLaunch_ || attacks.size() <= attacksBeforeFlight_) return;
    const AttackReport& attack = attacks[attacksBeforeFlight_];
    const E8Spacing launch = *flightLaunch_;
    flightLaunch_.reset();
    if (attack.strategy != HawkStrategy::Player) return;
    if (attack.hawks > 1) {
        // Its catches and closest approach count the AI hawks that flew with it.
        std::printf("flight not saved: %d hawks flew together (E8 takes a person's hawk alone)\n", attack.hawks);
        return;
    }
    namespace fs = std::filesystem;
    const std::string name = report::timestampedName("flight", "");
    fs::path path = fs::path(context_.flightsDir) / (name + ".csv");
    for (int n = 2; fs::exists(path); ++n)
        path = fs::path(context_.flightsDir) / (name + "-" + std::to_string(n) + ".csv");
    const auto rows = playerFlightRows(sim_->world(), sim_->params().seed, launch, attack);
    if (auto err = report::saveResults(path, rows))
        std::fprintf(stderr, "murmur: the flight was not saved: %s\n", err->c_str());
    else std::printf("flight saved %s\n", path.string().c_str());
    std::fflush(stdout);
}

}  // namespace murmur::scene_views
