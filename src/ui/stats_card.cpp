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

std::string reductionLine(const StatsInput& in) {
    if (!in.reduction) return {};
    const auto& r = *in.reduction;
    std::string line = format("Birds reduced %d -> %d (%.0f fps", r.from, r.to, r.fps);
    line += r.times > 1 ? format(", %d times)", r.times) : std::string(")");
    return line;
}

std::vector<std::string> statsLines(const StatsInput& in) {
    std::vector<std::string> lines;
    lines.push_back(format("Birds: %d", in.birds));
    lines.push_back(format("FPS: %.1f", in.fps));
    lines.push_back(format("Step time: %.2f ms (%s)", in.stepMs, in.backend.c_str()));
    lines.push_back(format("Step: %u", in.step));
    if (in.stepsBehind > 0)
        lines.push_back(format("Behind: %d steps put off (slower than the speed asks)", in.stepsBehind));
    if (in.stepUnderWay > 0.0)
        lines.push_back(format("Step under way: %.0f%% (a step takes longer than a frame)", 100.0 * in.stepUnderWay));
    lines.push_back(format("Polarization: %.1f", static_cast<double>(in.polarization)));
    lines.push_back(format("Clumping: %.1f", static_cast<double>(in.clumping)));
    if (in.clusters >= 0)
        lines.push_back(
            format("Clusters: %d (largest %.0f%%)", in.clusters, static_cast<double>(in.largestClusterPct)));
    else lines.push_back("Clusters: -");
    if (in.hawkInSky) lines.push_back("Hawk: in the sky");
    else if (in.recoverySteps) lines.push_back(format("Last hawk: regrouped after %u steps", *in.recoverySteps));
    if (auto r = reductionLine(in); !r.empty()) lines.push_back(r);
    return lines;
}

}  // namespace murmur::ui
