#include "progress.hpp"

#include <unistd.h>
#include <cstdio>

namespace murmur::cli {

namespace {
constexpr int kBarWidth = 30;
}

Progress::Progress(std::string label, std::string unit)
    : label_(std::move(label)),
      unit_(std::move(unit)),
      terminal_(isatty(fileno(stderr)) != 0),
      start_(std::chrono::steady_clock::now()) {}

void Progress::update(int done, int total) {
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    if (terminal_) {
        const int filled = total > 0 ? done * kBarWidth / total : kBarWidth;
        std::fprintf(stderr, "\r%s [%.*s%*s] %d/%d %s, %.0f s", label_.c_str(), filled,
                     "##############################", kBarWidth - filled, "", done, total, unit_.c_str(), seconds);
        std::fflush(stderr);
        return;
    }
    const int tenth = total > 0 ? done * 10 / total : 10;
    if (tenth == lastTenth_) return;
    lastTenth_ = tenth;
    std::fprintf(stderr, "%s: %d/%d %s done (%.0f s)\n", label_.c_str(), done, total, unit_.c_str(), seconds);
}

void Progress::finish() {
    if (terminal_) std::fprintf(stderr, "\n");
}

}  // namespace murmur::cli
