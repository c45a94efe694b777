#include "murmuration_explore.hpp"

#include <algorithm>
#include <cstdio>

#include "explore_map.hpp"
#include "explore_runner.hpp"

namespace murmur::scene_views {
namespace {

using scenes::ScriptLine;

// explore open FOLDER | run SPEC FOLDER | cancel | show
std::optional<std::string> exploreWhat(const ScriptLine& w) {
    if ((w.size() == 3 && w[1] == "open") || (w.size() == 4 && w[1] == "run")) return std::nullopt;
    if (w.size() != 2 || (w[1] != "cancel" && w[1] != "show"))
        return "'explore' takes open FOLDER, run SPEC FOLDER, cancel or show";
    return std::nullopt;
}

}  // namespace

MurmurationExplore::MurmurationExplore(const Simulation& sim)
    : sim_(sim), runner_(std::make_unique<ui::ExploreRunner>()) {}

MurmurationExplore::~MurmurationExplore() = default;

void MurmurationExplore::draw(ui::LayoutProbe& probe) {
    drawn_ = ui::drawExploreSection(runner_->view(), state_, sim_.params(), scrollNext_);
    scrollNext_ = false;
    probe.note("explore", drawn_.section);
    probe.note("explore-map", drawn_.map);
    probe.note("explore-marker", drawn_.marker);
    if (drawn_.open) runner_->open(state_.folder);
    if (drawn_.run) runner_->run(state_.spec, state_.folder);
    if (drawn_.cancel) runner_->cancel();
}

scenes::WordTable<MurmurationExplore> MurmurationExplore::words() {
    using E = MurmurationExplore;
    using L = const ScriptLine&;
    static constexpr scenes::ChoiceRow<E> kChoices[] = {
        {"open", 1,
         [](E& e, L w) {
             e.state_.folder = w[2];
             e.runner_->open(w[2]);
         }},
        {"run", 2,
         [](E& e, L w) {
             e.state_.spec = w[2];
             e.state_.folder = w[3];
             e.runner_->run(w[2], w[3]);
         }},
        {"cancel", 0, [](E& e, L) { e.runner_->cancel(); }},
        {"show", 0, [](E& e, L) { e.scrollNext_ = true; }},
    };
    // Its own check: the message says what each choice takes.
    static constexpr scenes::CommandRow<E> kCommands[] = {
        {"explore", exploreWhat, scenes::runChoice<kChoices, E>, false},  // sweeps change no flock: not replayed
    };
    static constexpr scenes::ConditionRow<E> kConditions[] = {
        {"explore-ready", [](const E& e) { return e.ready(); }},
        {"explore-stopped", [](const E& e) { return e.stopped(); }},
    };
    static constexpr scenes::TopicRow<E> kTopics[] = {{"explore", [](const E& e) { return e.printLines(); }}};
    return {kCommands, kConditions, kTopics};
}

bool MurmurationExplore::ready() const {
    return !runner_->running() && runner_->view().state == ui::ExploreState::Ready;
}

bool MurmurationExplore::stopped() const {
    return !runner_->running();
}

std::vector<std::string> MurmurationExplore::printLines() const {
    char line[512];
    const ui::ExploreView v = runner_->view();
    std::string mark = "-";
    if (v.spec && v.rows && !v.spec->measures.empty()) {
        const auto m = v.spec->measures[std::size_t(std::max(0, state_.measure)) % v.spec->measures.size()];
        if (auto map = ui::exploreMap(*v.spec, *v.rows, m, sim_.params()); map && map->marked()) {
            mark = std::to_string(*map->x.current);
            if (map->y) mark.append(",").append(std::to_string(*map->y->current));
        }
    }
    std::snprintf(line, sizeof line,
                  "explore state=%s done=%zu total=%zu cells=%zu rows=%zu cancelled=%d mark=%s message=%s",
                  ui::exploreStateName(v.state), v.done, v.total, v.spec ? sweep::cellCount(*v.spec) : std::size_t(0),
                  v.rows ? v.rows->size() : std::size_t(0), v.cancelled ? 1 : 0, mark.c_str(),
                  v.message.empty() ? "-" : v.message.c_str());
    return {line, ui::layoutLine("explore", drawn_.section), ui::layoutLine("explore-map", drawn_.map),
            ui::layoutLine("explore-marker", drawn_.marker)};
}

}  // namespace murmur::scene_views
