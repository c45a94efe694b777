// presentation_mode.hpp - the timers of --kiosk: a hawk every so often, and the start again
// after a while without input. Pure logic over a clock the caller passes in (seconds), so
// tests drive it with made-up times and the App with its own clock.
#pragma once

namespace murmur::app {

struct PresentationTimes {
    double hawkSeconds = 20.0;  // between hawks
    double resetMinutes = 5.0;  // without input before the start again
};

class PresentationMode {
public:
    explicit PresentationMode(const PresentationTimes& times = {}) : times_(times) {}

    bool on() const { return on_; }
    void setOn(bool on, double now);
    // A key, a click, a drag or a scroll at `now`.
    void input(double now) { lastInput_ = now; }

    struct Due {
        bool hawk = false;     // send one (the scene ignores it while one flies)
        bool restart = false;  // nobody has touched it for resetMinutes: start again
    };
    // What is due at `now` (nothing while off); each is due once, then its timer starts over.
    Due tick(double now);

private:
    PresentationTimes times_;
    bool on_ = false;
    double lastHawk_ = 0.0;
    double lastInput_ = 0.0;
};

}  // namespace murmur::app
