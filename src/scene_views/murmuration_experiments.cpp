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

    ui::ExperimentsConfig e7 = config;
    e7.only = {"e7"};
    e7.hawkSeries = false;
    e7Runner_ = std::make_unique<ui::ExperimentsRunner>(e7);

    ui::ExperimentsConfig e8 = config;
    e8.base = SimParams{};  // E8 sets its own flock sizes
    e8.only = {"e8"};
    e8.hawkSeries = false;
    e8Runner_ = std::make_unique<ui::ExperimentsRunner>(e8);
}

MurmurationExperiments::~MurmurationExperiments() = default;

void MurmurationExperiments::draw(ui::LayoutProbe& probe) {
    const ui::ExperimentsView e6 = e6Runner_->view(), e7 = e7Runner_->view(), e8 = e8Runner_->view();
    const ui::ExperimentsPanelActions e =
        ui::drawExperimentsSection(runner_->view(), scrollNext_, &e6, e6Birds_.c_str(), &e7, &e8);
    scrollNext_ = false;
    section_ = e.section;
    chart_ = e.firstChart;
    e6Chart_ = e.e6Chart;
    e7Chart_ = e.e7Chart;
    e8Chart_ = e.e8Chart;
    probe.note("experiments", section_);
    probe.note("experiments-chart", chart_);
    probe.note("experiments-e6-chart", e6Chart_);
    probe.note("experiments-e7-chart", e7Chart_);
    probe.note("experiments-e8-chart", e8Chart_);
    if (e.compute) runner_->start();
    if (e.cancel) runner_->cancel();
    if (e.computeE6) e6Runner_->start();
    if (e.cancelE6) e6Runner_->cancel();
    if (e.computeE7) e7Runner_->start();
    if (e.cancelE7) e7Runner_->cancel();
    if (e.computeE8) e8Runner_->start();
    if (e.cancelE8) e8Runner_->cancel();
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
        {"compute-e7", 0, [](E& e, L) { e.e7Runner_->start(); }},
        {"cancel-e7", 0, [](E& e, L) { e.e7Runner_->cancel(); }},
        {"compute-e8", 0, [](E& e, L) { e.e8Runner_->start(); }},
        {"cancel-e8", 0, [](E& e, L) { e.e8Runner_->cancel(); }},
    };
    static constexpr scenes::CommandRow<E> kCommands[] = {
        {"experiments", scenes::checkChoice<kChoices>, scenes::runChoice<kChoices, E>}};
    static constexpr scenes::ConditionRow<E> kConditions[] = {
        {"experiments-ready", [](const E& e) { return e.ready(); }},
        {"experiments-stopped", [](const E& e) { return e.stopped(); }},
        {"e6-ready", [](const E& e) { return e.e6Runner_->view().state == ui::ExperimentsState::Ready; }},
        {"e7-ready", [](const E& e) { return e.e7Runner_->view().state == ui::ExperimentsState::Ready; }},
        {"e8-ready", [](const E& e) { return e.e8Runner_->view().state == ui::ExperimentsState::Ready; }},
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
    auto onDemandLine = [](const char* id, const ui::ExperimentsView& v) {
        char out[256];
        std::snprintf(out, sizeof out, "%s state=%s done=%d total=%d source=%s rows=%zu", id,
                      ui::experimentsStateName(v.state), v.done, v.total, v.fromCache ? "cache" : "computed",
                      v.rows ? v.rows->size() : std::size_t(0));
        return std::string(out);
    };
    return {line,
            ui::layoutLine("experiments", section_),
            ui::layoutLine("experiments-chart", chart_),
            onDemandLine("e6", e6Runner_->view()),
            ui::layoutLine("experiments-e6-chart", e6Chart_),
            onDemandLine("e7", e7Runner_->view()),
            ui::layoutLine("experiments-e7-chart", e7Chart_),
            onDemandLine("e8", e8Runner_->view()),
            ui::layoutLine("experiments-e8-chart", e8Chart_)};
}

}  // namespace murmur::scene_views
