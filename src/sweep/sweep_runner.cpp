#include "sweep/sweep_runner.hpp"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <optional>
#include <thread>

#include "murmur/model/thread_pool.hpp"
#include "sweep/cell_run.hpp"
#include "sweep/phase_diagram.hpp"

namespace murmur::sweep {

std::vector<RunKey> pendingRuns(const SweepSpec& spec, const std::set<RunKey>& done) {
    std::vector<RunKey> out;
    const std::size_t cells = cellCount(spec);
    for (std::size_t c = 0; c < cells; ++c)
        for (std::uint32_t seed : spec.seeds)
            if (!done.count({c, seed})) out.push_back({c, seed});
    return out;
}

Result<SweepOutcome> runSweep(const SweepSpec& spec, const std::filesystem::path& dir, const SweepOptions& o) {
    auto file = ResultsFile::open(spec, dir);
    if (!file) return fail(file.error());
    const std::vector<SweepCell> cells = expandCells(spec);
    const std::vector<RunKey> runs = pendingRuns(spec, file->done());
    SweepOutcome outcome;
    outcome.skipped = file->done().size();
    outcome.droppedLines = file->droppedLines();
    if (o.progress) o.progress(0, runs.size());
    const auto start = std::chrono::steady_clock::now();

    // Finished runs wait here until every earlier one is appended.
    std::vector<std::optional<std::vector<MeasureValue>>> finished(runs.size());
    std::size_t nextToAppend = 0;
    std::optional<std::string> writeError;
    std::atomic<bool> stop{false};
    std::atomic<std::size_t> next{0};
    std::mutex mutex;
    auto stopping = [&] { return stop.load() || (o.cancel && o.cancel->load()); };

    auto worker = [&] {
        for (std::size_t i; !stopping() && (i = next.fetch_add(1)) < runs.size();) {
            const SweepCell& cell = cells[runs[i].cell];
            auto values = runCell(cell.params, runs[i].seed, spec.steps, spec.window, spec.measures, o.cancel);
            if (values.empty()) break;  // cancelled mid-run
            std::lock_guard lock(mutex);
            finished[i] = std::move(values);
            while (nextToAppend < runs.size() && finished[nextToAppend] && !writeError) {
                const RunKey& run = runs[nextToAppend];
                if (auto ok = file->append(cells[run.cell], run.seed, *finished[nextToAppend]); !ok) {
                    writeError = ok.error();
                    stop = true;
                    break;
                }
                finished[nextToAppend].reset();
                outcome.birdSteps += static_cast<double>(cells[run.cell].params.birdCount) * spec.steps;
                ++nextToAppend;
                if (o.progress) o.progress(nextToAppend, runs.size());
            }
        }
    };
    const int threads = std::clamp<int>(o.threads <= 0 ? ThreadPool::hardwareThreads() : o.threads, 1,
                                        static_cast<int>(std::max<std::size_t>(1, runs.size())));
    runOnThreads(threads, worker);
    outcome.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (writeError) return fail(*writeError);
    outcome.ran = nextToAppend;
    if (nextToAppend < runs.size()) {
        outcome.cancelled = true;
        return outcome;
    }
    auto charts = writePhaseDiagrams(spec, file->rows(), dir);
    if (!charts) return fail(charts.error());
    outcome.charts = std::move(*charts);
    return outcome;
}

}  // namespace murmur::sweep
