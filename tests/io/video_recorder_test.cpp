// The recorder makes a real MP4: ffprobe must count exactly the frames fed in.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#include <unistd.h>

#include "io/video_recorder.hpp"

namespace murmur::report {
namespace {

namespace fs = std::filesystem;

std::string run(const std::string& command) {
    std::string out;
    if (FILE* p = ::popen(command.c_str(), "r")) {
        char buf[256];
        while (std::fgets(buf, sizeof buf, p)) out += buf;
        ::pclose(p);
    }
    return out;
}

// A moving gradient, so the encoder has real content.
std::vector<std::uint8_t> frame(int w, int h, int t) {
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(w) * h * 4);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            std::uint8_t* p = &rgba[(static_cast<std::size_t>(y) * w + x) * 4];
            p[0] = static_cast<std::uint8_t>(x * 4 + t * 8);
            p[1] = static_cast<std::uint8_t>(y * 4);
            p[2] = static_cast<std::uint8_t>(128 + t * 3);
            p[3] = 255;
        }
    return rgba;
}

int probeFrames(const fs::path& file) {
    const std::string out =
        run("ffprobe -v error -count_frames -select_streams v:0 -show_entries "
            "stream=nb_read_frames -of default=nokey=1:noprint_wrappers=1 '" +
            file.string() + "'");
    return out.empty() ? -1 : std::atoi(out.c_str());
}

void recordAndProbe(int w, int h, int frames) {
    if (!findOnPath("ffmpeg") || !findOnPath("ffprobe")) GTEST_SKIP() << "ffmpeg/ffprobe not installed";
    const fs::path out =
        fs::temp_directory_path() / ("murmur-video-" + std::to_string(::getpid()) + "-" + std::to_string(w) + ".mp4");
    VideoRecorder rec;
    std::string error;
    ASSERT_TRUE(rec.start(out, w, h, 30, error)) << error;
    EXPECT_TRUE(rec.recording());
    EXPECT_TRUE(rec.encoder() == "libx264" || rec.encoder() == "mpeg4") << rec.encoder();
    for (int t = 0; t < frames; ++t) {
        const auto f = frame(w, h, t);
        ASSERT_TRUE(rec.addFrame(f.data())) << rec.error();
    }
    EXPECT_EQ(rec.frameCount(), frames);
    ASSERT_TRUE(rec.finish(error)) << error;
    EXPECT_FALSE(rec.recording());
    EXPECT_EQ(probeFrames(out), frames);
    fs::remove(out);
}

TEST(VideoRecorder, MakesAnMp4WithEveryFrame) {
    recordAndProbe(64, 48, 15);
}

TEST(VideoRecorder, OddSizesArePaddedNotRejected) {
    recordAndProbe(33, 17, 7);
}

TEST(VideoRecorder, MissingFfmpegSaysHowToInstallIt) {
    const char* old = std::getenv("PATH");
    const std::string saved = old ? old : "";
    ::setenv("PATH", "/nonexistent-murmur-path", 1);
    VideoRecorder rec;
    std::string error;
    const bool started = rec.start(fs::temp_directory_path() / "never.mp4", 16, 16, 30, error);
    ::setenv("PATH", saved.c_str(), 1);
    EXPECT_FALSE(started);
    EXPECT_NE(error.find("ffmpeg not found"), std::string::npos) << error;
    EXPECT_NE(error.find("apt-get install ffmpeg"), std::string::npos) << error;
}

TEST(VideoRecorder, BadArgumentsAreErrorsNotCrashes) {
    VideoRecorder rec;
    std::string error;
    EXPECT_FALSE(rec.start("/nonexistent-murmur-dir/out.mp4", 16, 16, 30, error));
    EXPECT_NE(error.find("/nonexistent-murmur-dir"), std::string::npos) << error;
    EXPECT_FALSE(rec.start(fs::temp_directory_path() / "x.mp4", 0, 16, 30, error));
    const std::vector<std::uint8_t> f(16 * 16 * 4);
    EXPECT_FALSE(rec.addFrame(f.data()));  // not recording
    EXPECT_TRUE(rec.finish(error));        // nothing to finish
}

TEST(VideoRecorder, FindOnPathSearchesEachFolder) {
    EXPECT_FALSE(findOnPath("sh", "/nonexistent-a:/nonexistent-b"));
    const auto sh = findOnPath("sh", "/nonexistent-a:/bin:/usr/bin");
    ASSERT_TRUE(sh);
    EXPECT_EQ(sh->filename(), "sh");
}

}  // namespace
}  // namespace murmur::report
