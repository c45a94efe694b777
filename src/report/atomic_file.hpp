// atomic_file.hpp - write a whole file so that readers see the old file or the new one,
// never a part: a temporary file in the same folder, flushed, then renamed over the target.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace murmur::report {

// Creates the parent folder if needed; returns a one-line error on failure (and leaves no
// temporary file behind).
std::optional<std::string> writeFileAtomically(const std::filesystem::path& path, std::string_view contents);

}  // namespace murmur::report
