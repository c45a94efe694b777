// inspector_section.hpp - the panel's "Bird" section while a bird is selected: its number,
// speed, fear, edge value, Follow / Let go, and the neighbours the last step read for it with
// their distances (Dear ImGui).
//
// Reads a BirdCloseUp (murmur/model/bird_close_up.hpp) and returns what the user asked for; it
// touches no simulation and no camera. Draws nothing when nothing is selected, so the panel
// below it does not move until a bird is clicked.
#pragma once

#include "layout.hpp"
#include "murmur/model/bird_close_up.hpp"

namespace murmur::ui {

struct InspectorView {
    const BirdCloseUp* bird = nullptr;  // null: nothing selected
    float cruiseSpeed = 0.35f;          // the model's V0, to show the speed as "x cruise"
    bool following = false;
    bool metric = false;  // the neighbours are everyone within the radius, not the k nearest
};

struct InspectorActions {
    bool toggleFollow = false;
    bool letGo = false;  // deselect
};

// The Follow button's rectangle goes into the probe as "inspector-follow".
InspectorActions drawInspectorSection(const InspectorView& view, LayoutProbe& probe);

}  // namespace murmur::ui
