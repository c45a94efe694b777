#include "stats_card.hpp"

#include <cstdio>

namespace murmur::ui {
namespace {

template <typename... Args>
std::string format(const char* fmt, Args... args) {
    char buffer[160];
    std::snprintf(buffer, sizeof buffer, fmt, args...);
    return buffer;
}

}  // namespace

std::string reductionLine(const StatsInput& in, Language language) {
    if (!in.reduction) return {};
    const auto& r = *in.reduction;
    auto t = [language](TextId id) { return text(id, language); };
    std::string line = format(t(TextId::StatReduced), r.from, r.to, r.fps);
    line += r.times > 1 ? format(t(TextId::StatReducedTimes), r.times) : std::string(t(TextId::StatReducedEnd));
    return line;
}

std::vector<std::string> statsLines(const StatsInput& in, Language language) {
    using T = TextId;
    auto t = [language](TextId id) { return text(id, language); };
    std::vector<std::string> lines;
    lines.push_back(format(t(T::StatBirds), in.birds));
    lines.push_back(format(t(T::StatFps), in.fps));
    lines.push_back(format(t(T::StatStepTime), in.stepMs, in.backend.c_str()));
    // With the step thread, the flock's own pace on the same line (the card keeps its height).
    if (in.stepThread)
        lines.push_back(
            format(t(T::StatStepThread), in.step, in.stepThread->stepsPerSecond, in.stepThread->framesWaited));
    else lines.push_back(format(t(T::StatStep), in.step));
    if (in.stepsBehind > 0) lines.push_back(format(t(T::StatBehind), in.stepsBehind));
    if (in.stepUnderWay > 0.0) lines.push_back(format(t(T::StatUnderWay), 100.0 * in.stepUnderWay));
    lines.push_back(format(t(T::StatPolarization), static_cast<double>(in.polarization)));
    lines.push_back(format(t(T::StatClumping), static_cast<double>(in.clumping)));
    if (in.clusters >= 0)
        lines.push_back(format(t(T::StatClusters), in.clusters, static_cast<double>(in.largestClusterPct)));
    else lines.push_back(t(T::StatClustersNone));
    if (in.roosting) lines.push_back(format(t(T::StatRoosting), *in.roosting, in.birds));
    if (in.hawksInSky > 1) lines.push_back(format(t(T::StatHawksInSky), in.hawksInSky));
    else if (in.hawksInSky == 1) lines.push_back(t(T::StatHawkInSky));
    else if (in.recoverySteps) lines.push_back(format(t(T::StatRegrouped), *in.recoverySteps));
    if (auto r = reductionLine(in, language); !r.empty()) lines.push_back(r);
    return lines;
}

}  // namespace murmur::ui
