#include "explore_runner.hpp"

#include <fstream>
#include <sstream>

#include "sweep/sweep_runner.hpp"
#include "thread_priority.hpp"

namespace murmur::ui {

namespace {

constexpr std::uintmax_t kMaxResultsBytes = 256u << 20;  // a sweep of 100,000 cells x 64 seeds fits

}  // namespace

const char* exploreStateName(ExploreState state) {
    switch (state) {
        case ExploreState::Empty:
            return "empty";
        case ExploreState::Running:
            return "running";
        case ExploreState::Ready:
            return "ready";
        case ExploreState::Failed:
            return "failed";
    }
    return "?";
}

Result<std::pair<sweep::SweepSpec, std::vector<sweep::ResultRow>>> readSweepFolder(const std::filesystem::path& dir) {
    const std::filesystem::path specPath = dir / sweep::kSpecName;
    auto spec = sweep::loadSweepSpec(specPath.string());
    if (!spec) return fail(spec.error());
    const std::filesystem::path resultsPath = dir / sweep::kResultsName;
    std::error_code ec;
    const auto size = std::filesystem::file_size(resultsPath, ec);
    if (ec) return fail(resultsPath.string() + ": " + ec.message());
    if (size > kMaxResultsBytes) return fail(resultsPath.string() + ": larger than 256 MiB");
    std::ifstream in(resultsPath, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!in && !in.eof()) return fail(resultsPath.string() + ": cannot be read");
    auto scan = sweep::scanResults(text.str(), *spec, sweep::expandCells(*spec), resultsPath.string());
    if (!scan) return fail(scan.error());
    return std::pair{std::move(*spec), std::move(scan->rows)};
}

ExploreRunner::ExploreRunner(ExploreRunnerOptions options) : options_(options) {}

ExploreRunner::~ExploreRunner() {
    cancel();
    wait();
}

void ExploreRunner::cancel() {
    cancel_ = true;
}

void ExploreRunner::wait() {
    if (worker_.joinable()) worker_.join();
}

ExploreView ExploreRunner::view() const {
    std::lock_guard lock(mutex_);
    ExploreView v = view_;
    v.done = done_.load();
    v.total = total_.load();
    return v;
}

void ExploreRunner::start(std::function<void()> work) {
    cancel();
    wait();
    cancel_ = false;
    done_ = 0;
    total_ = 0;
    running_ = true;
    {
        std::lock_guard lock(mutex_);
        view_.state = ExploreState::Running;
        view_.cancelled = false;
        view_.message.clear();
    }
    worker_ = std::thread([this, work = std::move(work)] {
        lowerThisThreadsPriority(options_.niceness);
        work();
        running_ = false;
    });
}

void ExploreRunner::show(const std::filesystem::path& dir, bool cancelled) {
    auto read = readSweepFolder(dir);
    std::lock_guard lock(mutex_);
    if (!read) {
        view_.state = ExploreState::Failed;
        view_.message = read.error();
        return;
    }
    view_.state = ExploreState::Ready;
    view_.cancelled = cancelled;
    view_.folder = dir.string();
    view_.spec = std::make_shared<const sweep::SweepSpec>(std::move(read->first));
    view_.rows = std::make_shared<const std::vector<sweep::ResultRow>>(std::move(read->second));
    view_.message = cancelled ? "cancelled: the runs written so far are shown; Run again resumes" : "";
}

void ExploreRunner::open(const std::filesystem::path& dir) {
    start([this, dir] { show(dir, false); });
}

void ExploreRunner::run(const std::string& specPath, const std::filesystem::path& dir) {
    start([this, specPath, dir] {
        auto spec = sweep::loadSweepSpec(specPath);
        if (!spec) {
            std::lock_guard lock(mutex_);
            view_.state = ExploreState::Failed;
            view_.message = spec.error();
            return;
        }
        sweep::SweepOptions o;
        o.threads = options_.threads;
        o.cancel = &cancel_;
        o.progress = [this](std::size_t done, std::size_t total) {
            done_ = done;
            total_ = total;
        };
        auto outcome = sweep::runSweep(*spec, dir, o);
        if (!outcome) {
            std::lock_guard lock(mutex_);
            view_.state = ExploreState::Failed;
            view_.message = outcome.error();
            return;
        }
        show(dir, outcome->cancelled);
    });
}

}  // namespace murmur::ui
