#include "capture_files.hpp"

#include <algorithm>
#include <cmath>

#include "io/timestamp.hpp"

namespace murmur::app {

std::filesystem::path freshCapturePath(const std::filesystem::path& folder, const std::string& prefix,
                                       const std::string& extension) {
    const std::string name = report::timestampedName(prefix, extension);
    std::filesystem::path path = folder / name;
    const std::string stem = name.substr(0, name.size() - extension.size());
    std::error_code ec;
    for (int n = 2; std::filesystem::exists(path, ec) && n < 1000; ++n)
        path = folder / (stem + "-" + std::to_string(n) + extension);
    return path;
}

int videoFramesDue(double elapsedSeconds, int fps, int framesWritten, int maxBurst) {
    if (!(elapsedSeconds >= 0.0) || fps <= 0) return framesWritten == 0 ? 1 : 0;
    const double due = std::floor(elapsedSeconds * fps) + 1.0 - framesWritten;
    return static_cast<int>(std::clamp(due, 0.0, static_cast<double>(std::max(1, maxBurst))));
}

}  // namespace murmur::app
