// sweep_spec_test.cpp - sweep specs: what a good spec expands to, and that every kind of bad
// spec is one line naming the file, the key and what is allowed.
#include <gtest/gtest.h>

#include <fstream>

#include "io/settings_file.hpp"
#include "murmur/model/param_table.hpp"
#include "sweep/sweep_spec.hpp"
#include "temp_dir.hpp"

namespace murmur::sweep {
namespace {

constexpr const char* kGood = R"({
  "base": {"birdCount": 300},
  "axes": {"jitter": {"from": 0, "to": 0.6, "steps": 4}, "topologicalK": [1, 3, 7]},
  "seeds": 2, "steps": 50, "window": 10,
  "measures": ["polarization", "largest_cluster_pct"]})";

SweepSpec parsed(const std::string& json) {
    auto spec = parseSweepSpec(json, "s.json", ".");
    EXPECT_TRUE(spec.ok()) << spec.error();
    return spec.ok() ? *spec : SweepSpec{};
}

std::string errorOf(const std::string& json) {
    auto spec = parseSweepSpec(json, "s.json", ".");
    return spec.ok() ? std::string("(accepted)") : spec.error();
}

// kGood with one key's value replaced (or the key removed when value is empty).
std::string goodWith(const std::string& key, const std::string& value) {
    std::string fields[][2] = {{"base", R"({"birdCount": 300})"},
                               {"axes", R"({"jitter": [0, 0.3]})"},
                               {"seeds", "2"},
                               {"steps", "50"},
                               {"window", "10"},
                               {"measures", R"(["polarization"])"}};
    std::string out("{");
    bool replaced = false;
    for (auto& [k, v] : fields) {
        if (k == key) {
            replaced = true;
            if (value.empty()) continue;
            v = value;
        }
        out.append(out.size() > 1 ? ", \"" : "\"").append(k).append("\": ").append(v);
    }
    if (!replaced) out.append(", \"").append(key).append("\": ").append(value);
    return out.append("}");
}

TEST(SweepSpec, AGoodSpecParsesWithEveryPart) {
    const SweepSpec spec = parsed(kGood);
    EXPECT_EQ(spec.base.birdCount, 300);
    ASSERT_EQ(spec.axes.size(), 2u);
    EXPECT_EQ(spec.axes[0].field, "jitter");
    ASSERT_EQ(spec.axes[0].values.size(), 4u);
    const char* texts[] = {"0", "0.2", "0.4", "0.6"};
    for (int i = 0; i < 4; ++i) EXPECT_EQ(spec.axes[0].values[i].text, texts[i]) << i;
    EXPECT_DOUBLE_EQ(spec.axes[0].values[2].position, 0.4);
    EXPECT_TRUE(spec.axes[0].numeric);
    EXPECT_EQ(spec.axes[1].values[2].text, "7");
    EXPECT_EQ(spec.seeds, (std::vector<std::uint32_t>{1, 2}));
    EXPECT_EQ(spec.steps, 50);
    EXPECT_EQ(spec.window, 10);
    EXPECT_EQ(spec.measures, (std::vector<Measure>{Measure::Polarization, Measure::LargestClusterPct}));
    EXPECT_EQ(cellCount(spec), 12u);
}

TEST(SweepSpec, CellsAreEveryCombinationFirstAxisSlowestWithTheBaseApplied) {
    const SweepSpec spec = parsed(kGood);
    const auto cells = expandCells(spec);
    ASSERT_EQ(cells.size(), 12u);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        EXPECT_EQ(cells[i].index, i);
        EXPECT_EQ(cells[i].params.birdCount, 300);
        EXPECT_EQ(cells[i].params.cohesionGain, SimParams{}.cohesionGain);  // untouched fields keep the default
    }
    EXPECT_EQ(cells[0].values, (std::vector<std::string>{"0", "1"}));
    EXPECT_EQ(cells[1].values, (std::vector<std::string>{"0", "3"}));
    EXPECT_EQ(cells[3].values, (std::vector<std::string>{"0.2", "1"}));
    EXPECT_EQ(cells[11].values, (std::vector<std::string>{"0.6", "7"}));
    EXPECT_EQ(cells[5].params.jitter, 0.2f);
    EXPECT_EQ(cells[5].params.topologicalK, 7);
    EXPECT_EQ(cells[11].params.jitter, 0.6f);
}

