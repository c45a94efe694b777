// chart_axes.hpp - the arithmetic behind readable charts: tick values, where a hover falls,
// how legend entries wrap. Pure functions, unit tested without ImGui.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "metrics_history.hpp"

namespace murmur::ui {

// Tick values covering [lo, hi], on a "nice" spacing (1, 2 or 5 times a power of ten,
// at least minSpacing), at most maxTicks of them, each inside [lo, hi]. Empty when the
// range is empty or not finite.
std::vector<double> niceTicks(double lo, double hi, int maxTicks, double minSpacing = 0.0);

// The sample whose step is nearest `step` (samples are in step order); nothing if none.
std::optional<std::size_t> nearestSample(std::span<const MetricsSample> samples, double step);

// Lays entries of the given widths left to right in rows no wider than `width` (an entry
// wider than a row gets a row of its own): the row of each entry, from 0.
std::vector<int> legendRows(std::span<const float> entryWidths, float width);

}  // namespace murmur::ui
