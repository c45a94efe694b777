// timeline.hpp - scrubbing back through a run: keyframes of the whole driver every few
// hundred steps, the log of what the user did, and seeks that restore the nearest keyframe
// and re-simulate to any step reached so far.
//
// Memory is bounded: at most maxKeyframes keyframes (each keyframeBytes(): the flock's birds
// x kFlockBytesPerBird, twice while a hawk flies, plus a few kilobytes of driver state). When
// one more would be kept, every other keyframe goes and the interval doubles, so the whole
// run since start() stays reachable at a coarser spacing. The action log grows by one line
// a user action (a person's clicks: small).
//
// Actions are opaque lines (the window program's script lines, "hawk", "settings {...}"); the
// caller applies them. Order at a step: the flock arrives at step s (stepped() keeps the
// keyframe), then the actions logged at s run, then the step to s + 1. A seek to s ends on
// arrival at s, before s's actions, which the next step then does (due()). A new action
// (acted()) where the run stood after a seek drops the log and keyframes after that point, as
// an editor's undo history does. Not here: stepping (the caller's, so re-simulation steps
// exactly as live steps do), frames, the clock.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "murmur/simulation/simulation.hpp"

namespace murmur {

struct TimelineConfig {
    std::uint32_t interval = 300;   // steps between keyframes, at first
    std::size_t maxKeyframes = 48;  // never more kept (>= 2)
};

struct TimelineAction {
    std::uint32_t step = 0;  // done at this step, before the step to the next
    std::string line;
};

class Timeline {
public:
    explicit Timeline(TimelineConfig config = {});

    // The run starts (again, e.g. after a reset) from sim's current step: everything else is
    // forgotten and this step is the first keyframe.
    void start(Simulation& sim);
    // sim has just stepped into its current step: a keyframe is kept when the step falls on
    // the interval and none is kept for it yet. A step past end() moves end() there.
    void stepped(Simulation& sim);
    // The user did `line` at `step` (where the run stands, after any logged action of that
    // step already done): what the log and keyframes hold after that point is dropped, then
    // the line is logged. end() becomes `step`.
    void acted(std::uint32_t step, std::string line);
    // The logged actions at `step` not done yet, in order, to do before stepping from it; each
    // is handed out once.
    std::vector<std::string> due(std::uint32_t step);
    // Restores into sim the newest keyframe at or before `step` (clamped to [first(), end()])
    // and returns the step it stands at; the log's actions from there on are due again.
    std::uint32_t rewind(Simulation& sim, std::uint32_t step);

    std::uint32_t first() const;                // the oldest keyframe's step (the run's start)
    std::uint32_t end() const { return end_; }  // the newest step the run has reached
    std::uint32_t interval() const { return interval_; }
    std::vector<std::uint32_t> keyframeSteps() const;
    std::size_t keyframeCount() const { return keyframes_.size(); }
    const std::vector<TimelineAction>& log() const { return log_; }
    // The memory held: every keyframe's keyframeBytes() and the log's lines.
    std::size_t bytes() const;

private:
    void keep(Simulation& sim, std::size_t at);  // a keyframe of sim's step at keyframes_[at], thinning when full

    TimelineConfig config_;
    std::uint32_t interval_;
    std::vector<SimulationKeyframe> keyframes_;  // by increasing step; the first is start()'s
    std::vector<TimelineAction> log_;            // by step, in the order done
    std::size_t next_ = 0;                       // log_[next_] is the first action not done yet
    std::uint32_t end_ = 0;
};

}  // namespace murmur
