// murmuration_explore.hpp - the murmuration scene's Explore section: parameter sweeps run in
// the background (ui/explore_runner.hpp), drawn as a map of one measure with the flock's own
// settings marked.
//
// It owns the runner (its runs stop when the part goes), the section's state and its
// rectangles as last drawn; it reads the flock's parameters to mark them on the map.
// Script: `explore open DIR | run SPEC DIR | cancel | show` (show scrolls the panel to the
// section), `until explore-ready | explore-stopped`, `print explore`.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "explore_panel.hpp"
#include "murmur/simulation/simulation.hpp"
#include "scenes/script_words.hpp"

namespace murmur::ui {
class ExploreRunner;
}

namespace murmur::scene_views {

class MurmurationExplore {
public:
    // sim: the flock whose settings the map marks; it must outlive the part.
    explicit MurmurationExplore(const Simulation& sim);
    ~MurmurationExplore();  // cancels the runs and waits for those in flight

    // The section (after the Experiments section), with its layout notes.
    void draw(ui::LayoutProbe& probe);

    static scenes::WordTable<MurmurationExplore> words();

private:
    bool ready() const;
    bool stopped() const;
    std::vector<std::string> printLines() const;

    const Simulation& sim_;
    std::unique_ptr<ui::ExploreRunner> runner_;
    ui::ExplorePanelState state_;
    ui::ExplorePanelActions drawn_;  // its rectangles as last drawn, for `print explore`
    bool scrollNext_ = false;        // the script's `explore show`
};

}  // namespace murmur::scene_views
