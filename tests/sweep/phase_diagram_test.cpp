// phase_diagram_test.cpp - the phase diagrams: the statistics they show, and that the
// heat map's colour follows the value and the line chart draws its error bars.
#include <gtest/gtest.h>

#include <cmath>

#include "sweep/phase_diagram.hpp"
#include "temp_dir.hpp"

namespace murmur::sweep {
namespace {

SweepSpec specWith(const std::string& axes) {
    auto spec = parseSweepSpec(
        R"({"axes": )" + axes + R"(, "seeds": 2, "steps": 5, "window": 5, "measures": ["polarization"]})", "s.json",
        ".");
    EXPECT_TRUE(spec.ok()) << spec.error();
    return *spec;
}

std::vector<ResultRow> rowsOf(const std::vector<double>& perCellSeed1, const std::vector<double>& perCellSeed2) {
    std::vector<ResultRow> rows;
    for (std::size_t c = 0; c < perCellSeed1.size(); ++c) {
        rows.push_back({{c, 1}, Measure::Polarization, perCellSeed1[c]});
        rows.push_back({{c, 2}, Measure::Polarization, perCellSeed2[c]});
        rows.push_back({{c, 1}, Measure::Clusters, 99.0});  // another measure: not mixed in
    }
    return rows;
}

int brightness(report::Rgba c) {
    return c.r + c.g + c.b;
}

TEST(PhaseDiagram, CellStatsAreTheMeanAndSampleDeviationOverTheSeeds) {
    const auto stats = cellStats(rowsOf({10, 50}, {20, 50}), 3, Measure::Polarization);
    ASSERT_EQ(stats.size(), 3u);
    EXPECT_DOUBLE_EQ(stats[0].mean, 15.0);
    EXPECT_DOUBLE_EQ(stats[0].sd, std::sqrt(50.0));
    EXPECT_EQ(stats[0].seeds, 2);
    EXPECT_DOUBLE_EQ(stats[1].sd, 0.0);
    EXPECT_EQ(stats[2].seeds, 0);  // no rows yet
}

TEST(PhaseDiagram, TheHeatMapsColourFollowsTheValue) {
    const SweepSpec spec = specWith(R"({"jitter": [0, 0.6], "topologicalK": [1, 7]})");
    // Cells (jitter, k): (0,1) (0,7) (0.6,1) (0.6,7); high polarization at (0, 7) only.
    const auto stats = cellStats(rowsOf({20, 95, 5, 30}, {20, 95, 5, 30}), 4, Measure::Polarization);
    const report::Image img = drawPhaseDiagram(spec, Measure::Polarization, stats, report::ChartFonts::builtIn());
    EXPECT_EQ(img.width(), kPhaseChartWidth);
    EXPECT_EQ(img.height(), kPhaseChartHeight);
    // The plot spans x 120..830 and y 96..550: the first axis across, the second upwards.
    // Sample off the centre, away from the value written there.
    const report::Rgba lowJitterHighK = img.pixel(140, 120), lowJitterLowK = img.pixel(140, 530);
    const report::Rgba highJitterLowK = img.pixel(810, 530);
    EXPECT_GT(brightness(lowJitterHighK), brightness(lowJitterLowK));
    EXPECT_GT(brightness(lowJitterLowK), brightness(highJitterLowK));
}

TEST(PhaseDiagram, TheLineChartDrawsErrorBarsWhereTheSeedsDisagree) {
    const SweepSpec spec = specWith(R"({"jitter": [0, 0.3, 0.6]})");
    const auto spread = drawPhaseDiagram(spec, Measure::Polarization,
                                         cellStats(rowsOf({10, 50, 90}, {30, 50, 70}), 3, Measure::Polarization),
                                         report::ChartFonts::builtIn());
    const auto flat = drawPhaseDiagram(spec, Measure::Polarization,
                                       cellStats(rowsOf({20, 50, 80}, {20, 50, 80}), 3, Measure::Polarization),
                                       report::ChartFonts::builtIn());
    int differing = 0;
    for (int y = 0; y < spread.height(); ++y)
        for (int x = 0; x < spread.width(); ++x) differing += spread.pixel(x, y) == flat.pixel(x, y) ? 0 : 1;
    EXPECT_GT(differing, 50) << "the bars of +-14 should show";
}

TEST(PhaseDiagram, APngPerMeasureForOneOrTwoAxesAndNoneForThree) {
    report::TempDir tmp;
    const SweepSpec two = specWith(R"({"jitter": [0, 0.6], "topologicalK": [1, 7]})");
    auto written = writePhaseDiagrams(two, rowsOf({1, 2, 3, 4}, {1, 2, 3, 4}), tmp.path);
    ASSERT_TRUE(written.ok()) << written.error();
    ASSERT_EQ(written->size(), 1u);
    EXPECT_EQ((*written)[0], tmp.path / "polarization.png");
    EXPECT_GT(std::filesystem::file_size((*written)[0]), 1000u);
    const SweepSpec three = specWith(R"({"jitter": [0, 0.6], "topologicalK": [1, 7], "maxTurn": [0.1]})");
    EXPECT_FALSE(hasPhaseDiagram(three));
    auto none = writePhaseDiagrams(three, {}, tmp.path / "three");
    ASSERT_TRUE(none.ok());
    EXPECT_TRUE(none->empty());
}

}  // namespace
}  // namespace murmur::sweep
