// commands.hpp - the subcommands of murmur-cli. Each registers its flags on a CLI11
// subcommand and runs after parsing; each returns the process exit code.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>

namespace murmur::cli {

// A registered subcommand: run() is called when it was chosen on the command line.
struct Command {
    CLI::App* app = nullptr;
    std::function<int()> run;
};

Command addRunCommand(CLI::App& parent);
Command addExperimentsCommand(CLI::App& parent);
Command addBenchCommand(CLI::App& parent);
Command addConfigCommand(CLI::App& parent);
Command addSweepCommand(CLI::App& parent);
Command addMeasureCommand(CLI::App& parent);

}  // namespace murmur::cli
