// The murmuration's script words: its commands, conditions and print topics (the rows the
// script parser checks lines with and the scene runs them by; scenes/script_words.hpp).
#include <limits>

#include "experiments_runner.hpp"
#include "explore_runner.hpp"
#include "field_compare.hpp"
#include "flock_feed.hpp"
#include "murmuration_scene.hpp"
#include "report/settings_file.hpp"
#include "sim_flags.hpp"

namespace murmur::scene_views {
namespace {

using scenes::arity;
using Why = std::optional<std::string>;
using Lines = std::vector<std::string>;

Why noArguments(const ScriptLine& w) {
    return arity(w, 0);
}

Why orbitDegrees(const ScriptLine& w) {
    if (auto e = arity(w, 2)) return e;
    if (!scenes::finiteNumber(w[1]) || !scenes::finiteNumber(w[2]))
        return "'orbit' needs two finite numbers of degrees";
    return std::nullopt;
}

Why zoomFactor(const ScriptLine& w) {
    if (auto e = arity(w, 1)) return e;
    auto f = scenes::finiteNumber(w[1]);
    if (!f || *f <= 0.0f) return "'zoom' needs a finite factor > 0, got '" + w[1] + "'";
    return std::nullopt;
}

Why onOff(const ScriptLine& w) {
    if (auto e = arity(w, 1)) return e;
    if (w[1] != "on" && w[1] != "off") return "'" + w[0] + "' takes on or off, got '" + w[1] + "'";
    return std::nullopt;
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

Why birdNumber(const ScriptLine& w) {
    if (auto e = arity(w, 1)) return e;
    if (!scenes::countArgument(w, kMaxBirdCount))
        return "'select' needs a bird number (a whole number >= 0), got '" + w[1] + "'";
    return std::nullopt;
}

Why stepNumber(const ScriptLine& w) {
    if (auto e = arity(w, 1)) return e;
    if (!scenes::countArgument(w, std::numeric_limits<int>::max()))
        return "'seek' needs a step (a whole number >= 0), got '" + w[1] + "'";
    return std::nullopt;
}

Why experimentsWhat(const ScriptLine& w) {
    static constexpr std::string_view kWhat[] = {"compute", "cancel", "show"};
    return scenes::oneOf(w, kWhat);
}

Why fieldWhat(const ScriptLine& w) {
    static constexpr std::string_view kWhat[] = {"show", "plot", "series", "cancel"};
    return scenes::oneOf(w, kWhat);
}

// explore open FOLDER | run SPEC FOLDER | cancel | show
Why exploreWhat(const ScriptLine& w) {
    if ((w.size() == 3 && w[1] == "open") || (w.size() == 4 && w[1] == "run")) return std::nullopt;
    if (w.size() != 2 || (w[1] != "cancel" && w[1] != "show"))
        return "'explore' takes open FOLDER, run SPEC FOLDER, cancel or show";
    return std::nullopt;
}

float number(const std::string& text) {
    return scenes::finiteNumber(text).value_or(0.0f);  // checked when the script was parsed
}

int count(const ScriptLine& w) {
    return scenes::countArgument(w, std::numeric_limits<int>::max()).value_or(0);
}

}  // namespace

scenes::WordTable<MurmurationScene> MurmurationScene::wordTable() {
    using M = MurmurationScene;
    using L = const ScriptLine&;
    // clang-format off
    static constexpr scenes::CommandRow<M> kCommands[] = {
        {"set",         nullptr,         [](M& m, L w) { return m.setParam(w[1], w[2]); }},
        {"hawk",        noArguments,     [](M& m, L) { m.sendHawk(); return Status{}; }},
        {"orbit",       orbitDegrees,    [](M& m, L w) { m.camera_.orbit(number(w[1]), number(w[2])); return Status{}; }},
        {"zoom",        zoomFactor,      [](M& m, L w) { m.camera_.zoom(number(w[1])); return Status{}; }},
        {"autorotate",  onOff,           [](M& m, L w) { m.panel_.autorotate = w[1] == "on"; return Status{}; }},
        {"follow",      noArguments,     [](M& m, L) { m.inspector_.setFollowing(!m.inspector_.following()); return Status{}; }},
        {"load",        settingsFile,    [](M& m, L w) { return m.loadSettings(w[1]); }},
        {"settings",    settingsJson,    [](M& m, L w) { return m.applySettingsLine(w[1]); }},
        {"select",      birdNumber,      [](M& m, L w) { return m.selectBird(count(w)); }},
        {"seek",        stepNumber,      [](M& m, L w) { return m.seekStep(count(w)); }},
        {"experiments", experimentsWhat, [](M& m, L w) { m.experimentsCommand(w[1]); return Status{}; }},
        {"field",       fieldWhat,       [](M& m, L w) { m.field_->command(w[1]); return Status{}; }},
        {"explore",     exploreWhat,     [](M& m, L w) { m.exploreCommand(w); return Status{}; }, false},  // sweeps change no flock
    };
    static constexpr scenes::ConditionRow<M> kConditions[] = {
        {"hawk",                [](const M& m) { return m.sim_->hawk().inSky; }},
        {"no-hawk",             [](const M& m) { return !m.sim_->hawk().inSky; }},
        {"reduced",             [](const M& m) { return m.reducer_.reductions() > 0; }},
        {"regrouped",           [](const M& m) { return m.sim_->regroup().regroupStep().has_value(); }},
        {"experiments-ready",   [](const M& m) { return m.experiments_->view().state == ui::ExperimentsState::Ready; }},
        {"experiments-stopped", [](const M& m) { return !m.experiments_->running(); }},
        {"explore-ready",       [](const M& m) { return !m.explore_->running() && m.explore_->view().state == ui::ExploreState::Ready; }},
        {"explore-stopped",     [](const M& m) { return !m.explore_->running(); }},
        {"field-ready",         [](const M& m) { return m.field_->holds("field-ready"); }},
        {"field-current",       [](const M& m) { return m.field_->holds("field-current"); }},
        {"field-series-ready",  [](const M& m) { return m.field_->holds("field-series-ready"); }},
    };
    static constexpr scenes::TopicRow<M> kTopics[] = {
        {"scene",       [](const M& m) { return Lines{m.reportLine()}; }},
        {"stats",       [](const M& m) { return m.statsPrintLines(); }},
        {"camera",      [](const M& m) { return Lines{m.cameraLine()}; }},
        {"experiments", [](const M& m) { return m.experimentsLines(); }},
        {"explore",     [](const M& m) { return m.exploreLines(); }},
        {"field",       [](const M& m) { return m.field_->printLines(); }},
        {"attacks",     [](const M& m) { return m.attackLines(); }},
        {"charts",      [](const M& m) { return Lines{"charts hover=" + (m.chartHover_.empty() ? std::string("-") : m.chartHover_)}; }},
        {"timeline",    [](const M& m) { return Lines{m.timelineLine()}; }},
        {"selection",   [](const M& m) { return Lines{m.inspector_.printLine()}; }},
    };
    // clang-format on
    return {kCommands, kConditions, kTopics};
}

void MurmurationScene::addGrammar(scenes::SceneGrammar& grammar) {
    grammar.add(wordTable());
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

Status MurmurationScene::selectBird(int bird) {
    if (bird < 0 || std::size_t(bird) >= sim_->birdCount())
        return fail("no bird " + std::to_string(bird) + ": the flock has " + std::to_string(sim_->birdCount()) +
                    " birds, numbered from 0");
    inspector_.select(static_cast<std::uint32_t>(bird));
    inspector_.refresh(*feed_, sim_->world(), sim_->stepIndex());
    return {};
}

Status MurmurationScene::seekStep(int step) {
    if (step < 0 || std::uint32_t(step) > timeline_.end())
        return fail("no step " + std::to_string(step) + " yet: the run has reached step " +
                    std::to_string(timeline_.end()) + " (seek 0.." + std::to_string(timeline_.end()) + ")");
    seekNow(static_cast<std::uint32_t>(step));
    return {};
}

void MurmurationScene::experimentsCommand(const std::string& what) {
    if (what == "compute") experiments_->start();
    else if (what == "cancel") experiments_->cancel();
    else scrollToExperiments_ = true;
}

void MurmurationScene::exploreCommand(const ScriptLine& w) {
    if (w[1] == "open") {
        explorePanel_.folder = w[2];
        explore_->open(w[2]);
    } else if (w[1] == "run") {
        explorePanel_.spec = w[2];
        explorePanel_.folder = w[3];
        explore_->run(w[2], w[3]);
    } else if (w[1] == "cancel") {
        explore_->cancel();
    } else {
        scrollToExplore_ = true;
    }
}

}  // namespace murmur::scene_views
