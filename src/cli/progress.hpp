// progress.hpp - progress on stderr: a live bar on a terminal, plain lines otherwise; both
// with an ETA from the pace so far.
#pragma once

#include <chrono>
#include <string>

namespace murmur::cli {

class Progress {
public:
    // unit names what is counted ("runs", "steps").
    explicit Progress(std::string label, std::string unit = "runs");
    // Reports done of total; safe to call often (plain lines are written at most every 10%).
    void update(int done, int total);
    void finish();

private:
    std::string label_;
    std::string unit_;
    bool terminal_;
    int lastTenth_ = -1;
    std::chrono::steady_clock::time_point start_;
};

}  // namespace murmur::cli
