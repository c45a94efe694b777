// murmur-cli experiments: docs/model.md's experiments (E0-E4, the extensions E5, E6 and E7), a
// markdown table each, tidy CSV rows.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "backend_choice.hpp"
#include "commands.hpp"
#include "io/output_file.hpp"
#include "io/results_cache.hpp"
#include "io/settings_file.hpp"
#include "murmur/analysis/experiments.hpp"
#include "murmur/model/starling.hpp"
#include "progress.hpp"
#include "report/experiments_tables.hpp"
#include "report/report.hpp"
#include "sim_flags.hpp"

namespace murmur::cli {
namespace {

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (const std::string& n : names) out += (out.empty() ? "" : ",") + n;
    return out;
}

struct ExperimentsOptions {
    std::string only = joined(kDefaultExperiments);
    int seeds = 4;
    std::vector<int> e6Birds = {1500, 10000};
    std::string csvPath;
    std::string reportDir;
    std::string playerFlights;  // a folder of the window's flight-*.csv files (E8)
    int threads = 0;
    std::string backend = "cpu";
    SimParams base;  // the default flock, or --config's
};

int runAll(const ExperimentsOptions& o) {
    if (auto why = validate(o.base)) {
        std::fprintf(stderr, "murmur-cli experiments: error: %s\n", why->c_str());
        return kUsageExit;
    }
    ExperimentOptions run;
    run.base = o.base;
    run.only.clear();
    std::stringstream list(o.only);
    for (std::string name; std::getline(list, name, ',');) {
        if (!isExperimentName(name)) {
            std::fprintf(stderr, "murmur-cli experiments: error: unknown experiment '%s' (choose from %s)\n",
                         name.c_str(), joined(kExperimentNames).c_str());
            return kUsageExit;
        }
        run.only.push_back(name);
    }
    if (run.only.empty()) {
        std::fprintf(stderr, "murmur-cli experiments: error: --only names no experiment\n");
        return kUsageExit;
    }
    report::PlayerFlights flights;
    if (!o.playerFlights.empty()) {
        if (std::find(run.only.begin(), run.only.end(), "e8") == run.only.end()) {
            std::fprintf(stderr, "murmur-cli experiments: error: --player-flights needs e8 in --only\n");
            return kUsageExit;
        }
        if (auto why = report::loadPlayerFlights(o.playerFlights, run.base.model, flights)) {
            std::fprintf(stderr, "murmur-cli experiments: error: %s\n", why->c_str());
            return kUsageExit;
        }
        std::fprintf(stderr, "murmur-cli experiments: %d player flight%s from %s (%d repeated, counted once)\n",
                     flights.files, flights.files == 1 ? "" : "s", o.playerFlights.c_str(), flights.repeats);
    }
    // Every output is checked before the long runs, not after them.
    std::optional<report::OutputFile> csv;
    if (!o.csvPath.empty()) {
        std::string error;
        csv = report::OutputFile::open(o.csvPath, error);
        if (!csv) {
            std::fprintf(stderr, "murmur-cli experiments: error: %s\n", error.c_str());
            return 1;
        }
    }
    if (!o.reportDir.empty())
        if (auto why = report::checkOutputPath((std::filesystem::path(o.reportDir) / "report.md").string())) {
            std::fprintf(stderr, "murmur-cli experiments: error: cannot write the report folder %s (%s)\n",
                         o.reportDir.c_str(), why->c_str());
            return 1;
        }
    for (int n : o.e6Birds) {
        SimParams flock = run.base.model == FlockModel::Starling ? run.base : withModel(run.base, FlockModel::Starling);
        flock.birdCount = n;
        if (auto why = validate(flock)) {
            std::fprintf(stderr, "murmur-cli experiments: error: --e6-birds %d: %s\n", n, why->c_str());
            return kUsageExit;
        }
    }
    const BackendPlan plan = planBackend(o.backend, o.threads);
    run.seeds = o.seeds;
    run.e6Birds = o.e6Birds;
    run.backend = plan.factory;
    run.threads = plan.parallelRuns;
    Progress progress("experiments");
    run.progress = [&](int done, int total) { progress.update(done, total); };
    ExperimentResults results = runExperiments(run);
    progress.finish();
    results.rows.insert(results.rows.end(), flights.rows.begin(), flights.rows.end());

    std::printf("%s", report::experimentsMarkdown(results.rows).c_str());
    if (csv) {
        csv->write(report::experimentsCsv(results.rows));
        auto err = csv->commit();
        if (!err)
            if (auto sidecar = report::settingsSidecarPath(o.csvPath))
                err = report::writeSettingsFile(*sidecar, run.base);
        if (err) {
            std::fprintf(stderr, "murmur-cli experiments: error: %s\n", err->c_str());
            return 1;
        }
    }
    if (!o.reportDir.empty()) {
        report::ReportInputs in;
        in.rows = results.rows;
        in.base = run.base;
        in.seeds = o.seeds;
        in.backend = plan.factory;
        if (auto err = report::writeReport(o.reportDir, in)) {
            std::fprintf(stderr, "murmur-cli experiments: error: %s\n", err->c_str());
            return 1;
        }
        std::fprintf(stderr, "murmur-cli experiments: report written to %s/report.md\n", o.reportDir.c_str());
    }
    return 0;
}

}  // namespace

Command addExperimentsCommand(CLI::App& parent) {
    auto o = std::make_shared<ExperimentsOptions>();
    CLI::App* app = parent.add_subcommand(
        "experiments",
        "run docs/model.md's experiments E0-E4 and the extensions E5 (and, when named in --only, E6 and E7) and "
        "print their tables");
    app->add_option_function<std::string>(
        "--config",
        [o](const std::string& path) {
            if (auto why = report::applySettingsFile(path, o->base)) throw CLI::ValidationError("--config", *why);
        },
        "the experiments' base flock from a JSON settings file (default: the model's default flock)");
    addSetFlag(*app, o->base);
    app->add_option("--only", o->only,
                    "comma-separated experiments to run (e6, the starling model's parts switched off in turn, e7, "
                    "the world's obstacles, wind and fear that spreads, and e8, the confusion effect's null model, run "
                    "only when named: each takes minutes)")
        ->capture_default_str();
    app->add_option("--e6-birds", o->e6Birds, "E6's flock sizes, comma-separated")
        ->delimiter(',')
        ->capture_default_str()
        ->check(CLI::Range(2, kMaxBirdCount));
    app->add_option("--seeds", o->seeds, "seeds per variant (1..N)")->capture_default_str()->check(CLI::Range(1, 64));
    app->add_option("--csv", o->csvPath, "write tidy rows experiment,variant,seed,metric,value to this file");
    app->add_option("--player-flights", o->playerFlights,
                    "a folder of the window's flight-*.csv files (a person flew the hawk): E8 adds their rows");
    app->add_option("--report", o->reportDir,
                    "write DIR/report.md, DIR/results.csv, DIR/settings.json and PNG charts (created if needed)");
    addBackendFlags(*app, o->threads, o->backend, "parallel runs (0 = all cores)");
    return {app, [o] { return runAll(*o); }};
}

}  // namespace murmur::cli
