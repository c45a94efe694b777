#include "io/output_file.hpp"

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <mutex>
#include <system_error>
#include <utility>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace murmur::report {
namespace fs = std::filesystem;
namespace {

// --- interrupt cleanup -------------------------------------------------------------
// The temporary files still open, for the SIGINT / SIGTERM handler. This is the file's one
// piece of process-wide state: a signal handler can reach nothing else. Slots are claimed
// with an atomic flag and the handler only reads complete paths and calls unlink().
constexpr int kTempSlots = 64;
constexpr std::size_t kTempPathMax = 4096;
struct TempSlot {
    std::atomic<int> state{0};  // 0 free, 1 being written, 2 holds a path
    char path[kTempPathMax];
};
std::array<TempSlot, kTempSlots> gTempSlots;

extern "C" void removeTempFilesAndReraise(int sig) {
    for (auto& slot : gTempSlots)
        if (slot.state.load() == 2) ::unlink(slot.path);
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

void installInterruptCleanup() {
    static std::once_flag once;
    std::call_once(once, [] {
        for (int sig : {SIGINT, SIGTERM}) {
            struct sigaction now {};
            if (::sigaction(sig, nullptr, &now) != 0 || now.sa_handler != SIG_DFL) continue;  // someone else's
            struct sigaction ours {};
            ours.sa_handler = removeTempFilesAndReraise;
            sigemptyset(&ours.sa_mask);
            ::sigaction(sig, &ours, nullptr);
        }
    });
}

int registerTemp(const std::string& path) {
    if (path.size() >= kTempPathMax) return -1;  // too long to track; still removed on error
    installInterruptCleanup();
    for (int i = 0; i < kTempSlots; ++i) {
        int expected = 0;
        if (!gTempSlots[i].state.compare_exchange_strong(expected, 1)) continue;
        std::memcpy(gTempSlots[i].path, path.c_str(), path.size() + 1);
        gTempSlots[i].state.store(2);
        return i;
    }
    return -1;  // more than kTempSlots outputs at once: this one is not cleaned on a signal
}

void unregisterTemp(int slot) {
    if (slot >= 0) gTempSlots[static_cast<std::size_t>(slot)].state.store(0);
}

// --- paths -------------------------------------------------------------------------
std::string reason(int err) {
    return err != 0 ? std::strerror(err) : "write error";
}

// Follows symbolic links (relative ones from the link's folder), dangling ones included,
// so the bytes go where the link points and the link itself stays.
fs::path resolveLinks(fs::path p) {
    for (int hops = 0; hops < 40; ++hops) {
        std::error_code ec;
        if (!fs::is_symlink(fs::symlink_status(p, ec))) break;
        const fs::path to = fs::read_symlink(p, ec);
        if (ec) break;
        p = to.is_absolute() ? to : p.parent_path() / to;
    }
    return p;
}

fs::path folderOf(const fs::path& p) {
    return p.has_parent_path() ? p.parent_path() : fs::path(".");
}

// (Built with append, not "." + name: GCC 12 warns falsely (-Wrestrict) on the latter.)
std::string tempPrefix(const fs::path& target) {
    std::string prefix(".");
    prefix.append(target.filename().string()).append(".murmur-");
    return prefix;
}

// Removes ".NAME.murmur-PID-XXXXXX" files beside target whose process no longer runs.
void removeStaleTemps(const fs::path& target) {
    const std::string prefix = tempPrefix(target);
    std::error_code ec;
    for (fs::directory_iterator it(folderOf(target), ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.compare(0, prefix.size(), prefix) != 0) continue;
        const long pid = std::strtol(name.c_str() + prefix.size(), nullptr, 10);
        if (pid <= 0 || pid == ::getpid()) continue;
        if (::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH) ::unlink(it->path().c_str());
    }
}

}  // namespace

// The stream's file: a descriptor, and the first write error (a FILE's own errors keep no
// errno, and the one at fclose is often not the first).
struct OutputFile::Sink {
    int fd = -1;
    int firstError = 0;
};

namespace {

ssize_t sinkWrite(void* cookie, const char* data, size_t size) {
    auto* sink = static_cast<OutputFile::Sink*>(cookie);
    size_t done = 0;
    while (done < size) {
        const ssize_t n = ::write(sink->fd, data + done, size - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            if (sink->firstError == 0) sink->firstError = n < 0 ? errno : ENOSPC;
            return done > 0 ? static_cast<ssize_t>(done) : -1;
        }
        done += static_cast<size_t>(n);
    }
    return static_cast<ssize_t>(done);
}

int sinkClose(void*) {
    return 0;
}  // the descriptor is closed by commit() / abandon()

std::FILE* streamOver(OutputFile::Sink& sink) {
    cookie_io_functions_t io{};
    io.write = sinkWrite;
    io.close = sinkClose;
    return ::fopencookie(&sink, "w", io);
}

// A new hidden file beside target, or -1 with errno set.
int makeTemp(const fs::path& target, std::string& temp) {
    temp = (folderOf(target) / (tempPrefix(target) + std::to_string(::getpid()) + "-XXXXXX")).string();
    return ::mkstemp(temp.data());
}

}  // namespace

std::optional<OutputFile> OutputFile::open(const std::string& path, std::string& error) {
    OutputFile out;
    out.path_ = path;
    if (path.empty()) {
        error = "no output file named";
        return std::nullopt;
    }
    if (path == "-") {
        out.stream_ = stdout;
        return out;
    }
    const fs::path target = resolveLinks(path);
    out.target_ = target.string();
    std::error_code ec;
    const fs::file_status st = fs::status(target, ec);
    if (fs::is_directory(st)) {
        error = "cannot write " + path + ": it is a folder";
        return std::nullopt;
    }
    out.sink_ = std::make_unique<Sink>();
    if (fs::exists(st) && !fs::is_regular_file(st)) {  // a device or a FIFO: in place
        out.sink_->fd = ::open(out.target_.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
        if (out.sink_->fd < 0) {
            error = "cannot write " + path + ": " + reason(errno);
            return std::nullopt;
        }
    } else {
        const fs::path dir = folderOf(target);
        fs::create_directories(dir, ec);
        if (ec) {
            error = "cannot write " + path + ": cannot create the folder " + dir.string() + ": " + ec.message();
            return std::nullopt;
        }
        removeStaleTemps(target);
        out.sink_->fd = makeTemp(target, out.temp_);
        if (out.sink_->fd < 0) {
            error = "cannot write " + path + ": cannot create a file in " + dir.string() + ": " + reason(errno);
            out.temp_.clear();
            return std::nullopt;
        }
        out.tempSlot_ = registerTemp(out.temp_);
        // mkstemp makes the file 0600: keep a replaced file's mode, else an ordinary 0644.
        struct stat old {};
        ::fchmod(out.sink_->fd, ::stat(out.target_.c_str(), &old) == 0 ? (old.st_mode & 07777) : 0644);
    }
    out.stream_ = streamOver(*out.sink_);
    if (!out.stream_) {
        error = "cannot write " + path + ": " + reason(errno);
        return std::nullopt;  // out's destructor closes and removes what was made
    }
    return out;
}

OutputFile::OutputFile(OutputFile&& o) noexcept {
    *this = std::move(o);
}

OutputFile& OutputFile::operator=(OutputFile&& o) noexcept {
    if (this != &o) {
        abandon();
        path_ = std::move(o.path_);
        target_ = std::move(o.target_);
        temp_ = std::exchange(o.temp_, {});
        stream_ = std::exchange(o.stream_, nullptr);
        sink_ = std::move(o.sink_);
        tempSlot_ = std::exchange(o.tempSlot_, -1);
    }
    return *this;
}

OutputFile::~OutputFile() {
    abandon();
}

void OutputFile::closeFile() {
    if (stream_ && sink_) std::fclose(stream_);  // flushes into the sink; errors are in firstError
    stream_ = nullptr;
    if (sink_ && sink_->fd >= 0) {
        if (::close(sink_->fd) != 0 && sink_->firstError == 0) sink_->firstError = errno;
        sink_->fd = -1;
    }
}

void OutputFile::abandon() {
    closeFile();
    if (!temp_.empty()) ::unlink(temp_.c_str());
    temp_.clear();
    unregisterTemp(tempSlot_);
    tempSlot_ = -1;
}

void OutputFile::write(std::string_view bytes) const {
    if (stream_ && !bytes.empty()) std::fwrite(bytes.data(), 1, bytes.size(), stream_);
}

std::optional<std::string> OutputFile::commit() {
    if (!stream_) return "cannot write " + path_ + ": the output was already closed";
    if (!sink_) {  // standard output
        stream_ = nullptr;
        if (auto err = finishStandardOutput()) return err;
        return std::nullopt;
    }
    std::fflush(stream_);
    if (sink_->firstError == 0 && !temp_.empty() && ::fsync(sink_->fd) != 0) sink_->firstError = errno;
    closeFile();
    if (sink_->firstError != 0) {
        const int err = sink_->firstError;
        abandon();
        return "cannot write " + path_ + ": " + reason(err);
    }
    if (!temp_.empty() && std::rename(temp_.c_str(), target_.c_str()) != 0) {
        const int err = errno;
        abandon();
        return "cannot replace " + path_ + ": " + reason(err);
    }
    temp_.clear();  // renamed: nothing left to remove
    unregisterTemp(tempSlot_);
    tempSlot_ = -1;
    return std::nullopt;
}

std::optional<std::string> checkOutputPath(const std::string& path) {
    if (path.empty()) return "no output file named";
    if (path == "-") return std::nullopt;
    const fs::path target = resolveLinks(path);
    std::error_code ec;
    const fs::file_status st = fs::status(target, ec);
    if (fs::is_directory(st)) return "cannot write " + path + ": it is a folder";
    if (fs::exists(st) && !fs::is_regular_file(st)) {
        if (::access(target.c_str(), W_OK) != 0) return "cannot write " + path + ": " + reason(errno);
        return std::nullopt;
    }
    const fs::path dir = folderOf(target);
    fs::create_directories(dir, ec);
    if (ec) return "cannot write " + path + ": cannot create the folder " + dir.string() + ": " + ec.message();
    // The only sure test, also for root and odd file systems: make a file there.
    std::string probe;
    const int fd = makeTemp(target, probe);
    if (fd < 0) return "cannot write " + path + ": cannot create a file in " + dir.string() + ": " + reason(errno);
    ::close(fd);
    ::unlink(probe.c_str());
    return std::nullopt;
}

std::optional<std::string> writeFileAtomically(const fs::path& path, std::string_view contents) {
    std::string error;
    auto out = OutputFile::open(path.string(), error);
    if (!out) return error;
    out->write(contents);
    return out->commit();
}

std::optional<std::string> finishStandardOutput() {
    errno = 0;
    if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return std::nullopt;
    return "cannot write standard output: " + reason(errno);
}

}  // namespace murmur::report
