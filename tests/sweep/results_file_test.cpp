// results_file_test.cpp - results.csv: its rows, what a scan of it finds done, the torn
// ends a kill leaves (cut off), the files that are not this sweep's (refused), and the
// folder's spec check and lock.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "sweep/results_file.hpp"
#include "temp_dir.hpp"

namespace murmur::sweep {
namespace {

SweepSpec spec2x2() {
    auto spec = parseSweepSpec(R"({"base": {"birdCount": 50}, "axes": {"jitter": [0, 0.5], "topologicalK": [1, 7]},
        "seeds": 2, "steps": 5, "window": 2, "measures": ["polarization", "clusters"]})",
                               "s.json", ".");
    EXPECT_TRUE(spec.ok()) << spec.error();
    return *spec;
}

const std::vector<MeasureValue> kValues = {{Measure::Polarization, 12.5}, {Measure::Clusters, 0.1}};

std::string readAll(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

TEST(ResultsFile, TheHeaderAndARunsRowsAreTidy) {
    const SweepSpec spec = spec2x2();
    EXPECT_EQ(resultsHeader(spec), "jitter,topologicalK,seed,measure,value\n");
    const auto cells = expandCells(spec);
    EXPECT_EQ(resultsBlock(cells[3], 2, kValues), "0.5,7,2,polarization,12.5\n0.5,7,2,clusters,0.1\n");
    const std::vector<MeasureValue> exact = {{Measure::Polarization, 1.0 / 3.0}};
    EXPECT_EQ(resultsBlock(cells[0], 1, exact), "0,1,1,polarization,0.3333333333333333\n");  // reads back exactly
}

TEST(ResultsFile, AScanFindsTheCompleteRunsAndTheirValues) {
    const SweepSpec spec = spec2x2();
    const auto cells = expandCells(spec);
    const std::string text =
        resultsHeader(spec) + resultsBlock(cells[0], 1, kValues) + resultsBlock(cells[2], 2, kValues);
    auto scan = scanResults(text, spec, cells, "r.csv");
    ASSERT_TRUE(scan.ok()) << scan.error();
    EXPECT_TRUE(scan->hasHeader);
    EXPECT_EQ(scan->done, (std::set<RunKey>{{0, 1}, {2, 2}}));
    ASSERT_EQ(scan->rows.size(), 4u);
    EXPECT_EQ(scan->rows[3].run, (RunKey{2, 2}));
    EXPECT_EQ(scan->rows[3].measure, Measure::Clusters);
    EXPECT_EQ(scan->rows[3].value, 0.1);
    EXPECT_EQ(scan->keepBytes, text.size());
    EXPECT_EQ(scan->droppedLines, 0u);
}

TEST(ResultsFile, ATornLastLineAndAnIncompleteLastRunAreCutOff) {
    const SweepSpec spec = spec2x2();
    const auto cells = expandCells(spec);
    const std::string good = resultsHeader(spec) + resultsBlock(cells[0], 1, kValues);
    const std::string next = resultsBlock(cells[0], 2, kValues);
    // A kill in the middle of a line, and one between the run's two lines.
    for (std::size_t cut : {std::size_t{7}, next.find('\n') + 1, next.size() - 1}) {
        auto scan = scanResults(good + next.substr(0, cut), spec, cells, "r.csv");
        ASSERT_TRUE(scan.ok()) << scan.error();
        EXPECT_EQ(scan->keepBytes, good.size()) << cut;
        EXPECT_EQ(scan->done, (std::set<RunKey>{{0, 1}})) << cut;
        EXPECT_EQ(scan->rows.size(), 2u);
        EXPECT_GE(scan->droppedLines, 1u);
    }
    auto torn = scanResults(resultsHeader(spec).substr(0, 9), spec, cells, "r.csv");  // even the header
    ASSERT_TRUE(torn.ok()) << torn.error();
    EXPECT_FALSE(torn->hasHeader);
    EXPECT_EQ(torn->keepBytes, 0u);
}

TEST(ResultsFile, TextThatIsNotThisSweepsIsRefusedNamingTheLine) {
    const SweepSpec spec = spec2x2();
    const auto cells = expandCells(spec);
    const std::string head = resultsHeader(spec);
    const std::string run = resultsBlock(cells[1], 1, kValues);
    const std::string half = run.substr(0, run.find('\n') + 1);
    struct Case {
        std::string text, expected;
    };
    const Case cases[] = {
        {"a,b,seed,measure,value\n", "r.csv line 1: the header is not this sweep's"},
        {head + "0,1,1,polarization\n", "r.csv line 2: expected 5 columns, got 4"},
        {head + "0.25,1,1,polarization,1\n", "r.csv line 2: the axis values are no cell of this sweep"},
        {head + "0,1,3,polarization,1\n", "r.csv line 2: '3' is no seed of this sweep"},
        {head + "0,1,1,clumping,1\n", "r.csv line 2: 'clumping' is no measure of this sweep"},
        {head + "0,1,1,polarization,x\n", "r.csv line 2: 'x' is not a number"},
        {head + run + run, "r.csv line 4: a run that is already complete above"},
        {head + half + resultsBlock(cells[2], 1, kValues), "r.csv line 2: an incomplete run (1 of 2 measures)"},
        {head + half + half, "r.csv line 3: a measure twice in one run"},
    };
    for (const Case& c : cases) {
        auto scan = scanResults(c.text, spec, cells, "r.csv");
        ASSERT_FALSE(scan.ok()) << c.text;
        EXPECT_NE(scan.error().find(c.expected), std::string::npos) << c.text << "\n  got: " << scan.error();
    }
}

TEST(ResultsFile, AFolderIsCreatedAndReopenedWithWhatIsDone) {
    report::TempDir tmp;
    const auto dir = tmp.path / "sweep";
    const SweepSpec spec = spec2x2();
    const auto cells = expandCells(spec);
    {
        auto file = ResultsFile::open(spec, dir);
        ASSERT_TRUE(file.ok()) << file.error();
        EXPECT_TRUE(file->done().empty());
        ASSERT_TRUE(file->append(cells[1], 2, kValues).ok());
        EXPECT_EQ(file->done().size(), 1u);
    }
    EXPECT_EQ(readAll(dir / kSpecName), sweepSpecJson(spec));
    EXPECT_EQ(readAll(dir / kResultsName), resultsHeader(spec) + resultsBlock(cells[1], 2, kValues));
    auto again = ResultsFile::open(spec, dir);
    ASSERT_TRUE(again.ok()) << again.error();
    EXPECT_EQ(again->done(), (std::set<RunKey>{{1, 2}}));
    EXPECT_EQ(again->rows().size(), 2u);
}

TEST(ResultsFile, OpeningCutsATornEndOffTheFile) {
    report::TempDir tmp;
    const SweepSpec spec = spec2x2();
    const auto cells = expandCells(spec);
    const std::string good = resultsHeader(spec) + resultsBlock(cells[0], 1, kValues);
    ASSERT_TRUE(ResultsFile::open(spec, tmp.path).ok());  // writes spec.json
    std::ofstream(tmp.path / kResultsName, std::ios::binary) << good << "0,1,2,polari";
    {
        auto file = ResultsFile::open(spec, tmp.path);
        ASSERT_TRUE(file.ok()) << file.error();
        EXPECT_EQ(file->droppedLines(), 1u);
        ASSERT_TRUE(file->append(cells[0], 2, kValues).ok());
    }
    EXPECT_EQ(readAll(tmp.path / kResultsName), good + resultsBlock(cells[0], 2, kValues));
}

TEST(ResultsFile, AnotherSweepsFolderAndASecondWriterAreRefused) {
    report::TempDir tmp;
    const SweepSpec spec = spec2x2();
    auto first = ResultsFile::open(spec, tmp.path);
    ASSERT_TRUE(first.ok()) << first.error();
    auto second = ResultsFile::open(spec, tmp.path);
    ASSERT_FALSE(second.ok());
    EXPECT_NE(second.error().find("another sweep is writing this folder"), std::string::npos) << second.error();
    first = Result<ResultsFile>(fail("closed"));  // releases the lock

    SweepSpec other = spec;
    other.steps = 6;
    auto mismatch = ResultsFile::open(other, tmp.path);
    ASSERT_FALSE(mismatch.ok());
    EXPECT_NE(mismatch.error().find("holds another sweep's results"), std::string::npos) << mismatch.error();

    report::TempDir orphan;
    std::ofstream(orphan.path / kResultsName) << "x\n";
    auto noSpec = ResultsFile::open(spec, orphan.path);
    ASSERT_FALSE(noSpec.ok());
    EXPECT_NE(noSpec.error().find("without its spec.json"), std::string::npos) << noSpec.error();
}

}  // namespace
}  // namespace murmur::sweep
