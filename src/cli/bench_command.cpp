// murmur-cli bench: bird-steps per second of the step, grid vs brute force, 1 thread vs
// all, CPU vs GPU, all measured in one run so the ratios compare like with like.
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "backend_choice.hpp"
#include "commands.hpp"
#include "murmur/model/initial_condition.hpp"
#include "murmur/model/obstacle_sets.hpp"
#include "murmur/model/starling.hpp"
#include "murmur/model/thread_pool.hpp"
#include "sim_flags.hpp"

namespace murmur::cli {
namespace {

constexpr double kAutoSeconds = 1.5;  // --steps 0: time each configuration this long...
constexpr int kAutoMinSteps = 3;      // ...but at least this many steps
constexpr int kAutoMaxSteps = 2000;
constexpr double kBruteBudgetSeconds = 20.0;  // skip brute force when it would take longer
constexpr int kBruteProbeBirds = 1000;        // the size of the probe that feeds the first estimate

struct BenchOptions {
    SimFlags sim;
    std::string birds = "1500,10000,100000";
    int steps = 0;
    int threads = 0;
    std::string backend = "cpu";
    int cpuMaxBirds = kMaxBirdCount;  // CPU columns are skipped above this count
    int repeat = 1;                   // pairs of 1-thread and all-threads timings per row
    std::string obstacles;            // "0,1,16,256": the obstacles table instead (scatteredPylons)
};

struct Timing {
    int steps = 0;
    double seconds = 0;
    double birdStepsPerSecond(std::size_t n) const {
        return seconds > 0 ? steps * static_cast<double>(n) / seconds : 0;
    }
};

Timing timeSteps(FlockBackend& backend, const SimParams& asSet, int fixedSteps) {
    const SimParams params = worldParams(asSet);
    backend.upload(makeInitialFlock(params));
    backend.step(params, {});  // warm-up: first-use allocations and shader compiles
    backend.finish();
    Timing t;
    const auto start = std::chrono::steady_clock::now();
    for (;;) {
        backend.step(params, {});
        ++t.steps;
        if (fixedSteps > 0 ? t.steps >= fixedSteps : t.steps >= kAutoMaxSteps) break;
        if (fixedSteps <= 0 && t.steps >= kAutoMinSteps) {
            backend.finish();
            if (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >= kAutoSeconds) break;
        }
    }
    backend.finish();
    t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return t;
}

// One thread against all, `repeat` times alternately, each pair over the same steps (as
// many as the one-thread run took, with --steps 0): a flock's later steps cost more or
// less than its first, so pairs of unequal length would compare different work.
struct ThreadPairs {
    std::vector<Timing> one, all;
    std::vector<double> ratios;  // all / one, per pair, sorted
};

ThreadPairs timeThreadPairs(FlockBackend& one, FlockBackend& all, const SimParams& params, int steps, int repeat) {
    ThreadPairs p;
    const auto n = static_cast<std::size_t>(params.birdCount);
    for (int r = 0; r < repeat; ++r) {
        p.one.push_back(timeSteps(one, params, steps));
        p.all.push_back(timeSteps(all, params, p.one.back().steps));
        p.ratios.push_back(p.all.back().birdStepsPerSecond(n) / p.one.back().birdStepsPerSecond(n));
    }
    std::sort(p.ratios.begin(), p.ratios.end());
    return p;
}

// The median timing by rate (the lower middle one of an even count).
Timing medianTiming(std::vector<Timing> timings, std::size_t n) {
    std::sort(timings.begin(), timings.end(),
              [n](const Timing& a, const Timing& b) { return a.birdStepsPerSecond(n) < b.birdStepsPerSecond(n); });
    return timings[(timings.size() - 1) / 2];
}

// "1.87x", or with several pairs the median and the spread: "1.87x (1.80-1.95)".
std::string ratioSpreadCell(const std::vector<double>& sorted) {
    char buf[64];
    const double median = sorted[(sorted.size() - 1) / 2];
    if (sorted.size() == 1) std::snprintf(buf, sizeof buf, "%.2fx", median);
    else std::snprintf(buf, sizeof buf, "%.2fx (%.2f-%.2f)", median, sorted.front(), sorted.back());
    return buf;
}

// Seconds of one brute-force step at n birds (n is small: this is the estimate's probe).
double bruteStepSeconds(FlockBackend& brute, SimParams asSet, int n) {
    asSet.birdCount = n;
    const SimParams params = worldParams(asSet);
    brute.upload(makeInitialFlock(params));
    const auto start = std::chrono::steady_clock::now();
    brute.step(params, {});
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

std::string rate(double birdStepsPerSecond) {
    char buf[32];
    if (birdStepsPerSecond >= 1e6) std::snprintf(buf, sizeof buf, "%.2f M", birdStepsPerSecond / 1e6);
    else std::snprintf(buf, sizeof buf, "%.0f k", birdStepsPerSecond / 1e3);
    return buf;
}

// The GPU's two cells for this row (its rate and its ratio to `cpuAll`, when measured). A
// flock wider than the device's buffers is a cell that says so, not a torn table.
std::string gpuCells(FlockBackend& gpu, const SimParams& params, int steps, const Timing* cpuAll);

std::string cell(const Timing& t, std::size_t n) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%s (%.1f steps/s)", rate(t.birdStepsPerSecond(n)).c_str(),
                  t.seconds > 0 ? t.steps / t.seconds : 0.0);
    return buf;
}

// A comma-separated list of whole numbers in [least, most].
std::optional<std::vector<int>> parseBirdList(const std::string& text, int maxBirds, int least = 1) {
    std::vector<int> out;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        try {
            std::size_t used = 0;
            const long long v = std::stoll(item, &used);
            if (used != item.size() || v < least || v > maxBirds) return std::nullopt;
            out.push_back(static_cast<int>(v));
        } catch (const std::exception&) {
            return std::nullopt;
        }
    }
    if (out.empty()) return std::nullopt;
    return out;
}

