// The experiments' rows as text: the tidy CSV and the markdown tables.
#include <gtest/gtest.h>

#include <string>

#include "murmur/experiments.hpp"
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

}  // namespace
}  // namespace murmur::report
