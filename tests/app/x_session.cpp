#include "x_session.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>
#include <stb/stb_image.h>

namespace murmur::apptest {
std::string readFile(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    std::ostringstream s;
    s << f.rdbuf();
    return s.str();
}

namespace {

std::string uniqueTag() {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string tag = info ? std::string(info->test_suite_name()) + "." + info->name() : "murmur";
    std::replace(tag.begin(), tag.end(), '/', '_');
    return tag;
}

bool waitPid(pid_t pid, double timeoutSeconds, int& status) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeoutSeconds);
    while (std::chrono::steady_clock::now() < end) {
        const pid_t r = ::waitpid(pid, &status, WNOHANG);
        if (r == pid) return true;
        if (r < 0 && errno != EINTR) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return false;
}

}  // namespace

std::unique_ptr<XServer> XServer::start(std::string& why) {
    int fds[2];
    if (::pipe(fds) != 0) {
        why = "pipe failed";
        return nullptr;
    }
    const pid_t pid = ::fork();
    if (pid < 0) {
        why = "fork failed";
        return nullptr;
    }
    if (pid == 0) {
        ::close(fds[0]);
        const int devNull = ::open("/dev/null", O_WRONLY);
        ::dup2(devNull, 1);
        ::dup2(devNull, 2);
        const std::string fd = std::to_string(fds[1]);
        ::execlp("Xvfb", "Xvfb", "-displayfd", fd.c_str(), "-screen", "0", "1280x800x24", "-nolisten", "tcp",
                 "-noreset", static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::close(fds[1]);
    std::string number;
    pollfd p{fds[0], POLLIN, 0};
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (std::chrono::steady_clock::now() < end) {
        if (::poll(&p, 1, 100) > 0) {
            char c = 0;
            const ssize_t n = ::read(fds[0], &c, 1);
            if (n <= 0) break;
            if (c == '\n') break;
            number += c;
        }
    }
    ::close(fds[0]);
    std::unique_ptr<XServer> server(new XServer());
    server->pid_ = pid;
    if (number.empty()) {
        why = "Xvfb did not start (is it installed? apt-get install xvfb)";
        return nullptr;  // the destructor stops it
    }
    server->display_ = ":" + number;
    return server;
}

XServer::~XServer() {
    if (pid_ > 0) {
        ::kill(pid_, SIGTERM);
        int status = 0;
        if (!waitPid(pid_, 5.0, status)) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, &status, 0);
        }
    }
}

Murmur::Murmur(const std::string& display, const std::vector<std::string>& args, const std::string& tag,
               const std::vector<std::string>& env) {
    outPath_ = tempPath(tag + ".stdout");
    errPath_ = tempPath(tag + ".stderr");
    // MURMUR_TEST_EXE runs another build of murmur (scripts/tsan.sh: the ThreadSanitizer one).
    const char* other = std::getenv("MURMUR_TEST_EXE");
    std::string exe = other != nullptr && *other != '\0' ? other : MURMUR_EXE;
    pid_ = ::fork();
    if (pid_ == 0) {
        const int out = ::open(outPath_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        const int err = ::open(errPath_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        ::dup2(out, 1);
        ::dup2(err, 2);
        ::setenv("DISPLAY", display.c_str(), 1);
        for (const std::string& e : env)
            if (auto eq = e.find('='); eq != std::string::npos)
                ::setenv(e.substr(0, eq).c_str(), e.substr(eq + 1).c_str(), 1);
        std::vector<char*> argv;
        argv.push_back(exe.data());
        std::vector<std::string> copy = args;
        for (auto& a : copy) argv.push_back(a.data());
        argv.push_back(nullptr);
        ::execv(exe.c_str(), argv.data());
        ::_exit(127);
    }
}

Murmur::~Murmur() {
    if (pid_ > 0 && !status_) {
        ::kill(pid_, SIGKILL);
        int status = 0;
        ::waitpid(pid_, &status, 0);
    }
}

std::string Murmur::stdoutSoFar() const {
    return readFile(outPath_);
}

std::optional<std::string> Murmur::waitForLine(const std::string& prefix, double timeoutSeconds) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeoutSeconds);
    while (std::chrono::steady_clock::now() < end) {
        std::istringstream in(stdoutSoFar());
        for (std::string line; std::getline(in, line);)
            if (line.rfind(prefix, 0) == 0) return line;
        int status = 0;
        if (!status_ && ::waitpid(pid_, &status, WNOHANG) == pid_) status_ = status;
        if (status_) return std::nullopt;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return std::nullopt;
}

RunResult Murmur::wait(double timeoutSeconds) {
    RunResult r;
    int status = 0;
    if (status_) {
        status = *status_;
    } else if (waitPid(pid_, timeoutSeconds, status)) {
        status_ = status;
    } else {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, &status, 0);
        status_ = status;
        status = -1;
    }
    if (status != -1 && WIFEXITED(status)) r.exitCode = WEXITSTATUS(status);
    r.out = readFile(outPath_);
    r.err = readFile(errPath_);
    return r;
}

