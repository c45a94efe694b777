// murmur-cli run: one flock for T steps, per-step metrics as CSV, a summary at the end.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "backend_choice.hpp"
#include "commands.hpp"
#include "io/output_file.hpp"
#include "io/settings_file.hpp"
#include "io/snapshot.hpp"
#include "murmur/model/roost_descent.hpp"
#include "murmur/simulation/simulation.hpp"
#include "report/attack_table.hpp"
#include "sim_flags.hpp"

namespace murmur::cli {
namespace {

constexpr long long kMaxSteps = 1'000'000'000;

struct RunOptions {
    SimFlags sim;
    long long steps = 1000;
    std::vector<long long> hawkAt;
    std::string csvPath;
    std::string snapshotPath;
    std::string attacksPath;
    long long every = 1;
    int threads = 0;
    std::string backend = "cpu";
};

void writeRow(std::FILE* f, const Simulation& sim) {
    const FlockMetrics& m = sim.metrics();
    std::fprintf(f, "%u,%.4f,%.4f,%d,%.4f,%d,%zu,%.4f,%.4f,%.4f,%zu\n", sim.stepIndex(), m.polarization, m.clumping,
                 m.clusters.count, m.clusters.largestPct, sim.hawk().inSky ? 1 : 0, sim.birdCount(), m.centroid.x,
                 m.centroid.y, m.centroid.z, m.roosting);
}

int runFlock(RunOptions& o) {
    if (auto why = checkSimFlags(o.sim)) {
        std::fprintf(stderr, "murmur-cli run: error: %s\n", why->c_str());
        return kUsageExit;
    }
    for (long long s : o.hawkAt)
        if (s < 0 || s > o.steps) {
            std::fprintf(stderr, "murmur-cli run: error: --hawk-at %lld is outside the run (0..%lld)\n", s, o.steps);
            return kUsageExit;
        }
    // Every output is checked before the first step, not after the last.
    for (const std::string* path : {&o.snapshotPath, &o.attacksPath})
        if (!path->empty())
            if (auto why = report::checkOutputPath(*path)) {
                std::fprintf(stderr, "murmur-cli run: error: %s\n", why->c_str());
                return 1;
            }
    std::optional<report::OutputFile> csvFile;
    std::FILE* csv = nullptr;
    if (!o.csvPath.empty()) {
        std::string error;
        csvFile = report::OutputFile::open(o.csvPath, error);
        if (!csvFile) {
            std::fprintf(stderr, "murmur-cli run: error: %s\n", error.c_str());
            return 1;
        }
        csv = csvFile->stream();
        std::fprintf(csv,
                     "step,polarization,clumping,clusters,largest_cluster_pct,hawk_in_sky,birds,centroid_x,"
                     "centroid_y,centroid_z,roosting\n");
    }

    Simulation sim(o.sim.params, makeBackendByName(o.backend, o.threads));
    const std::set<long long> hawkSteps(o.hawkAt.begin(), o.hawkAt.end());
    // The regroup needs clusters on every step; otherwise only rows that are written need them.
    const bool clustersEveryStep = !hawkSteps.empty();
    int hawksSent = 0;
    float minPolarizationWithHawk = 101.0f;

    const auto start = std::chrono::steady_clock::now();
    long long steps = o.steps;  // fewer when the dusk settles every bird first
    for (long long t = 0;; ++t) {
        if (hawkSteps.count(t)) {
            if (sim.sendHawk()) ++hawksSent;
            else
                std::fprintf(stderr, "murmur-cli run: note: hawk at step %lld skipped, %s\n", t,
                             sim.birdCount() == 0 ? "there are no birds to hunt" : "one is already flying");
        }
        if (sim.hawk().inSky) minPolarizationWithHawk = std::min(minPolarizationWithHawk, sim.metrics().polarization);
        // At dusk the run ends once every bird has settled on the roost.
        const bool allRoosting =
            hasDescent(sim.world()) && sim.birdCount() > 0 && sim.metrics().roosting == sim.birdCount();
        if (allRoosting && !sim.metrics().hasClusters) sim.measureClusters();  // the last row's
        if (csv && (t % o.every == 0 || t == o.steps || allRoosting)) writeRow(csv, sim);
        if (allRoosting && t < o.steps) {
            std::fprintf(stderr, "murmur-cli run: every bird has settled on the roost at step %lld\n", t);
            steps = t;
            break;
        }
        if (t == o.steps) break;
        const bool rowNext = (t + 1) % o.every == 0 || t + 1 == o.steps;
        sim.step(clustersEveryStep || (csv && rowNext) || t + 1 == o.steps);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // Beside each file written, the settings that made it (FILE.settings.json), so the run
    // can be repeated: murmur-cli run --config FILE.settings.json.
    auto recordSettings = [&](const std::string& output) -> std::optional<std::string> {
        if (auto sidecar = report::settingsSidecarPath(output))
            return report::writeSettingsFile(*sidecar, sim.params());
        return std::nullopt;
    };
    if (csvFile) {
        auto err = csvFile->commit();
        if (!err) err = recordSettings(o.csvPath);
        if (err) {
            std::fprintf(stderr, "murmur-cli run: error: %s\n", err->c_str());
            return 1;
        }
    }

    const FlockMetrics& m = sim.metrics();
    std::fprintf(stderr,
                 "murmur-cli run: %lld steps of %zu birds on %s in %.2f s (%.3g bird-steps/s)\n"
                 "  final: polarization %.1f, clumping %.1f, clusters %d, largest cluster %.1f%%\n",
                 steps, sim.birdCount(), sim.backend().name().c_str(), seconds,
                 seconds > 0 ? static_cast<double>(steps) * static_cast<double>(sim.birdCount()) / seconds : 0.0,
                 m.polarization, m.clumping, m.clusters.count, m.clusters.largestPct);
    if (hawksSent > 0) {
        // A sortie of several hawks (hawkCount) is one attack: count the hawks of each.
        std::size_t hawks = sim.hawk().inSky ? sim.hawks().size() : 0;
        for (const AttackReport& a : sim.attacks()) hawks += static_cast<std::size_t>(a.hawks);
        std::fprintf(stderr, "  hawks: %zu sent%s; lowest polarization while one flew %.1f; ", hawks,
                     hawks > static_cast<std::size_t>(hawksSent) ? " together" : "", minPolarizationWithHawk);
        if (auto r = sim.regroup().recoverySteps())
            std::fprintf(stderr, "regrouped %u steps after the last one left\n", *r);
        else if (sim.hawk().inSky) std::fprintf(stderr, "the last one is still in the sky\n");
        else std::fprintf(stderr, "no regroup within the run\n");
        for (std::size_t i = 0; i < sim.attacks().size(); ++i)
            std::fprintf(stderr, "  attack %zu: %s\n", i + 1, report::attackSummary(sim.attacks()[i]).c_str());
    }
    if (!o.snapshotPath.empty()) {
        FlockState state;
        sim.backend().download(state);
        auto err = report::writeSnapshotCsv(o.snapshotPath, state);
        if (!err) err = recordSettings(o.snapshotPath);
        if (err) {
            std::fprintf(stderr, "murmur-cli run: error: %s\n", err->c_str());
            return 1;
        }
    }
    if (!o.attacksPath.empty()) {
        auto err = report::writeFileAtomically(o.attacksPath, report::attacksCsv(sim.attacks()));
        if (!err) err = recordSettings(o.attacksPath);
        if (err) {
            std::fprintf(stderr, "murmur-cli run: error: %s\n", err->c_str());
            return 1;
        }
    }
    return 0;
}

}  // namespace

Command addRunCommand(CLI::App& parent) {
    auto o = std::make_shared<RunOptions>();
    CLI::App* app = parent.add_subcommand("run", "run one flock and write per-step metrics as CSV");
    addSimFlags(*app, o->sim);
    app->add_option("--steps", o->steps, "steps to run")->capture_default_str()->check(CLI::Range(0LL, kMaxSteps));
    app->add_option("--hawk-at", o->hawkAt, "send a hawk at this step (repeatable)")->take_all();
    app->add_option("--csv", o->csvPath, "write per-step metrics to this file ('-' for stdout)");
    app->add_option("--snapshot", o->snapshotPath,
                    "at the end, write every bird as CSV: id,x,y,z,hx,hy,hz,speed,fear ('-' for stdout)");
    app->add_option("--attacks", o->attacksPath,
                    "at the end, write one CSV row per hawk that has left the sky: its strategy, closest "
                    "approach, would-be catches, birds startled, escape wave and patterns, recovery ('-' for stdout)");
    app->add_option("--every", o->every, "write a CSV row every N steps")
        ->capture_default_str()
        ->check(CLI::Range(1LL, kMaxSteps));
    addBackendFlags(*app, o->threads, o->backend, "worker threads (0 = all cores)");
    return {app, [o] { return runFlock(*o); }};
}

}  // namespace murmur::cli
