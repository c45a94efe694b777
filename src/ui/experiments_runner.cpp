#include "experiments_runner.hpp"

#include <chrono>
#include <climits>
#include <cmath>
#include <map>
#include <system_error>

#include "io/results_cache.hpp"
#include "thread_priority.hpp"

namespace murmur::ui {
namespace {

constexpr const char* kSeriesExperiment = "hawk-series";
constexpr const char* kSeriesStep = "step";
constexpr const char* kSeriesSummary = "summary";

}  // namespace

const char* experimentsStateName(ExperimentsState state) {
    switch (state) {
        case ExperimentsState::Empty:
            return "empty";
        case ExperimentsState::Running:
            return "running";
        case ExperimentsState::Ready:
            return "ready";
        case ExperimentsState::Cancelled:
            return "cancelled";
    }
    return "?";
}

std::vector<ExperimentRow> hawkSeriesRows(const report::HawkSeries& s) {
    std::vector<ExperimentRow> rows;
    auto summary = [&](const char* metric, double value) {
        rows.push_back({kSeriesExperiment, kSeriesSummary, 0, metric, value});
    };
    summary("samples", static_cast<double>(s.polarization.size()));
    summary("birds", s.birdCount);
    summary("seed", s.seed);
    summary("hawk_sent", s.hawkSent ? 1.0 : 0.0);
    summary("hawk_sent_step", s.hawkSentStep);
    summary("hawk_left_step", s.hawkLeftStep ? static_cast<double>(*s.hawkLeftStep) : -1.0);
    summary("regroup_step", s.regroupStep ? static_cast<double>(*s.regroupStep) : -1.0);
    summary("min_polarization", s.minPolarizationInSky);
    for (std::size_t t = 0; t < s.polarization.size(); ++t) {
        const auto step = static_cast<std::uint32_t>(t);
        rows.push_back({kSeriesExperiment, kSeriesStep, step, "polarization", s.polarization[t]});
        rows.push_back({kSeriesExperiment, kSeriesStep, step, "clumping", s.clumping[t]});
        rows.push_back({kSeriesExperiment, kSeriesStep, step, "largest_pct", s.largestClusterPct[t]});
        rows.push_back({kSeriesExperiment, kSeriesStep, step, "clusters", static_cast<double>(s.clusterCount[t])});
        rows.push_back({kSeriesExperiment, kSeriesStep, step, "in_sky", s.hawkInSky[t] ? 1.0 : 0.0});
    }
    return rows;
}

std::optional<report::HawkSeries> hawkSeriesFromRows(const std::vector<ExperimentRow>& rows) {
    std::map<std::string, double> summary;
    for (const auto& r : rows)
        if (r.experiment == kSeriesExperiment && r.variant == kSeriesSummary) summary[r.metric] = r.value;
    for (const char* key : {"samples", "birds", "seed", "hawk_sent", "hawk_sent_step", "hawk_left_step", "regroup_step",
                            "min_polarization"})
        if (!summary.count(key) || !std::isfinite(summary[key])) return std::nullopt;
    const double samples = summary["samples"];
    if (samples < 0.0 || samples > 1e7) return std::nullopt;
    const auto n = static_cast<std::size_t>(samples);

    report::HawkSeries s;
    s.polarization.assign(n, NAN);
    s.clumping.assign(n, NAN);
    s.largestClusterPct.assign(n, NAN);
    std::vector<double> clusters(n, NAN), inSky(n, NAN);
    for (const auto& r : rows) {
        if (r.experiment != kSeriesExperiment || r.variant != kSeriesStep) continue;
        if (r.seed >= n) return std::nullopt;
        const auto t = static_cast<std::size_t>(r.seed);
        if (r.metric == "polarization") s.polarization[t] = static_cast<float>(r.value);
        else if (r.metric == "clumping") s.clumping[t] = static_cast<float>(r.value);
        else if (r.metric == "largest_pct") s.largestClusterPct[t] = static_cast<float>(r.value);
        else if (r.metric == "clusters") clusters[t] = r.value;
        else if (r.metric == "in_sky") inSky[t] = r.value;
    }
    for (std::size_t t = 0; t < n; ++t) {
        if (!std::isfinite(s.polarization[t]) || !std::isfinite(s.clumping[t]) ||
            !std::isfinite(s.largestClusterPct[t]) || !std::isfinite(clusters[t]) || !std::isfinite(inSky[t]))
            return std::nullopt;
        s.clusterCount.push_back(static_cast<int>(clusters[t]));
        s.hawkInSky.push_back(inSky[t] != 0.0);
    }
    auto step = [](double v) -> std::optional<std::uint32_t> {
        if (v < 0.0) return std::nullopt;
        return static_cast<std::uint32_t>(v);
    };
    s.birdCount = static_cast<int>(summary["birds"]);
    s.seed = static_cast<std::uint32_t>(summary["seed"]);
    s.hawkSent = summary["hawk_sent"] != 0.0;
    s.hawkSentStep = static_cast<std::uint32_t>(std::max(0.0, summary["hawk_sent_step"]));
    s.hawkLeftStep = step(summary["hawk_left_step"]);
    s.regroupStep = step(summary["regroup_step"]);
    s.minPolarizationInSky = static_cast<float>(summary["min_polarization"]);
    return s;
}

ExperimentOptions hawkSeriesCacheOptions(const SimParams& base) {
    ExperimentOptions o;
    o.only = {kSeriesExperiment};
    o.seeds = 1;
    o.base = base;
    return o;
}

ExperimentsRunner::ExperimentsRunner(ExperimentsConfig config) : config_(std::move(config)) {
    view_.seeds = config_.seeds;
    view_.birds = config_.base.birdCount;
    if (auto rows = report::loadCachedResults(options())) {
        view_.rows = std::make_shared<const std::vector<ExperimentRow>>(std::move(*rows));
        view_.state = ExperimentsState::Ready;
        view_.fromCache = true;
        if (config_.hawkSeries) {
            if (auto seriesRows = report::loadCachedResults(hawkSeriesCacheOptions(config_.base)))
                if (auto series = hawkSeriesFromRows(*seriesRows))
                    view_.hawk = std::make_shared<const report::HawkSeries>(std::move(*series));
        }
    }
}

ExperimentsRunner::~ExperimentsRunner() {
    cancel();
    wait();
}

ExperimentOptions ExperimentsRunner::options() const {
    ExperimentOptions o;
    o.only = config_.only;
    o.e6Birds = config_.e6Birds;
    o.seeds = config_.seeds;
    o.threads = config_.threads;
    o.base = config_.base;
    return o;
}

void ExperimentsRunner::start() {
    cancel();
    wait();
    cancel_ = false;
    done_ = 0;
    total_ = static_cast<int>(planExperiments(options()).size()) + (config_.hawkSeries ? 1 : 0);
    {
        std::lock_guard lock(mutex_);
        view_.state = ExperimentsState::Running;
        view_.message.clear();
    }
    running_ = true;
    try {
        worker_ = std::thread([this] { work(); });
    } catch (const std::system_error& e) {  // a pids limit: say so in the panel, keep the window
        running_ = false;
        std::lock_guard lock(mutex_);
        view_.state = ExperimentsState::Cancelled;
        view_.message = "cannot start a thread for the experiments: " + e.code().message();
    }
}

void ExperimentsRunner::cancel() {
    cancel_ = true;
}

void ExperimentsRunner::wait() {
    if (worker_.joinable()) worker_.join();
}

ExperimentsView ExperimentsRunner::view() const {
    std::lock_guard lock(mutex_);
    ExperimentsView v = view_;
    v.done = done_.load();
    v.total = total_.load();
    return v;
}

void ExperimentsRunner::work() {
    lowerThisThreadsPriority(config_.niceness);
    const auto t0 = std::chrono::steady_clock::now();
    const int extra = config_.hawkSeries ? 1 : 0;

    ExperimentOptions o = options();
    o.cancel = &cancel_;
    // Called on the experiment threads themselves: they say what priority they run at.
    int lowestNice = INT_MAX;
    o.progress = [this, extra, &lowestNice](int done, int total) {
        done_ = done;
        total_ = total + extra;
        lowestNice = std::min(lowestNice, thisThreadsNice());
    };
    const ExperimentResults results = runExperiments(o);

    std::optional<report::HawkSeries> series;
    if (!results.cancelled && config_.hawkSeries) {
        SimParams p = config_.base;
        p.seed = 1;  // docs/model.md E4's protocol with seed 1, as the report's chart
        report::HawkSeries s =
            report::runHawkSeries(p, report::kHawkSeriesSteps, report::kHawkSeriesHawkStep, {}, &cancel_);
        if (!s.polarization.empty()) {
            series = std::move(s);
            done_ = done_.load() + 1;
        }
    }
    const bool cancelled = results.cancelled || cancel_.load() || (config_.hawkSeries && !series);

    std::lock_guard lock(mutex_);
    if (lowestNice != INT_MAX) view_.workerNice = lowestNice;
    if (cancelled) {
        // Nothing is cached and what was shown before stays.
        view_.state = ExperimentsState::Cancelled;
    } else {
        std::string message;
        if (auto err = report::saveCachedResults(options(), results.rows)) message = *err;
        if (series) {
            if (auto err = report::saveCachedResults(hawkSeriesCacheOptions(config_.base), hawkSeriesRows(*series));
                err && message.empty())
                message = *err;
            view_.hawk = std::make_shared<const report::HawkSeries>(std::move(*series));
        }
        view_.rows = std::make_shared<const std::vector<ExperimentRow>>(results.rows);
        view_.state = ExperimentsState::Ready;
        view_.fromCache = false;
        view_.message = message.empty() ? std::string() : "not cached: " + message;
        view_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    }
    running_ = false;
}

}  // namespace murmur::ui
