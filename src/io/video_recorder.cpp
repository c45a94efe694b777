#include "io/video_recorder.hpp"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <vector>

#include <fcntl.h>
#include <pthread.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace murmur::report {
namespace {

// Spawns argv[0] (an absolute path) with stdin/stdout/stderr from the given descriptors
// (-1: /dev/null). Returns the pid, or -1 with errno set.
pid_t spawn(const std::vector<std::string>& args, int in, int out, int err) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    const int fds[3] = {in, out, err};
    for (int target = 0; target < 3; ++target) {
        if (fds[target] >= 0) posix_spawn_file_actions_adddup2(&actions, fds[target], target);
        else posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0);
    }
    std::vector<char*> argv;
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    pid_t pid = -1;
    const int rc = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (rc != 0) {
        errno = rc;
        return -1;
    }
    return pid;
}

int waitFor(pid_t pid) {
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) return -1;
    return status;
}

// What `ffmpeg -encoders` prints, to choose the encoder; empty if it cannot run.
std::string listEncoders(const std::filesystem::path& ffmpeg) {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) return {};
    const pid_t pid = spawn({ffmpeg.string(), "-hide_banner", "-encoders"}, -1, fds[1], -1);
    ::close(fds[1]);
    std::string out;
    if (pid > 0) {
        char buf[4096];
        for (ssize_t n; (n = ::read(fds[0], buf, sizeof buf)) != 0;) {
            if (n < 0) {
                if (errno == EINTR) continue;
                break;
            }
            out.append(buf, static_cast<std::size_t>(n));
        }
        waitFor(pid);
    }
    ::close(fds[0]);
    return out;
}

// Writes all of data to fd. SIGPIPE is held back for this thread while writing, so a
// stopped ffmpeg gives EPIPE here instead of killing the whole program.
bool writeAll(int fd, const std::uint8_t* data, std::size_t size) {
    sigset_t pipeSet, old;
    sigemptyset(&pipeSet);
    sigaddset(&pipeSet, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipeSet, &old);
    bool ok = true;
    for (std::size_t done = 0; done < size;) {
        const ssize_t n = ::write(fd, data + done, size - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            ok = false;
            break;
        }
        done += static_cast<std::size_t>(n);
    }
    if (!ok && errno == EPIPE && !sigismember(&old, SIGPIPE)) {
        // Consume the SIGPIPE the failed write raised before unblocking it.
        const timespec zero{0, 0};
        while (sigtimedwait(&pipeSet, nullptr, &zero) < 0 && errno == EINTR) {
        }
        errno = EPIPE;
    }
    pthread_sigmask(SIG_SETMASK, &old, nullptr);
    return ok;
}

}  // namespace

std::optional<std::filesystem::path> findOnPath(std::string_view program, std::string_view pathVariable) {
    if (program.find('/') != std::string_view::npos) {
        if (::access(std::string(program).c_str(), X_OK) == 0) return std::filesystem::path(program);
        return std::nullopt;
    }
    std::size_t start = 0;
    while (start <= pathVariable.size()) {
        auto end = pathVariable.find(':', start);
        if (end == std::string_view::npos) end = pathVariable.size();
        std::filesystem::path dir(pathVariable.substr(start, end - start));
        if (dir.empty()) dir = ".";  // an empty PATH entry means the current folder
        const auto candidate = dir / program;
        std::error_code ec;
        if (std::filesystem::is_regular_file(candidate, ec) && ::access(candidate.c_str(), X_OK) == 0) return candidate;
        start = end + 1;
    }
    return std::nullopt;
}

std::optional<std::filesystem::path> findOnPath(std::string_view program) {
    const char* path = std::getenv("PATH");
    return findOnPath(program, path ? path : "/usr/local/bin:/usr/bin:/bin");
}

VideoRecorder::~VideoRecorder() {
    std::string ignored;
    finish(ignored);
}

