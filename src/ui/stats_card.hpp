// stats_card.hpp - the numbers the panel's stats card shows, as lines of text.
//
// The same lines are drawn in the panel and printed by the script's `print stats` (in
// English), so a test reads what a person sees. Pure formatting, no ImGui.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "ui_text.hpp"

namespace murmur::ui {

struct BirdReductionNote {
    int from = 0;
    int to = 0;
    double fps = 0.0;
    int times = 1;  // how many reductions so far
};

// With the step thread: the flock's own steps per second, and the frames that waited for one.
struct StepThreadNote {
    double stepsPerSecond = 0.0;
    int framesWaited = 0;
};

struct StatsInput {
    int birds = 0;
    double fps = 0.0;
    double stepMs = 0.0;  // wall time of a step: the frame's (smoothed), or the step thread's
    float polarization = 0.0f;
    float clumping = 0.0f;
    int clusters = -1;  // -1: not computed yet
    float largestClusterPct = 0.0f;
    unsigned step = 0;
    std::string backend;        // "cpu" or "gpu"
    int hawksInSky = 0;         // in the sky now (several: a sortie, SimParams::hawkCount)
    int stepsBehind = 0;        // steps the frame's time budget put off to later frames
    double stepUnderWay = 0.0;  // the share done of a step spread over frames (0: none)
    std::optional<StepThreadNote> stepThread;
    std::optional<unsigned> recoverySteps;  // of the last hawk, once the flock regrouped
    std::optional<BirdReductionNote> reduction;
    std::optional<int> roosting;  // at dusk, once it has begun: the birds settled on the roost
};

std::vector<std::string> statsLines(const StatsInput& input, Language language = Language::English);

// The reduction line alone (empty without one), e.g.
// "Birds reduced 1500 -> 1125 (16 fps)" (short: it must fit the panel).
std::string reductionLine(const StatsInput& input, Language language = Language::English);

}  // namespace murmur::ui
