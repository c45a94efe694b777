// The panel's bar charts from tidy rows: means over the seeds, the cluster count under the
// bars, E3 before/after per neighbour mode, E4 per seed and the mean, the report's colours.
#include <cmath>

#include <gtest/gtest.h>

#include "experiment_charts.hpp"
#include "report/charts.hpp"

namespace murmur::ui {
namespace {

std::vector<ExperimentRow> rows() {
    std::vector<ExperimentRow> r;
    auto flock = [&](const char* e, const char* v, std::uint32_t seed, double pol, double largest, double clusters) {
        r.push_back({e, v, seed, "polarization", pol});
        r.push_back({e, v, seed, "largest_cluster_pct", largest});
        r.push_back({e, v, seed, "clusters", clusters});
    };
    flock("e1", "k=1", 1, 10.0, 20.0, 8.0);
    flock("e1", "k=1", 2, 30.0, 40.0, 9.0);
    flock("e1", "k=7", 1, 95.0, 99.0, 1.0);
    flock("e1", "k=7", 2, 97.0, 100.0, 1.0);
    flock("e2", "all", 1, 95.0, 99.0, 1.0);
    flock("e2", "alignment=0", 1, 5.0, 98.0, 1.0);
    r.push_back({"e2", "alignment=0", 1, "clumping", 60.0});
    r.push_back({"e3", "topological", 1, "largest_before_pct", 99.0});
    r.push_back({"e3", "topological", 1, "largest_after_pct", 60.0});
    r.push_back({"e3", "metric", 1, "largest_before_pct", 97.0});
    r.push_back({"e3", "metric", 1, "largest_after_pct", 40.0});
    r.push_back({"e4", "all", 1, "min_polarization", 50.0});
    r.push_back({"e4", "all", 1, "recovery_steps", 120.0});
    r.push_back({"e4", "all", 2, "min_polarization", 70.0});
    r.push_back({"e4", "all", 2, "recovery_steps", -1.0});
    return r;
}

// The same charts in Korean: the same bars and numbers, the words from the text table.
TEST(ExperimentCharts, KoreanChartsHaveTheSameBarsInOtherWords) {
    const auto en = experimentPanelCharts(rows()), ko = experimentPanelCharts(rows(), Language::Korean);
    ASSERT_EQ(en.size(), ko.size());
    for (std::size_t i = 0; i < en.size(); ++i) {
        EXPECT_EQ(en[i].id, ko[i].id);
        EXPECT_NE(en[i].title, ko[i].title) << en[i].id;
        EXPECT_NE(en[i].noteTitle, ko[i].noteTitle) << en[i].id;
        ASSERT_EQ(en[i].groups.size(), ko[i].groups.size());
        for (std::size_t g = 0; g < en[i].groups.size(); ++g) {
            EXPECT_EQ(en[i].groups[g].values, ko[i].groups[g].values);
            EXPECT_EQ(en[i].groups[g].note.empty(), ko[i].groups[g].note.empty());
        }
    }
    EXPECT_EQ(ko[0].title, "E1  새 한 마리의 이웃 수  (시드 2개)");
    EXPECT_EQ(ko[1].groups[1].label, "정렬 끔");
    EXPECT_NE(ko[1].groups[1].tooltip.find("뭉침 60.0"), std::string::npos) << ko[1].groups[1].tooltip;
    EXPECT_EQ(ko[3].groups[1].note, "없음");  // seed 2 never regrouped
}

TEST(ExperimentCharts, FlockChartsShowMeansAndTheClusterCount) {
    const auto e1 = experimentPanelChart(rows(), "e1");
    ASSERT_TRUE(e1);
    EXPECT_EQ(e1->title.rfind("E1", 0), 0u);
    ASSERT_EQ(e1->seriesColors.size(), 2u);
    EXPECT_EQ(e1->seriesColors[0], report::kPolarizationBlue);
    EXPECT_EQ(e1->seriesColors[1], report::kLargestGrey);
    ASSERT_EQ(e1->groups.size(), 2u);
    EXPECT_EQ(e1->groups[0].label, "k = 1");
    EXPECT_DOUBLE_EQ(e1->groups[0].values[0], 20.0);
    EXPECT_DOUBLE_EQ(e1->groups[0].values[1], 30.0);
    EXPECT_EQ(e1->groups[0].note, "8.5");
    EXPECT_EQ(e1->groups[1].label, "k = 7");
    EXPECT_EQ(e1->groups[1].note, "1.0");
    EXPECT_NE(e1->title.find("2 seeds"), std::string::npos);

    const auto e2 = experimentPanelChart(rows(), "e2");
    ASSERT_TRUE(e2);
    ASSERT_EQ(e2->groups.size(), 2u);
    EXPECT_EQ(e2->groups[0].label, "all on");
    EXPECT_EQ(e2->groups[1].label, "no align");
    EXPECT_NE(e2->groups[1].tooltip.find("clumping 60.0"), std::string::npos);
}

TEST(ExperimentCharts, E3BeforeAfterPerModeAndE4PerSeedWithTheMean) {
    const auto e3 = experimentPanelChart(rows(), "e3");
    ASSERT_TRUE(e3);
    ASSERT_EQ(e3->groups.size(), 2u);
    EXPECT_EQ(e3->seriesColors[0], report::kBeforeGrey);
    EXPECT_EQ(e3->groups[0].label, "k nearest");
    EXPECT_EQ(e3->groups[1].label, "within 2.9");
    EXPECT_DOUBLE_EQ(e3->groups[1].values[1], 40.0);
    EXPECT_EQ(e3->groups[0].note, "-39.0");

    const auto e4 = experimentPanelChart(rows(), "e4");
    ASSERT_TRUE(e4);
    ASSERT_EQ(e4->groups.size(), 3u);  // two seeds and the mean
    EXPECT_EQ(e4->groups[0].note, "120");
    EXPECT_EQ(e4->groups[1].note, "none");
    EXPECT_EQ(e4->groups[2].label, "mean");
    EXPECT_DOUBLE_EQ(e4->groups[2].values[0], 60.0);
    EXPECT_EQ(e4->groups[2].note, "120");  // the mean of the seeds that regrouped
}

TEST(ExperimentCharts, OnlyTheExperimentsPresentInOrder) {
    auto r = rows();
    std::erase_if(r, [](const ExperimentRow& x) { return x.experiment == "e2"; });
    const auto charts = experimentPanelCharts(r);
    ASSERT_EQ(charts.size(), 3u);
    EXPECT_EQ(charts[0].id, "e1");
    EXPECT_EQ(charts[1].id, "e3");
    EXPECT_EQ(charts[2].id, "e4");
    EXPECT_TRUE(experimentPanelCharts({}).empty());
    EXPECT_FALSE(experimentPanelChart(r, "e2"));
}

TEST(ExperimentCharts, E5ShowsStartledAndSplitPerStrategy) {
    std::vector<ExperimentRow> r;
    for (const char* v : {"centroid", "stoop"})
        for (std::uint32_t seed = 1; seed <= 2; ++seed) {
            r.push_back({"e5", v, seed, "startled_pct", seed == 1 ? 60.0 : 40.0});
            r.push_back({"e5", v, seed, "split", seed == 1 ? 1.0 : 0.0});
            r.push_back({"e5", v, seed, "recovery_steps", seed == 1 ? 300.0 : -1.0});
        }
    const auto charts = experimentPanelCharts(r);
    ASSERT_EQ(charts.size(), 1u);
    const auto& e5 = charts[0];
    EXPECT_EQ(e5.id, "e5");
    ASSERT_EQ(e5.groups.size(), 2u);
    EXPECT_EQ(e5.groups[0].label, "centroid");
    EXPECT_EQ(e5.groups[1].label, "stoop");
    EXPECT_DOUBLE_EQ(e5.groups[1].values[0], 50.0);
    EXPECT_DOUBLE_EQ(e5.groups[1].values[1], 50.0);
    EXPECT_EQ(e5.groups[1].note, "1/2");
    EXPECT_EQ(e5.seriesColors[1], report::kLargestGrey);
}

TEST(ExperimentCharts, E6HasOneChartPerFlockSizeWithTheRowsThatAgree) {
    std::vector<ExperimentRow> r;
    for (const char* n : {"1500", "10000"})
        for (const char* part : {"all", "vision=off", "differences=off"})
            for (std::uint32_t seed = 1; seed <= 2; ++seed) {
                const std::string v = std::string(part) + " n=" + n;
                r.push_back({"e6", v, seed, "field_rows_agree", seed == 1 ? 9.0 : 6.0});
                r.push_back({"e6", v, seed, "field_rows_comparable", 15.0});
                r.push_back({"e6", v, seed, "largest_cluster_pct", 40.0});
                r.push_back({"e6", v, seed, "polarization", 90.0});
            }
    const auto charts = experimentPanelCharts(r);
    ASSERT_EQ(charts.size(), 2u);
    EXPECT_EQ(charts[0].id, "e6 1500");
    EXPECT_EQ(charts[1].id, "e6 10000");
    EXPECT_NE(charts[1].title.find("10000 birds"), std::string::npos) << charts[1].title;
    ASSERT_EQ(charts[0].groups.size(), 3u);
    EXPECT_EQ(charts[0].groups[0].label, "all");
    EXPECT_EQ(charts[0].groups[1].label, "vision");
    EXPECT_EQ(charts[0].groups[2].label, "diffs");
    EXPECT_DOUBLE_EQ(charts[0].groups[1].values[0], 50.0);  // 7.5 of 15
    EXPECT_DOUBLE_EQ(charts[0].groups[1].values[1], 40.0);
    EXPECT_EQ(charts[0].groups[1].note, "7.5/15");
    ASSERT_TRUE(experimentPanelChart(r, "e6"));
    EXPECT_EQ(experimentPanelChart(r, "e6")->id, "e6 1500");
}

}  // namespace
}  // namespace murmur::ui

