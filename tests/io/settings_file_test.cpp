// settings_file_test.cpp - settings files: every field round-trips exactly, and every kind
// of bad file is one clear line naming the file and the key, with nothing half-applied.
#include <gtest/gtest.h>

#include <glm/geometric.hpp>

#include <cmath>

#include "io/settings_file.hpp"
#include "murmur/model/obstacle_sets.hpp"
#include "murmur/model/param_table.hpp"
#include "murmur/model/starling.hpp"
#include "temp_dir.hpp"

namespace murmur::report {
namespace {

std::string errorOf(const std::string& json, SimParams& p) {
    const auto err = applySettingsJson(json, "s.json", p);
    return err ? *err : std::string("(accepted)");
}

TEST(SettingsFile, TheDefaultFileNamesEveryFieldAndReadsBackToTheDefaults) {
    const std::string text = settingsJson(SimParams{});
    for (const ParamRow& s : paramTable())
        EXPECT_NE(text.find('"' + std::string(s.key) + '"'), std::string::npos) << s.key;
    EXPECT_NE(text.find("\"cohesionGain\": 0.09"), std::string::npos) << text;  // the shortest exact decimal
    EXPECT_NE(text.find("\"skyRadii\": [70,30,70]"), std::string::npos) << text;
    SimParams p;
    p.topologicalK = 3;
    p.jitter = 0.5f;
    ASSERT_EQ(applySettingsJson(text, "d.json", p), std::nullopt);
    EXPECT_EQ(paramFields(p), paramFields(SimParams{}));
}

TEST(SettingsFile, EveryFieldRoundTripsExactly) {
    SimParams odd;
    odd.birdCount = 1234;
    odd.neighbourMode = NeighbourMode::Metric;
    odd.topologicalK = 11;
    odd.metricRadius = 1.0f / 3.0f;
    odd.seed = 4294967295u;
    odd.skyRadii = {71.1f, 29.5f, 1e-3f};
    odd.startBias = {0.0f, 0.6f, -0.8f};
    odd.jitter = 0.123456789f;
    odd.scaleSkyWithBirds = true;
    odd.regroupBaselineSteps = 77;
    odd.hawkStrategy = HawkStrategy::Intercept;
    odd.hawkNavigationConstant = 4.25f;
    odd.hawkCatchRadius = 0.1f;
    odd.hawkStrategies = {HawkStrategy::Stoop, HawkStrategy::Centroid, HawkStrategy::Stoop};
    SimParams back;
    ASSERT_EQ(applySettingsJson(settingsJson(odd), "odd.json", back), std::nullopt);
    EXPECT_EQ(paramFields(back), paramFields(odd));
    EXPECT_EQ(back.metricRadius, odd.metricRadius);  // bit for bit
    EXPECT_EQ(back.jitter, odd.jitter);
}

TEST(SettingsFile, ASubsetChangesOnlyItsFields) {
    SimParams p;
    ASSERT_EQ(applySettingsJson(R"({"topologicalK": 15, "neighbourMode": "metric"})", "s.json", p), std::nullopt);
    EXPECT_EQ(p.topologicalK, 15);
    EXPECT_EQ(p.neighbourMode, NeighbourMode::Metric);
    EXPECT_EQ(p.birdCount, SimParams{}.birdCount);
}

TEST(SettingsFile, BadFilesNameTheFileTheKeyAndTheRangeAndApplyNothing) {
    SimParams p;
    EXPECT_EQ(errorOf(R"({"wings": 2})", p),
              "s.json: unknown key 'wings' (murmur-cli config --defaults lists every key)");
    EXPECT_EQ(errorOf(R"({"topologicalK": 7.5})", p),
              "s.json: 'topologicalK': expected a whole number in [1, 64], got 7.5");
    EXPECT_EQ(errorOf(R"({"topologicalK": 65})", p),
              "s.json: 'topologicalK': expected a whole number in [1, 64], got 65");
    EXPECT_EQ(errorOf(R"({"metricRadius": 0})", p), "s.json: 'metricRadius': expected a number in (0, 100], got 0");
    EXPECT_EQ(errorOf(R"({"jitter": "high"})", p), "s.json: 'jitter': expected a number in [0, 1000], got \"high\"");
    EXPECT_EQ(errorOf(R"({"skyRadii": [70, 30]})", p), "s.json: 'skyRadii': expected [x, y, z], got [70,30]");
    EXPECT_EQ(errorOf(R"({"neighbourMode": "nearest"})", p),
              "s.json: 'neighbourMode': expected \"topological\" or \"metric\", got \"nearest\"");
    EXPECT_EQ(errorOf(R"({"hawkStrategy": "owl"})", p),
              "s.json: 'hawkStrategy': expected \"centroid\", \"nearest\", \"intercept\" or \"stoop\", got \"owl\"");
    EXPECT_EQ(errorOf(R"({"hawkStoopSpeed": 0})", p),
              "s.json: 'hawkStoopSpeed': expected a number in (0, 10000], got 0");
    EXPECT_EQ(errorOf(R"({"scaleSkyWithBirds": 1})", p), "s.json: 'scaleSkyWithBirds': expected true or false, got 1");
    EXPECT_EQ(errorOf(R"({"seed": -1})", p), "s.json: 'seed': expected a whole number in [0, 4294967295], got -1");
    EXPECT_NE(errorOf(R"({"jitter": 1e400})", p).find("s.json:"), std::string::npos);  // overflow: not finite
    EXPECT_NE(errorOf("[1, 2]", p).find("expected a JSON object"), std::string::npos);
    EXPECT_NE(errorOf("{\"jitter\": ", p).find("s.json: not valid JSON"), std::string::npos);
    EXPECT_NE(errorOf(R"({"startBias": [0, 0, 0]})", p).find("start bias"),
              std::string::npos);  // validate() as a whole
    EXPECT_NE(errorOf(R"({"birdCount": 300000})", p).find("fixed sky"), std::string::npos);
    // All or nothing: the good key before the bad one was not applied either.
    EXPECT_NE(errorOf(R"({"topologicalK": 3, "jitter": -1})", p), "(accepted)");
    EXPECT_EQ(paramFields(p), paramFields(SimParams{}));
    // And the limits that depend on another field are checked together.
    EXPECT_EQ(errorOf(R"({"birdCount": 300000, "scaleSkyWithBirds": true})", p), "(accepted)");
}

TEST(SettingsFile, FilesAreReadBoundedAndWrittenWhole) {
    TempDir dir;
    const std::string path = (dir.path / "s.json").string();
    SimParams odd;
    odd.topologicalK = 4;
    ASSERT_EQ(writeSettingsFile(path, odd), std::nullopt);
    SimParams back;
    ASSERT_EQ(applySettingsFile(path, back), std::nullopt);
    EXPECT_EQ(back.topologicalK, 4);
    EXPECT_NE(applySettingsFile((dir.path / "none.json").string(), back)->find("cannot read"), std::string::npos);
    EXPECT_NE(applySettingsFile("/dev/zero", back)->find("larger than 1 MiB"), std::string::npos);
}

TEST(SettingsFile, SidecarsGoBesideFilesNotStreams) {
    EXPECT_EQ(settingsSidecarPath("runs/m.csv"), "runs/m.csv.settings.json");
    EXPECT_EQ(settingsSidecarPath("-"), std::nullopt);
    EXPECT_EQ(settingsSidecarPath("/dev/null"), std::nullopt);
}

TEST(ParamFields, ShortestTextReadsBackExactly) {
    EXPECT_EQ(shortestText(0.09f), "0.09");
    EXPECT_EQ(shortestText(70.0f), "70");
    for (float v : {1.0f / 3.0f, 0.123456789f, 1e-7f, 3.4e38f, -2.5f})
        EXPECT_EQ(std::strtof(shortestText(v).c_str(), nullptr), v) << shortestText(v);
}

TEST(SettingsFile, TheStarlingPresetIsTheModelChoosersStarling) {
    // examples/presets/starling.json and the window's Model chooser give the same flock.
    SimParams fromFile;
    ASSERT_EQ(applySettingsFile(std::string(MURMUR_SOURCE_DIR) + "/examples/presets/starling.json", fromFile),
              std::nullopt);
    EXPECT_EQ(fromFile, withModel(SimParams{}, FlockModel::Starling));
    EXPECT_EQ(validate(fromFile), std::nullopt);
    EXPECT_EQ(withModel(fromFile, FlockModel::Seed), SimParams{});  // and back, every value
}

TEST(SettingsFile, TheAirPresetsLoadAndTurnOnWhatTheyAreNamedFor) {
    const std::string dir = std::string(MURMUR_SOURCE_DIR) + "/examples/presets/";
    SimParams wind, contagion;
    ASSERT_EQ(applySettingsFile(dir + "wind.json", wind), std::nullopt);
    ASSERT_EQ(applySettingsFile(dir + "contagion.json", contagion), std::nullopt);
    EXPECT_GT(glm::length(wind.wind), 0.0f);
    EXPECT_GT(wind.gustSpeed, 0.0f);
    EXPECT_GT(contagion.fearContagion, 0.0f);
    EXPECT_EQ(validate(wind), std::nullopt);
    EXPECT_EQ(validate(contagion), std::nullopt);
    EXPECT_EQ(wind.model, FlockModel::Seed);  // on the seed model, as the issue asks
}

TEST(SettingsFile, ObstaclesAreAListOfShapesOneALine) {
    SimParams p;
    ASSERT_EQ(applySettingsJson(R"({"obstacles": [
        {"shape": "cylinder", "at": [35, -40, 0], "radius": 3, "height": 70},
        {"shape": "box", "at": [-40, -30, 20], "size": [8, 20, 6]},
        {"shape": "sphere", "at": [0, 10, -45], "radius": 4.5}]})",
                                "o.json", p),
              std::nullopt);
    ASSERT_EQ(p.obstacles.size(), 3u);
    EXPECT_EQ(paramText(p, *findParam("obstacles")),
              "cylinder 35 -40 0 3 70; box -40 -30 20 8 20 6; sphere 0 10 -45 4.5");
    const std::string text = settingsJson(p);
    EXPECT_NE(text.find("\n    {\"shape\":\"box\",\"at\":[-40,-30,20],\"size\":[8,20,6]},\n"), std::string::npos)
        << text;
    SimParams back;
    ASSERT_EQ(applySettingsJson(text, "back.json", back), std::nullopt);
    EXPECT_EQ(back, p);
    // The text form is a settings file's value too.
    SimParams fromText;
    ASSERT_EQ(applySettingsJson(R"({"obstacles": "cylinder 35 -40 0 3 70"})", "t.json", fromText), std::nullopt);
    EXPECT_EQ(fromText.obstacles.front(), p.obstacles.front());
}