// The cost of obstacles: at each bird count, the one-thread step with each number of thin pylons
// scattered over the sky (scatteredPylons), against the first count's, in one run.
int runObstacleBench(const BenchOptions& o, const std::vector<int>& sizes, const std::vector<int>& counts) {
    auto grid1 = makeCpuBackend(1);
    std::printf("| birds | obstacles | grid, 1 thread | step time / %d obstacles' |\n|---:|---:|---:|---:|\n",
                counts.front());
    for (const int n : sizes) {
        const auto nn = static_cast<std::size_t>(n);
        double first = 0.0;
        for (const int count : counts) {
            SimParams params = o.sim.params;
            params.birdCount = n;
            params.obstacles = scatteredPylons(count, params);
            const Timing t = timeSteps(*grid1, params, o.steps);
            const double perStep = t.seconds / t.steps;
            if (first == 0.0) first = perStep;
            std::printf("| %d | %d | %s | %.2fx |\n", n, count, cell(t, nn).c_str(), perStep / first);
            std::fflush(stdout);
        }
    }
    std::printf("\nbird-steps per second (steps per second); thin upright pylons scattered over the sky's floor\n");
    return 0;
}

int runBench(BenchOptions& o) {
    if (auto why = checkSimFlags(o.sim)) {
        std::fprintf(stderr, "murmur-cli bench: error: %s\n", why->c_str());
        return kUsageExit;
    }
    const int maxBirds = maxBirdCount(o.sim.params);
    const auto sizes = parseBirdList(o.birds, maxBirds);
    if (!sizes) {
        std::fprintf(
            stderr,
            "murmur-cli bench: error: --birds wants a comma-separated list of counts from 1 to %d%s, got '%s'\n",
            maxBirds, o.sim.params.scaleSkyWithBirds ? "" : " (more with --scale-sky)", o.birds.c_str());
        return kUsageExit;
    }
    if (!o.obstacles.empty()) {
        const auto counts = parseBirdList(o.obstacles, kMaxObstacles, 0);
        if (!counts) {
            std::fprintf(stderr,
                         "murmur-cli bench: error: --obstacles wants a comma-separated list of counts from 0 to %d, "
                         "got '%s'\n",
                         kMaxObstacles, o.obstacles.c_str());
            return kUsageExit;
        }
        return runObstacleBench(o, *sizes, *counts);
    }
    const int allThreads = o.threads > 0 ? o.threads : ThreadPool::hardwareThreads();
    auto grid1 = makeCpuBackend(1);
    auto gridAll = makeCpuBackend(allThreads);
    auto brute = makeBruteForceBackend(1);
    std::unique_ptr<FlockBackend> gpu;
    if (o.backend == "gpu") {
        gpu = makeBackendByName("gpu", allThreads);
        if (gpu->name() != "gpu") gpu.reset();
    }

    // A model other than the seed's gets the seed model's one-thread step beside it, timed in
    // the same run: the cost of the model's extra rules as a ratio of step times.
    const bool otherModel = o.sim.params.model != FlockModel::Seed;
    std::printf(
        "| birds | grid, 1 thread | grid, %d threads | %d / 1 threads | brute force, 1 thread | grid / brute force "
        "|%s%s\n",
        allThreads, allThreads, otherModel ? " seed model, grid, 1 thread | step time / seed model's |" : "",
        gpu ? " gpu | gpu / grid, all threads |" : "");
    std::printf("|---:|---:|---:|---:|---:|---:|%s%s\n", otherModel ? "---:|---:|" : "", gpu ? "---:|---:|" : "");
    double brutePerStepAt = 0;  // seconds per brute-force step at bruteN, for the estimate
    std::size_t bruteN = 0;
    for (int n : *sizes) {
        SimParams params = o.sim.params;
        params.birdCount = n;
        const auto nn = static_cast<std::size_t>(n);
        if (n > o.cpuMaxBirds) {
            std::printf("| %d | skipped | skipped | - | skipped | - |%s", n, otherModel ? " skipped | - |" : "");
            if (gpu) std::printf("%s", gpuCells(*gpu, params, o.steps, nullptr).c_str());
            std::printf("\n");
            std::fflush(stdout);
            continue;
        }
        const ThreadPairs pairs = timeThreadPairs(*grid1, *gridAll, params, o.steps, o.repeat);
        const Timing t1 = medianTiming(pairs.one, nn);
        const Timing tAll = medianTiming(pairs.all, nn);
        std::string bruteCell = "skipped", ratioCell = "-";
        if (bruteN == 0 && n > kBruteProbeBirds) {  // no smaller row yet: a small probe estimates it
            brutePerStepAt = bruteStepSeconds(*brute, params, kBruteProbeBirds);
            bruteN = kBruteProbeBirds;
        }
        const double scale = bruteN ? std::pow(static_cast<double>(n) / static_cast<double>(bruteN), 2.0) : 0.0;
        const double estimate = brutePerStepAt * scale * std::max(o.steps, kAutoMinSteps + 1);
        if (bruteN == 0 || estimate < kBruteBudgetSeconds) {
            const Timing tb = timeSteps(*brute, params, o.steps);
            brutePerStepAt = tb.seconds / tb.steps;
            bruteN = nn;
            bruteCell = cell(tb, nn);
            char buf[32];
            std::snprintf(buf, sizeof buf, "%.1fx", t1.birdStepsPerSecond(nn) / tb.birdStepsPerSecond(nn));
            ratioCell = buf;
        } else {
            char buf[96];
            std::snprintf(buf, sizeof buf, "skipped (~%.0f s)", estimate);
            bruteCell = buf;
        }
        std::printf("| %d | %s | %s | %s | %s | %s |", n, cell(t1, nn).c_str(), cell(tAll, nn).c_str(),
                    ratioSpreadCell(pairs.ratios).c_str(), bruteCell.c_str(), ratioCell.c_str());
        if (otherModel) {
            SimParams seed = withModel(o.sim.params, FlockModel::Seed);
            seed.birdCount = n;
            const Timing ts = timeSteps(*grid1, seed, o.steps);
            char buf[32];
            std::snprintf(buf, sizeof buf, "%.2fx", ts.birdStepsPerSecond(nn) / t1.birdStepsPerSecond(nn));
            std::printf(" %s | %s |", cell(ts, nn).c_str(), buf);
        }
        if (gpu) std::printf("%s", gpuCells(*gpu, params, o.steps, &tAll).c_str());
        std::printf("\n");
        std::fflush(stdout);
    }
    struct rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    std::printf(
        "\nbird-steps per second (steps per second); each thread pair runs the same steps%s; brute force is "
        "skipped where it would take over %.0f s; peak memory %.1f MiB\n",
        o.repeat > 1 ? ", alternately, and the grid cells are the medians" : "", kBruteBudgetSeconds,
        static_cast<double>(usage.ru_maxrss) / 1024.0);
    return 0;
}

