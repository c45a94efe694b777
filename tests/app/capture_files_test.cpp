// The captures' file names (timestamped, never overwriting) and the video's frame pacing.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <unistd.h>

#include "capture_files.hpp"

namespace murmur::app {
namespace {

namespace fs = std::filesystem;

TEST(CaptureFiles, TimestampedNamesNeverOverwrite) {
    const fs::path dir = fs::temp_directory_path() / ("murmur-capture-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path a = freshCapturePath(dir, "murmur", ".png");
    EXPECT_EQ(a.parent_path(), dir);
    const std::string name = a.filename().string();
    EXPECT_EQ(name.rfind("murmur-20", 0), 0u) << name;
    EXPECT_EQ(name.substr(name.size() - 4), ".png");
    std::ofstream(a) << "x";
    const fs::path b = freshCapturePath(dir, "murmur", ".png");
    EXPECT_NE(a, b);
    EXPECT_FALSE(fs::exists(b));
    EXPECT_EQ(b.extension(), ".png");
    fs::remove_all(dir);
}

TEST(CaptureFiles, VideoFramesFollowWallTime) {
    EXPECT_EQ(videoFramesDue(0.0, 30, 0), 1);   // the first frame at once
    EXPECT_EQ(videoFramesDue(0.01, 30, 1), 0);  // too soon for the next
    EXPECT_EQ(videoFramesDue(1.0 / 30 + 1e-9, 30, 1), 1);
    EXPECT_EQ(videoFramesDue(0.2, 30, 1, 10), 6);  // a slow frame stands for several
    EXPECT_EQ(videoFramesDue(10.0, 30, 1, 4), 4);  // a stall is not replayed in full
    EXPECT_EQ(videoFramesDue(10.0, 30, 1), 2);     // by default at most two copies
    EXPECT_EQ(videoFramesDue(1.0, 30, 100), 0);    // ahead of time: nothing
}

}  // namespace
}  // namespace murmur::app
