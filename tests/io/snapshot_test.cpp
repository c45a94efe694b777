#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "io/snapshot.hpp"
#include "murmur/model/initial_condition.hpp"

namespace murmur::report {
namespace {

namespace fs = std::filesystem;

TEST(Snapshot, OneRowPerBirdWithTheExactHeaderAndFloatsThatRoundTrip) {
    SimParams p;
    p.birdCount = 37;
    FlockState state = makeInitialFlock(p);
    state.fear[5] = 0.25f;
    const fs::path path = fs::temp_directory_path() / ("murmur-snapshot-" + std::to_string(::getpid()) + ".csv");
    ASSERT_FALSE(writeSnapshotCsv(path, state));
    std::ifstream in(path);
    std::string line;
    ASSERT_TRUE(std::getline(in, line));
    EXPECT_EQ(line, "id,x,y,z,hx,hy,hz,speed,fear");
    std::size_t rows = 0;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string cell;
        std::vector<std::string> cells;
        while (std::getline(fields, cell, ',')) cells.push_back(cell);
        ASSERT_EQ(cells.size(), 9u) << line;
        EXPECT_EQ(std::stoul(cells[0]), rows);
        std::vector<float> v;
        for (std::size_t c = 1; c < 9; ++c) {
            v.push_back(std::stof(cells[c]));
            EXPECT_TRUE(std::isfinite(v.back()));
        }
        EXPECT_EQ(v[0], state.position[rows].x);
        EXPECT_EQ(v[1], state.position[rows].y);
        EXPECT_EQ(v[2], state.position[rows].z);
        EXPECT_EQ(v[3], state.heading[rows].x);
        EXPECT_EQ(v[5], state.heading[rows].z);
        EXPECT_EQ(v[6], state.speed[rows]);
        EXPECT_EQ(v[7], state.fear[rows]);
        ++rows;
    }
    EXPECT_EQ(rows, state.size());
    fs::remove(path);
}

TEST(Snapshot, NonFiniteStateIsRefusedAndNothingWritten) {
    SimParams p;
    p.birdCount = 5;
    FlockState state = makeInitialFlock(p);
    state.position[2].y = std::nanf("");
    const fs::path path = fs::temp_directory_path() / ("murmur-snapshot-nan-" + std::to_string(::getpid()) + ".csv");
    const auto err = writeSnapshotCsv(path, state);
    ASSERT_TRUE(err);
    EXPECT_NE(err->find("non-finite"), std::string::npos);
    EXPECT_FALSE(fs::exists(path));
}

TEST(Snapshot, UnwritablePathIsAnError) {
    SimParams p;
    p.birdCount = 3;
    EXPECT_TRUE(writeSnapshotCsv("/proc/murmur-no/snap.csv", makeInitialFlock(p)));
}

TEST(Snapshot, EmptyFlockIsJustTheHeader) {
    EXPECT_EQ(snapshotCsv(FlockState{}), "id,x,y,z,hx,hy,hz,speed,fear\n");
}

}  // namespace
}  // namespace murmur::report
