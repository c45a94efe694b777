// The panel's experiments in the background: the same rows as runExperiments, cached for
// the next start, progress counted, and cancel leaving nothing behind.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>
#include <sys/resource.h>
#include <unistd.h>

#include "experiments_runner.hpp"
#include "io/results_cache.hpp"

namespace murmur::ui {
namespace {

namespace fs = std::filesystem;

// A private cache folder for each test, through XDG_CACHE_HOME (what the program reads).
class ExperimentsRunnerTest : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        root_ =
            fs::temp_directory_path() / ("murmur-exp-" + std::string(info->name()) + "-" + std::to_string(::getpid()));
        fs::remove_all(root_);
        fs::create_directories(root_);
        ::setenv("XDG_CACHE_HOME", root_.c_str(), 1);
    }
    void TearDown() override {
        ::unsetenv("XDG_CACHE_HOME");
        fs::remove_all(root_);
    }
    int filesInCache() const {
        int n = 0;
        if (fs::exists(root_ / "murmur"))
            for ([[maybe_unused]] const auto& e : fs::directory_iterator(root_ / "murmur")) ++n;
        return n;
    }
    fs::path root_;
};

// Small and quick: the protocols' step counts are fixed, the flock is not.
ExperimentsConfig smallConfig() {
    ExperimentsConfig c;
    c.base.birdCount = 40;
    c.seeds = 1;
    c.threads = 2;
    return c;
}

std::string readFile(const fs::path& p) {
    std::ifstream f(p, std::ios::binary);
    std::ostringstream s;
    s << f.rdbuf();
    return s.str();
}

TEST_F(ExperimentsRunnerTest, ComputesTheCliRowsAndTheNextStartLoadsThemFromTheCache) {
    const ExperimentsConfig config = smallConfig();
    ExperimentOptions direct;
    {
        ExperimentsRunner runner(config);
        EXPECT_EQ(runner.view().state, ExperimentsState::Empty);
        EXPECT_FALSE(runner.view().rows);
        direct = runner.options();
        runner.start();
        EXPECT_EQ(runner.view().state, ExperimentsState::Running);
        runner.wait();
        const ExperimentsView v = runner.view();
        ASSERT_EQ(v.state, ExperimentsState::Ready) << v.message;
        EXPECT_TRUE(v.message.empty()) << v.message;
        EXPECT_FALSE(v.fromCache);
        EXPECT_GT(v.total, 1);
        EXPECT_EQ(v.done, v.total);
        ASSERT_TRUE(v.rows);
        ASSERT_TRUE(v.hawk);
        EXPECT_EQ(v.hawk->polarization.size(), std::size_t(report::kHawkSeriesSteps) + 1);
        EXPECT_TRUE(v.hawk->hawkSent);

        // The very rows `murmur-cli experiments` computes for these options.
        const ExperimentResults cli = runExperiments(direct);
        ASSERT_EQ(cli.rows.size(), v.rows->size());
        for (std::size_t i = 0; i < cli.rows.size(); ++i) {
            EXPECT_EQ(cli.rows[i].experiment, (*v.rows)[i].experiment);
            EXPECT_EQ(cli.rows[i].variant, (*v.rows)[i].variant);
            EXPECT_EQ(cli.rows[i].metric, (*v.rows)[i].metric);
            EXPECT_EQ(cli.rows[i].value, (*v.rows)[i].value) << i;
        }
    }
    EXPECT_EQ(filesInCache(), 2);  // the experiments and the hawk series

    ExperimentsRunner again(config);
    const ExperimentsView v = again.view();
    EXPECT_EQ(v.state, ExperimentsState::Ready);
    EXPECT_TRUE(v.fromCache);
    ASSERT_TRUE(v.rows);
    ASSERT_TRUE(v.hawk);
    EXPECT_EQ(v.hawk->polarization.size(), std::size_t(report::kHawkSeriesSteps) + 1);

    // Another flock is another key: nothing cached for it.
    ExperimentsConfig other = config;
    other.base.birdCount = 41;
    EXPECT_EQ(ExperimentsRunner(other).view().state, ExperimentsState::Empty);
}

TEST_F(ExperimentsRunnerTest, ExperimentThreadsRunAtLowerPriority) {
    ExperimentsConfig config = smallConfig();
    config.hawkSeries = false;
    config.niceness = 5;
    const int before = ::getpriority(PRIO_PROCESS, 0);
    ExperimentsRunner runner(config);
    runner.start();
    runner.wait();
    ASSERT_EQ(runner.view().state, ExperimentsState::Ready);
    // Every thread that finished a run (the pool's too) ran five nice levels lower.
    EXPECT_EQ(runner.view().workerNice, std::min(before + 5, 19));
    EXPECT_EQ(::getpriority(PRIO_PROCESS, 0), before);  // the caller's own priority is untouched
}

