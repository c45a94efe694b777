#include "explore_map.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>

#include "murmur/model/param_table.hpp"

namespace murmur::ui {
namespace {

// The current value's text of a field, as results.csv writes axis values.
std::string currentText(const SimParams& current, const std::string& field) {
    for (const auto& [name, text] : paramFields(current))
        if (name == field) return text;
    return {};
}

std::optional<std::size_t> currentIndex(const sweep::SweepAxis& axis, const std::string& text) {
    for (std::size_t i = 0; i < axis.values.size(); ++i)
        if (axis.values[i].text == text) return i;
    if (!axis.numeric || axis.values.empty() || text.empty()) return std::nullopt;
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || *end != '\0' || !std::isfinite(v)) return std::nullopt;
    // The nearest value, if within half the gap to its neighbours (the cell it draws).
    std::size_t best = 0;
    double bestGap = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < axis.values.size(); ++i) {
        const double gap = std::abs(axis.values[i].position - v);
        if (gap < bestGap) bestGap = gap, best = i;
    }
    double half = std::numeric_limits<double>::infinity();
    if (axis.values.size() > 1) {
        const std::size_t other = best == 0 ? 1 : best - 1;
        half = std::abs(axis.values[best].position - axis.values[other].position) / 2.0;
    } else {
        half = 0.0;
    }
    return bestGap <= half ? std::optional<std::size_t>(best) : std::nullopt;
}

ExploreAxis axisOf(const sweep::SweepAxis& axis, const SimParams& current) {
    ExploreAxis out;
    out.field = axis.field;
    for (const auto& v : axis.values) out.labels.push_back(v.text);
    out.current = currentIndex(axis, currentText(current, axis.field));
    return out;
}

}  // namespace

std::optional<ExploreMap> exploreMap(const sweep::SweepSpec& spec, const std::vector<sweep::ResultRow>& rows,
                                     sweep::Measure measure, const SimParams& current) {
    if (!sweep::hasPhaseDiagram(spec)) return std::nullopt;
    ExploreMap map;
    map.measure = measure;
    map.x = axisOf(spec.axes[0], current);
    if (spec.axes.size() == 2) map.y = axisOf(spec.axes[1], current);
    map.cells = sweep::cellStats(rows, sweep::cellCount(spec), measure);
    bool any = false;
    for (const sweep::CellStats& c : map.cells) {
        if (c.seeds == 0) continue;
        map.lo = any ? std::min(map.lo, c.mean) : c.mean;
        map.hi = any ? std::max(map.hi, c.mean) : c.mean;
        any = true;
        ++map.filled;
    }
    return map;
}

const std::optional<ExploreMap>& ExploreMapCache::get(const Spec& spec, const Rows& rows, sweep::Measure measure,
                                                      const SimParams& current) {
    if (builds_ == 0 || spec != spec_ || rows != rows_ || measure != measure_ || !(current == current_)) {
        map_ = exploreMap(*spec, *rows, measure, current);
        spec_ = spec;
        rows_ = rows;
        measure_ = measure;
        current_ = current;
        ++builds_;
    }
    return map_;
}

}  // namespace murmur::ui
