#include "progress.hpp"

#include <unistd.h>
#include <cstdio>

namespace murmur::cli {

namespace {
constexpr int kBarWidth = 30;

// ", ETA 42 s" from the pace so far; nothing before the first run or after the last.
std::string eta(int done, int total, double seconds) {
    if (done <= 0 || done >= total) return {};
    const double left = seconds / done * (total - done);
    char buf[48];
    if (left < 120.0) std::snprintf(buf, sizeof buf, ", ETA %.0f s", left);
    else std::snprintf(buf, sizeof buf, ", ETA %.0f min", left / 60.0);
    return buf;
}
}  // namespace

Progress::Progress(std::string label, std::string unit)
    : label_(std::move(label)),
      unit_(std::move(unit)),
      terminal_(isatty(fileno(stderr)) != 0),
      start_(std::chrono::steady_clock::now()) {}

void Progress::update(int done, int total) {
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    if (terminal_) {
        const int filled = total > 0 ? done * kBarWidth / total : kBarWidth;
        std::fprintf(stderr, "\r%s [%.*s%*s] %d/%d %s, %.0f s%s   ", label_.c_str(), filled,
                     "##############################", kBarWidth - filled, "", done, total, unit_.c_str(), seconds,
                     eta(done, total, seconds).c_str());
        std::fflush(stderr);
        return;
    }
    const int tenth = total > 0 ? done * 10 / total : 10;
    if (tenth == lastTenth_) return;
    lastTenth_ = tenth;
    std::fprintf(stderr, "%s: %d/%d %s done (%.0f s%s)\n", label_.c_str(), done, total, unit_.c_str(), seconds,
                 eta(done, total, seconds).c_str());
}

void Progress::finish() {
    if (terminal_) std::fprintf(stderr, "\n");
}

}  // namespace murmur::cli
