// The Explore section's map: cells in the phase diagrams' layout, the colour range, and the
// cell the current settings fall in (within half a step of an axis value, or none).
#include "explore_map.hpp"

#include <gtest/gtest.h>

#include <memory>

namespace murmur::ui {
namespace {

sweep::SweepSpec specOf(const std::string& json) {
    auto spec = sweep::parseSweepSpec(json, "test.json", ".");
    EXPECT_TRUE(spec) << spec.error();
    return *spec;
}

const char* kTwoAxes = R"({"axes": {"jitter": [0, 0.3, 0.6], "topologicalK": [3, 7]}, "seeds": [1, 2],
                           "steps": 10, "window": 5, "measures": ["polarization", "clusters"]})";

std::vector<sweep::ResultRow> rowsFor(const sweep::SweepSpec& spec) {
    std::vector<sweep::ResultRow> rows;
    for (std::size_t c = 0; c < sweep::cellCount(spec); ++c)
        for (std::uint32_t seed : spec.seeds) {
            rows.push_back({{c, seed}, sweep::Measure::Polarization, double(c * 10 + seed)});
            rows.push_back({{c, seed}, sweep::Measure::Clusters, 1.0});
        }
    return rows;
}

TEST(ExploreMap, CellsAreLaidOutFirstAxisAcrossSecondUp) {
    const sweep::SweepSpec spec = specOf(kTwoAxes);
    auto map = exploreMap(spec, rowsFor(spec), sweep::Measure::Polarization, SimParams{});
    ASSERT_TRUE(map);
    EXPECT_EQ(map->columns(), 3u);
    EXPECT_EQ(map->rows(), 2u);
    EXPECT_EQ(map->x.field, "jitter");
    ASSERT_TRUE(map->y);
    EXPECT_EQ(map->y->labels, (std::vector<std::string>{"3", "7"}));
    // Cell (jitter 0.6, k 7) is expandCells' last: index 5, seeds 1 and 2 give 51 and 52.
    EXPECT_DOUBLE_EQ(map->at(2, 1).mean, 51.5);
    EXPECT_EQ(map->at(2, 1).seeds, 2);
    EXPECT_NEAR(map->at(2, 1).sd, 0.7071, 1e-4);
    EXPECT_DOUBLE_EQ(map->at(0, 0).mean, 1.5);
    EXPECT_DOUBLE_EQ(map->lo, 1.5);
    EXPECT_DOUBLE_EQ(map->hi, 51.5);
    EXPECT_EQ(map->filled, 6u);
}

TEST(ExploreMap, TheCurrentSettingsAreMarkedWithinHalfAStep) {
    const sweep::SweepSpec spec = specOf(kTwoAxes);
    SimParams p;
    p.jitter = 0.2f;  // nearest 0.3, 0.1 away: within half of the 0.3 step
    p.topologicalK = 7;
    auto map = exploreMap(spec, rowsFor(spec), sweep::Measure::Polarization, p);
    ASSERT_TRUE(map && map->marked());
    EXPECT_EQ(*map->x.current, 1u);
    EXPECT_EQ(*map->y->current, 1u);
    p.jitter = 0.8f;  // past the last value by more than half a step
    map = exploreMap(spec, rowsFor(spec), sweep::Measure::Polarization, p);
    EXPECT_FALSE(map->x.current);
    EXPECT_FALSE(map->marked());
    p.jitter = 0.0f;
    p.topologicalK = 5;  // exactly between 3 and 7: within half a step of both; the first wins
    map = exploreMap(spec, rowsFor(spec), sweep::Measure::Polarization, p);
    EXPECT_EQ(*map->x.current, 0u);
    EXPECT_EQ(*map->y->current, 0u);
    p.topologicalK = 12;
    map = exploreMap(spec, rowsFor(spec), sweep::Measure::Polarization, p);
    EXPECT_FALSE(map->y->current);
}

TEST(ExploreMap, TheCacheBuildsAgainOnlyWhenWhatTheMapIsBuiltFromChanges) {
    const auto spec = std::make_shared<const sweep::SweepSpec>(specOf(kTwoAxes));
    const auto rows = std::make_shared<const std::vector<sweep::ResultRow>>(rowsFor(*spec));
    ExploreMapCache cache;
    SimParams p;
    p.jitter = 0.3f;
    p.topologicalK = 7;
    ASSERT_TRUE(cache.get(spec, rows, sweep::Measure::Polarization, p));
    ASSERT_TRUE(cache.get(spec, rows, sweep::Measure::Polarization, p));
    EXPECT_EQ(cache.builds(), 1);  // the same inputs, frame after frame
    EXPECT_EQ(*cache.get(spec, rows, sweep::Measure::Polarization, p)->x.current, 1u);
    p.jitter = 0.6f;  // a slider moved: the marker follows
    EXPECT_EQ(*cache.get(spec, rows, sweep::Measure::Polarization, p)->x.current, 2u);
    EXPECT_EQ(cache.builds(), 2);
    EXPECT_DOUBLE_EQ(cache.get(spec, rows, sweep::Measure::Clusters, p)->hi, 1.0);  // another measure
    EXPECT_EQ(cache.builds(), 3);
    // A new copy of the rows (a run finished), equal or not, is built from.
    auto more = rowsFor(*spec);
    more.push_back({{0, 3}, sweep::Measure::Clusters, 5.0});
    const auto newer = std::make_shared<const std::vector<sweep::ResultRow>>(more);
    EXPECT_DOUBLE_EQ(cache.get(spec, newer, sweep::Measure::Clusters, p)->hi, 7.0 / 3.0);
    EXPECT_EQ(cache.builds(), 4);
}

TEST(ExploreMap, OneAxisAWordAxisAndMissingRuns) {
    const sweep::SweepSpec spec = specOf(R"({"axes": {"neighbourMode": ["topological", "metric"]}, "seeds": 1,
                                             "steps": 10, "window": 5, "measures": ["polarization"]})");
    std::vector<sweep::ResultRow> rows = {{{1, 1}, sweep::Measure::Polarization, 40.0}};
    SimParams p;
    p.neighbourMode = NeighbourMode::Metric;
    auto map = exploreMap(spec, rows, sweep::Measure::Polarization, p);
    ASSERT_TRUE(map);
    EXPECT_FALSE(map->y);
    EXPECT_EQ(map->rows(), 1u);
    EXPECT_EQ(map->at(0, 0).seeds, 0);  // not run yet
    EXPECT_EQ(map->filled, 1u);
    ASSERT_TRUE(map->marked());
    EXPECT_EQ(*map->x.current, 1u);
}

TEST(ExploreMap, ThreeAxesHaveNoMap) {
    const sweep::SweepSpec spec =
        specOf(R"({"axes": {"jitter": [0, 0.1], "topologicalK": [3, 7], "cohesionWeight": [1]},
                                             "seeds": 1, "steps": 10, "window": 5, "measures": ["polarization"]})");
    EXPECT_FALSE(exploreMap(spec, {}, sweep::Measure::Polarization, SimParams{}));
}

}  // namespace
}  // namespace murmur::ui
