// murmuration_timeline.hpp - the murmuration scene's timeline: a strip under the charts that
// scrubs back through the run, and `seek STEP`.
//
// murmur/simulation/timeline.hpp keeps the keyframes and the log of what changed the flock (hawks and
// settings, as script lines). A seek restores the nearest keyframe and re-simulates, doing
// the logged actions at their steps; interactively past StepPace::kStepBudgetMs it goes on
// over the next frames ("seeking... N steps") and the flock waits at its target meanwhile;
// a script's `seek STEP` (and any seek under a script) completes at once. A new action after
// a seek drops the run after that point. Script: `seek STEP` (0..the newest step reached; a
// step not reached yet is an error message, nothing else), `print timeline` (its step,
// keyframes, interval and bytes).
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include "layout.hpp"
#include "murmur/simulation/simulation.hpp"
#include "murmur/simulation/timeline.hpp"
#include "scenes/script_words.hpp"

namespace murmur::scene_views {

// What a seek asks of the scene the timeline belongs to.
class TimelineHost {
public:
    virtual ~TimelineHost() = default;
    // A logged action ("hawk", "settings {...}") done again, the way the panel does it.
    virtual void redo(const std::string& line) = 0;
    // One step of a seek, as live stepping does it (the charts record it).
    virtual void stepAgain() = 0;
    // The flock went back to step `at`: what shows it goes back too.
    virtual void rewound(std::uint32_t at) = 0;
    // The seek reached its step: the drawing and the panel start from the flock there.
    virtual void arrived() = 0;
    // A line for --record-script to replay ("seek N").
    virtual void replay(std::string line) = 0;
};

class MurmurationTimeline {
public:
    // Both must outlive the timeline (the scene owns all three).
    MurmurationTimeline(Simulation& sim, TimelineHost& host);

    void start();  // the run (re)starts at the flock's step: no log, no seek
    // A user action that changes the flock, at the current step (a script line): logged
    // unless it is a logged one being done again.
    void acted(std::string line);
    void doLoggedActions();  // the log's actions due before the next step
    void stepped();          // after a live step
    // At the start of a frame: goes on with an interactive seek within the budget; true while
    // one is still under way (the flock waits at its target).
    bool frame(bool exact, std::chrono::steady_clock::time_point frameStart);
    void settle();  // a user action during a seek: finish it first
    // Draws the strip at the bottom of `charts` and returns what is left for the charts.
    ui::Rect draw(const ui::Rect& charts, ui::LayoutProbe& probe);

    static scenes::WordTable<MurmurationTimeline> words();

private:
    Status seek(int step);
    void resimulateStep();
    void rewindTo(std::uint32_t step);
    void seekNow(std::uint32_t step);                  // exact: done when it returns
    void requestSeek(std::uint32_t step, bool exact);  // the strip's: recorded for replay
    void continueSeek(bool exact, std::chrono::steady_clock::time_point frameStart);  // within the budget
    void seekArrived();
    std::string line() const;

    Simulation& sim_;
    TimelineHost& host_;
    Timeline timeline_;
    std::optional<std::uint32_t> seekTarget_;  // an interactive seek still re-simulating
    bool replaying_ = false;                   // doing logged actions, which are no new ones
    bool exact_ = false;                       // the last frame's clock.exact (a script runs)
    double lastSeekMs_ = 0.0;                  // the last exact seek: its time and its steps re-simulated
    std::uint32_t lastSeekSteps_ = 0;
};

}  // namespace murmur::scene_views
