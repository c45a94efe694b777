// hawk_attacks.hpp - the murmuration scene's hawk as the viewer sees it: where a hunting hawk
// aims (a thin line over the 3D view to its bird) and what its attacks did (the panel's card
// for the last one and the table of all, report/attack_table.hpp).
//
// No state of its own: it reads the flock's hawk and finished attacks. Script: `print
// attacks` (one line per finished hawk, then "attacks count=N").
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "bird_pick.hpp"
#include "control_panel.hpp"
#include "layout.hpp"
#include "murmur/simulation/simulation.hpp"
#include "scenes/script_words.hpp"

namespace murmur::scene_views {

class HawkAttacks {
public:
    explicit HawkAttacks(const Simulation& sim) : sim_(sim) {}  // sim outlives the part

    // The aim line over `view` seen through `camera` (ImGui's background list), noted as
    // "hawk-aim".
    void drawAim(const ui::Rect& view, const render::PickView& camera, ui::LayoutProbe& probe) const;
    // The panel's attack card (in the panel's language) and table rows.
    void fill(ui::FlockPanelView& panel) const;

    static scenes::WordTable<HawkAttacks> words();

private:
    std::vector<std::string> printLines() const;

    const Simulation& sim_;
};

}  // namespace murmur::scene_views