TEST(SettingsFile, EachHawksStrategyIsAListOfNames) {
    SimParams p;
    ASSERT_EQ(applySettingsJson(R"({"hawkStrategies": ["nearest", "stoop"]})", "s.json", p), std::nullopt);
    EXPECT_EQ(p.hawkStrategies, (HawkStrategyList{HawkStrategy::Nearest, HawkStrategy::Stoop}));
    EXPECT_NE(settingsJson(p).find(R"("hawkStrategies": ["nearest","stoop"],)"), std::string::npos) << settingsJson(p);
    SimParams fromText;
    ASSERT_EQ(applySettingsJson(R"({"hawkStrategies": "nearest, stoop"})", "s.json", fromText), std::nullopt);
    EXPECT_EQ(fromText.hawkStrategies, p.hawkStrategies);
    ASSERT_EQ(applySettingsJson(R"({"hawkStrategies": []})", "s.json", fromText), std::nullopt);
    EXPECT_TRUE(fromText.hawkStrategies.empty());

    EXPECT_NE(errorOf(R"({"hawkStrategies": ["nearest", "eagle"]})", p).find("'eagle' is not a hawk strategy"),
              std::string::npos);
    EXPECT_NE(errorOf(R"({"hawkStrategies": [1, 2]})", p).find("expected a list of up to 8"), std::string::npos);
    EXPECT_NE(errorOf(R"({"hawkStrategies": "stoop stoop stoop stoop stoop stoop stoop stoop stoop"})", p)
                  .find("'hawkStrategies': expected a list of up to 8"),
              std::string::npos);
    EXPECT_EQ(p.hawkStrategies, (HawkStrategyList{HawkStrategy::Nearest, HawkStrategy::Stoop})) << "nothing applied";
}

