#include "chart_axes.hpp"

#include <algorithm>
#include <cmath>

namespace murmur::ui {

std::vector<double> niceTicks(double lo, double hi, int maxTicks, double minSpacing) {
    std::vector<double> ticks;
    if (!(std::isfinite(lo) && std::isfinite(hi) && std::isfinite(minSpacing)) || hi <= lo || maxTicks < 1)
        return ticks;
    auto count = [&](double s) { return std::floor(hi / s + 1e-9) - std::ceil(lo / s - 1e-9) + 1.0; };
    // The smallest spacing of 1, 2 or 5 times a power of ten that fits maxTicks.
    double power = std::pow(10.0, std::floor(std::log10((hi - lo) / maxTicks)));
    double spacing = 0.0;
    for (int tries = 0; tries < 64 && spacing == 0.0; ++tries, power *= 10.0)
        for (double m : {1.0, 2.0, 5.0})
            if (m * power >= minSpacing && count(m * power) <= maxTicks) {
                spacing = m * power;
                break;
            }
    if (spacing == 0.0) return ticks;
    const double first = std::ceil(lo / spacing - 1e-9);
    const double n = count(spacing);
    for (int k = 0; k < static_cast<int>(n); ++k) {
        const double t = (first + k) * spacing;
        ticks.push_back(std::abs(t) < spacing * 1e-9 ? 0.0 : t);
    }
    return ticks;
}

std::optional<std::size_t> nearestSample(std::span<const MetricsSample> samples, double step) {
    if (samples.empty() || !std::isfinite(step)) return std::nullopt;
    const auto after = std::lower_bound(samples.begin(), samples.end(), step,
                                        [](const MetricsSample& s, double x) { return double(s.step) < x; });
    if (after == samples.begin()) return 0;
    if (after == samples.end()) return samples.size() - 1;
    const auto before = after - 1;
    const bool takeAfter = double(after->step) - step < step - double(before->step);
    return static_cast<std::size_t>((takeAfter ? after : before) - samples.begin());
}

std::vector<int> legendRows(std::span<const float> entryWidths, float width) {
    std::vector<int> rows;
    int row = 0;
    float used = 0.0f;
    for (float w : entryWidths) {
        if (used > 0.0f && used + w > width) {
            ++row;
            used = 0.0f;
        }
        rows.push_back(row);
        used += w;
    }
    return rows;
}

}  // namespace murmur::ui
