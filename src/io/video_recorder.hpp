// video_recorder.hpp - "Record video": raw RGBA frames piped into an ffmpeg child process
// that encodes an MP4 (H.264 through libx264 when ffmpeg has it, else MPEG-4 part 2).
//
// Frames are bottom-up, as glReadPixels returns them (ffmpeg flips them); odd sizes are
// padded to even for the encoder. No GL here: the window program reads its framebuffer
// and hands the bytes over. Not thread-safe: one thread drives a recorder.
#pragma once

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include <sys/types.h>

namespace murmur::report {

// The first executable `program` in pathVariable's folders (colon-separated), if any.
std::optional<std::filesystem::path> findOnPath(std::string_view program, std::string_view pathVariable);
// The same with $PATH.
std::optional<std::filesystem::path> findOnPath(std::string_view program);

class VideoRecorder {
public:
    VideoRecorder() = default;
    ~VideoRecorder();  // finishes a recording still in progress
    VideoRecorder(const VideoRecorder&) = delete;
    VideoRecorder& operator=(const VideoRecorder&) = delete;

    // Starts ffmpeg writing `path` (overwritten). false with a one-line error when ffmpeg is
    // not on PATH ("ffmpeg not found: install it with `apt-get install ffmpeg`"), the size or
    // rate is not positive, the folder does not exist, or the process cannot start.
    bool start(const std::filesystem::path& path, int width, int height, int fps, std::string& error);

    // One frame of width * height * 4 bytes, bottom row first. false (and error() says why)
    // when ffmpeg has stopped; the recording is then over.
    bool addFrame(const std::uint8_t* rgba);

    // Closes the stream and waits for ffmpeg; false with the reason if it failed. Returns
    // true when nothing was recording.
    bool finish(std::string& error);

    bool recording() const { return pid_ > 0; }
    int frameCount() const { return frames_; }
    int width() const { return width_; }
    int height() const { return height_; }
    const std::string& encoder() const { return encoder_; }  // "libx264" or "mpeg4"
    const std::string& error() const { return error_; }

private:
    std::string ffmpegLog() const;  // the last line ffmpeg wrote to stderr

    pid_t pid_ = -1;
    int pipe_ = -1;             // our end of ffmpeg's stdin
    std::FILE* log_ = nullptr;  // ffmpeg's stderr (an anonymous temporary file)
    int width_ = 0, height_ = 0, frames_ = 0;
    std::string encoder_, error_;
};

}  // namespace murmur::report
