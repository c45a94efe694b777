// The experiments' rows as text: the tidy CSV and the markdown tables.
#include <gtest/gtest.h>

#include <string>

#include "murmur/analysis/experiments.hpp"
#include "report/charts.hpp"
#include "report/experiments_tables.hpp"

namespace murmur::report {
namespace {

TEST(ExperimentsTables, CsvAndMarkdownOfRealRuns) {
    ExperimentOptions o;
    o.only = {"e0", "e1"};
    o.seeds = 1;
    o.base.birdCount = 60;
    o.threads = 1;
    const auto results = runExperiments(o);
    ASSERT_FALSE(results.cancelled);
    const std::string csv = experimentsCsv(results.rows);
    EXPECT_EQ(csv.rfind("experiment,variant,seed,metric,value\n", 0), 0u);
    EXPECT_NE(csv.find("e1,k=7,1,polarization,"), std::string::npos);
    EXPECT_NE(experimentsMarkdown(results.rows).find("| 15 |"), std::string::npos);
}

// The E5 table from made-up rows: one line per strategy in row order, the counts "k of n".
TEST(ExperimentsTables, E5TableCountsWavesSplitsAndRegroups) {
    std::vector<ExperimentRow> rows;
    for (const char* v : {"centroid", "nearest", "intercept", "stoop"})
        for (std::uint32_t seed = 1; seed <= 2; ++seed) {
            const bool first = seed == 1;
            rows.push_back({"e5", v, seed, "closest_approach", 1.0});
            rows.push_back({"e5", v, seed, "would_be_catches", first ? 1.0 : 0.0});
            rows.push_back({"e5", v, seed, "startled_pct", first ? 40.0 : 60.0});
            rows.push_back({"e5", v, seed, "lowest_polarization", 30.0});
            rows.push_back({"e5", v, seed, "most_clusters", 3.0});
            rows.push_back({"e5", v, seed, "wave", first ? 1.0 : 0.0});
            rows.push_back({"e5", v, seed, "wave_speed", first ? 0.9 : -1.0});
            rows.push_back({"e5", v, seed, "split", 1.0});
            rows.push_back({"e5", v, seed, "recovery_steps", first ? 600.0 : -1.0});
        }
    const std::string md = experimentsMarkdown(rows);
    EXPECT_NE(md.find("### E5 hawk strategies"), std::string::npos) << md;
    EXPECT_NE(md.find("| centroid | 1.00 | 0.50 | 50.0 | 30.0 | 3.00 | 0.90 (1 of 2) | 2 of 2 | 600 (1 of 2) |"),
              std::string::npos)
        << md;
    std::size_t at = 0;
    for (const char* v : {"| centroid |", "| nearest |", "| intercept |", "| stoop |"}) {
        const std::size_t next = md.find(v, at);
        ASSERT_NE(next, std::string::npos) << v;
        at = next;
    }
    EXPECT_NE(experimentsCsv(rows).find("e5,stoop,2,recovery_steps,-1\n"), std::string::npos);

    const auto chart = e5Chart(rows);  // the report's bar chart: startled % and split share
    ASSERT_TRUE(chart);
    ASSERT_EQ(chart->groups.size(), 4u);
    EXPECT_EQ(chart->groups[3].label, "stoop");
    EXPECT_DOUBLE_EQ(chart->groups[0].values[0], 50.0);
    EXPECT_DOUBLE_EQ(chart->groups[0].values[1], 100.0);
    EXPECT_EQ(chart->groups[0].note, "1 of 2 regrouped");
    EXPECT_FALSE(e5Chart({}));
}

TEST(ExperimentsTables, E5MarkdownOfRealRuns) {
    ExperimentOptions o;
    o.only = {"e5"};
    o.seeds = 1;
    o.base.birdCount = 60;
    o.threads = 2;
    const auto results = runExperiments(o);
    ASSERT_FALSE(results.cancelled);
    const std::string md = experimentsMarkdown(results.rows);
    EXPECT_NE(md.find("### E5 hawk strategies"), std::string::npos);
    for (const char* v : {"| centroid |", "| nearest |", "| intercept |", "| stoop |"})
        EXPECT_NE(md.find(v), std::string::npos) << v;
    EXPECT_EQ(md.find("### E4"), std::string::npos);
}

TEST(ExperimentsTables, E6HasATablePerFlockSizeWithEveryPartAndTheChart) {
    ExperimentOptions o;
    o.only = {"e6"};
    o.seeds = 1;
    o.e6Birds = {60, 80};
    o.threads = 2;
    const auto results = runExperiments(o);
    ASSERT_FALSE(results.cancelled);
    const std::string md = experimentsMarkdown(results.rows);
    EXPECT_NE(md.find("### E6 what each omission buys: the starling model, 60 birds"), std::string::npos);
    EXPECT_NE(md.find("### E6 what each omission buys: the starling model, 80 birds"), std::string::npos);
    EXPECT_NE(md.find("| measure | field | all | vision=off | flight=off | roost=off | range=off | differences=off |"),
              std::string::npos);
    for (const char* row : {"| field rows that agree | |", "| largest cluster % (seed metric) | |",
                            "| Flock speed | 6.8-19.1 m/s", "| Opacity from below |"})
        EXPECT_NE(md.find(row), std::string::npos) << row;
    const auto chart = e6Chart(results.rows);
    ASSERT_TRUE(chart);
    ASSERT_EQ(chart->groups.size(), 12u);
    EXPECT_EQ(chart->groups[1].label, "no vision");
    EXPECT_EQ(chart->groups[11].label, "no diffs");
    EXPECT_EQ(chart->groups[11].note, "80 birds");
    for (const auto& g : chart->groups) {
        EXPECT_GE(g.values[0], 0.0);
        EXPECT_LE(g.values[0], 100.0);
    }
    EXPECT_FALSE(e6Chart({}));
}

TEST(ExperimentsTables, E7HasARowPerWorldAndAChartPerObstacleSet) {
    ExperimentOptions o;
    o.only = {"e7"};
    o.seeds = 1;
    o.base.birdCount = 60;
    o.threads = 2;
    const auto results = runExperiments(o);
    ASSERT_FALSE(results.cancelled);
    const std::string md = experimentsMarkdown(results.rows);
    EXPECT_NE(md.find("### E7 the world: obstacles, wind and fear that spreads"), std::string::npos) << md;
    EXPECT_NE(md.find("| none | none | off | "), std::string::npos) << md;
    EXPECT_NE(md.find("| wood | strong | on | "), std::string::npos) << md;
    EXPECT_NE(md.find(" of 11.0 | "), std::string::npos) << "the field rows that agree";
    const auto chart = e7Chart(results.rows);
    ASSERT_TRUE(chart);
    ASSERT_EQ(chart->groups.size(), 3u);
    EXPECT_EQ(chart->groups[0].label, "no obstacles");
    EXPECT_EQ(chart->groups[2].label, "a wood");
    for (const auto& g : chart->groups) {
        ASSERT_EQ(g.values.size(), 3u);
        for (double v : g.values) {
            EXPECT_GE(v, 0.0);
            EXPECT_LE(v, 100.0);
        }
        EXPECT_NE(g.note.find(" / "), std::string::npos) << "the waves without / with fear spreading";
    }
    EXPECT_FALSE(e7Chart({}));
}

TEST(ExperimentsTables, E8ShowsThePlayersFlightsInATableOfTheirOwn) {
    std::vector<ExperimentRow> rows = {{"e8", "nearest n=250 default", 1, "density", 0.1},
                                       {"e8", "nearest n=250 default", 1, "caught", 0.0}};
    std::string md = experimentsMarkdown(rows);
    EXPECT_EQ(md.find("Player flights"), std::string::npos) << "no flights, no table";
    AttackReport attack;
    attack.birds = 700;
    attack.wouldBeCatches = 1;
    const auto flight = playerFlightRows(SimParams{}, 1, {0.2, 1.0}, attack);
    rows.insert(rows.end(), flight.begin(), flight.end());
    md = experimentsMarkdown(rows);
    const auto table = md.find("Player flights");
    ASSERT_NE(table, std::string::npos) << md;
    EXPECT_NE(md.find("| 700 | default | 1 | 100.0 | 1.00 | 0.200 | 1.00 |", table), std::string::npos) << md;
}

}  // namespace
}  // namespace murmur::report
