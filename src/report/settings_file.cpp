#include "report/settings_file.hpp"

#include <cmath>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "report/output_file.hpp"
#include "report/param_fields.hpp"

namespace murmur::report {
namespace {

using Json = nlohmann::ordered_json;

constexpr std::size_t kMaxSettingsBytes = 1u << 20;

// The shortest decimal that reads back as the same float, as a JSON number ("0.09").
Json floatJson(float v) {
    return Json::parse(shortestText(v));
}

Json valueJson(const SimParams& p, const ParamMember& member) {
    return std::visit(
        [&](auto m) -> Json {
            const auto& v = p.*m;
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, float>) return floatJson(v);
            else if constexpr (std::is_same_v<T, glm::vec3>)
                return Json::array({floatJson(v.x), floatJson(v.y), floatJson(v.z)});
            else if constexpr (std::is_same_v<T, NeighbourMode>)
                return v == NeighbourMode::Metric ? "metric" : "topological";
            else if constexpr (std::is_same_v<T, HawkStrategy>) return hawkStrategyName(v);
            else return v;
        },
        member);
}

std::string shown(const Json& j) {
    std::string s = j.dump();
    if (s.size() > 40) s = s.substr(0, 37) + "...";
    return s;
}

// One number in the spec's range; `whole` for the integer fields.
std::optional<std::string> checkNumber(const Json& j, const ParamSpec& spec, bool whole, double& out) {
    const std::string want = std::string(whole ? "a whole number" : "a number") + " in " + rangeText(spec);
    if (!j.is_number() || (whole && !j.is_number_integer())) return "expected " + want + ", got " + shown(j);
    out = j.get<double>();
    if (!std::isfinite(out)) return "expected a finite number, got " + shown(j);
    if (out > spec.hi || out < spec.lo || (spec.loOpen && out <= spec.lo))
        return "expected " + want + ", got " + shown(j);
    return std::nullopt;
}

std::optional<std::string> applyOne(const Json& j, const ParamSpec& spec, SimParams& p) {
    return std::visit(
        [&](auto m) -> std::optional<std::string> {
            auto& v = p.*m;
            using T = std::decay_t<decltype(v)>;
            double d = 0.0;
            if constexpr (std::is_same_v<T, bool>) {
                if (!j.is_boolean()) return "expected true or false, got " + shown(j);
                v = j.get<bool>();
            } else if constexpr (std::is_same_v<T, NeighbourMode>) {
                if (j == "topological") v = NeighbourMode::Topological;
                else if (j == "metric") v = NeighbourMode::Metric;
                else return "expected \"topological\" or \"metric\", got " + shown(j);
            } else if constexpr (std::is_same_v<T, HawkStrategy>) {
                const auto s = j.is_string() ? parseHawkStrategy(j.get<std::string>()) : std::nullopt;
                if (!s) return "expected \"centroid\", \"nearest\", \"intercept\" or \"stoop\", got " + shown(j);
                v = *s;
            } else if constexpr (std::is_same_v<T, glm::vec3>) {
                if (!j.is_array() || j.size() != 3) return "expected [x, y, z], got " + shown(j);
                for (int c = 0; c < 3; ++c) {
                    if (auto why = checkNumber(j[static_cast<std::size_t>(c)], spec, false, d)) return why;
                    v[c] = static_cast<float>(d);
                }
            } else {
                if (auto why = checkNumber(j, spec, !std::is_same_v<T, float>, d)) return why;
                v = static_cast<T>(d);
            }
            return std::nullopt;
        },
        spec.member);
}

}  // namespace

std::string settingsJson(const SimParams& params) {
    // One field per line: a file that diffs well and reads like a list.
    std::string out = "{\n";
    const auto& specs = paramSpecs();
    for (std::size_t i = 0; i < specs.size(); ++i) {
        out += "  \"" + std::string(specs[i].name) + "\": " + valueJson(params, specs[i].member).dump();
        out += i + 1 < specs.size() ? ",\n" : "\n";
    }
    return out + "}\n";
}

std::string settingsLine(const SimParams& params) {
    std::string out("{");
    const auto& specs = paramSpecs();
    for (std::size_t i = 0; i < specs.size(); ++i) {
        out.append(i > 0 ? ",\"" : "\"").append(specs[i].name).append("\":");
        out.append(valueJson(params, specs[i].member).dump());
    }
    return out.append("}");
}

std::optional<std::string> applySettingsJson(std::string_view text, const std::string& source, SimParams& params) {
    Json doc;
    try {
        doc = Json::parse(text.begin(), text.end());
    } catch (const Json::exception& e) {  // parse errors, and numbers past a double (1e400)
        return source + ": not valid JSON (" + e.what() + ")";
    }
    if (!doc.is_object()) return source + ": expected a JSON object of settings, got " + shown(doc);
    SimParams next = params;  // all or nothing
    for (const auto& [key, value] : doc.items()) {
        const ParamSpec* spec = nullptr;
        for (const ParamSpec& s : paramSpecs())
            if (key == s.name) spec = &s;
        if (!spec) return source + ": unknown key '" + key + "' (murmur-cli config --defaults lists every key)";
        if (auto why = applyOne(value, *spec, next)) return source + ": '" + key + "': " + *why;
    }
    if (auto why = validate(next)) return source + ": " + *why;
    params = next;
    return std::nullopt;
}

std::optional<std::string> applySettingsFile(const std::string& path, SimParams& params) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return "cannot read settings file '" + path + "'";
    std::string text(kMaxSettingsBytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxSettingsBytes) return path + ": larger than 1 MiB: not a settings file";
    return applySettingsJson(text, path, params);
}

std::optional<std::string> writeSettingsFile(const std::string& path, const SimParams& params) {
    return writeFileAtomically(path, settingsJson(params));
}

std::optional<std::string> settingsSidecarPath(const std::string& outputPath) {
    if (outputPath.empty() || outputPath == "-") return std::nullopt;
    std::error_code ec;
    const auto st = std::filesystem::status(outputPath, ec);
    if (std::filesystem::exists(st) && !std::filesystem::is_regular_file(st)) return std::nullopt;
    return outputPath + ".settings.json";
}

}  // namespace murmur::report