TEST(SweepSpec, AnyFieldCanBeAnAxisWithTheValuesASettingsFileTakes) {
    const SweepSpec spec = parsed(R"({"axes": {"neighbourMode": ["topological", "metric"],
        "skyRadii": [[70, 30, 70], [80, 30.5, 80]], "scaleSkyWithBirds": [false, true]},
        "seeds": [5, 9], "steps": 5, "window": 5, "measures": ["clusters", "clumping"]})");
    ASSERT_EQ(spec.axes.size(), 3u);
    EXPECT_FALSE(spec.axes[0].numeric);
    EXPECT_EQ(spec.axes[0].values[1].text, "metric");
    EXPECT_DOUBLE_EQ(spec.axes[0].values[1].position, 1.0);  // not a number: its index
    EXPECT_EQ(spec.axes[1].values[1].text, "80 30.5 80");
    EXPECT_EQ(spec.axes[2].values[1].text, "true");
    EXPECT_EQ(spec.seeds, (std::vector<std::uint32_t>{5, 9}));
    const auto cells = expandCells(spec);
    ASSERT_EQ(cells.size(), 8u);
    EXPECT_EQ(cells[7].params.neighbourMode, NeighbourMode::Metric);
    EXPECT_EQ(cells[7].params.skyRadii.y, 30.5f);
    EXPECT_TRUE(cells[7].params.scaleSkyWithBirds);
    EXPECT_FALSE(cells[6].params.scaleSkyWithBirds);
}

TEST(SweepSpec, TheWrittenSpecReadsBackToTheSameSweep) {
    const SweepSpec spec = parsed(R"({"description": "d", "base": {"birdCount": 300, "separationGain": 0.5},
        "axes": {"jitter": {"from": 0, "to": 0.6, "steps": 7}}, "seeds": [3, 1], "steps": 50, "window": 10,
        "measures": ["clumping"]})");
    const std::string text = sweepSpecJson(spec);
    const SweepSpec back = parsed(text);
    EXPECT_EQ(sweepSpecJson(back), text);
    EXPECT_EQ(back.description, "d");
    EXPECT_EQ(back.seeds, (std::vector<std::uint32_t>{3, 1}));
    const auto a = expandCells(spec), b = expandCells(back);
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].values, b[i].values);
        EXPECT_EQ(paramFields(a[i].params), paramFields(b[i].params)) << i;
    }
    EXPECT_NE(text.find("\"cohesionGain\": 0.09"), std::string::npos) << "every base field is written out";
}

TEST(SweepSpec, ABaseFileIsReadFromTheSpecsFolder) {
    report::TempDir dir;
    std::ofstream(dir.path / "base.json") << R"({"birdCount": 123, "jitter": 0.1})";
    std::ofstream(dir.path / "spec.json") << goodWith("base", R"("base.json")");
    auto spec = loadSweepSpec((dir.path / "spec.json").string());
    ASSERT_TRUE(spec.ok()) << spec.error();
    EXPECT_EQ(spec->base.birdCount, 123);
    EXPECT_EQ(spec->base.jitter, 0.1f);
    std::ofstream(dir.path / "spec2.json") << goodWith("base", R"("missing.json")");
    auto missing = loadSweepSpec((dir.path / "spec2.json").string());
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().find("missing.json"), std::string::npos) << missing.error();
    EXPECT_NE(loadSweepSpec((dir.path / "none.json").string()).error().find("cannot read sweep spec"),
              std::string::npos);
}

TEST(SweepSpec, ASettingsFileAppliesOverTheBaseAndEveryCellIsCheckedAgain) {
    report::TempDir dir;
    SweepSpec spec = parsed(R"({"base": {"jitter": 0.3, "scaleSkyWithBirds": true},
        "axes": {"birdCount": [100, 300000]}, "seeds": 1, "steps": 5, "window": 5, "measures": ["clumping"]})");
    std::ofstream(dir.path / "more.json") << R"({"separationGain": 0.25})";
    ASSERT_TRUE(applyBaseSettingsFile(spec, (dir.path / "more.json").string()).ok());
    EXPECT_EQ(spec.base.separationGain, 0.25f);
    EXPECT_EQ(spec.base.jitter, 0.3f);  // the spec's base stays under the file
    EXPECT_EQ(expandCells(spec)[1].params.separationGain, 0.25f);
    // 300,000 birds need the scaled sky: turning it off fails for that cell, and changes nothing.
    std::ofstream(dir.path / "fixed.json") << R"({"scaleSkyWithBirds": false})";
    const Status fixed = applyBaseSettingsFile(spec, (dir.path / "fixed.json").string());
    ASSERT_FALSE(fixed.ok());
    EXPECT_NE(fixed.error().find("fixed.json with the spec's 'axes'"), std::string::npos) << fixed.error();
    EXPECT_TRUE(spec.base.scaleSkyWithBirds);
    const Status missing = applyBaseSettingsFile(spec, (dir.path / "none.json").string());
    EXPECT_NE(missing.error().find("none.json"), std::string::npos) << missing.error();
}

