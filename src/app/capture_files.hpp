// capture_files.hpp - the arithmetic behind the window program's captures, with no GL: the
// names of the files and how many video frames a drawn frame stands for.
#pragma once

#include <filesystem>
#include <string>

namespace murmur::app {

inline constexpr int kVideoFps = 30;

// `folder/prefix-<local time>extension` (report::timestampedName), with "-2", "-3"... before
// the extension if that file exists already, so two captures in one second both survive.
std::filesystem::path freshCapturePath(const std::filesystem::path& folder, const std::string& prefix,
                                       const std::string& extension);

// How many copies of the frame drawn now the video needs: the frames due by elapsedSeconds
// since the recording started, less those written, at most maxBurst (a long stall is
// skipped, not replayed). The first frame is due at once. The default burst is small: each
// copy costs an encode, and a slow frame that wrote many would make the next one slower.
int videoFramesDue(double elapsedSeconds, int fps, int framesWritten, int maxBurst = 2);

}  // namespace murmur::app
