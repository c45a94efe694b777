#include "field_watch.hpp"

#include <utility>

#include "thread_priority.hpp"

namespace murmur::ui {

FieldWatch::FieldWatch() : worker_([this] { work(); }) {}

FieldWatch::~FieldWatch() {
    cancelSeries();
    {
        std::lock_guard lock(mutex_);
        stop_ = true;
    }
    wake_.notify_all();
    worker_.join();
}

bool FieldWatch::wants(double now) const {
    std::lock_guard lock(mutex_);
    return !pending_ && now - lastSubmit_ >= kFieldRefreshSeconds;
}

void FieldWatch::submit(const FlockState& state, const SimParams& world, double now) {
    {
        std::lock_guard lock(mutex_);
        if (pending_) return;
        // Vector assignment keeps the buffers once they are large enough: no allocation.
        input_.position = state.position;
        input_.heading = state.heading;
        input_.speed = state.speed;
        inputWorld_ = world;
        inputStep_ = state.step;
        lastSubmit_ = now;
        pending_ = true;
    }
    wake_.notify_all();
}

bool FieldWatch::latest(FieldMeasures& out, std::uint32_t& step, std::uint64_t& version) const {
    std::lock_guard lock(mutex_);
    if (version_ == version) return false;
    out = published_;
    step = publishedStep_;
    version = version_;
    return true;
}

void FieldWatch::waitIdle() const {
    std::unique_lock lock(mutex_);
    idle_.wait(lock, [this] { return !pending_; });
}

void FieldWatch::work() {
    lowerThisThreadsPriority(kFieldNiceness);
    FieldScratch scratch;
    FieldMeasures measured;
    FlockState state;
    SimParams world;
    FieldOptions options;
    options.correlationMaxBirds = kLiveCorrelationBirds;
    std::unique_lock lock(mutex_);
    for (;;) {
        wake_.wait(lock, [this] { return stop_ || pending_; });
        if (stop_) return;
        std::swap(state.position, input_.position);
        std::swap(state.heading, input_.heading);
        std::swap(state.speed, input_.speed);
        world = inputWorld_;
        const std::uint32_t step = inputStep_;
        lock.unlock();
        measureField(world, state, options, scratch, measured);
        lock.lock();
        std::swap(published_, measured);
        publishedStep_ = step;
        ++version_;
        pending_ = false;
        idle_.notify_all();
    }
}

void FieldWatch::startSeries(const SimParams& base, std::vector<int> birdCounts, const FieldRunOptions& options) {
    cancelSeries();
    cancelSeries_ = false;
    seriesDone_ = 0;
    seriesTotal_ = static_cast<int>(birdCounts.size());
    seriesRunning_ = true;
    series_ = std::thread([this, base, counts = std::move(birdCounts), options] {
        lowerThisThreadsPriority(kFieldNiceness);  // the series' stepping threads inherit it
        auto result = std::make_shared<SizeSeries>(runSizeSeries(
            base, counts, options, {}, [this](int done, int) { seriesDone_ = done; }, &cancelSeries_));
        if (!result->cancelled) {
            std::lock_guard lock(mutex_);
            seriesResult_ = std::move(result);
        }
        seriesRunning_ = false;
    });
}

void FieldWatch::cancelSeries() {
    cancelSeries_ = true;
    if (series_.joinable()) series_.join();
}

FieldWatch::SeriesView FieldWatch::seriesView() const {
    SeriesView v;
    v.running = seriesRunning_;
    v.done = seriesDone_;
    v.total = seriesTotal_;
    std::lock_guard lock(mutex_);
    v.series = seriesResult_;
    return v;
}

}  // namespace murmur::ui
