// End-to-end tests of the panel's captures, experiments and --snapshot: the real `murmur`
// in a real X window (Xvfb + Mesa llvmpipe), checked through the files it writes, its
// screenshots and what it prints.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <unistd.h>

#include "x_session.hpp"

namespace murmur::apptest {
namespace {

namespace fs = std::filesystem;

// Small and short: a software rasteriser on two cores. Experiments on request only.
const std::vector<std::string> kBaseArgs = {"--size", "960x600",      "--backend", "cpu",           "--auto-reduce",
                                            "off",    "--autorotate", "off",       "--experiments", "manual"};

std::vector<std::string> args(std::initializer_list<std::string> extra) {
    std::vector<std::string> a = kBaseArgs;
    a.insert(a.end(), extra.begin(), extra.end());
    return a;
}

// A fresh folder of this test's own (captures, cache), removed at the end.
struct TempDir {
    fs::path path;
    explicit TempDir(const std::string& name) {
        path = fs::path(::testing::TempDir()) / ("murmur_e_" + std::to_string(::getpid()) + "_" + name);
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~TempDir() { fs::remove_all(path); }
};

// The first stdout line starting with prefix, split into words.
std::vector<std::string> lineWords(const std::string& out, const std::string& prefix) {
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);)
        if (line.rfind(prefix, 0) == 0) {
            std::vector<std::string> words;
            std::istringstream w(line);
            for (std::string s; w >> s;) words.push_back(s);
            return words;
        }
    return {};
}

// Frames ffprobe decodes from a video; -1 when it cannot read it.
int ffprobeFrames(const std::string& path) {
    const std::string cmd =
        "ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames "
        "-of default=nokey=1:noprint_wrappers=1 '" +
        path + "' 2>/dev/null";
    FILE* p = ::popen(cmd.c_str(), "r");
    if (!p) return -1;
    char buf[64] = {};
    const bool got = std::fgets(buf, sizeof buf, p) != nullptr;
    ::pclose(p);
    return got ? std::atoi(buf) : -1;
}

bool onPath(const std::string& program) {
    return std::system(("command -v " + program + " >/dev/null 2>&1").c_str()) == 0;
}

bool near(const std::uint8_t* p, int r, int g, int b, int tolerance = 6) {
    return std::abs(p[0] - r) <= tolerance && std::abs(p[1] - g) <= tolerance && std::abs(p[2] - b) <= tolerance;
}

class MurmurCapture : public WindowTest {};

TEST_F(MurmurCapture, SaveScreenshotWritesATimestampedPngAndRecordVideoARealMp4) {
    if (!onPath("ffmpeg") || !onPath("ffprobe")) GTEST_SKIP() << "ffmpeg / ffprobe not installed";
    TempDir dir("capture");
    const std::string video = (dir.path / "view.mp4").string();
    const std::string script = writeScript("capture.script", "wait 10\nsavescreenshot\nrecord start " + video +
                                                                 "\nwait 12\nhawk\nwait 12\nrecord stop\nwait 1\n"
                                                                 "print capture\nquit\n");
    // The video runs on the wall clock at kVideoFps (30): a frame drawn sooner than 1/30 s
    // after the last adds none. Frames at least 40 ms apart make every drawn frame add one or
    // two, on a fast machine as on a slow one.
    const RunResult r =
        runMurmur(display(), args({"--capture-dir", dir.path.string(), "--script", script, "--frame-delay-ms", "40"}));
    ASSERT_EQ(r.exitCode, 0) << r.err;

    // The screenshot: a PNG of the whole window, named by the time, in the capture folder.
    const auto shot = lineWords(r.out, "saved screenshot ");
    ASSERT_EQ(shot.size(), 4u) << r.out;
    const fs::path png = shot[2];
    EXPECT_EQ(png.parent_path(), dir.path);
    EXPECT_EQ(png.filename().string().rfind("murmur-20", 0), 0u) << png;
    EXPECT_EQ(png.extension(), ".png");
    EXPECT_EQ(shot[3], "960x600");
    const Image img = loadPng(png.string());
    ASSERT_TRUE(img.ok());
    EXPECT_EQ(img.width, 960);
    EXPECT_EQ(img.height, 600);

    // The video: ffprobe decodes as many frames as were written, at the window's size.
    auto status = parseKeyValues(r.out, "capture");
    EXPECT_EQ(status["recording"], "0");
    EXPECT_EQ(status["video"], video);
    EXPECT_EQ(status["error"], "-");
    const int written = std::atoi(status["video_frames"].c_str());
    EXPECT_GE(written, 24);      // one or more per drawn frame (24 drawn while recording)
    EXPECT_LE(written, 2 * 26);  // at most two per drawn frame
    EXPECT_EQ(ffprobeFrames(video), written);
    EXPECT_NE(lineWords(r.out, "recording started ").size(), 0u);
}

TEST_F(MurmurCapture, WithoutFfmpegRecordingSaysHowToInstallIt) {
    TempDir dir("noffmpeg");
    const std::string video = (dir.path / "none.mp4").string();
    const std::string script =
        writeScript("noffmpeg.script", "wait 3\nrecord start " + video + "\nwait 3\nprint capture\nquit\n");
    // A PATH with no ffmpeg on it (the program itself is started by its full path).
    const RunResult r =
        runMurmur(display(), args({"--script", script}), 90.0, {"PATH=" + (dir.path / "empty").string()});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    auto status = parseKeyValues(r.out, "capture");
    EXPECT_EQ(status["ffmpeg"], "0");
    EXPECT_EQ(status["recording"], "0");
    EXPECT_EQ(status["error"], "1");
    EXPECT_NE(r.err.find("apt-get install ffmpeg"), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(video));
}

// The chart noted as `name` in the screenshot: blue and grey bars in the report's colours.
void expectBlueAndGreyBars(const std::string& out, const std::string& shot, const std::string& name) {
    auto layout = parseLayout(out);
    ASSERT_TRUE(layout.count(name)) << name;
    const PixelRect chart = layout[name];
    ASSERT_GT(chart.width, 100);
    ASSERT_GT(chart.height, 40);
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    const int blue = countPixels(img, chart, [](const std::uint8_t* p) { return near(p, 46, 112, 196); });
    const int grey = countPixels(img, chart, [](const std::uint8_t* p) { return near(p, 150, 150, 150); });
    std::printf("%s %dx%d: %d blue, %d grey bar pixels\n", name.c_str(), chart.width, chart.height, blue, grey);
    EXPECT_GT(blue, 100) << name;
    EXPECT_GT(grey, 20) << name;
}

TEST_F(MurmurCapture, ExperimentsShowBarsAndTheNextStartLoadsThemFromTheCache) {
    TempDir cache("cache");
    const std::vector<std::string> env = {"XDG_CACHE_HOME=" + cache.path.string()};
    // A short sleep per frame leaves the low-priority experiments some CPU on a busy machine.
    const std::vector<std::string> small = {"--experiment-seeds", "1", "--experiment-birds", "60",
                                            "--frame-delay-ms",   "10"};
    const std::string shot = tempPath("experiments.png");
    const std::string first = writeScript("experiments1.script",
                                          "print experiments\nexperiments compute\nwait 1\nprint experiments\n"
                                          "until experiments-ready 20000\nexperiments show\nwait 3\n"
                                          "print experiments\nscreenshot " +
                                              shot + "\nquit\n");
    std::vector<std::string> a = args({"--script", first});
    a.insert(a.end(), small.begin(), small.end());
    const RunResult r = runMurmur(display(), a, 240.0, env);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(parseKeyValues(r.out, "experiments", 0)["state"], "empty");
    auto running = parseKeyValues(r.out, "experiments", 1);
    EXPECT_TRUE(running["state"] == "running" || running["state"] == "ready") << running["state"];
    auto done = parseKeyValues(r.out, "experiments", 2);
    EXPECT_EQ(done["state"], "ready");
    EXPECT_EQ(done["source"], "computed");
    EXPECT_EQ(done["done"], done["total"]);
    EXPECT_EQ(done["hawk"], "1");
    EXPECT_EQ(done["message"], "-");

    // The first chart (E1) in the panel: blue polarization bars and grey cluster-share bars
    // in the report's colours.
    expectBlueAndGreyBars(r.out, shot, "experiments-chart");

    // The next start: the same results at once, from the cache.
    const std::string second = writeScript("experiments2.script", "print experiments\nquit\n");
    std::vector<std::string> b = args({"--script", second});
    b.insert(b.end(), small.begin(), small.end());
    const RunResult again = runMurmur(display(), b, 90.0, env);
    ASSERT_EQ(again.exitCode, 0) << again.err;
    auto cached = parseKeyValues(again.out, "experiments", 0);
    EXPECT_EQ(cached["state"], "ready");
    EXPECT_EQ(cached["source"], "cache");
    EXPECT_EQ(cached["rows"], done["rows"]);
    EXPECT_EQ(cached["hawk"], "1");
}

TEST_F(MurmurCapture, E6RunsOnlyWhenAskedAndShowsItsBars) {
    // E6 (the starling model's parts) has its own Compute: nothing runs it at the start, and
    // its chart has the blue agreeing-rows and grey cluster-share bars.
    TempDir cache("e6");
    const std::vector<std::string> env = {"XDG_CACHE_HOME=" + cache.path.string()};
    const std::string shot = tempPath("e6.png");
    const std::string script = writeScript("e6.script",
                                           "wait 3\nprint experiments\nexperiments compute-e6\n"
                                           "until e6-ready 20000\nexperiments show\nwait 3\nprint experiments\n"
                                           "screenshot " +
                                               shot + "\nquit\n");
    std::vector<std::string> a = args({"--script", script});
    for (const char* extra : {"--experiment-seeds", "1", "--experiment-birds", "60", "--frame-delay-ms", "10"})
        a.emplace_back(extra);
    const RunResult r = runMurmur(display(), a, 240.0, env);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(parseKeyValues(r.out, "e6", 0)["state"], "empty");
    EXPECT_EQ(parseKeyValues(r.out, "experiments", 0)["state"], "empty") << "E6 must not start the others";
    auto done = parseKeyValues(r.out, "e6", 1);
    EXPECT_EQ(done["state"], "ready");
    EXPECT_EQ(done["done"], "6") << "all on and five parts off, one seed, one flock size";
    EXPECT_EQ(done["done"], done["total"]);
    expectBlueAndGreyBars(r.out, shot, "experiments-e6-chart");
}

TEST_F(MurmurCapture, E7RunsOnlyWhenAskedAndShowsTheWorldsBars) {
    // E7 (the world) has its own Compute too: its chart has, for each obstacle set, a grey bar
    // (the calm flock's largest cluster), an orange one (the birds startled) and a red one (the
    // birds startled when fear spreads).
    TempDir cache("e7");
    const std::string shot = tempPath("e7.png");
    const std::string script = writeScript("e7.script",
                                           "wait 3\nprint experiments\nexperiments compute-e7\n"
                                           "until e7-ready 20000\nexperiments show\nwait 3\nprint experiments\n"
                                           "screenshot " +
                                               shot + "\nquit\n");
    std::vector<std::string> a = args({"--script", script});
    for (const char* extra : {"--experiment-seeds", "1", "--experiment-birds", "60", "--frame-delay-ms", "10"})
        a.emplace_back(extra);
    const RunResult r = runMurmur(display(), a, 240.0, {"XDG_CACHE_HOME=" + cache.path.string()});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(parseKeyValues(r.out, "e7", 0)["state"], "empty");
    EXPECT_EQ(parseKeyValues(r.out, "experiments", 0)["state"], "empty") << "E7 must not start the others";
    auto done = parseKeyValues(r.out, "e7", 1);
    EXPECT_EQ(done["state"], "ready");
    EXPECT_EQ(done["done"], "18") << "three obstacle sets, three winds, contagion off and on, one seed";
    auto layout = parseLayout(r.out);
    ASSERT_TRUE(layout.count("experiments-e7-chart"));
    const PixelRect chart = layout["experiments-e7-chart"];
    ASSERT_GT(chart.width, 100);
    const Image img = loadPng(shot);
    ASSERT_TRUE(img.ok());
    const int orange = countPixels(img, chart, [](const std::uint8_t* p) { return near(p, 235, 132, 30); });
    const int grey = countPixels(img, chart, [](const std::uint8_t* p) { return near(p, 150, 150, 150); });
    const int red = countPixels(img, chart, [](const std::uint8_t* p) { return near(p, 196, 52, 40); });
    EXPECT_GT(orange, 100) << "no startled bars";
    EXPECT_GT(grey, 100) << "no largest-cluster bars";
    EXPECT_GT(red, 100) << "no bars for fear that spreads";
}

TEST_F(MurmurCapture, CancelStopsTheExperimentsAndCachesNothing) {
    TempDir cache("cancel");
    // A large flock: every run takes seconds even on many fast cores, so the cancel lands
    // long before the end (the cancel keeps the test short).
    const std::string script = writeScript("cancel.script",
                                           "experiments compute\nwait 3\nprint experiments\n"
                                           "experiments cancel\nuntil experiments-stopped 3000\n"
                                           "print experiments\nquit\n");
    const RunResult r =
        runMurmur(display(), args({"--script", script, "--experiment-seeds", "1", "--experiment-birds", "6000"}), 120.0,
                  {"XDG_CACHE_HOME=" + cache.path.string()});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(parseKeyValues(r.out, "experiments", 0)["state"], "running");
    auto after = parseKeyValues(r.out, "experiments", 1);
    EXPECT_EQ(after["state"], "cancelled");
    EXPECT_LT(std::atoi(after["done"].c_str()), std::atoi(after["total"].c_str()));
    EXPECT_EQ(after["rows"], "0");
    int files = 0;
    if (fs::exists(cache.path / "murmur"))
        for ([[maybe_unused]] const auto& e : fs::directory_iterator(cache.path / "murmur")) ++files;
    EXPECT_EQ(files, 0);
}

// Snapshot rows as numbers, the header checked; empty when the file is missing or malformed.
std::vector<std::vector<double>> readSnapshot(const std::string& path) {
    std::ifstream in(path);
    std::string line;
    if (!std::getline(in, line) || line != "id,x,y,z,hx,hy,hz,speed,fear") return {};
    std::vector<std::vector<double>> rows;
    while (std::getline(in, line)) {
        std::vector<double> v;
        std::stringstream s(line);
        for (std::string cell; std::getline(s, cell, ',');) v.push_back(std::strtod(cell.c_str(), nullptr));
        if (v.size() != 9) return {};
        rows.push_back(v);
    }
    return rows;
}

TEST_F(MurmurCapture, SnapshotWritesEveryBirdAtExit) {
    const std::string csv = tempPath("snapshot.csv");
    const RunResult r = runMurmur(display(), args({"--birds", "321", "--frames", "20", "--snapshot", csv}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto rows = readSnapshot(csv);
    ASSERT_EQ(rows.size(), 321u);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto& v = rows[i];
        EXPECT_EQ(v[0], static_cast<double>(i));
        for (double x : v) EXPECT_TRUE(std::isfinite(x));
        EXPECT_NEAR(std::sqrt(v[4] * v[4] + v[5] * v[5] + v[6] * v[6]), 1.0, 1e-4);
        EXPECT_GT(v[7], 0.0);
    }

    // A file that cannot be written: one line on stderr and exit 1.
    const std::string notAFolder = tempPath("not_a_folder");
    std::ofstream(notAFolder) << "a file";
    const RunResult bad = runMurmur(display(), args({"--frames", "2", "--snapshot", notAFolder + "/s.csv"}));
    EXPECT_EQ(bad.exitCode, 1);
    EXPECT_NE(bad.err.find("snapshot"), std::string::npos) << bad.err;
}

// The GPU backend's snapshot reads the flock back from its buffers: the same birds, in
// the same order, where the CPU reference puts them after the same 20 steps.
// A screenshot on a full disk is an error, not a 0-byte file reported as saved.
TEST_F(MurmurCapture, AScreenshotOnAFullDiskIsAnError) {
    if (!std::filesystem::exists("/dev/full")) GTEST_SKIP() << "no /dev/full here";
    const RunResult r = runMurmur(display(), args({"--frames", "3", "--screenshot", "/dev/full"}));
    EXPECT_EQ(r.exitCode, 1) << r.out;
    EXPECT_NE(r.err.find("cannot write /dev/full: No space left on device"), std::string::npos) << r.err;
    EXPECT_EQ(r.out.find("screenshot /dev/full"), std::string::npos) << "reported as saved: " << r.out;
}

TEST_F(MurmurCapture, GpuSnapshotMatchesTheCpuSnapshot) {
    std::vector<std::vector<double>> snapshots[2];
    const char* backends[2] = {"cpu", "gpu"};
    for (int b = 0; b < 2; ++b) {
        const std::string csv = tempPath(std::string("snapshot_") + backends[b] + ".csv");
        const RunResult r = runMurmur(
            display(), {"--size", "960x600", "--backend", backends[b], "--auto-reduce", "off", "--autorotate", "off",
                        "--experiments", "manual", "--birds", "321", "--frames", "20", "--snapshot", csv});
        ASSERT_EQ(r.exitCode, 0) << r.err;
        EXPECT_NE(r.out.find("birds=321 step=20"), std::string::npos) << r.out;
        EXPECT_NE((r.out + r.err).find(std::string(", ") + backends[b] + " backend,"), std::string::npos) << r.out;
        snapshots[b] = readSnapshot(csv);
        ASSERT_EQ(snapshots[b].size(), 321u) << backends[b];
    }
    double worst = 0.0;
    for (std::size_t i = 0; i < 321; ++i)
        for (std::size_t c = 0; c < 9; ++c) worst = std::max(worst, std::abs(snapshots[0][i][c] - snapshots[1][i][c]));
    std::printf("largest cpu/gpu snapshot difference after 20 steps: %g\n", worst);
    EXPECT_LT(worst, 1e-3);
}

}  // namespace
}  // namespace murmur::apptest
