// murmuration_experiments.hpp - the murmuration scene's Experiments section: the protocols
// of docs/model.md run in the background (ui/experiments_runner.hpp) and their bar charts.
//
// It owns the runner (its workers stop when the part goes) and the section's rectangles as
// last drawn. The experiments run the model's default flock (or --experiment-birds), not the
// command line's or the sliders'. E6 has a runner of its own, started only when asked (its 48
// runs of up to 10,000 birds take minutes; with --experiment-birds, E6 runs that one size), and
// so has E7 (the world: 72 runs).
// Script: `experiments compute | cancel | show | compute-e6 | cancel-e6 | compute-e7 | cancel-e7 |
// compute-e8 | cancel-e8`
// (show scrolls the panel to the section), `until experiments-ready | experiments-stopped |
// e6-ready | e7-ready | e8-ready`, `print experiments` (its state and rectangles, and E6's, E7's
// and E8's).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "layout.hpp"
#include "scene.hpp"
#include "scenes/script_words.hpp"

namespace murmur::ui {
class ExperimentsRunner;
}

namespace murmur::scene_views {

class MurmurationExperiments {
public:
    // Starts computing now when the context asks for it and nothing is cached.
    explicit MurmurationExperiments(const SceneContext& context);
    ~MurmurationExperiments();  // cancels a run in flight and waits for its workers

    // The section (after the app's Capture section), with its layout notes.
    void draw(ui::LayoutProbe& probe);

    static scenes::WordTable<MurmurationExperiments> words();

private:
    bool ready() const;
    bool stopped() const;
    std::vector<std::string> printLines() const;

    std::unique_ptr<ui::ExperimentsRunner> runner_;
    std::unique_ptr<ui::ExperimentsRunner> e6Runner_;
    std::string e6Birds_;  // its flock sizes, as the panel says them
    std::unique_ptr<ui::ExperimentsRunner> e7Runner_;
    std::unique_ptr<ui::ExperimentsRunner> e8Runner_;
    ui::Rect section_, chart_, e6Chart_, e7Chart_, e8Chart_;  // as last drawn, for `print experiments`
    bool scrollNext_ = false;                                 // the script's `experiments show`
};

}  // namespace murmur::scene_views
