#include "murmuration_experiments.hpp"

#include <cstdio>

#include "experiments_panel.hpp"
#include "experiments_runner.hpp"

namespace murmur::scene_views {

MurmurationExperiments::MurmurationExperiments(const SceneContext& context) {
    ui::ExperimentsConfig config;
    config.seeds = context.experimentSeeds;
    if (context.experimentBirds > 0) config.base.birdCount = context.experimentBirds;
    runner_ = std::make_unique<ui::ExperimentsRunner>(config);
    if (context.startExperiments && runner_->view().state == ui::ExperimentsState::Empty) runner_->start();
}

MurmurationExperiments::~MurmurationExperiments() = default;

void MurmurationExperiments::draw(ui::LayoutProbe& probe) {
    const ui::ExperimentsPanelActions e = ui::drawExperimentsSection(runner_->view(), scrollNext_);
    scrollNext_ = false;
    section_ = e.section;
    chart_ = e.firstChart;
    probe.note("experiments", section_);
    probe.note("experiments-chart", chart_);
    if (e.compute) runner_->start();
    if (e.cancel) runner_->cancel();
}

scenes::WordTable<MurmurationExperiments> MurmurationExperiments::words() {
    using E = MurmurationExperiments;
    using L = const scenes::ScriptLine&;
    static constexpr scenes::ChoiceRow<E> kChoices[] = {
        {"compute", 0, [](E& e, L) { e.runner_->start(); }},
        {"cancel", 0, [](E& e, L) { e.runner_->cancel(); }},
        {"show", 0, [](E& e, L) { e.scrollNext_ = true; }},
    };
    static constexpr scenes::CommandRow<E> kCommands[] = {
        {"experiments", scenes::checkChoice<kChoices>, scenes::runChoice<kChoices, E>}};
    static constexpr scenes::ConditionRow<E> kConditions[] = {
        {"experiments-ready", [](const E& e) { return e.ready(); }},
        {"experiments-stopped", [](const E& e) { return e.stopped(); }},
    };
    static constexpr scenes::TopicRow<E> kTopics[] = {{"experiments", [](const E& e) { return e.printLines(); }}};
    return {kCommands, kConditions, kTopics};
}

bool MurmurationExperiments::ready() const {
    return runner_->view().state == ui::ExperimentsState::Ready;
}

bool MurmurationExperiments::stopped() const {
    return !runner_->running();
}

std::vector<std::string> MurmurationExperiments::printLines() const {
    char line[512];
    const ui::ExperimentsView v = runner_->view();
    std::snprintf(line, sizeof line,
                  "experiments state=%s done=%d total=%d source=%s rows=%zu hawk=%d seeds=%d birds=%d message=%s",
                  ui::experimentsStateName(v.state), v.done, v.total, v.fromCache ? "cache" : "computed",
                  v.rows ? v.rows->size() : std::size_t(0), v.hawk ? 1 : 0, v.seeds, v.birds,
                  v.message.empty() ? "-" : "1");
    return {line, ui::layoutLine("experiments", section_), ui::layoutLine("experiments-chart", chart_)};
}

}  // namespace murmur::scene_views
