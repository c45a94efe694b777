// shader_cache_guard.hpp - keeps Mesa's on-disk shader cache from crashing the program.
//
// Mesa keeps compiled shaders under $MESA_SHADER_CACHE_DIR, else
// $XDG_CACHE_HOME/mesa_shader_cache, else ~/.cache/mesa_shader_cache, and maps its index
// file into memory. Mesa 22.3 dies with SIGBUS while linking a shader when that disk is
// full or tiny: the user sees this program crash. Call guardShaderCache() before creating
// any GL context (EGL or window): when the cache folder cannot be made or written, or its
// disk has less than kShaderCacheMinFreeBytes free, it disables the cache for this process
// (MESA_SHADER_CACHE_DISABLE=true; shaders then compile every start) and returns a
// one-line note to print. Setting MESA_SHADER_CACHE_DISABLE yourself skips the check.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace murmur::gl {

// Mesa's cache index alone is about 1.3 MB; this leaves room for the cache to grow.
inline constexpr std::uint64_t kShaderCacheMinFreeBytes = 64ull << 20;

// Returns a note ("shader cache disabled: ...") when it turned the cache off, else nothing
// (also on every later call, since the cache is then already off).
std::optional<std::string> guardShaderCache();

}  // namespace murmur::gl