bool VideoRecorder::start(const std::filesystem::path& path, int width, int height, int fps, std::string& error) {
    if (recording()) {
        error = "a recording is already in progress";
        return false;
    }
    if (width <= 0 || height <= 0 || fps <= 0) {
        error = "cannot record a video of " + std::to_string(width) + "x" + std::to_string(height) + " at " +
                std::to_string(fps) + " fps";
        return false;
    }
    const auto ffmpeg = findOnPath("ffmpeg");
    if (!ffmpeg) {
        error = "ffmpeg not found: install it with `apt-get install ffmpeg`";
        return false;
    }
    std::error_code ec;
    const auto target = std::filesystem::absolute(path, ec);  // so a name starting with '-' is not an option
    if (ec || !std::filesystem::is_directory(target.parent_path(), ec)) {
        error = "cannot record to " + path.string() + ": the folder does not exist";
        return false;
    }
    encoder_ = listEncoders(*ffmpeg).find(" libx264 ") != std::string::npos ? "libx264" : "mpeg4";

    std::vector<std::string> args = {
        ffmpeg->string(), "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s",
        std::to_string(width) + "x" + std::to_string(height), "-r", std::to_string(fps), "-i", "-",
        // GL rows come bottom-up; yuv420p needs even sizes.
        "-vf", "vflip,pad=ceil(iw/2)*2:ceil(ih/2)*2", "-pix_fmt", "yuv420p", "-c:v", encoder_};
    if (encoder_ == "libx264") args.insert(args.end(), {"-preset", "veryfast", "-crf", "20"});
    else args.insert(args.end(), {"-q:v", "3"});
    args.insert(args.end(), {"-movflags", "+faststart", target.string()});

    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) {
        error = std::string("cannot start ffmpeg: ") + std::strerror(errno);
        return false;
    }
    log_ = std::tmpfile();
    pid_ = spawn(args, fds[0], -1, log_ ? ::fileno(log_) : -1);
    const int spawnErrno = errno;
    ::close(fds[0]);
    if (pid_ <= 0) {
        ::close(fds[1]);
        if (log_) std::fclose(log_);
        log_ = nullptr;
        pid_ = -1;
        error = std::string("cannot start ffmpeg: ") + std::strerror(spawnErrno);
        return false;
    }
    pipe_ = fds[1];
    width_ = width;
    height_ = height;
    frames_ = 0;
    error_.clear();
    return true;
}

bool VideoRecorder::addFrame(const std::uint8_t* rgba) {
    if (!recording()) {
        error_ = "not recording";
        return false;
    }
    if (!writeAll(pipe_, rgba, static_cast<std::size_t>(width_) * height_ * 4)) {
        const std::string why = errno == EPIPE ? std::string("ffmpeg stopped") : std::strerror(errno);
        std::string finishError;
        finish(finishError);
        error_ = finishError.empty() ? why : finishError;
        return false;
    }
    ++frames_;
    return true;
}

bool VideoRecorder::finish(std::string& error) {
    if (!recording()) return true;
    ::close(pipe_);
    pipe_ = -1;
    const int status = waitFor(pid_);
    pid_ = -1;
    bool ok = true;
    if (status < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        ok = false;
        const std::string log = ffmpegLog();
        error = "ffmpeg failed" +
                (WIFEXITED(status) ? " (exit status " + std::to_string(WEXITSTATUS(status)) + ")" : std::string()) +
                (log.empty() ? std::string() : ": " + log);
        error_ = error;
    }
    if (log_) std::fclose(log_);
    log_ = nullptr;
    return ok;
}

std::string VideoRecorder::ffmpegLog() const {
    if (!log_) return {};
    std::string all;
    std::rewind(log_);
    char buf[1024];
    for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, log_)) > 0;) all.append(buf, n);
    while (!all.empty() && (all.back() == '\n' || all.back() == '\r')) all.pop_back();
    const auto nl = all.rfind('\n');
    return nl == std::string::npos ? all : all.substr(nl + 1);
}

}  // namespace murmur::report
