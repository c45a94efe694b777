// param_table_test.cpp - the parameter table: a row for every SimParams field, one range
// check on every path, keys and aliases that name one field each, and text that reads back
// to the same bits.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <set>
#include <string>

#include "murmur/model/backend.hpp"
#include "murmur/model/param_table.hpp"
#include "murmur/simulation/simulation.hpp"

namespace murmur {
namespace {

// Converts to any field's type, so SimParams{AnyField{}, ...} compiles for exactly as many
// AnyFields as the struct has fields (an aggregate takes no more initialisers than fields).
struct AnyField {
    template <class T>
    operator T() const;  // declared only: used in unevaluated contexts
};

template <class T, class... Fields>
constexpr std::size_t fieldCount() {
    if constexpr (requires { T{Fields{}..., AnyField{}}; }) return fieldCount<T, Fields..., AnyField>();
    else return sizeof...(Fields);
}

TEST(ParamTable, EveryFieldHasARow) {
    // A new SimParams field without a row in param_table.cpp fails here.
    EXPECT_EQ(paramTable().size(), fieldCount<SimParams>());
}

TEST(ParamTable, KeysAndAliasesNameOneFieldEach) {
    std::set<std::string> names;
    for (const ParamRow& row : paramTable()) {
        EXPECT_TRUE(names.insert(row.key).second) << row.key;
        EXPECT_EQ(findParam(row.key), &row);
        if (row.alias[0]) {
            if (row.alias != std::string_view(row.key)) {
                EXPECT_TRUE(names.insert(row.alias).second) << row.alias;
            }
            EXPECT_EQ(findParam(row.alias), &row);
        }
        EXPECT_GT(std::string(row.meaning).size(), 10u) << row.key << " has no meaning";
    }
    EXPECT_EQ(findParam("wings"), nullptr);
}

TEST(ParamTable, TheDefaultsAreInRangeAndEveryTextReadsBack) {
    const SimParams defaults;
    EXPECT_EQ(validate(defaults), std::nullopt);
    SimParams odd;
    odd.cohesionGain = 0.1f + 1e-7f;
    odd.skyRadii = {71.25f, 29.5f, 1e5f};
    odd.neighbourMode = NeighbourMode::Metric;
    odd.hawkStrategy = HawkStrategy::Stoop;
    odd.scaleSkyWithBirds = true;
    odd.seed = 4294967295u;
    SimParams back;
    for (const ParamRow& row : paramTable())
        ASSERT_EQ(setParamText(back, row, paramText(odd, row)), std::nullopt) << row.key;
    EXPECT_EQ(back, odd);
}

TEST(ParamTable, AKeyAndItsAliasSetTheSameField) {
    SimParams a, b;
    ASSERT_EQ(setParamByName(a, "topologicalK", "9"), std::nullopt);
    ASSERT_EQ(setParamByName(b, "k", "9"), std::nullopt);
    EXPECT_EQ(a, b);
    EXPECT_EQ(a.topologicalK, 9);
    ASSERT_EQ(setParamByName(a, "skyRadii", "80,40,80"), std::nullopt);
    EXPECT_EQ(a.skyRadii, glm::vec3(80, 40, 80));
    ASSERT_EQ(setParamByName(a, "scale-sky", "on"), std::nullopt);
    EXPECT_TRUE(a.scaleSkyWithBirds);
    ASSERT_EQ(setParamByName(a, "hawkStrategy", "intercept"), std::nullopt);
    EXPECT_EQ(a.hawkStrategy, HawkStrategy::Intercept);
}

TEST(ParamTable, ABadKeyOrValueNamesItAndItsRangeAndAppliesNothing) {
    SimParams p;
    const SimParams before = p;
    EXPECT_EQ(setParamByName(p, "topologicalK", "65"), "'topologicalK': expected a whole number in [1, 64], got '65'");
    EXPECT_EQ(setParamByName(p, "k", "7.5"), "'topologicalK' (k): expected a whole number in [1, 64], got '7.5'");
    EXPECT_EQ(setParamByName(p, "fearDecay", "nan"), "'fearDecay': expected a finite number in [0, 1], got 'nan'");
    EXPECT_EQ(setParamByName(p, "jitter", "inf"), "'jitter': expected a finite number in [0, 1000], got 'inf'");
    EXPECT_EQ(setParamByName(p, "metricRadius", "0"), "'metricRadius': expected a number in (0, 100], got '0'");
    EXPECT_EQ(setParamByName(p, "skyRadii", "1,2"), "'skyRadii': expected 3 numbers in (0, 1e+06], got '1,2'");
    EXPECT_EQ(setParamByName(p, "neighbourMode", "nearest"),
              "'neighbourMode': expected \"topological\" or \"metric\", got 'nearest'");
    EXPECT_EQ(setParamByName(p, "scaleSkyWithBirds", "maybe"),
              "'scaleSkyWithBirds': expected true or false, got 'maybe'");
    EXPECT_NE(setParamByName(p, "wings", "2").value_or("").find("unknown setting 'wings'"), std::string::npos);
    EXPECT_NE(setParamByName(p, "birds", "300000").value_or("").find("fixed sky"), std::string::npos);
    EXPECT_NE(setParamByName(p, "startBias", "0,0,0").value_or("").find("start bias"), std::string::npos);
    EXPECT_EQ(p, before);
}

TEST(ParamTable, EveryPathChecksTheSameRange) {
    // fearDecay was once checked in settings files but not by Simulation::setParams.
    SimParams p;
    p.fearDecay = 1.5f;
    EXPECT_EQ(validate(p), "'fearDecay': expected a number in [0, 1], got 1.5");
    p = SimParams{};
    p.birdCount = 50;
    Simulation sim(p, makeCpuBackend(1));
    SimParams bad = p;
    bad.fearDecay = 1.5f;
    EXPECT_FALSE(sim.setParams(bad));
    EXPECT_EQ(sim.params().fearDecay, p.fearDecay);
    bad = p;
    bad.cohesionGain = std::numeric_limits<float>::quiet_NaN();
    EXPECT_FALSE(sim.setParams(bad));
    for (const ParamRow& row : paramTable()) {
        // Every number row refuses a value past its upper bound.
        if (!std::holds_alternative<float SimParams::*>(row.member)) continue;
        SimParams q;
        q.*std::get<float SimParams::*>(row.member) = static_cast<float>(row.hi * 2.0 + 1.0);
        EXPECT_TRUE(validate(q)) << row.key;
    }
}

TEST(ParamTable, RangesAndDescriptionsReadAsMessagesSayThem) {
    EXPECT_EQ(rangeText(*findParam("k")), "[1, 64]");
    EXPECT_EQ(rangeText(*findParam("metricRadius")), "(0, 100]");
    EXPECT_EQ(rangeText(*findParam("hawkStrategy")), "\"centroid\", \"nearest\", \"intercept\" or \"stoop\"");
    EXPECT_EQ(describe(*findParam("baseSpeed")), "V0, the speed of a calm bird (model units per step; [0, 1000])");
    EXPECT_EQ(paramText(SimParams{}, *findParam("skyRadii")), "70 30 70");
}

}  // namespace
}  // namespace murmur