TEST(SettingsFile, BadObstaclesNameTheObstacleAndApplyNothing) {
    SimParams p;
    EXPECT_EQ(errorOf(R"({"obstacles": [{"shape": "cone", "at": [35, 0, 0]}]})", p),
              "s.json: 'obstacles': obstacle 1: expected \"shape\": \"sphere\", \"box\" or \"cylinder\"");
    EXPECT_EQ(errorOf(R"({"obstacles": [{"shape": "sphere", "at": [35, 0], "radius": 2}]})", p),
              "s.json: 'obstacles': obstacle 1 (sphere): expected \"at\": [x, y, z] of finite numbers, got [35,0]");
    EXPECT_EQ(errorOf(R"({"obstacles": [{"shape": "sphere", "at": [35, 0, 0]}]})", p),
              "s.json: 'obstacles': obstacle 1 (sphere): expected \"radius\": a finite number, got none");
    EXPECT_EQ(errorOf(R"({"obstacles": [{"shape": "sphere", "at": [35, 0, 0], "radius": 2, "height": 4}]})", p),
              "s.json: 'obstacles': obstacle 1 (sphere): unknown key 'height'");
    EXPECT_EQ(errorOf(R"({"obstacles": [{"shape": "box", "at": [35, 0, 0], "size": [1, 0, 1]}]})", p),
              "s.json: 'obstacles': obstacle 1 (box): its height must be in (0, 100000], got 0");
    EXPECT_NE(errorOf(R"({"obstacles": [{"shape": "sphere", "at": [5, 0, 0], "radius": 2}]})", p).find("starts in"),
              std::string::npos);
    EXPECT_NE(errorOf(R"({"obstacles": 3})", p).find("expected a list of obstacles"), std::string::npos);
    EXPECT_TRUE(p.obstacles.empty());
}