std::string gpuCells(FlockBackend& gpu, const SimParams& params, int steps, const Timing* cpuAll) {
    const auto n = static_cast<std::size_t>(params.birdCount);
    try {
        const Timing tg = timeSteps(gpu, params, steps);
        char ratio[32] = "-";
        if (cpuAll)
            std::snprintf(ratio, sizeof ratio, "%.1fx", tg.birdStepsPerSecond(n) / cpuAll->birdStepsPerSecond(n));
        return " " + cell(tg, n) + " | " + ratio + " |";
    } catch (const std::length_error& e) {
        std::fprintf(stderr, "murmur-cli: bench: %s\n", e.what());
        return " over the device's buffer size | - |";
    }
}

}  // namespace

Command addBenchCommand(CLI::App& parent) {
    auto o = std::make_shared<BenchOptions>();
    CLI::App* app =
        parent.add_subcommand("bench", "measure bird-steps per second: grid vs brute force, threads, backends");
    addSimFlags(*app, o->sim, /*withBirdCount=*/false);
    app->add_option("--birds", o->birds, "comma-separated bird counts")->capture_default_str();
    app->add_option("--steps", o->steps, "steps per measurement (0 = about 1.5 s each)")
        ->capture_default_str()
        ->check(CLI::Range(0, 1'000'000));
    app->add_option("--threads", o->threads, "threads for the 'all threads' column (0 = all cores)")
        ->capture_default_str()
        ->check(CLI::Range(0, 1024));
    app->add_option("--repeat", o->repeat,
                    "time one thread and all threads this many times, alternately (the ratio's median and spread)")
        ->capture_default_str()
        ->check(CLI::Range(1, 100));
    app->add_option("--cpu-max-birds", o->cpuMaxBirds, "skip the CPU columns above this bird count (GPU-only rows)")
        ->check(CLI::Range(1, kMaxBirdCount));
    app->add_option("--obstacles", o->obstacles,
                    "comma-separated obstacle counts (0,1,16,256): time the step with that many pylons instead");
    app->add_option("--backend", o->backend, "cpu, or gpu to add a GPU column")
        ->capture_default_str()
        ->check(CLI::IsMember({"cpu", "gpu"}));
    return {app, [o] { return runBench(*o); }};
}

}  // namespace murmur::cli
