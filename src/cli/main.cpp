// murmur-cli: the headless runner. Runs a flock and writes per-step metrics, runs the
// experiments of docs/model.md, measures a flock against field data, runs parameter sweeps,
// or benchmarks the step. See --help.
#include <cstdio>
#include <exception>

#include "commands.hpp"
#include "io/output_file.hpp"
#include "sim_flags.hpp"

int main(int argc, char** argv) {
    using namespace murmur::cli;
    CLI::App app{"murmur-cli: the murmuration lab without a window (run, experiments, measure, bench, config, sweep)",
                 "murmur-cli"};
    app.require_subcommand(1);
    const Command commands[] = {addRunCommand(app),   addExperimentsCommand(app), addMeasureCommand(app),
                                addBenchCommand(app), addConfigCommand(app),      addSweepCommand(app)};
    if (auto code = parseOrExit(app, argc, argv, "murmur-cli")) return *code;
    int code = kUsageExit;
    try {
        for (const auto& c : commands)
            if (c.app->parsed()) code = c.run();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "murmur-cli: error: %s\n", e.what());
        return 1;
    }
    // Tables and CSV on standard output are output too: a full disk or a closed pipe is an error.
    if (auto err = murmur::report::finishStandardOutput()) {
        std::fprintf(stderr, "murmur-cli: error: %s\n", err->c_str());
        return code == 0 ? 1 : code;
    }
    return code;
}
