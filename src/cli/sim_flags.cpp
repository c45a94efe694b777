#include "sim_flags.hpp"

#include <cmath>
#include <cstdio>
#include <map>

#include "report/param_fields.hpp"
#include "report/settings_file.hpp"

namespace murmur::cli {

SimFlags simFlagsFor(const SimParams& params) {
    SimFlags f;
    f.params = params;
    f.neighbours = params.neighbourMode == NeighbourMode::Metric ? "metric" : "topological";
    f.hawkStrategy = hawkStrategyName(params.hawkStrategy);
    return f;
}

void addSimFlags(CLI::App& app, SimFlags& f, bool withBirdCount) {
    // First, so that CLI11, which applies options in the order they were added, lets every
    // other flag override the file wherever it stands on the line.
    app.add_option_function<std::string>(
        "--config",
        [&f](const std::string& path) {
            if (auto why = report::applySettingsFile(path, f.params)) throw CLI::ValidationError("--config", *why);
            f = simFlagsFor(f.params);
        },
        "a JSON settings file (every field: murmur-cli config --defaults); the other flags override it");
    if (withBirdCount)
        app.add_option("--birds", f.params.birdCount,
                       "number of birds N (at most " + std::to_string(kMaxBirdCountFixedSky) +
                           " at the fixed sky, about a second a step on 2 cores; " + std::to_string(kMaxBirdCount) +
                           " with --scale-sky)")
            ->capture_default_str();
    app.add_option("--k", f.params.topologicalK, "neighbours per bird (topological mode)")->capture_default_str();
    app.add_option("--neighbours", f.neighbours, "neighbour mode: topological (k nearest) or metric (within --radius)")
        ->capture_default_str();
    app.add_option("--radius", f.params.metricRadius, "neighbour radius in metric mode")->capture_default_str();
    app.add_option("--cohesion", f.params.cohesionWeight, "cohesion weight (0 = off, 1 = default)")
        ->capture_default_str();
    app.add_option("--alignment", f.params.alignmentWeight, "alignment weight (0 = off, 1 = default)")
        ->capture_default_str();
    app.add_option("--separation", f.params.separationWeight, "separation weight (0 = off, 1 = default)")
        ->capture_default_str();
    app.add_option("--seed", f.params.seed, "random seed")->capture_default_str();
    app.add_option("--start-radius", f.params.startRadius, "radius of the ball the flock starts in (START_R)")
        ->capture_default_str();
    app.add_flag("--scale-sky", f.params.scaleSkyWithBirds,
                 "grow the sky, the starting ball and the hawk's distances with (N/1500)^(1/3), so any flock has "
                 "the default density (allows up to " +
                     std::to_string(kMaxBirdCount) + " birds; without it, " + std::to_string(kMaxBirdCountFixedSky) +
                     ")");
    app.add_option("--hawk-strategy", f.hawkStrategy,
                   "how the hawk hunts: centroid (the model's hawk), nearest, intercept or stoop")
        ->capture_default_str();
    app.add_option("--hawk-navigation", f.params.hawkNavigationConstant,
                   "navigation constant N of the intercepting hawk's proportional navigation")
        ->capture_default_str();
    app.add_option("--hawk-stoop-speed", f.params.hawkStoopSpeed, "speed of the stooping hawk, per step")
        ->capture_default_str();
    app.add_option("--hawk-stoop-height", f.params.hawkStoopHeight, "how far above the flock's centroid a stoop starts")
        ->capture_default_str();
    app.add_option("--hawk-catch-radius", f.params.hawkCatchRadius,
                   "a bird this close to the hawk counts as a would-be catch (nothing is removed)")
        ->capture_default_str();
}

std::optional<std::string> checkSimFlags(SimFlags& f) {
    if (f.neighbours == "topological") f.params.neighbourMode = NeighbourMode::Topological;
    else if (f.neighbours == "metric") f.params.neighbourMode = NeighbourMode::Metric;
    else return "--neighbours must be 'topological' or 'metric', got '" + f.neighbours + "'";
    if (auto s = parseHawkStrategy(f.hawkStrategy)) f.params.hawkStrategy = *s;
    else return "--hawk-strategy must be 'centroid', 'nearest', 'intercept' or 'stoop', got '" + f.hawkStrategy + "'";
    // Everything else is the model's one check (validate(), params.cpp).
    return validate(f.params);
}

std::optional<std::string> setSimParam(SimParams& params, const std::string& name, const std::string& value) {
    CLI::App app;
    SimFlags flags = simFlagsFor(params);
    addSimFlags(app, flags);
    std::vector<std::string> args = {value, "--" + name};  // CLI11 parses a reversed vector
    try {
        app.parse(args);
    } catch (const CLI::ParseError& e) {
        return "cannot set '" + name + "' to '" + value + "': " + e.what();
    }
    if (auto why = checkSimFlags(flags)) return why;
    params = flags.params;
    return std::nullopt;
}

std::optional<int> parseOrExit(CLI::App& app, int argc, char** argv, const char* program) {
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::fprintf(stderr, "%s: error: %s (see --help)\n", program, e.what());
        return kUsageExit;
    }
    return std::nullopt;
}

}  // namespace murmur::cli
