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

    ui::ExperimentsConfig e6 = config;
    e6.base = SimParams{};  // E6 puts the starling preset on it
    e6.only = {"e6"};
    e6.hawkSeries = false;
    if (context.experimentBirds > 0) e6.e6Birds = {context.experimentBirds};
    for (std::size_t i = 0; i < e6.e6Birds.size(); ++i) {
        if (i > 0) e6Birds_ += i + 1 == e6.e6Birds.size() ? " & " : ", ";
        e6Birds_ += std::to_string(e6.e6Birds[i]);
    }
    e6Runner_ = std::make_unique<ui::ExperimentsRunner>(e6);
}

MurmurationExperiments::~MurmurationExperiments() = default;

void MurmurationExperiments::draw(ui::LayoutProbe& probe) {
    const ui::ExperimentsView e6 = e6Runner_->view();
    const ui::ExperimentsPanelActions e =
        ui::drawExperimentsSection(runner_->view(), scrollNext_, &e6, e6Birds_.c_str());
    scrollNext_ = false;
    section_ = e.section;
    chart_ = e.firstChart;
    e6Chart_ = e.e6Chart;
    probe.note("experiments", section_);
    probe.note("experiments-chart", chart_);
    probe.note("experiments-e6-chart", e6Chart_);
    if (e.compute) runner_->start();
    if (e.cancel) runner_->cancel();
    if (e.computeE6) e6Runner_->start();
    if (e.cancelE6) e6Runner_->cancel();
}

scenes::WordTable<MurmurationExperiments> MurmurationExperiments::words() {
    using E = MurmurationExperiments;
    using L = const scenes::ScriptLine&;
    static constexpr scenes::ChoiceRow<E> kChoices[] = {
        {"compute", 0, [](E& e, L) { e.runner_->start(); }},
        {"cancel", 0, [](E& e, L) { e.runner_->cancel(); }},
        {"show", 0, [](E& e, L) { e.scrollNext_ = true; }},
        {"compute-e6", 0, [](E& e, L) { e.e6Runner_->start(); }},
        {"cancel-e6", 0, [](E& e, L) { e.e6Runner_->cancel(); }},
    };
    static constexpr scenes::CommandRow<E> kCommands[] = {
        {"experiments", scenes::checkChoice<kChoices>, scenes::runChoice<kChoices, E>}};
    static constexpr scenes::ConditionRow<E> kConditions[] = {
        {"experiments-ready", [](const E& e) { return e.ready(); }},
        {"experiments-stopped", [](const E& e) { return e.stopped(); }},
        {"e6-ready", [](const E& e) { return e.e6Runner_->view().state == ui::ExperimentsState::Ready; }},
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
    const ui::ExperimentsView e6 = e6Runner_->view();
    char e6Line[256];
    std::snprintf(e6Line, sizeof e6Line, "e6 state=%s done=%d total=%d source=%s rows=%zu",
                  ui::experimentsStateName(e6.state), e6.done, e6.total, e6.fromCache ? "cache" : "computed",
                  e6.rows ? e6.rows->size() : std::size_t(0));
    return {line, ui::layoutLine("experiments", section_), ui::layoutLine("experiments-chart", chart_), e6Line,
            ui::layoutLine("experiments-e6-chart", e6Chart_)};
}

}  // namespace murmur::scene_views
