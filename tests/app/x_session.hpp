// x_session.hpp - what the end-to-end tests of `murmur` need: a private X server (Xvfb),
// the program run in it, and its screenshots decoded.
//
// Each test process starts its own Xvfb on a free display (Xvfb -displayfd picks it), so
// ctest -j runs tests side by side. Not a mock: the real program, a real X window, Mesa.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <sys/types.h>

#include <gtest/gtest.h>

namespace murmur::apptest {

class XServer {
public:
    // Starts Xvfb with a 1280x800 screen; nullptr and a reason when it cannot.
    static std::unique_ptr<XServer> start(std::string& why);
    ~XServer();
    const std::string& display() const { return display_; }  // ":N"

private:
    pid_t pid_ = -1;
    std::string display_;
};

struct RunResult {
    int exitCode = -1;  // -1: killed after the timeout
    std::string out;    // stdout
    std::string err;    // stderr
};

// A running murmur, its stdout and stderr going to files in a temp folder.
class Murmur {
public:
    // env: extra "NAME=VALUE" settings for the program.
    Murmur(const std::string& display, const std::vector<std::string>& args, const std::string& tag,
           const std::vector<std::string>& env = {});
    ~Murmur();
    // Waits for exit (kills it after timeoutSeconds) and returns what it printed.
    RunResult wait(double timeoutSeconds);
    // Waits until stdout has a line starting with prefix; the line, or nothing on timeout
    // or exit.
    std::optional<std::string> waitForLine(const std::string& prefix, double timeoutSeconds);
    std::string stdoutSoFar() const;

private:
    pid_t pid_ = -1;
    std::string outPath_, errPath_;
    std::optional<int> status_;
};

// How many stdout lines of app start with prefix; waits until there are at least n (false
// on timeout).
bool waitForLines(const Murmur& app, const std::string& prefix, int n, double timeoutSeconds);

// Runs murmur to completion.
RunResult runMurmur(const std::string& display, const std::vector<std::string>& args, double timeoutSeconds = 90.0,
                    const std::vector<std::string>& env = {});

// A temp file path unique to this test process; removeTempFiles() deletes them all (the
// tests keep them when they fail, for a look).
std::string tempPath(const std::string& name);
void removeTempFiles();
// Writes a script file and returns its path.
std::string writeScript(const std::string& name, const std::string& text);
// A whole file's bytes (empty when it cannot be read): snapshots and recordings to compare.
std::string readFile(const std::string& path);

struct Image {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> rgb;
    bool ok() const { return width > 0; }
    const std::uint8_t* at(int x, int y) const { return &rgb[(static_cast<std::size_t>(y) * width + x) * 3]; }
};
Image loadPng(const std::string& path);

struct PixelRect {
    int x = 0, y = 0, width = 0, height = 0;
};

// "layout NAME x y w h" lines of `print layout`, by NAME (window coordinates; the same as
// pixels under Xvfb, whose scale is 1).
std::map<std::string, PixelRect> parseLayout(const std::string& out);
// The last "PREFIX ... key=value ..." line's values, by key.
std::map<std::string, std::string> parseKeyValues(const std::string& out, const std::string& prefix, int index = -1);

// Pixel classes, matched to the renderer's palette (see shaders/render/).
bool isBirdPixel(const std::uint8_t* p);      // neutral grey, core dark to edge pale
bool isSkyPixel(const std::uint8_t* p);       // blue
bool isHawkPixel(const std::uint8_t* p);      // orange
bool isGroundPixel(const std::uint8_t* p);    // green-beige, shadowed or not
bool isHawkBandPixel(const std::uint8_t* p);  // the charts' translucent red

// Counts pixels of a class inside a rectangle, optionally skipping another one.
template <typename Predicate>
int countPixels(const Image& image, const PixelRect& r, Predicate&& predicate, const PixelRect* skip = nullptr) {
    int n = 0;
    for (int y = r.y; y < r.y + r.height && y < image.height; ++y)
        for (int x = r.x; x < r.x + r.width && x < image.width; ++x) {
            if (skip && x >= skip->x && x < skip->x + skip->width && y >= skip->y && y < skip->y + skip->height)
                continue;
            if (predicate(image.at(x, y))) ++n;
        }
    return n;
}

// Runs a shell command with DISPLAY set (for xdotool); its exit code.
int runWithDisplay(const std::string& display, const std::string& command);

// The fixture of every window test suite: one Xvfb per suite, a clear skip when none can be
// started, and the temp files removed after each passing test (kept for a look on failure).
class WindowTest : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        std::string why;
        server_ = XServer::start(why);
        skipReason_ = why;
    }
    static void TearDownTestSuite() { server_.reset(); }
    void SetUp() override {
        if (!server_) GTEST_SKIP() << "no X server for the window tests: " << skipReason_;
    }
    void TearDown() override {
        if (!HasFailure()) removeTempFiles();
    }
    const std::string& display() const { return server_->display(); }

private:
    static inline std::unique_ptr<XServer> server_;
    static inline std::string skipReason_;
};

}  // namespace murmur::apptest
