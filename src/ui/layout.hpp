// layout.hpp - where the panel, the charts, the legend and the 3D view go in the window.
//
// The panel is a column on the left; the charts are a strip along the bottom of the rest;
// the 3D view fills what is left above the charts. Window coordinates (ImGui's units,
// origin top left); multiply by the framebuffer scale for pixels. Pure arithmetic.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace murmur::ui {

struct Rect {
    float x = 0.0f;
    float y = 0.0f;
    float width = 0.0f;
    float height = 0.0f;
    bool empty() const { return width <= 0.0f || height <= 0.0f; }
    bool contains(float px, float py) const { return px >= x && py >= y && px < x + width && py < y + height; }
};

// Rectangles of widgets as last drawn, by name (window coordinates): what the script's
// `print layout` reports, so tests can click the buttons a person would.
struct LayoutProbe {
    std::vector<std::pair<std::string, Rect>> rects;

    void note(const std::string& name, const Rect& r) {
        for (auto& [n, old] : rects)
            if (n == name) {
                old = r;
                return;
            }
        rects.emplace_back(name, r);
    }
    void clear() { rects.clear(); }
};

// One rectangle as `print layout` writes it: "layout NAME X Y W H" (whole window units).
std::string layoutLine(const std::string& name, const Rect& r);

struct Layout {
    Rect panel;
    Rect charts;
    Rect view;
};

// uiScale: the content scale (HiDPI) the panel and charts grow with. Any window size,
// 0 x 0 included, gives rectangles with non-negative sizes. withPanel false (Tab hides
// it): the panel is 0 wide and the view and charts take the whole width.
Layout computeLayout(float windowWidth, float windowHeight, float uiScale, bool withPanel = true);

}  // namespace murmur::ui