namespace murmur::ui {
namespace {

// E8: per flock size, the attacks with a catch in a dense, the default and a sparse flock,
// pooled over the strategies, with the measured densities under the bars.
TEST(ExperimentCharts, E8ShowsTheCatchesPerSizeAndDensity) {
    std::vector<ExperimentRow> r;
    auto run = [&](const std::string& variant, double caught, double density) {
        r.push_back({"e8", variant, 1, "density", density});
        r.push_back({"e8", variant, 1, "nn_distance", 1.5});
        r.push_back({"e8", variant, 1, "would_be_catches", caught});
        r.push_back({"e8", variant, 1, "caught", caught});
    };
    run("nearest n=250 dense", 1.0, 0.08);
    run("stoop n=250 dense", 0.0, 0.08);
    run("nearest n=250 sparse", 0.0, 0.06);
    run("nearest n=4000 default", 1.0, 0.12);
    const auto en = experimentPanelChart(r, "e8"), ko = experimentPanelChart(r, "e8", Language::Korean);
    ASSERT_TRUE(en && ko);
    ASSERT_EQ(en->groups.size(), kE8Birds.size());
    EXPECT_EQ(en->groups[0].label, "250 birds");
    EXPECT_EQ(ko->groups[0].label, "새 250마리");
    EXPECT_DOUBLE_EQ(en->groups[0].values[0], 50.0);   // dense: one of two
    EXPECT_TRUE(std::isnan(en->groups[0].values[1]));  // no default flock of 250 ran
    EXPECT_DOUBLE_EQ(en->groups[0].values[2], 0.0);
    EXPECT_DOUBLE_EQ(en->groups[2].values[1], 100.0);
    EXPECT_EQ(en->groups[0].note, "0.080 / - / 0.060");
    EXPECT_EQ(en->seriesColors[0], report::kDenseNavy);
    EXPECT_NE(en->title, ko->title);
    EXPECT_NE(en->groups[0].tooltip.find("dense 50%, default -, sparse 0%"), std::string::npos)
        << en->groups[0].tooltip;
}

}  // namespace
}  // namespace murmur::ui