TEST_F(ExperimentsRunnerTest, CancelStopsTheWorkersAndCachesNothing) {
    // The default flock: each run takes seconds, so a cancel right after the start lands
    // long before the last run is done.
    ExperimentsConfig config;
    config.seeds = 1;
    config.threads = 2;
    ExperimentsRunner runner(config);
    runner.start();
    EXPECT_TRUE(runner.running());
    runner.cancel();
    runner.wait();  // returns only when every worker has stopped
    const ExperimentsView v = runner.view();
    EXPECT_FALSE(runner.running());
    EXPECT_EQ(v.state, ExperimentsState::Cancelled);
    EXPECT_LT(v.done, v.total);
    EXPECT_FALSE(v.rows);
    EXPECT_FALSE(v.hawk);
    EXPECT_EQ(filesInCache(), 0);
    EXPECT_FALSE(report::loadCachedResults(runner.options()));
}

TEST_F(ExperimentsRunnerTest, CancelledRecomputeKeepsTheCachedResults) {
    const ExperimentsConfig config = smallConfig();
    {
        ExperimentsRunner first(config);
        first.start();
        first.wait();
        ASSERT_EQ(first.view().state, ExperimentsState::Ready);
    }
    const fs::path cached =
        report::resultsCachePath(root_ / "murmur", report::resultsCacheKey(ExperimentsRunner(config).options()));
    ASSERT_TRUE(fs::exists(cached));
    const std::string before = readFile(cached);

    ExperimentsRunner runner(config);
    ASSERT_TRUE(runner.view().fromCache);
    const std::size_t rows = runner.view().rows->size();
    runner.start();
    runner.cancel();
    runner.wait();
    const ExperimentsView v = runner.view();
    EXPECT_EQ(v.state, ExperimentsState::Cancelled);
    ASSERT_TRUE(v.rows);  // what was shown stays
    EXPECT_EQ(v.rows->size(), rows);
    EXPECT_EQ(readFile(cached), before);
    EXPECT_EQ(filesInCache(), 2);  // no temporary file left behind
}

TEST_F(ExperimentsRunnerTest, WithoutACacheFolderResultsAreShownAndTheReasonGiven) {
    ::setenv("XDG_CACHE_HOME", (root_ / "file").c_str(), 1);
    std::ofstream(root_ / "file") << "not a folder";
    ExperimentsConfig config = smallConfig();
    config.hawkSeries = false;
    ExperimentsRunner runner(config);
    runner.start();
    runner.wait();
    const ExperimentsView v = runner.view();
    EXPECT_EQ(v.state, ExperimentsState::Ready);
    ASSERT_TRUE(v.rows);
    EXPECT_FALSE(v.hawk);
    EXPECT_NE(v.message.find("not cached"), std::string::npos) << v.message;
}

TEST(HawkSeriesRows, RoundTripAndRefuseIncompleteRows) {
    report::HawkSeries s;
    for (int t = 0; t < 5; ++t) {
        s.polarization.push_back(40.0f + 0.123456789f * float(t));
        s.clumping.push_back(-1.5f + float(t));
        s.largestClusterPct.push_back(90.0f + float(t) / 3.0f);
        s.clusterCount.push_back(t % 3);
        s.hawkInSky.push_back(t >= 2 && t < 4);
    }
    s.hawkSent = true;
    s.hawkSentStep = 2;
    s.hawkLeftStep = 4;
    s.birdCount = 123;
    s.seed = 7;
    s.minPolarizationInSky = 40.246913578f;
    const auto rows = hawkSeriesRows(s);
    const auto back = hawkSeriesFromRows(rows);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->polarization, s.polarization);
    EXPECT_EQ(back->clumping, s.clumping);
    EXPECT_EQ(back->largestClusterPct, s.largestClusterPct);
    EXPECT_EQ(back->clusterCount, s.clusterCount);
    EXPECT_EQ(back->hawkInSky, s.hawkInSky);
    EXPECT_TRUE(back->hawkSent);
    EXPECT_EQ(back->hawkSentStep, 2u);
    EXPECT_EQ(back->hawkLeftStep, std::optional<std::uint32_t>(4));
    EXPECT_FALSE(back->regroupStep);
    EXPECT_EQ(back->birdCount, 123);
    EXPECT_EQ(back->seed, 7u);
    EXPECT_EQ(back->minPolarizationInSky, s.minPolarizationInSky);

    auto missing = rows;
    missing.pop_back();
    EXPECT_FALSE(hawkSeriesFromRows(missing));
    EXPECT_FALSE(hawkSeriesFromRows({}));
}

}  // namespace
}  // namespace murmur::ui
