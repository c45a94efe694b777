#include "report/atomic_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace murmur::report {

std::optional<std::string> writeFileAtomically(const std::filesystem::path& path, std::string_view contents) {
    std::error_code ec;
    const auto dir = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
    std::filesystem::create_directories(dir, ec);
    if (ec) return "cannot create the folder " + dir.string() + ": " + ec.message();

    // mkstemp gives a unique name even with several writers at once.
    // (Built with append, not "." + name: GCC 12 warns falsely (-Wrestrict) on the latter.)
    std::string hidden(".");
    hidden.append(path.filename().string()).append(".XXXXXX");
    std::string temp = (dir / hidden).string();
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) return "cannot write in " + dir.string() + ": " + std::strerror(errno);
    auto fail = [&](const std::string& what) {
        const std::string why = std::strerror(errno);
        ::close(fd);
        ::unlink(temp.c_str());
        return what + path.string() + ": " + why;
    };
    for (std::size_t done = 0; done < contents.size();) {
        const ssize_t n = ::write(fd, contents.data() + done, contents.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            return fail("cannot write ");
        }
        done += static_cast<std::size_t>(n);
    }
    // mkstemp makes the file 0600; a report or a snapshot is an ordinary file to share.
    // (Reading the umask would mean setting it, which races with other threads.)
    ::fchmod(fd, 0644);
    if (::fsync(fd) != 0) return fail("cannot flush ");
    if (::close(fd) != 0) {
        const std::string why = std::strerror(errno);
        ::unlink(temp.c_str());
        return "cannot write " + path.string() + ": " + why;
    }
    if (std::rename(temp.c_str(), path.c_str()) != 0) {
        const std::string why = std::strerror(errno);
        ::unlink(temp.c_str());
        return "cannot replace " + path.string() + ": " + why;
    }
    return std::nullopt;
}

}  // namespace murmur::report