TEST(SettingsFile, TheDuskPresetBringsTheDuskOnTheSeedModel) {
    SimParams dusk;
    ASSERT_EQ(applySettingsFile(std::string(MURMUR_SOURCE_DIR) + "/examples/presets/dusk-roost.json", dusk),
              std::nullopt);
    EXPECT_GT(dusk.descentStep, 0);
    EXPECT_EQ(dusk.model, FlockModel::Seed);
}

TEST(SettingsFile, TheObstaclePresetsLoadOnTheSeedModel) {
    const std::string dir = std::string(MURMUR_SOURCE_DIR) + "/examples/presets/";
    SimParams pylon, wood;
    ASSERT_EQ(applySettingsFile(dir + "pylon.json", pylon), std::nullopt);
    ASSERT_EQ(applySettingsFile(dir + "wood.json", wood), std::nullopt);
    // Exactly the panel's and E7's named worlds.
    EXPECT_EQ(pylon.obstacles, obstacleSet(ObstacleSet::Pylon, SimParams{}));
    EXPECT_EQ(wood.obstacles, obstacleSet(ObstacleSet::Wood, SimParams{}));
    EXPECT_EQ(whichObstacleSet(wood), ObstacleSet::Wood);
    EXPECT_EQ(pylon.model, FlockModel::Seed);
    EXPECT_EQ(wood.model, FlockModel::Seed);
}

}  // namespace
}  // namespace murmur::report
