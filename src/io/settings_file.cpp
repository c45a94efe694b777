#include "io/settings_file.hpp"

#include <cmath>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "io/output_file.hpp"
#include "murmur/model/param_table.hpp"

namespace murmur::report {
namespace {

using Json = nlohmann::ordered_json;

constexpr std::size_t kMaxSettingsBytes = 1u << 20;

// The shortest decimal that reads back as the same float, as a JSON number ("0.09").
Json floatJson(float v) {
    return Json::parse(shortestText(v));
}

Json valueJson(const SimParams& p, const ParamRow& row) {
    return std::visit(
        [&](auto m) -> Json {
            const auto& v = p.*m;
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, float>) return floatJson(v);
            else if constexpr (std::is_same_v<T, glm::vec3>)
                return Json::array({floatJson(v.x), floatJson(v.y), floatJson(v.z)});
            else if constexpr (std::is_enum_v<T>) return paramText(p, row);  // a choice, by its name
            else return v;
        },
        row.member);
}

std::string shown(const Json& j) {
    std::string s = j.dump();
    if (s.size() > 40) s = s.substr(0, 37) + "...";
    return s;
}

// The JSON value as the table's typed value; nothing for a type no row takes (the table's
// check then says what was expected).
std::optional<ParamValue> typedValue(const Json& j) {
    if (j.is_boolean()) return j.get<bool>();
    if (j.is_number()) return j.get<double>();
    if (j.is_string()) return j.get<std::string>();
    if (j.is_array() && j.size() == 3 && j[0].is_number() && j[1].is_number() && j[2].is_number())
        return glm::dvec3(j[0].get<double>(), j[1].get<double>(), j[2].get<double>());
    return std::nullopt;
}

std::optional<std::string> applyOne(const Json& j, const ParamRow& row, SimParams& p) {
    const bool vectorRow = std::holds_alternative<glm::vec3 SimParams::*>(row.member);
    if (vectorRow && !(j.is_array() && j.size() == 3)) return "expected [x, y, z], got " + shown(j);
    const auto value = typedValue(j);
    if (!value) return "expected " + expectedText(row) + ", got " + shown(j);
    return setParam(p, row, *value, shown(j));
}

}  // namespace

std::string settingsJson(const SimParams& params) {
    // One field per line: a file that diffs well and reads like a list.
    std::string out = "{\n";
    const auto rows = paramTable();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        out += "  \"" + std::string(rows[i].key) + "\": " + valueJson(params, rows[i]).dump();
        out += i + 1 < rows.size() ? ",\n" : "\n";
    }
    return out + "}\n";
}

std::string settingsLine(const SimParams& params) {
    std::string out("{");
    const auto rows = paramTable();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        out.append(i > 0 ? ",\"" : "\"").append(rows[i].key).append("\":");
        out.append(valueJson(params, rows[i]).dump());
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
        const ParamRow* row = nullptr;
        for (const ParamRow& r : paramTable())
            if (key == r.key) row = &r;  // keys only: the command line's aliases are not file keys
        if (!row) return source + ": unknown key '" + key + "' (murmur-cli config --defaults lists every key)";
        if (auto why = applyOne(value, *row, next)) return source + ": '" + key + "': " + *why;
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
