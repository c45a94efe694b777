// murmur-cli config: the settings file (report/settings_file.hpp) of the parameters the
// other flags describe: `config --defaults` prints every field at its default, and
// `config --config a.json --k 3` prints a.json's settings with k = 3, checked.
#include <cstdio>
#include <memory>

#include "commands.hpp"
#include "report/settings_file.hpp"
#include "sim_flags.hpp"

namespace murmur::cli {
namespace {

struct ConfigOptions {
    SimFlags sim;
    bool defaults = false;
    std::string out = "-";
};

int runConfig(ConfigOptions& o) {
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
    app->add_option("--out", o->out, "write it to this file instead of standard output")->capture_default_str();
    return {app, [o] { return runConfig(*o); }};
}

}  // namespace murmur::cli
