#include "sweep/sweep_spec.hpp"

#include <cassert>
#include <cmath>
#include <fstream>

#include <nlohmann/json.hpp>

#include "io/settings_file.hpp"
#include "murmur/model/param_table.hpp"

namespace murmur::sweep {
namespace {

using Json = nlohmann::ordered_json;

constexpr std::size_t kMaxSpecBytes = 1u << 20;
constexpr Measure kMeasures[] = {Measure::Polarization, Measure::LargestClusterPct, Measure::Clusters,
                                 Measure::Clumping};
constexpr const char* kKeyNames[] = {"description", "base", "axes", "seeds", "steps", "window", "measures"};
constexpr const char* kKeys = "description, base, axes, seeds, steps, window, measures";

bool isKey(const std::string& key) {
    for (const char* k : kKeyNames)
        if (key == k) return true;
    return false;
}

// A bound of a whole-number key as a person writes it: 10000000, not 1e+07.
std::string wholeText(double v) {
    return std::to_string(static_cast<long long>(v));
}

std::string shown(const Json& j) {
    std::string s = j.dump();
    if (s.size() > 40) s = s.substr(0, 37) + "...";
    return s;
}

// "spec.json: 'steps': " - the start of every message about one key.
std::string at(const std::string& source, const std::string& key) {
    std::string out(source);
    out.append(": '").append(key).append("': ");
    return out;
}

// A whole number in [lo, hi], or the reason it is not.
std::optional<std::string> wholeNumber(const Json& j, double lo, double hi, double& out) {
    const std::string want =
        "expected a whole number in [" + wholeText(lo) + ", " + wholeText(hi) + "], got " + shown(j);
    if (!j.is_number_integer()) return want;
    out = j.get<double>();
    if (out < lo || out > hi) return want;
    return std::nullopt;
}

const ParamRow* fieldNamed(const std::string& name) {
    for (const auto& s : paramTable())
        if (name == s.key) return &s;
    return nullptr;
}

std::string fieldText(const SimParams& p, const std::string& field) {
    for (const auto& [name, text] : paramFields(p))
        if (name == field) return text;
    return {};
}

// An axis's values as JSON: the list itself, or a {from, to, steps} range spread evenly
// (whole numbers written as integers, so the integer fields accept them).
Result<std::vector<Json>> axisValuesJson(const Json& j, const std::string& where) {
    if (j.is_array()) {
        if (j.empty()) return fail(where + "expected at least one value");
        return std::vector<Json>(j.begin(), j.end());
    }
    const std::string want = "expected a list of values or {\"from\": A, \"to\": B, \"steps\": N}";
    if (!j.is_object()) return fail(where + want + ", got " + shown(j));
    for (const auto& [key, value] : j.items())
        if (key != "from" && key != "to" && key != "steps")
            return fail(where + "unknown key '" + key + "' (" + want + ")");
    if (!j.contains("from") || !j.contains("to") || !j.contains("steps")) return fail(where + want);
    const Json& from = j["from"];
    const Json& to = j["to"];
    for (const Json* end : {&from, &to})
        if (!end->is_number() || !std::isfinite(end->get<double>()))
            return fail(where + "'from' and 'to' must be finite numbers, got " + shown(*end));
    double steps = 0;
    if (auto why = wholeNumber(j["steps"], 2, kMaxRangeSteps, steps)) return fail(where + "'steps': " + *why);
    const double a = from.get<double>(), b = to.get<double>();
    std::vector<Json> out;
    const int n = static_cast<int>(steps);
    for (int i = 0; i < n; ++i) {
        const double v = i == n - 1 ? b : a + (b - a) * i / (n - 1);
        if (v == std::floor(v) && std::abs(v) < 9e15) out.emplace_back(static_cast<std::int64_t>(v));
        else out.emplace_back(v);
    }
    return out;
}

Result<SweepAxis> parseAxis(const std::string& field, const Json& j, const std::string& source, const SimParams& base) {
    const std::string where = at(source, "axes");
    if (field == "seed") return fail(where + "'seed' cannot be an axis: list the seeds under 'seeds'");
    if (!fieldNamed(field))
        return fail(where + "unknown field '" + field + "' (murmur-cli config --defaults lists every field)");
    auto values = axisValuesJson(j, at(source, "axes") + "'" + field + "': ");
    if (!values) return fail(values.error());
    SweepAxis axis;
    axis.field = field;
    for (std::size_t i = 0; i < values->size(); ++i) {
        const Json& v = (*values)[i];
        SimParams p = base;
        Json one = Json::object();
        one[field] = v;
        if (auto why = report::applySettingsJson(one.dump(), source + ": 'axes'", p)) return fail(*why);
        AxisValue value{v.dump(), fieldText(p, field), v.is_number() ? v.get<double>() : static_cast<double>(i)};
        for (const AxisValue& earlier : axis.values)
            if (earlier.text == value.text)
                return fail(where + "'" + field + "': the value " + value.text + " is listed twice");
        axis.numeric = axis.numeric && v.is_number();
        axis.values.push_back(std::move(value));
    }
    return axis;
}

Result<std::vector<std::uint32_t>> parseSeeds(const Json& j, const std::string& source) {
    const std::string where = at(source, "seeds");
    std::vector<std::uint32_t> seeds;
    double n = 0;
    if (j.is_number()) {
        if (auto why = wholeNumber(j, 1, kMaxSweepSeeds, n)) return fail(where + *why + " (seeds 1..N)");
        for (std::uint32_t s = 1; s <= static_cast<std::uint32_t>(n); ++s) seeds.push_back(s);
        return seeds;
    }
    if (!j.is_array() || j.empty() || j.size() > kMaxSweepSeeds)
        return fail(where + "expected a count (seeds 1..N) or a list of 1 to 1000 seeds, got " + shown(j));
    for (const Json& s : j) {
        if (auto why = wholeNumber(s, 0, 4294967295.0, n)) return fail(where + *why);
        const auto seed = static_cast<std::uint32_t>(n);
        for (std::uint32_t earlier : seeds)
            if (earlier == seed) return fail(where + "the seed " + std::to_string(seed) + " is listed twice");
        seeds.push_back(seed);
    }
    return seeds;
}

Result<std::vector<Measure>> parseMeasures(const Json& j, const std::string& source) {
    const std::string where = at(source, "measures");
    if (!j.is_array() || j.empty()) return fail(where + "expected a list of measures from " + measureNames());
    std::vector<Measure> out;
    for (const Json& m : j) {
        const auto measure = m.is_string() ? parseMeasure(m.get<std::string>()) : std::nullopt;
        if (!measure) return fail(where + "unknown measure " + shown(m) + " (choose from " + measureNames() + ")");
        for (Measure earlier : out)
            if (earlier == *measure) return fail(where + "the measure " + shown(m) + " is listed twice");
        out.push_back(*measure);
    }
    return out;
}

// The cell's axis values as one settings object, so validate() sees the combination.
Json cellSettings(const SweepSpec& spec, std::size_t index, std::vector<std::size_t>& pick) {
    Json settings = Json::object();
    for (std::size_t a = spec.axes.size(); a-- > 0;) {
        const std::size_t n = spec.axes[a].values.size();
        pick[a] = index % n;
        index /= n;
    }
    for (std::size_t a = 0; a < spec.axes.size(); ++a)
        settings[spec.axes[a].field] = Json::parse(spec.axes[a].values[pick[a]].json);
    return settings;
}

// Applies one cell's values to the base; the reason if the combination is not valid.
std::optional<std::string> makeCell(const SweepSpec& spec, std::size_t index, const std::string& source,
                                    SweepCell& cell) {
    std::vector<std::size_t> pick(spec.axes.size());
    const Json settings = cellSettings(spec, index, pick);
    cell.index = index;
    cell.params = spec.base;
    cell.values.clear();
    for (std::size_t a = 0; a < spec.axes.size(); ++a) cell.values.push_back(spec.axes[a].values[pick[a]].text);
    return report::applySettingsJson(settings.dump(), source, cell.params);
}

}  // namespace

const char* measureName(Measure m) {
    switch (m) {
        case Measure::Polarization:
            return "polarization";
        case Measure::LargestClusterPct:
            return "largest_cluster_pct";
        case Measure::Clusters:
            return "clusters";
        case Measure::Clumping:
            return "clumping";
    }
    return "?";
}

std::optional<Measure> parseMeasure(std::string_view name) {
    for (Measure m : kMeasures)
        if (name == measureName(m)) return m;
    return std::nullopt;
}

std::span<const Measure> allMeasures() {
    return kMeasures;
}

std::string measureNames() {
    std::string out;
    for (Measure m : kMeasures) out.append(out.empty() ? "" : ", ").append(measureName(m));
    return out;
}

Result<SweepSpec> parseSweepSpec(std::string_view text, const std::string& source,
                                 const std::filesystem::path& baseFolder) {
    Json doc;
    try {
        doc = Json::parse(text.begin(), text.end());
    } catch (const Json::exception& e) {
        return fail(source + ": not valid JSON (" + e.what() + ")");
    }
    if (!doc.is_object()) return fail(source + ": expected a JSON object (a sweep spec), got " + shown(doc));
    for (const auto& [key, value] : doc.items())
        if (!isKey(key)) return fail(source + ": unknown key '" + key + "' (a spec has " + kKeys + ")");
    for (const char* key : {"axes", "seeds", "steps", "window", "measures"})
        if (!doc.contains(key)) return fail(source + ": missing '" + key + "' (a spec has " + kKeys + ")");

    SweepSpec spec;
    if (doc.contains("description")) {
        if (!doc["description"].is_string()) return fail(at(source, "description") + "expected a string");
        spec.description = doc["description"].get<std::string>();
    }
    if (doc.contains("base")) {
        const Json& base = doc["base"];
        std::optional<std::string> why;
        if (base.is_string())
            why = report::applySettingsFile((baseFolder / base.get<std::string>()).string(), spec.base);
        else if (base.is_object()) why = report::applySettingsJson(base.dump(), source + ": 'base'", spec.base);
        else why = at(source, "base") + "expected a settings file's name or an object of settings, got " + shown(base);
        if (why) return fail(*why);
    }
    const Json& axes = doc["axes"];
    if (!axes.is_object() || axes.empty())
        return fail(at(source, "axes") + "expected an object of fields, e.g. {\"jitter\": [0, 0.2, 0.4]}");
    std::size_t cells = 1;
    for (const auto& [field, values] : axes.items()) {
        auto axis = parseAxis(field, values, source, spec.base);
        if (!axis) return fail(axis.error());
        cells *= axis->values.size();
        if (cells > kMaxSweepCells)
            return fail(at(source, "axes") + "more than " + std::to_string(kMaxSweepCells) + " cells");
        spec.axes.push_back(std::move(*axis));
    }
    auto seeds = parseSeeds(doc["seeds"], source);
    if (!seeds) return fail(seeds.error());
    spec.seeds = std::move(*seeds);
    if (cells * spec.seeds.size() > kMaxSweepRuns)
        return fail(at(source, "seeds") + std::to_string(cells) + " cells x " + std::to_string(spec.seeds.size()) +
                    " seeds is more than " + std::to_string(kMaxSweepRuns) + " runs");
    double n = 0;
    if (auto why = wholeNumber(doc["steps"], 1, kMaxSweepSteps, n)) return fail(at(source, "steps") + *why);
    spec.steps = static_cast<int>(n);
    if (auto why = wholeNumber(doc["window"], 1, spec.steps, n))
        return fail(at(source, "window") + *why + " (the last steps of the run to average)");
    spec.window = static_cast<int>(n);
    auto measures = parseMeasures(doc["measures"], source);
    if (!measures) return fail(measures.error());
    spec.measures = std::move(*measures);

    SweepCell cell;
    for (std::size_t i = 0; i < cells; ++i)
        if (auto why = makeCell(spec, i, source + ": 'axes'", cell)) return fail(*why);
    return spec;
}

Status applyBaseSettingsFile(SweepSpec& spec, const std::string& path) {
    SimParams base = spec.base;
    if (auto why = report::applySettingsFile(path, base)) return fail(*why);
    return applyBase(spec, base, path);
}

Status applyBase(SweepSpec& spec, const SimParams& base, const std::string& source) {
    SweepSpec next = spec;
    next.base = base;
    SweepCell cell;
    for (std::size_t i = 0; i < cellCount(next); ++i)
        if (auto why = makeCell(next, i, source + " with the spec's 'axes'", cell)) return fail(*why);
    spec = std::move(next);
    return {};
}

Result<SweepSpec> loadSweepSpec(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return fail("cannot read sweep spec '" + path + "'");
    std::string text(kMaxSpecBytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxSpecBytes) return fail(path + ": larger than 1 MiB: not a sweep spec");
    return parseSweepSpec(text, path, std::filesystem::path(path).parent_path());
}

std::string sweepSpecJson(const SweepSpec& spec) {
    Json doc = Json::object();
    if (!spec.description.empty()) doc["description"] = spec.description;
    doc["base"] = Json::parse(report::settingsJson(spec.base));
    Json axes = Json::object();
    for (const SweepAxis& axis : spec.axes) {
        Json values = Json::array();
        for (const AxisValue& v : axis.values) values.push_back(Json::parse(v.json));
        axes[axis.field] = std::move(values);
    }
    doc["axes"] = std::move(axes);
    doc["seeds"] = spec.seeds;
    doc["steps"] = spec.steps;
    doc["window"] = spec.window;
    Json measures = Json::array();
    for (Measure m : spec.measures) measures.push_back(measureName(m));
    doc["measures"] = std::move(measures);
    return doc.dump(2) + "\n";
}

std::size_t cellCount(const SweepSpec& spec) {
    std::size_t n = 1;
    for (const SweepAxis& axis : spec.axes) n *= axis.values.size();
    return n;
}

std::vector<SweepCell> expandCells(const SweepSpec& spec) {
    std::vector<SweepCell> cells(cellCount(spec));
    for (std::size_t i = 0; i < cells.size(); ++i) {
        [[maybe_unused]] const auto why = makeCell(spec, i, "sweep", cells[i]);
        assert(!why && "expandCells needs a spec from parseSweepSpec, which checks every cell");
    }
    return cells;
}

}  // namespace murmur::sweep
