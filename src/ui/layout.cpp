#include "layout.hpp"

#include <algorithm>
#include <cstdio>

namespace murmur::ui {

std::string layoutLine(const std::string& name, const Rect& r) {
    char line[160];
    std::snprintf(line, sizeof line, "layout %s %.0f %.0f %.0f %.0f", name.c_str(), double(r.x), double(r.y),
                  double(r.width), double(r.height));
    return line;
}

Layout computeLayout(float w, float h, float s, bool withPanel) {
    w = std::max(w, 0.0f);
    h = std::max(h, 0.0f);
    s = std::clamp(s, 0.5f, 4.0f);
    // The panel keeps its width until the window is too narrow to leave a useful view.
    const float panelWidth = withPanel ? std::min(320.0f * s, 0.45f * w) : 0.0f;
    const float chartsHeight = std::min(170.0f * s, 0.35f * h);
    Layout l;
    l.panel = {0.0f, 0.0f, panelWidth, h};
    l.charts = {panelWidth, h - chartsHeight, w - panelWidth, chartsHeight};
    l.view = {panelWidth, 0.0f, w - panelWidth, h - chartsHeight};
    return l;
}

}  // namespace murmur::ui
