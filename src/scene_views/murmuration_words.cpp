// The murmuration's own script words: its commands, conditions and print topics (the rows
// the script parser checks lines with and the scene runs them by; scenes/script_words.hpp).
// Its parts (field_compare.hpp, murmuration_experiments.hpp, ...) declare theirs.
#include <charconv>
#include <limits>

#include "bird_colouring.hpp"
#include "bird_focus.hpp"
#include "field_compare.hpp"
#include "flock_feed.hpp"
#include "flock_view.hpp"
#include "hawk_attacks.hpp"
#include "io/settings_file.hpp"
#include "murmuration_experiments.hpp"
#include "murmuration_explore.hpp"
#include "murmuration_scene.hpp"
#include "murmuration_timeline.hpp"
#include "sim_flags.hpp"
#include "trail_ring.hpp"

namespace murmur::scene_views {
namespace {

using scenes::arity;
using Why = std::optional<std::string>;
using Lines = std::vector<std::string>;

Why onOff(const ScriptLine& w) {
    if (auto e = arity(w, 1)) return e;
    if (w[1] != "on" && w[1] != "off") return "'" + w[0] + "' takes on or off, got '" + w[1] + "'";
    return std::nullopt;
}

// `colour MODE`: a colouring's name, or next (the key C).
Why colouring(const ScriptLine& w) {
    if (auto e = arity(w, 1)) return e;
    if (w[1] == "next" || render::parseBirdColouring(w[1])) return std::nullopt;
    return "'colour' takes " + render::birdColouringList() + " or next, got '" + w[1] + "'";
}

// `camera MODE`: a camera's name.
Why cameraMode(const ScriptLine& w) {
    if (auto e = arity(w, 1)) return e;
    if (render::parseCameraMode(w[1])) return std::nullopt;
    return "'camera' takes " + render::cameraModeList() + ", got '" + w[1] + "'";
}

// `trails N`: each bird's trail over N steps shown (0: none).
std::optional<int> parseTrailSteps(const std::string& text) {
    int n = -1;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), n);
    if (r.ec != std::errc() || r.ptr != text.data() + text.size() || n < 0 || n > render::kMaxTrailSteps)
        return std::nullopt;
    return n;
}

Why trailSteps(const ScriptLine& w) {
    if (auto e = arity(w, 1)) return e;
    if (parseTrailSteps(w[1])) return std::nullopt;
    return "'trails' takes a number of steps in [0, " + std::to_string(render::kMaxTrailSteps) + "], got '" + w[1] +
           "'";
}

Why settingsFile(const ScriptLine& w) {
    if (auto e = arity(w, 1)) return e;
    SimParams scratch;  // a missing or bad file fails now, before any window opens
    return report::applySettingsFile(w[1], scratch);
}

Why settingsJson(const ScriptLine& w) {
    if (auto e = arity(w, 1)) return e;
    SimParams scratch;  // checked now, all of it, before any window opens
    return report::applySettingsJson(w[1], "'settings'", scratch);
}

}  // namespace

scenes::WordTable<MurmurationScene> MurmurationScene::wordTable() {
    using M = MurmurationScene;
    using L = const ScriptLine&;
    // clang-format off
    static constexpr scenes::CommandRow<M> kCommands[] = {
        {"set",         nullptr,         [](M& m, L w) { return m.setParam(w[1], w[2]); }},
        {"hawk",        checkHawkWords,  [](M& m, L w) {
             if (w.size() > 1) return m.flightWords(w);
             m.sendHawk();
             return Status{}; }},
        {"autorotate",  onOff,           [](M& m, L w) { m.panel_.autorotate = w[1] == "on"; return Status{}; }},
        {"colour",      colouring,       [](M& m, L w) {
             const auto now = static_cast<render::BirdColouring>(m.panel_.colouring);
             m.panel_.colouring = static_cast<int>(w[1] == "next" ? render::nextBirdColouring(now)
                                                                  : *render::parseBirdColouring(w[1]));
             return Status{}; }},
        {"camera",      cameraMode,      [](M& m, L w) {
             m.panel_.camera = static_cast<int>(*render::parseCameraMode(w[1]));
             return Status{}; }},
        {"trails",      trailSteps,      [](M& m, L w) {
             m.panel_.trails = *parseTrailSteps(w[1]);
             return Status{}; }},
        {"load",        settingsFile,    [](M& m, L w) { return m.loadSettings(w[1]); }},
        {"settings",    settingsJson,    [](M& m, L w) { return m.applySettingsLine(w[1]); }},
    };
    static constexpr scenes::ConditionRow<M> kConditions[] = {
        {"hawk",                [](const M& m) { return m.sim_->hawk().inSky; }},
        {"no-hawk",             [](const M& m) { return !m.sim_->hawk().inSky; }},
        {"flying",              [](const M& m) { return m.flying(); }},
        {"reduced",             [](const M& m) { return m.reducer_.reductions() > 0; }},
        {"regrouped",           [](const M& m) { return m.sim_->regroup().regroupStep().has_value(); }},
        {"roosted",             [](const M& m) { return m.sim_->birdCount() > 0 && m.sim_->metrics().roosting == m.sim_->birdCount(); }},
    };
    static constexpr scenes::TopicRow<M> kTopics[] = {
        {"scene",       [](const M& m) { return Lines{m.reportLine()}; }},
        {"stats",       [](const M& m) { return m.stats().printLines(); }},
    };
    // clang-format on
    return {kCommands, kConditions, kTopics};
}

// Its own table and its parts', in one list for the parser's grammar (no scene: the owners
// are null then) and for the scene's words.
template <typename Visit>
void MurmurationScene::eachWordTable(MurmurationScene* m, Visit&& visit) {
    visit(wordTable(), m);
    visit(FlockView::words(), m ? &m->view_ : nullptr);
    visit(FlockCharts::words(), m ? &m->charts_ : nullptr);
    visit(BirdFocus::words(), m ? &m->focus_ : nullptr);
    visit(HawkAttacks::words(), m ? &m->hawk_ : nullptr);
    visit(FieldCompare::words(), m ? m->field_.get() : nullptr);
    visit(ObserverOpacity::words(), m ? &m->observer_ : nullptr);
    visit(MurmurationExperiments::words(), m ? m->experiments_.get() : nullptr);
    visit(MurmurationExplore::words(), m ? m->explore_.get() : nullptr);
    visit(MurmurationTimeline::words(), m ? &m->timeline_ : nullptr);
}

void MurmurationScene::addGrammar(scenes::SceneGrammar& grammar) {
    eachWordTable(nullptr, [&](const auto& table, auto*) { grammar.add(table); });
}

void MurmurationScene::bindWords() {
    eachWordTable(this, [&](const auto& table, auto* owner) { words_.add(table, *owner); });
}

Status MurmurationScene::setParam(const std::string& name, const std::string& value) {
    SimParams p = sim_->params();
    if (auto why = cli::setSimParam(p, name, value)) return fail(*why);
    return applyParams(p);
}

Status MurmurationScene::applySettingsLine(const std::string& json) {
    SimParams p = sim_->params();
    if (auto why = report::applySettingsJson(json, "'settings'", p)) return fail(*why);
    return applyParams(p);
}

}  // namespace murmur::scene_views
