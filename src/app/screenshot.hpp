// screenshot.hpp - the whole window as a PNG: read back the frame just drawn.
#pragma once

#include <optional>
#include <string>

namespace murmur::app {

// Reads the back buffer (width x height pixels, after drawing, before the swap) and writes
// it to path as an RGB PNG, top row first. Returns a reason on failure (e.g. the folder
// does not exist).
std::optional<std::string> writeScreenshot(const std::string& path, int width, int height);

}  // namespace murmur::app
