// murmur-cli measure: one flock measured against the field data of real starlings (a
// markdown table, tidy CSV), or with --size-series, xi against L over flocks of several
// sizes at the default flock's density.
#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "backend_choice.hpp"
#include "commands.hpp"
#include "io/output_file.hpp"
#include "murmur/analysis/field_run.hpp"
#include "progress.hpp"
#include "report/field_table.hpp"
#include "sim_flags.hpp"

namespace murmur::cli {
namespace {

constexpr long long kMaxSteps = 100'000'000;
// A flock needs at least two birds for a nearest neighbour, a shape and a correlation.
constexpr int kMinSeriesBirds = 2;

struct MeasureOptions {
    SimFlags sim;
    FieldRunOptions run;
    std::string csvPath;
    std::vector<int> sizeSeries;
    int threads = 0;
    std::string backend = "cpu";
};

int fail(const std::string& why, int code) {
    std::fprintf(stderr, "murmur-cli measure: error: %s\n", why.c_str());
    return code;
}

int runMeasure(MeasureOptions& o) {
    if (auto why = checkSimFlags(o.sim)) return fail(*why, kUsageExit);
    SimParams scaled = o.sim.params;
    scaled.scaleSkyWithBirds = true;
    for (int n : o.sizeSeries)
        if (n < kMinSeriesBirds || n > maxBirdCount(scaled))
            return fail("--size-series " + std::to_string(n) + " is outside " + std::to_string(kMinSeriesBirds) + ".." +
                            std::to_string(maxBirdCount(scaled)) + " birds",
                        kUsageExit);
    std::optional<report::OutputFile> csv;
    if (!o.csvPath.empty()) {
        std::string error;
        csv = report::OutputFile::open(o.csvPath, error);
        if (!csv) return fail(error, 1);
    }
    const std::string backendName = o.backend;
    const int threads = o.threads;
    const BackendFactory factory = [backendName, threads] { return makeBackendByName(backendName, threads); };
    std::string markdown, rows;
    if (o.sizeSeries.empty()) {
        Progress progress("measure", "steps");
        const FieldRunResult r = runFieldMeasure(o.sim.params, o.run, factory, [&](long long done, long long total) {
            progress.update(static_cast<int>(done), static_cast<int>(total));
        });
        progress.finish();
        std::fprintf(stderr, "murmur-cli measure: %d samples of the largest cluster (%d of %d birds at the last)\n",
                     r.average.samples(), r.last.clusterBirds, r.last.flockBirds);
        markdown = report::fieldMarkdown(r.average);
        rows = report::fieldCsv(r.average);
    } else {
        Progress progress("size series", "flocks");
        progress.update(0, static_cast<int>(o.sizeSeries.size()));
        const SizeSeries s = runSizeSeries(o.sim.params, o.sizeSeries, o.run, factory,
                                           [&](int done, int total) { progress.update(done, total); });
        progress.finish();
        markdown = report::sizeSeriesMarkdown(s);
        rows = report::sizeSeriesCsv(s);
    }
    std::printf("%s", markdown.c_str());
    if (csv) {
        csv->write(rows);
        if (auto err = csv->commit()) return fail(*err, 1);
    }
    return 0;
}

}  // namespace

Command addMeasureCommand(CLI::App& parent) {
    auto o = std::make_shared<MeasureOptions>();
    CLI::App* app = parent.add_subcommand(
        "measure", "measure a flock against field data of real starlings (docs/field_data.md), or a size series");
    addSimFlags(*app, o->sim);
    app->add_option("--steps", o->run.steps, "steps to run before measuring")
        ->capture_default_str()
        ->check(CLI::Range(0LL, kMaxSteps));
    app->add_option("--window", o->run.window, "then measure over this many steps (averages)")
        ->capture_default_str()
        ->check(CLI::Range(0LL, kMaxSteps));
    app->add_option("--every", o->run.every, "measure every N steps of the window")
        ->capture_default_str()
        ->check(CLI::Range(1LL, kMaxSteps));
    app->add_option("--correlation-birds", o->run.field.correlationMaxBirds,
                    "C(r) over at most this many birds of the cluster, evenly picked (0 = all; the pair sum costs "
                    "the square)")
        ->capture_default_str()
        ->check(CLI::Range(0, kMaxBirdCount));
    app->add_option("--csv", o->csvPath,
                    "write tidy rows measure,value,field_value,source,agrees (with --size-series: "
                    "n,L,xi,fit_slope,fit_r2) to this file ('-' for stdout)");
    app->add_option("--size-series", o->sizeSeries,
                    "comma-separated bird counts, e.g. 500,1000,2000,4000,8000: one flock each at the default "
                    "density (--scale-sky), xi against L and the fitted slope")
        ->delimiter(',');
    addBackendFlags(*app, o->threads, o->backend, "worker threads (0 = all cores)");
    return {app, [o] { return runMeasure(*o); }};
}

}  // namespace murmur::cli
