#include "field_compare.hpp"

#include <chrono>
#include <cstdio>

#include "field_section.hpp"
#include "field_watch.hpp"

namespace murmur::scene_views {
namespace {

// The window's size series: default flocks at these sizes, each settled and then measured.
const std::vector<int> kSeriesBirds = {250, 500, 1000, 2000};
constexpr long long kSeriesSteps = 800;
constexpr long long kSeriesWindow = 100;
constexpr long long kSeriesEvery = 20;

double secondsNow() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

const char* verdictWord(FieldVerdict v) {
    return v == FieldVerdict::Agrees ? "agrees" : v == FieldVerdict::Disagrees ? "disagrees" : "not-comparable";
}

}  // namespace

FieldCompare::FieldCompare() : watch_(std::make_unique<ui::FieldWatch>()) {}
FieldCompare::~FieldCompare() = default;

void FieldCompare::update(Simulation& sim) {
    const double now = secondsNow();
    simStep_ = sim.stepIndex();
    if (open_ && watch_->wants(now)) {
        sim.backend().download(download_);
        watch_->submit(download_, sim.world(), now);
    }
    if (watch_->latest(measures_, step_, version_)) {
        compareAll(measures_, rows_);
        minClusterBirds_ = clusterMinSize(sim.world(), measures_.flockBirds);
    }
    // The escape wave: the last attack's, once a hawk has left (Procaccini 2011's row).
    if (!sim.attacks().empty())
        rows_[static_cast<std::size_t>(FieldQuantity::EscapeWaveSpeed)] = escapeWaveRow(sim.attacks().back().wave);
}

void FieldCompare::draw(ui::LayoutProbe& probe) {
    ui::FieldSectionView view;
    view.ready = version_ > 0;
    view.rows = &rows_;
    view.measures = &measures_;
    view.step = step_;
    view.minClusterBirds = minClusterBirds_;
    view.series = watch_->seriesView();
    const ui::FieldSectionActions act = ui::drawFieldSection(view, static_cast<ui::FieldScroll>(scrollNext_));
    scrollNext_ = 0;
    open_ = act.open;
    section_ = act.section;
    plot_ = act.correlation;
    probe.note("field", section_);
    probe.note("field-correlation", plot_);
    if (act.startSeries) startSeries();
    if (act.cancelSeries) watch_->cancelSeries();
}

void FieldCompare::startSeries() {
    FieldRunOptions o;
    o.steps = kSeriesSteps;
    o.window = kSeriesWindow;
    o.every = kSeriesEvery;
    o.field.correlationMaxBirds = ui::kLiveCorrelationBirds;
    watch_->startSeries(SimParams{}, kSeriesBirds, o);
}

scenes::WordTable<FieldCompare> FieldCompare::words() {
    using F = FieldCompare;
    using L = const scenes::ScriptLine&;
    static constexpr scenes::ChoiceRow<F> kChoices[] = {
        {"show", 0, [](F& f, L) { f.scrollNext_ = static_cast<int>(ui::FieldScroll::Header); }},
        {"plot", 0, [](F& f, L) { f.scrollNext_ = static_cast<int>(ui::FieldScroll::Plot); }},
        {"series", 0, [](F& f, L) { f.startSeries(); }},
        {"cancel", 0, [](F& f, L) { f.watch_->cancelSeries(); }},
    };
    static constexpr scenes::CommandRow<F> kCommands[] = {
        {"field", scenes::checkChoice<kChoices>, scenes::runChoice<kChoices, F>}};
    static constexpr scenes::ConditionRow<F> kConditions[] = {
        {"field-ready", [](const F& f) { return f.version_ > 0; }},
        {"field-current", [](const F& f) { return f.version_ > 0 && f.step_ == f.simStep_; }},
        {"field-series-ready",
         [](const F& f) {
             const auto v = f.watch_->seriesView();
             return !v.running && v.series;
         }},
    };
    static constexpr scenes::TopicRow<F> kTopics[] = {{"field", [](const F& f) { return f.printLines(); }}};
    return {kCommands, kConditions, kTopics};
}

std::vector<std::string> FieldCompare::printLines() const {
    std::vector<std::string> lines;
    char line[256];
    const auto series = watch_->seriesView();
    std::snprintf(line, sizeof line, "field state=%s open=%d step=%u cluster=%d birds=%d series=%s",
                  version_ > 0 ? "ready" : "measuring", open_ ? 1 : 0, step_, measures_.clusterBirds,
                  measures_.flockBirds,
                  series.running  ? "running"
                  : series.series ? "ready"
                                  : "none");
    lines.emplace_back(line);
    if (version_ > 0)
        for (const FieldRow& r : rows_) {
            std::snprintf(line, sizeof line, "field-row id=%s value=%.4g verdict=%s", r.reference->id,
                          r.value ? static_cast<double>(*r.value) : 0.0, verdictWord(r.verdict));
            lines.emplace_back(line);
        }
    if (series.series) {
        const SizeSeries& s = *series.series;
        for (const SizePoint& p : s.points) {
            std::snprintf(line, sizeof line, "field-series birds=%d L=%.3f xi=%.3f", p.birds,
                          static_cast<double>(p.linearSize), static_cast<double>(p.xi));
            lines.emplace_back(line);
        }
        std::snprintf(line, sizeof line, "field-fit origin slope=%.4f r2=%.3f", static_cast<double>(s.fit.slope),
                      static_cast<double>(s.fit.r2));
        lines.emplace_back(line);
    }
    lines.push_back(ui::layoutLine("field", section_));
    lines.push_back(ui::layoutLine("field-correlation", plot_));
    return lines;
}

}  // namespace murmur::scene_views
