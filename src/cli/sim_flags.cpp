#include "sim_flags.hpp"

#include <cstdint>
#include <cstdio>
#include <vector>

#include "io/settings_file.hpp"
#include "murmur/model/param_table.hpp"

namespace murmur::cli {
namespace {

// "--k: 'topologicalK': expected a whole number in [1, 64], got '65'"
[[noreturn]] void refuse(const std::string& flag, const ParamRow& row, const std::string& why) {
    std::string message("'");
    throw CLI::ValidationError(flag, message.append(row.key).append("': ").append(why));
}

// A row's --help line: its meaning, unit and range, and the value it starts from.
std::string helpOf(const ParamRow& row, const SimParams& start) {
    return describe(row) + "; default " + paramText(start, row);
}

void addAlias(CLI::App& app, SimFlags& f, const ParamRow& row) {
    const std::string flag = std::string("--") + row.alias;
    if (std::holds_alternative<bool SimParams::*>(row.member)) {
        app.add_flag_function(
            flag, [&f, &row](std::int64_t count) { f.params.*std::get<bool SimParams::*>(row.member) = count > 0; },
            helpOf(row, f.params) + ", the same as --set " + row.key + "=true");
        return;
    }
    app.add_option_function<std::string>(
           flag,
           [&f, &row, flag](const std::string& value) {
               if (auto why = setParamText(f.params, row, value)) refuse(flag, row, *why);
           },
           helpOf(row, f.params) + ", the same as --set " + row.key + "=VALUE")
        ->type_name(row.alias == std::string_view("neighbours") || row.alias == std::string_view("hawk-strategy")
                        ? "NAME"
                        : "VALUE");
}

}  // namespace

const char* const kSetFlagHelp =
    "any setting by its settings-file key, e.g. --set fleeRange=8 (repeatable; murmur-cli config --list lists every "
    "key, its unit and its range)";

SimFlags simFlagsFor(const SimParams& params) {
    return SimFlags{params};
}

void addSimFlags(CLI::App& app, SimFlags& f, bool withBirdCount) {
    // First, so that CLI11, which applies options in the order they were added, lets every
    // other flag override the file wherever it stands on the line.
    app.add_option_function<std::string>(
        "--config",
        [&f](const std::string& path) {
            if (auto why = report::applySettingsFile(path, f.params)) throw CLI::ValidationError("--config", *why);
        },
        "a JSON settings file (every field: murmur-cli config --defaults); the other flags override it");
    for (const ParamRow& row : paramTable())
        if (row.alias[0] && (withBirdCount || &row != findParam("birdCount"))) addAlias(app, f, row);
    // Last, so that a --set overrides a short flag for the same field.
    addSetFlag(app, f.params, withBirdCount);
}

std::optional<std::string> applySetPair(SimParams& params, const std::string& pair, bool withBirdCount) {
    const auto eq = pair.find('=');
    if (eq == std::string::npos) return std::string("expected KEY=VALUE, got '").append(pair).append("'");
    const std::string key = pair.substr(0, eq);
    const ParamRow* row = findParam(key);
    if (!row)
        return std::string("unknown setting '").append(key).append("' (murmur-cli config --list lists every key)");
    if (!withBirdCount && row == findParam("birdCount")) return "this command takes the bird counts from --birds";
    if (auto why = setParamText(params, *row, pair.substr(eq + 1)))
        return std::string("'").append(row->key).append("': ").append(*why);
    return std::nullopt;
}

void addSetFlag(CLI::App& app, SimParams& target, bool withBirdCount) {
    app.add_option_function<std::vector<std::string>>(
           "--set",
           [&target, withBirdCount](const std::vector<std::string>& pairs) {
               for (const std::string& pair : pairs)
                   if (auto why = applySetPair(target, pair, withBirdCount)) throw CLI::ValidationError("--set", *why);
           },
           kSetFlagHelp)
        ->type_name("KEY=VALUE")
        ->allow_extra_args(false);
}

std::optional<std::string> checkSimFlags(SimFlags& f) {
    return validate(f.params);  // the model's one check (param_table.cpp)
}

std::optional<std::string> setSimParam(SimParams& params, const std::string& name, const std::string& value) {
    return setParamByName(params, name, value);
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
