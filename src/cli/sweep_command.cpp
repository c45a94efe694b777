// murmur-cli sweep SPEC.json --out DIR: a parameter sweep (src/sweep/sweep_spec.hpp) into a
// resumable folder: DIR/results.csv, DIR/spec.json and a phase diagram per measure.
#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "commands.hpp"
#include "murmur/model/thread_pool.hpp"
#include "progress.hpp"
#include "sim_flags.hpp"
#include "sweep/phase_diagram.hpp"
#include "sweep/sweep_runner.hpp"

namespace murmur::cli {
namespace {

struct SweepCommandOptions {
    std::string spec;
    std::string out;
    std::string config;
    std::vector<std::string> sets;  // --set KEY=VALUE over the base, after --config
    int threads = 0;
};

int runSweepCommand(const SweepCommandOptions& o) {
    auto spec = sweep::loadSweepSpec(o.spec);
    if (!spec) {
        std::fprintf(stderr, "murmur-cli sweep: error: %s\n", spec.error().c_str());
        return kUsageExit;
    }
    if (!o.config.empty())
        if (auto applied = sweep::applyBaseSettingsFile(*spec, o.config); !applied) {
            std::fprintf(stderr, "murmur-cli sweep: error: %s\n", applied.error().c_str());
            return kUsageExit;
        }
    if (!o.sets.empty()) {
        SimParams base = spec->base;
        for (const std::string& pair : o.sets)
            if (auto why = applySetPair(base, pair)) {
                std::fprintf(stderr, "murmur-cli sweep: error: --set: %s\n", why->c_str());
                return kUsageExit;
            }
        if (auto applied = sweep::applyBase(*spec, base, "--set"); !applied) {
            std::fprintf(stderr, "murmur-cli sweep: error: %s\n", applied.error().c_str());
            return kUsageExit;
        }
    }
    if (auto fits = sweep::checkSweepFolder(*spec, o.out); !fits) {
        std::fprintf(stderr, "murmur-cli sweep: error: %s\n", fits.error().c_str());
        return kUsageExit;
    }
    const int threads = o.threads > 0 ? o.threads : ThreadPool::hardwareThreads();
    const std::size_t runs = sweep::cellCount(*spec) * spec->seeds.size();
    std::fprintf(stderr, "murmur-cli sweep: %zu cells x %zu seeds = %zu runs of %d steps, %d at once\n",
                 sweep::cellCount(*spec), spec->seeds.size(), runs, spec->steps, threads);
    Progress progress("sweep");
    sweep::SweepOptions options;
    options.threads = threads;
    options.progress = [&](std::size_t done, std::size_t total) {
        progress.update(static_cast<int>(done), static_cast<int>(total));
    };
    auto outcome = sweep::runSweep(*spec, o.out, options);
    progress.finish();
    if (!outcome) {
        std::fprintf(stderr, "murmur-cli sweep: error: %s\n", outcome.error().c_str());
        return 1;
    }
    if (outcome->droppedLines > 0)
        std::fprintf(stderr, "murmur-cli sweep: cut %zu line(s) of an interrupted write off the end of results.csv\n",
                     outcome->droppedLines);
    std::fprintf(stderr, "murmur-cli sweep: %zu runs done now, %zu were already in %s/%s\n", outcome->ran,
                 outcome->skipped, o.out.c_str(), sweep::kResultsName);
    if (outcome->ran > 0)
        std::fprintf(stderr, "murmur-cli sweep: %.2f s for the runs, %.3g bird-steps/s\n", outcome->seconds,
                     outcome->birdSteps / std::max(outcome->seconds, 1e-9));
    for (const auto& chart : outcome->charts) std::fprintf(stderr, "murmur-cli sweep: wrote %s\n", chart.c_str());
    if (!sweep::hasPhaseDiagram(*spec))
        std::fprintf(stderr, "murmur-cli sweep: no phase diagram: it is drawn for one or two axes only\n");
    return 0;
}

}  // namespace

Command addSweepCommand(CLI::App& parent) {
    auto o = std::make_shared<SweepCommandOptions>();
    CLI::App* app = parent.add_subcommand(
        "sweep", "run a parameter sweep (a JSON spec) into a resumable folder of tidy results and phase diagrams");
    app->add_option("spec", o->spec, "the sweep spec (JSON; see the README's Sweeps section)")->required();
    app->add_option("--out", o->out, "the results folder (created; an interrupted sweep there resumes)")->required();
    app->add_option("--config", o->config,
                    "a JSON settings file applied over the spec's base (every cell starts from it)");
    app->add_option("--set", o->sets, std::string(kSetFlagHelp) + "; applied over the base after --config")
        ->type_name("KEY=VALUE")
        ->allow_extra_args(false);
    app->add_option("--threads", o->threads, "runs at once, each on one thread (0 = all cores)")
        ->capture_default_str()
        ->check(CLI::Range(0, 1024));
    return {app, [o] { return runSweepCommand(*o); }};
}

}  // namespace murmur::cli
