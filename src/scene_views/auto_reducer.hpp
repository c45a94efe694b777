// auto_reducer.hpp - lowers the bird count when the frame rate stays too low.
//
// README.md: below 24 fps for more than 3 seconds removes 25% of the birds, and again if
// still slow. Pure logic over frame timestamps the caller passes in (seconds on any
// monotonic clock), so tests drive it with made-up times and the app with the real clock
// (slowed with --frame-delay-ms). Not here: applying the new count (the App does that through
// SimParams) or saying so (the stats card).
#pragma once

#include <deque>
#include <optional>

namespace murmur::scene_views {

struct AutoReducerConfig {
    bool enabled = true;           // off: only measures the frame rate
    double minFps = 24.0;          // below this counts as slow
    double slowSeconds = 3.0;      // ...for more than this long triggers a reduction
    double removeFraction = 0.25;  // of the birds present
    int minBirds = 100;            // never reduces below this many birds
    double windowSeconds = 1.0;    // the frame rate is measured over this much recent time
};

struct Reduction {
    int from = 0;
    int to = 0;
    double fps = 0.0;  // the measured rate that triggered it
};

class AutoReducer {
public:
    explicit AutoReducer(const AutoReducerConfig& config = {});

    // Call once per drawn frame with the time it ended. Returns a reduction when one is due
    // (the caller applies it); the slow timer then starts over.
    std::optional<Reduction> onFrame(double nowSeconds, int birdCount);
    // Forget the timing (after a pause in drawing, e.g. while minimised), so frames that were
    // never drawn are not counted as slow.
    void restart();

    // Frames per second over the recent window; 0 until enough frames were seen.
    double fps() const { return fps_; }
    const std::optional<Reduction>& last() const { return last_; }
    int reductions() const { return reductions_; }

private:
    AutoReducerConfig config_;
    std::deque<double> frameTimes_;
    double fps_ = 0.0;
    std::optional<double> slowSince_;
    std::optional<Reduction> last_;
    int reductions_ = 0;
};

}  // namespace murmur::scene_views
