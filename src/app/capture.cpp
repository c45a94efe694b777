#include "capture.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>

#include <glad/gl.h>

#include "screenshot.hpp"

namespace murmur::app {

Capture::Capture(std::filesystem::path folder)
    : folder_(std::move(folder)), ffmpeg_(report::findOnPath("ffmpeg").has_value()) {}

Capture::~Capture() {
    finish();
}

void Capture::requestScreenshot(const std::string& path) {
    screenshotRequests_.push_back(path);
}

void Capture::requestStartRecording(const std::string& path) {
    startRequest_ = path;
    stopRequest_ = false;
}

void Capture::requestStopRecording() {
    startRequest_.reset();
    stopRequest_ = true;
}

void Capture::fail(const std::string& what) {
    error_ = what;
    std::fprintf(stderr, "murmur: error: %s\n", what.c_str());
}

void Capture::afterDraw(int fbWidth, int fbHeight, double nowSeconds) {
    for (const std::string& path : screenshotRequests_) writeScreenshot(path, fbWidth, fbHeight);
    screenshotRequests_.clear();
    if (stopRequest_) {
        stopRecording();
        stopRequest_ = false;
    }
    if (startRequest_) {
        startRecording(*startRequest_, fbWidth, fbHeight, nowSeconds);
        startRequest_.reset();
    }
    if (recorder_.recording()) addVideoFrames(fbWidth, fbHeight, nowSeconds);
}

void Capture::writeScreenshot(const std::string& requested, int fbWidth, int fbHeight) {
    std::error_code ec;
    if (requested.empty()) std::filesystem::create_directories(folder_, ec);
    const std::string path = requested.empty() ? freshCapturePath(folder_, "murmur", ".png").string() : requested;
    if (auto why = app::writeScreenshot(path, fbWidth, fbHeight)) {
        fail("screenshot: " + *why);
        return;
    }
    lastScreenshot_ = path;
    error_.clear();
    std::printf("saved screenshot %s %dx%d\n", path.c_str(), fbWidth, fbHeight);
}

void Capture::startRecording(const std::string& requested, int fbWidth, int fbHeight, double nowSeconds) {
    if (recorder_.recording()) return;
    std::error_code ec;
    if (requested.empty()) std::filesystem::create_directories(folder_, ec);
    const std::filesystem::path path =
        requested.empty() ? freshCapturePath(folder_, "murmur", ".mp4") : std::filesystem::path(requested);
    std::string why;
    // The video keeps the size the window had when it started (see addVideoFrames).
    if (!recorder_.start(path, fbWidth, fbHeight, kVideoFps, why)) {
        fail("video: " + why);
        return;
    }
    videoPath_ = path;
    videoStart_ = nowSeconds;
    error_.clear();
    std::printf("recording started %s %dx%d %s\n", path.c_str(), fbWidth, fbHeight, recorder_.encoder().c_str());
}

void Capture::addVideoFrames(int fbWidth, int fbHeight, double nowSeconds) {
    if (fbWidth <= 0 || fbHeight <= 0) return;  // minimised: nothing was drawn
    const int copies = videoFramesDue(nowSeconds - videoStart_, kVideoFps, recorder_.frameCount());
    if (copies == 0) return;
    const int w = recorder_.width(), h = recorder_.height();
    readBack_.resize(static_cast<std::size_t>(fbWidth) * fbHeight * 4);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
    glReadBuffer(GL_BACK);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, fbWidth, fbHeight, GL_RGBA, GL_UNSIGNED_BYTE, readBack_.data());
    const std::uint8_t* pixels = readBack_.data();
    if (fbWidth != w || fbHeight != h) {
        // The window was resized while recording: keep the video's size, anchored at the
        // window's top-left corner (GL rows run bottom-up), black where the window is smaller.
        frame_.assign(static_cast<std::size_t>(w) * h * 4, 0);
        for (std::size_t i = 3; i < frame_.size(); i += 4) frame_[i] = 255;
        const int rows = std::min(h, fbHeight), cols = std::min(w, fbWidth);
        for (int r = 0; r < rows; ++r) {
            const int srcRow = fbHeight - 1 - r, dstRow = h - 1 - r;
            std::memcpy(&frame_[static_cast<std::size_t>(dstRow) * w * 4],
                        &readBack_[static_cast<std::size_t>(srcRow) * fbWidth * 4], static_cast<std::size_t>(cols) * 4);
        }
        pixels = frame_.data();
    }
    for (int i = 0; i < copies; ++i) {
        if (!recorder_.addFrame(pixels)) {
            fail("video: " + recorder_.error());
            return;
        }
    }
}

void Capture::stopRecording() {
    if (!recorder_.recording()) return;
    const int frames = recorder_.frameCount();
    std::string why;
    if (!recorder_.finish(why)) {
        fail("video: " + why);
        return;
    }
    lastVideo_ = videoPath_.string();
    lastVideoFrames_ = frames;
    std::printf("recording finished %s frames=%d\n", lastVideo_.c_str(), frames);
}

void Capture::finish() {
    startRequest_.reset();
    stopRecording();
    std::fflush(stdout);
}

ui::CaptureView Capture::view(double nowSeconds) const {
    ui::CaptureView v;
    v.ffmpegAvailable = ffmpeg_;
    v.recording = recorder_.recording();
    v.frames = recorder_.frameCount();
    v.seconds = v.recording ? nowSeconds - videoStart_ : 0.0;
    v.lastScreenshot = lastScreenshot_;
    v.lastVideo = lastVideo_;
    v.lastVideoFrames = lastVideoFrames_;
    v.error = error_;
    return v;
}

std::string Capture::statusLine() const {
    return "capture recording=" + std::to_string(recorder_.recording() ? 1 : 0) +
           " frames=" + std::to_string(recorder_.frameCount()) + " ffmpeg=" + std::to_string(ffmpeg_ ? 1 : 0) +
           " screenshot=" + (lastScreenshot_.empty() ? "-" : lastScreenshot_) +
           " video=" + (lastVideo_.empty() ? "-" : lastVideo_) + " video_frames=" + std::to_string(lastVideoFrames_) +
           " error=" + (error_.empty() ? "-" : "1");
}

}  // namespace murmur::app