TEST(SweepSpec, EveryBadSpecIsOneLineNamingTheFileTheKeyAndWhatIsAllowed) {
    struct Case {
        std::string json, expected;
    };
    const Case cases[] = {
        {"[1, 2]", "s.json: expected a JSON object"},
        {"{", "s.json: not valid JSON"},
        {goodWith("step", "5"), "s.json: unknown key 'step' (a spec has description, base, axes"},
        {goodWith("steps", ""), "s.json: missing 'steps'"},
        {goodWith("steps", "0"), "s.json: 'steps': expected a whole number in [1, 10000000], got 0"},
        {goodWith("steps", "2.5"), "'steps': expected a whole number"},
        {goodWith("window", "51"), "s.json: 'window': expected a whole number in [1, 50], got 51"},
        {goodWith("seeds", "0"), "s.json: 'seeds': expected a whole number in [1, 1000], got 0"},
        {goodWith("seeds", "[1, 1]"), "s.json: 'seeds': the seed 1 is listed twice"},
        {goodWith("seeds", "[-1]"), "'seeds': expected a whole number in [0, 4294967295], got -1"},
        {goodWith("measures", R"(["speed"])"),
         "s.json: 'measures': unknown measure \"speed\" (choose from polarization, "
         "largest_cluster_pct, clusters, clumping)"},
        {goodWith("measures", "[]"), "s.json: 'measures': expected a list of measures"},
        {goodWith("measures", R"(["clumping", "clumping"])"), "'measures': the measure \"clumping\" is listed twice"},
        {goodWith("axes", "{}"), "s.json: 'axes': expected an object of fields"},
        {goodWith("axes", R"({"noise": [0]})"), "s.json: 'axes': unknown field 'noise' (murmur-cli config --defaults"},
        {goodWith("axes", R"({"seed": [1, 2]})"), "'seed' cannot be an axis: list the seeds under 'seeds'"},
        {goodWith("axes", R"({"jitter": []})"), "s.json: 'axes': 'jitter': expected at least one value"},
        {goodWith("axes", R"({"jitter": [0, -1]})"),
         "s.json: 'axes': 'jitter': expected a number in [0, 1000], got -1"},
        {goodWith("axes", R"({"topologicalK": [1, 2.5]})"),
         "'topologicalK': expected a whole number in [1, 64], got 2.5"},
        {goodWith("axes", R"({"topologicalK": {"from": 1, "to": 4, "steps": 3}})"),
         "'topologicalK': expected a whole number in [1, 64], got 2.5"},
        {goodWith("axes", R"({"neighbourMode": ["sideways"]})"), "expected \"topological\" or \"metric\""},
        {goodWith("axes", R"({"jitter": [0.1, 0.1]})"), "'jitter': the value 0.1 is listed twice"},
        {goodWith("axes", R"({"jitter": {"from": 0, "to": 1}})"), "expected a list of values or {\"from\""},
        {goodWith("axes", R"({"jitter": {"from": 0, "to": 1, "steps": 1}})"),
         "'jitter': 'steps': expected a whole number in [2, 10000]"},
        {goodWith("axes", R"({"jitter": {"from": 0, "to": 1, "steps": 2, "by": 1}})"), "unknown key 'by'"},
        {goodWith("axes", R"({"jitter": {"from": "a", "to": 1, "steps": 2}})"), "must be finite numbers"},
        {goodWith("axes", R"({"jitter": {"from": 0, "to": 1e400, "steps": 2}})"), "s.json: not valid JSON"},
        {goodWith("base", R"({"birdCount": -3})"), "s.json: 'base': 'birdCount': expected a whole number in [0, "},
        {goodWith("base", "7"), "s.json: 'base': expected a settings file's name or an object of settings, got 7"},
        // Each value alone is fine; one combination is not (300,000 birds need the scaled sky).
        {R"({"base": {"scaleSkyWithBirds": true}, "axes": {"birdCount": [1000, 300000],
            "scaleSkyWithBirds": [true, false]}, "seeds": 1, "steps": 5, "window": 5, "measures": ["clumping"]})",
         "s.json: 'axes': "},
    };
    for (const Case& c : cases) {
        const std::string error = errorOf(c.json);
        EXPECT_NE(error.find(c.expected), std::string::npos) << c.json << "\n  got: " << error;
        EXPECT_EQ(error.find('\n'), std::string::npos) << error;
    }
}

TEST(SweepSpec, TooManyCellsOrRunsAreRefusedBeforeAnyIsMade) {
    const std::string error = errorOf(goodWith(
        "axes", R"({"jitter": {"from": 0, "to": 1, "steps": 1000}, "maxTurn": {"from": 0, "to": 1, "steps": 1000}})"));
    EXPECT_NE(error.find("more than 100000 cells"), std::string::npos) << error;
    const std::string runs = errorOf(
        R"({"axes": {"jitter": {"from": 0, "to": 1, "steps": 5000}}, "seeds": 1000, "steps": 5, "window": 5,
            "measures": ["clumping"]})");
    EXPECT_NE(runs.find("s.json: 'seeds': 5000 cells x 1000 seeds is more than 1000000 runs"), std::string::npos)
        << runs;
}

}  // namespace
}  // namespace murmur::sweep
