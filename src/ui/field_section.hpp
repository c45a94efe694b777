// field_section.hpp - the panel's "Compare with field data" section (Dear ImGui), collapsed
// by default: one row per measure with our value, the field value or band and its short
// citation, a coloured agree / disagree / not comparable mark and one plain line of what it
// means; a small plot of C(r); the size series' xi against L with its fit.
//
// Draws into the current ImGui window at the cursor. It only shows what it is given and
// returns what the user asked for; the scene drives the FieldWatch (field_watch.hpp).
#pragma once

#include <cstdint>

#include "field_watch.hpp"
#include "layout.hpp"
#include "murmur/analysis/field_reference.hpp"

namespace murmur::ui {

struct FieldSectionView {
    bool ready = false;  // rows and measures hold a measurement
    const FieldRows* rows = nullptr;
    const FieldMeasures* measures = nullptr;
    std::uint32_t step = 0;   // the step measured
    int minClusterBirds = 0;  // a smaller largest cluster is no linked body (clusterMinSize)
    FieldWatch::SeriesView series;
};

struct FieldSectionActions {
    bool open = false;  // the section is expanded (measure only then)
    bool startSeries = false;
    bool cancelSeries = false;
    Rect section;      // the header, window coordinates (for tests)
    Rect correlation;  // the C(r) plot; empty if not drawn
};

// Where the script asks the panel to scroll: the header (`field show`) or the C(r) plot
// (`field plot`); either expands the section.
enum class FieldScroll { None, Header, Plot };
FieldSectionActions drawFieldSection(const FieldSectionView& view, FieldScroll scroll = FieldScroll::None);

}  // namespace murmur::ui
