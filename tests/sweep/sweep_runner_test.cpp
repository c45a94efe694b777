// sweep_runner_test.cpp - whole sweeps: the same file on any thread count, nothing redone on
// a second call, and an interrupted sweep that is resumed (also from a torn end) writes
// byte for byte the file an uninterrupted one writes.
#include <gtest/gtest.h>

#include <atomic>
#include <fstream>
#include <sstream>

#include "sweep/sweep_runner.hpp"
#include "temp_dir.hpp"

namespace murmur::sweep {
namespace {

SweepSpec small() {
    auto spec = parseSweepSpec(R"({"base": {"birdCount": 60}, "axes": {"jitter": [0, 0.6], "topologicalK": [1, 3, 7]},
        "seeds": 2, "steps": 40, "window": 10, "measures": ["polarization", "largest_cluster_pct"]})",
                               "s.json", ".");
    EXPECT_TRUE(spec.ok()) << spec.error();
    return *spec;
}

std::string readAll(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string sweepWith(int threads, const std::filesystem::path& dir) {
    SweepOptions o;
    o.threads = threads;
    auto outcome = runSweep(small(), dir, o);
    EXPECT_TRUE(outcome.ok()) << outcome.error();
    return readAll(dir / kResultsName);
}

TEST(SweepRunner, PendingRunsAreCellByCellWithTheSeedsInOrder) {
    const auto runs = pendingRuns(small(), {{0, 2}, {4, 1}});
    ASSERT_EQ(runs.size(), 10u);
    EXPECT_EQ(runs[0], (RunKey{0, 1}));
    EXPECT_EQ(runs[1], (RunKey{1, 1}));
    EXPECT_EQ(runs[2], (RunKey{1, 2}));
    EXPECT_EQ(runs.back(), (RunKey{5, 2}));
}

TEST(SweepRunner, TheFileIsTheSameOnAnyThreadCountAndHasEveryRunOnce) {
    report::TempDir tmp;
    const std::string one = sweepWith(1, tmp.path / "one");
    EXPECT_EQ(sweepWith(3, tmp.path / "three"), one);
    // 6 cells x 2 seeds x 2 measures, and the header.
    EXPECT_EQ(std::count(one.begin(), one.end(), '\n'), 25);
    EXPECT_TRUE(std::filesystem::exists(tmp.path / "one" / "polarization.png"));
    EXPECT_TRUE(std::filesystem::exists(tmp.path / "one" / "largest_cluster_pct.png"));
}

TEST(SweepRunner, ASecondCallFindsEverythingDone) {
    report::TempDir tmp;
    const std::string first = sweepWith(2, tmp.path);
    auto again = runSweep(small(), tmp.path, {});
    ASSERT_TRUE(again.ok()) << again.error();
    EXPECT_EQ(again->ran, 0u);
    EXPECT_EQ(again->skipped, 12u);
    EXPECT_EQ(readAll(tmp.path / kResultsName), first);
}

TEST(SweepRunner, AnInterruptedSweepResumedGivesTheUninterruptedFile) {
    report::TempDir tmp;
    const std::string whole = sweepWith(2, tmp.path / "whole");
    const auto dir = tmp.path / "resumed";
    std::atomic<bool> cancel{false};
    SweepOptions o;
    o.threads = 1;  // so the cancel lands after exactly 5 runs (with more, finished runs are still appended)
    o.cancel = &cancel;
    o.progress = [&](std::size_t done, std::size_t) {
        if (done == 5) cancel = true;
    };
    auto stopped = runSweep(small(), dir, o);
    ASSERT_TRUE(stopped.ok()) << stopped.error();
    EXPECT_TRUE(stopped->cancelled);
    EXPECT_EQ(stopped->ran, 5u);
    EXPECT_FALSE(std::filesystem::exists(dir / "polarization.png"));
    // A kill in the middle of the next write leaves half a line.
    std::ofstream(dir / kResultsName, std::ios::app | std::ios::binary) << "0.6,1,1,polariz";
    SweepOptions two;
    two.threads = 2;
    auto resumed = runSweep(small(), dir, two);
    ASSERT_TRUE(resumed.ok()) << resumed.error();
    EXPECT_EQ(resumed->skipped, stopped->ran);
    EXPECT_EQ(resumed->ran, 12u - stopped->ran);
    EXPECT_EQ(resumed->droppedLines, 1u);
    EXPECT_EQ(readAll(dir / kResultsName), whole);
    EXPECT_TRUE(std::filesystem::exists(dir / "polarization.png"));
}

}  // namespace
}  // namespace murmur::sweep
