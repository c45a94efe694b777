// timestamp.hpp - file names that sort by time and never collide within a second:
// timestampedName("murmur", ".png") -> "murmur-2026-11-30_05-12-33.png" (local time).
#pragma once

#include <chrono>
#include <string>
#include <string_view>

namespace murmur::report {

std::string timestampedName(std::string_view prefix, std::string_view extension,
                            std::chrono::system_clock::time_point when = std::chrono::system_clock::now());

}  // namespace murmur::report
