// capture.hpp - the panel's "Save screenshot" and "Record video": the window as drawn, to
// a PNG with a timestamped name (screenshot.hpp) or frame by frame into ffmpeg
// (report::VideoRecorder), producing an MP4 of the view.
//
// Requests (buttons, script lines) are carried out at the end of the frame, after drawing
// and before the swap, so a picture is exactly what the window shows. Video runs at a fixed
// rate in wall time: a frame that took long is written more than once, frames that come
// faster than the rate are skipped, so the video plays at the speed it was watched.
// Each line the App prints about a capture comes from here (stdout, for scripts and tests).
// Not here: the buttons (src/ui/capture_section.hpp).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "capture_files.hpp"
#include "capture_section.hpp"
#include "io/video_recorder.hpp"

namespace murmur::app {

class Capture {
public:
    // folder: where timestamped files go (created when first needed).
    explicit Capture(std::filesystem::path folder);
    ~Capture();  // finishes a recording in progress
    Capture(const Capture&) = delete;
    Capture& operator=(const Capture&) = delete;

    // Empty path: a timestamped name in the folder.
    void requestScreenshot(const std::string& path = {});
    void requestStartRecording(const std::string& path = {});
    void requestStopRecording();

    // After the frame is drawn, before the swap; framebuffer size in pixels. nowSeconds:
    // any steady clock in seconds.
    void afterDraw(int fbWidth, int fbHeight, double nowSeconds);
    // Stops a recording (at exit); prints what was written.
    void finish();

    bool recording() const { return recorder_.recording(); }
    ui::CaptureView view(double nowSeconds) const;
    // "capture recording=0 frames=0 ffmpeg=1 screenshot=PATH video=PATH video_frames=N error=-"
    std::string statusLine() const;

private:
    void writeScreenshot(const std::string& path, int fbWidth, int fbHeight);
    void startRecording(const std::string& path, int fbWidth, int fbHeight, double nowSeconds);
    void addVideoFrames(int fbWidth, int fbHeight, double nowSeconds);
    void stopRecording();
    void fail(const std::string& what);

    std::filesystem::path folder_;
    bool ffmpeg_ = false;
    std::vector<std::string> screenshotRequests_;
    std::optional<std::string> startRequest_;
    bool stopRequest_ = false;

    report::VideoRecorder recorder_;
    std::filesystem::path videoPath_;
    double videoStart_ = 0.0;
    std::vector<std::uint8_t> readBack_, frame_;  // framebuffer pixels; the recorder's frame

    std::string lastScreenshot_, lastVideo_, error_;
    int lastVideoFrames_ = 0;
};

}  // namespace murmur::app
