// murmur-cli config: the settings file (io/settings_file.hpp) of the parameters the
// other flags describe: `config --defaults` prints every field at its default,
// `config --config a.json --k 3` prints a.json's settings with k = 3, checked, and
// `config --list` prints the parameter table (murmur/model/param_table.hpp) as a markdown table.
#include <cstdio>
#include <memory>
#include <string>

#include "commands.hpp"
#include "io/settings_file.hpp"
#include "murmur/model/param_table.hpp"
#include "sim_flags.hpp"

namespace murmur::cli {
namespace {

struct ConfigOptions {
    SimFlags sim;
    bool defaults = false;
    bool list = false;
    std::string out = "-";
};

// Every setting: its key, short flag, range, unit, default and meaning.
int printTable() {
    std::printf("| key | flag | range | unit | default | meaning |\n|---|---|---|---|---|---|\n");
    const SimParams defaults;
    for (const ParamRow& row : paramTable())
        std::printf("| %s | %s | %s | %s | %s | %s |\n", row.key,
                    row.alias[0] ? (std::string("--") + row.alias).c_str() : "", rangeText(row).c_str(), row.unit,
                    paramText(defaults, row).c_str(), row.meaning);
    return std::fflush(stdout) == 0 && !std::ferror(stdout) ? 0 : 1;
}

int runConfig(ConfigOptions& o) {
    if (o.list) return printTable();
    if (o.defaults) o.sim = SimFlags{};
    if (auto why = checkSimFlags(o.sim)) {
        std::fprintf(stderr, "murmur-cli config: error: %s\n", why->c_str());
        return kUsageExit;
    }
    if (auto err = report::writeSettingsFile(o.out, o.sim.params)) {
        std::fprintf(stderr, "murmur-cli config: error: %s\n", err->c_str());
        return 1;
    }
    return 0;
}

}  // namespace

Command addConfigCommand(CLI::App& parent) {
    auto o = std::make_shared<ConfigOptions>();
    CLI::App* app = parent.add_subcommand(
        "config", "print the settings file (JSON, every parameter by name) of the given flags, or of the defaults");
    addSimFlags(*app, o->sim);
    app->add_flag("--defaults", o->defaults, "every parameter at its default (other flags are ignored)");
    app->add_flag("--list", o->list, "the table of every setting: key, short flag, range, unit, default, meaning");
    app->add_option("--out", o->out, "write it to this file instead of standard output")->capture_default_str();
    return {app, [o] { return runConfig(*o); }};
}

}  // namespace murmur::cli
