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

bool FieldCompare::command(std::string_view word) {
    if (word == "show") scrollNext_ = static_cast<int>(ui::FieldScroll::Header);
    else if (word == "plot") scrollNext_ = static_cast<int>(ui::FieldScroll::Plot);
    else if (word == "series") startSeries();
    else if (word == "cancel") watch_->cancelSeries();
    else return false;
    return true;
}

bool FieldCompare::holds(std::string_view condition) const {
    if (condition == "field-ready") return version_ > 0;
    if (condition == "field-current") return version_ > 0 && step_ == simStep_;
    if (condition == "field-series-ready") {
        const auto v = watch_->seriesView();
        return !v.running && v.series;
    }
    return false;
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
    const auto layout = [&](const char* name, const ui::Rect& r) {
        std::snprintf(line, sizeof line, "layout %s %.0f %.0f %.0f %.0f", name, double(r.x), double(r.y),
                      double(r.width), double(r.height));
        lines.emplace_back(line);
    };
    layout("field", section_);
    layout("field-correlation", plot_);
    return lines;
}

}  // namespace murmur::scene_views