RunResult runMurmur(const std::string& display, const std::vector<std::string>& args, double timeoutSeconds,
                    const std::vector<std::string>& env) {
    Murmur m(display, args, uniqueTag(), env);
    return m.wait(timeoutSeconds);
}

std::vector<std::string>& createdFiles() {
    static std::vector<std::string> files;  // test-process bookkeeping, for removeTempFiles()
    return files;
}

std::string tempPath(const std::string& name) {
    // The pid keeps concurrent test runs (other build folders, ctest -j) apart.
    const std::string path = ::testing::TempDir() + "murmur_app_" + std::to_string(::getpid()) + "_" + name;
    createdFiles().push_back(path);
    return path;
}

void removeTempFiles() {
    for (const std::string& path : createdFiles()) std::remove(path.c_str());
    createdFiles().clear();
}

std::string writeScript(const std::string& name, const std::string& text) {
    const std::string path = tempPath(uniqueTag() + "." + name);
    std::ofstream(path) << text;
    return path;
}

Image loadPng(const std::string& path) {
    Image image;
    int channels = 0;
    unsigned char* data = stbi_load(path.c_str(), &image.width, &image.height, &channels, 3);
    if (!data) {
        image.width = image.height = 0;
        return image;
    }
    image.rgb.assign(data, data + static_cast<std::size_t>(image.width) * image.height * 3);
    stbi_image_free(data);
    return image;
}

std::map<std::string, PixelRect> parseLayout(const std::string& out) {
    std::map<std::string, PixelRect> rects;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);) {
        std::istringstream words(line);
        std::string head, name;
        PixelRect r;
        if (words >> head >> name >> r.x >> r.y >> r.width >> r.height && head == "layout") rects[name] = r;
    }
    return rects;
}

std::map<std::string, std::string> parseKeyValues(const std::string& out, const std::string& prefix, int index) {
    std::vector<std::string> lines;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);)
        if (line.rfind(prefix + " ", 0) == 0) lines.push_back(line);
    std::map<std::string, std::string> values;
    if (lines.empty()) return values;
    const int i = index < 0 ? static_cast<int>(lines.size()) + index : index;
    if (i < 0 || i >= static_cast<int>(lines.size())) return values;
    std::istringstream words(lines[i]);
    for (std::string w; words >> w;)
        if (auto eq = w.find('='); eq != std::string::npos) values[w.substr(0, eq)] = w.substr(eq + 1);
    return values;
}

bool isBirdPixel(const std::uint8_t* p) {
    const int hi = std::max({p[0], p[1], p[2]});
    const int lo = std::min({p[0], p[1], p[2]});
    return hi - lo <= 8;
}

bool isSkyPixel(const std::uint8_t* p) {
    return p[2] > p[0] + 25 && p[2] >= p[1] && p[2] > 140;
}

bool isHawkPixel(const std::uint8_t* p) {
    const int r = p[0], g = p[1], b = p[2];
    return r > 150 && g * 100 > r * 35 && g * 100 < r * 65 && b < 60;
}

bool isGroundPixel(const std::uint8_t* p) {
    return p[1] > p[2] + 15 && p[1] >= p[0];
}

bool isHawkBandPixel(const std::uint8_t* p) {
    const int r = p[0], g = p[1], b = p[2];
    return r > 90 && r > 2 * g && r > 2 * b;
}

int runWithDisplay(const std::string& display, const std::string& command) {
    const std::string full = "export DISPLAY=" + display + "; " + command;
    return std::system(full.c_str());
}

bool waitForLines(const Murmur& app, const std::string& prefix, int n, double timeoutSeconds) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeoutSeconds);
    while (std::chrono::steady_clock::now() < end) {
        std::istringstream in(app.stdoutSoFar());
        int count = 0;
        for (std::string line; std::getline(in, line);) count += line.rfind(prefix, 0) == 0;
        if (count >= n) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return false;
}

}  // namespace murmur::apptest
