#include "io/settings_file.hpp"

#include <algorithm>
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

// A settings file's obstacle: {"shape": "cylinder", "at": [x, y, z], "radius": r, "height": h};
// a box has "size": [width, height, depth], a sphere only "radius".
Json obstacleJson(const Obstacle& o) {
    Json j = Json::object();
    j["shape"] = obstacleShapeName(o.shape);
    j["at"] = Json::array({floatJson(o.at.x), floatJson(o.at.y), floatJson(o.at.z)});
    if (o.shape == ObstacleShape::Box) {
        j["size"] = Json::array({floatJson(o.size.x), floatJson(o.size.y), floatJson(o.size.z)});
    } else {
        j["radius"] = floatJson(o.size.x);
        if (o.shape == ObstacleShape::Cylinder) j["height"] = floatJson(o.size.y);
    }
    return j;
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
            else if constexpr (std::is_same_v<T, ObstacleList>) {
                Json list = Json::array();
                for (const Obstacle& o : v) list.push_back(obstacleJson(o));
                return list;
            } else if constexpr (std::is_same_v<T, HawkStrategyList>) {
                Json list = Json::array();
                for (HawkStrategy h : v) list.push_back(hawkStrategyName(h));
                return list;
            } else return v;
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

// A number of an obstacle object, finite.
std::optional<float> obstacleNumber(const Json& j) {
    if (!j.is_number()) return std::nullopt;
    const double v = j.get<double>();
    if (!std::isfinite(v) || std::fabs(v) > kMaxObstacleLength) return std::nullopt;
    return static_cast<float>(v);
}

// The list a settings file's array of obstacle objects gives, or why not.
std::variant<ObstacleList, std::string> obstacleList(const Json& list) {
    ObstacleList out;
    if (list.size() > static_cast<std::size_t>(kMaxObstacles))
        return "at most " + std::to_string(kMaxObstacles) + " obstacles, got " + std::to_string(list.size());
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Json& j = list[i];
        const std::string label = "obstacle " + std::to_string(i + 1);
        if (!j.is_object())
            return label +
                   ": expected an object such as {\"shape\": \"sphere\", \"at\": [0, 10, 40], \"radius\": 5}, got " +
                   shown(j);
        const auto shapeIt = j.find("shape");
        const auto shape =
            shapeIt != j.end() && shapeIt->is_string() ? parseObstacleShape(shapeIt->get<std::string>()) : std::nullopt;
        if (!shape) return label + ": expected \"shape\": \"sphere\", \"box\" or \"cylinder\"";
        const std::vector<std::string> keys =
            *shape == ObstacleShape::Box        ? std::vector<std::string>{"shape", "at", "size"}
            : *shape == ObstacleShape::Cylinder ? std::vector<std::string>{"shape", "at", "radius", "height"}
                                                : std::vector<std::string>{"shape", "at", "radius"};
        for (const auto& [key, value] : j.items())
            if (std::find(keys.begin(), keys.end(), key) == keys.end())
                return label + " (" + obstacleShapeName(*shape) + "): unknown key '" + key + "'";
        Obstacle o;
        o.shape = *shape;
        o.size = glm::vec3(0.0f);
        auto vector3 = [&](const char* key, glm::vec3& into) -> std::optional<std::string> {
            const auto it = j.find(key);
            bool ok = it != j.end() && it->is_array() && it->size() == 3;
            for (int c = 0; ok && c < 3; ++c) {
                const auto v = obstacleNumber((*it)[static_cast<std::size_t>(c)]);
                if (v) into[c] = *v;
                ok = ok && v.has_value();
            }
            if (ok) return std::nullopt;
            return label + " (" + obstacleShapeName(*shape) + "): expected \"" + key +
                   "\": [x, y, z] of finite numbers" +
                   (it == j.end() ? std::string(", got none") : ", got " + shown(*it));
        };
        auto number = [&](const char* key, float& into) -> std::optional<std::string> {
            const auto it = j.find(key);
            const auto v = it != j.end() ? obstacleNumber(*it) : std::nullopt;
            if (v) {
                into = *v;
                return std::nullopt;
            }
            return label + " (" + obstacleShapeName(*shape) + "): expected \"" + key + "\": a finite number" +
                   (it == j.end() ? std::string(", got none") : ", got " + shown(*it));
        };
        if (auto why = vector3("at", o.at)) return *why;
        if (*shape == ObstacleShape::Box) {
            if (auto why = vector3("size", o.size)) return *why;
        } else if (auto why = number("radius", o.size.x)) {
            return *why;
        }
        if (*shape == ObstacleShape::Cylinder)
            if (auto why = number("height", o.size.y)) return *why;
        out.push_back(o);
    }
    return out;
}

std::optional<std::string> applyOne(const Json& j, const ParamRow& row, SimParams& p) {
    if (std::holds_alternative<ObstacleList SimParams::*>(row.member)) {
        if (j.is_string()) return setParam(p, row, j.get<std::string>(), shown(j));
        if (!j.is_array()) return "expected a list of obstacles (or their text form), got " + shown(j);
        auto list = obstacleList(j);
        if (auto* why = std::get_if<std::string>(&list)) return *why;
        return setParam(p, row, std::get<ObstacleList>(std::move(list)), shown(j));
    }
    if (std::holds_alternative<HawkStrategyList SimParams::*>(row.member)) {
        // ["nearest", "stoop"], or the text form "nearest stoop".
        if (j.is_string()) return setParam(p, row, j.get<std::string>(), shown(j));
        std::string names;
        const bool allNames =
            j.is_array() && std::all_of(j.begin(), j.end(), [](const Json& e) { return e.is_string(); });
        if (!allNames) return "expected " + expectedText(row) + ", got " + shown(j);
        for (const Json& e : j) names.append(names.empty() ? "" : " ").append(e.get<std::string>());
        return setParam(p, row, names, shown(j));
    }
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
        const Json value = valueJson(params, rows[i]);
        out += "  \"" + std::string(rows[i].key) + "\": ";
        if (value.is_array() && !value.empty() && value[0].is_object()) {
            // A list of obstacles: one a line.
            out += "[\n";
            for (std::size_t n = 0; n < value.size(); ++n)
                out += "    " + value[n].dump() + (n + 1 < value.size() ? ",\n" : "\n");
            out += "  ]";
        } else {
            out += value.dump();
        }
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
