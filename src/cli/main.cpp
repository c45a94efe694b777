// murmur-cli: the headless runner. Runs a flock and writes per-step metrics, runs the
// experiments of docs/model.md, or benchmarks the step. See --help.
#include <cstdio>
#include <exception>

#include "commands.hpp"
#include "sim_flags.hpp"

int main(int argc, char** argv) {
    using namespace murmur::cli;
    CLI::App app{"murmur-cli: the murmuration lab without a window (run, experiments, bench)", "murmur-cli"};
    app.require_subcommand(1);
    const Command commands[] = {addRunCommand(app), addExperimentsCommand(app), addBenchCommand(app)};
    if (auto code = parseOrExit(app, argc, argv, "murmur-cli")) return *code;
    try {
        for (const auto& c : commands)
            if (c.app->parsed()) return c.run();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "murmur-cli: error: %s\n", e.what());
        return 1;
    }
    return kUsageExit;
}
