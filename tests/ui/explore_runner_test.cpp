// The Explore section's runner: a spec run into a folder in the background (the same
// results.csv as murmur-cli sweep's runner writes), a folder opened, a bad one, a cancel.
#include "explore_runner.hpp"

#include <fstream>

#include <gtest/gtest.h>

namespace murmur::ui {
namespace {

std::filesystem::path tempFolder(const std::string& name) {
    auto dir = std::filesystem::temp_directory_path() / ("murmur_explore_" + name + "_" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

std::string writeSpec(const std::filesystem::path& dir, int steps) {
    const auto path = dir / "spec-in.json";
    std::ofstream(path) << R"({"base": {"birdCount": 60}, "axes": {"jitter": [0, 0.4], "topologicalK": [3, 7]},
                               "seeds": 2, "steps": )"
                        << steps << R"(, "window": 10, "measures": ["polarization", "clusters"]})";
    return path.string();
}

TEST(ExploreRunner, RunsASpecThenShowsItsFolder) {
    const auto dir = tempFolder("run");
    ExploreRunner runner({.threads = 2, .niceness = 0});
    runner.run(writeSpec(dir, 40), dir / "out");
    runner.wait();
    const ExploreView v = runner.view();
    ASSERT_EQ(v.state, ExploreState::Ready) << v.message;
    EXPECT_FALSE(v.cancelled);
    EXPECT_EQ(v.done, 8u);
    EXPECT_EQ(v.total, 8u);
    ASSERT_TRUE(v.spec && v.rows);
    EXPECT_EQ(v.rows->size(), 4u * 2u * 2u);  // cells x seeds x measures
    // Opening the folder again reads the same rows.
    runner.open(dir / "out");
    runner.wait();
    EXPECT_EQ(runner.view().rows->size(), 16u);
    EXPECT_EQ(runner.view().folder, (dir / "out").string());
    std::filesystem::remove_all(dir);
}

TEST(ExploreRunner, ABadFolderOrSpecSaysWhyAndKeepsWhatWasShown) {
    const auto dir = tempFolder("bad");
    ExploreRunner runner({.threads = 1, .niceness = 0});
    runner.open(dir / "nothing-here");
    runner.wait();
    EXPECT_EQ(runner.view().state, ExploreState::Failed);
    EXPECT_NE(runner.view().message.find("spec.json"), std::string::npos) << runner.view().message;
    runner.run((dir / "missing.json").string(), dir / "out");
    runner.wait();
    EXPECT_EQ(runner.view().state, ExploreState::Failed);
    EXPECT_NE(runner.view().message.find("missing.json"), std::string::npos) << runner.view().message;
    EXPECT_FALSE(runner.view().rows);
    std::filesystem::remove_all(dir);
}

TEST(ExploreRunner, CancelStopsAndShowsWhatWasWritten) {
    const auto dir = tempFolder("cancel");
    ExploreRunner runner({.threads = 1, .niceness = 0});
    runner.run(writeSpec(dir, 20000), dir / "out");  // minutes if not cancelled
    runner.cancel();
    runner.wait();
    const ExploreView v = runner.view();
    ASSERT_EQ(v.state, ExploreState::Ready) << v.message;
    EXPECT_TRUE(v.cancelled);
    EXPECT_LT(v.rows->size(), 16u);
    std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace murmur::ui
