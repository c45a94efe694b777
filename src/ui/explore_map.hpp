// explore_map.hpp - what the panel's Explore section draws for one measure of a sweep: the
// cells of a one- or two-axis sweep (the first axis across, the second up, as the sweep's
// phase diagrams lay them out), each the mean and spread over its seeds, the range of the
// means for the colour scale, and the cell the current settings fall in.
//
// No ImGui: unit tested without a display (explore_panel.hpp draws it).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "murmur/model/params.hpp"
#include "sweep/phase_diagram.hpp"
#include "sweep/results_file.hpp"
#include "sweep/sweep_spec.hpp"

namespace murmur::ui {

struct ExploreAxis {
    std::string field;                // the settings name, e.g. "jitter"
    std::vector<std::string> labels;  // each value as results.csv writes it
    // The value the current settings have on this axis, when it is one of the axis' values or
    // within half a step of one (numbers); none when it lies outside or matches nothing.
    std::optional<std::size_t> current;
};

struct ExploreMap {
    sweep::Measure measure = sweep::Measure::Polarization;
    ExploreAxis x;                        // across
    std::optional<ExploreAxis> y;         // up; none for a one-axis sweep
    std::vector<sweep::CellStats> cells;  // x index * (y values) + y index: expandCells' order
    double lo = 0.0, hi = 0.0;            // the least and greatest mean of the cells with data
    std::size_t filled = 0;               // cells with at least one seed

    std::size_t columns() const { return x.labels.size(); }
    std::size_t rows() const { return y ? y->labels.size() : 1; }
    const sweep::CellStats& at(std::size_t column, std::size_t row) const { return cells[column * rows() + row]; }
    // Where the current settings are: both axes' values found (one axis: x only).
    bool marked() const { return x.current && (!y || y->current); }
};

// The map of one measure; none for a sweep of three or more axes (it has no phase diagram).
std::optional<ExploreMap> exploreMap(const sweep::SweepSpec& spec, const std::vector<sweep::ResultRow>& rows,
                                     sweep::Measure measure, const SimParams& current);

// exploreMap, built again only when what it is built from changes: another spec or rows (a
// new copy arrives with each finished run), another measure, other settings. Building
// walks every row, and the panel asks every frame.
class ExploreMapCache {
public:
    using Spec = std::shared_ptr<const sweep::SweepSpec>;
    using Rows = std::shared_ptr<const std::vector<sweep::ResultRow>>;
    // spec and rows must not be null.
    const std::optional<ExploreMap>& get(const Spec& spec, const Rows& rows, sweep::Measure measure,
                                         const SimParams& current);
    int builds() const { return builds_; }  // how many times it built a map (for tests)

private:
    // Held, not only compared: a freed copy's address could come back for a new one.
    Spec spec_;
    Rows rows_;
    sweep::Measure measure_ = sweep::Measure::Polarization;
    SimParams current_;
    std::optional<ExploreMap> map_;
    int builds_ = 0;
};

}  // namespace murmur::ui
