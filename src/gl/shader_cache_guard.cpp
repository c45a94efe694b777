#include "shader_cache_guard.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <system_error>

#include <pwd.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace murmur::gl {
namespace fs = std::filesystem;
namespace {

const char* nonEmptyEnv(const char* name) {
    const char* v = std::getenv(name);
    return v && *v ? v : nullptr;
}

// Where Mesa 22.3 puts its cache (src/util/disk_cache_os.c's order), or empty if unknown.
fs::path mesaCacheFolder() {
    if (const char* dir = nonEmptyEnv("MESA_SHADER_CACHE_DIR")) return dir;
    if (const char* dir = nonEmptyEnv("MESA_GLSL_CACHE_DIR")) return dir;
    if (const char* xdg = nonEmptyEnv("XDG_CACHE_HOME")) return fs::path(xdg) / "mesa_shader_cache";
    const char* home = nonEmptyEnv("HOME");
    if (!home)
        if (const passwd* pw = ::getpwuid(::getuid())) home = pw->pw_dir;
    if (!home) return {};
    return fs::path(home) / ".cache" / "mesa_shader_cache";
}

// Why the cache must be off, or nothing when it is safe.
std::optional<std::string> cacheProblem(const fs::path& folder) {
    if (folder.empty()) return "no home folder to keep it in";
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec) return "cannot create " + folder.string() + " (" + ec.message() + ")";
    if (!fs::is_directory(folder, ec)) return folder.string() + " is not a folder";
    if (::access(folder.c_str(), W_OK | X_OK) != 0)
        return "cannot write in " + folder.string() + " (" + std::strerror(errno) + ")";
    struct statvfs vfs {};
    if (::statvfs(folder.c_str(), &vfs) != 0)
        return "cannot tell the free space of " + folder.string() + " (" + std::strerror(errno) + ")";
    const std::uint64_t freeBytes = static_cast<std::uint64_t>(vfs.f_bavail) * vfs.f_frsize;
    if (freeBytes < kShaderCacheMinFreeBytes)
        return "only " + std::to_string(freeBytes >> 10) + " KiB free for " + folder.string();
    return std::nullopt;
}

}  // namespace

std::optional<std::string> guardShaderCache() {
    if (std::getenv("MESA_SHADER_CACHE_DISABLE") || std::getenv("MESA_GLSL_CACHE_DISABLE")) return std::nullopt;
    const auto why = cacheProblem(mesaCacheFolder());
    if (!why) return std::nullopt;
    ::setenv("MESA_SHADER_CACHE_DISABLE", "true", 1);
    return "shader cache disabled: " + *why;
}

}  // namespace murmur::gl
