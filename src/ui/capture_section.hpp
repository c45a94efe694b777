// capture_section.hpp - the panel's "Capture" section (Dear ImGui): "Save screenshot" and
// "Record video" / "Stop recording", with what was last written. When ffmpeg is missing the
// video button is disabled and says how to install it.
//
// Draws into the current ImGui window at the cursor; it only shows a CaptureView and
// returns what the user asked for (the App's Capture does the work).
#pragma once

#include <string>

namespace murmur::ui {

struct CaptureView {
    bool ffmpegAvailable = true;
    bool recording = false;
    int frames = 0;              // frames in the recording so far
    double seconds = 0.0;        // of video so far
    std::string lastScreenshot;  // the path last written, empty: none yet
    std::string lastVideo;       // the path last finished, empty: none yet
    int lastVideoFrames = 0;
    std::string error;  // the last failure, one line; empty: none
};

struct CaptureActions {
    bool screenshot = false;
    bool startRecording = false;
    bool stopRecording = false;
};

// The install hint the disabled video button shows (Debian's package).
inline constexpr const char* kFfmpegInstallHint = "sudo apt-get install ffmpeg";

CaptureActions drawCaptureSection(const CaptureView& view);

}  // namespace murmur::ui
