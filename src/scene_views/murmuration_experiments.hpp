// murmuration_experiments.hpp - the murmuration scene's Experiments section: the protocols
// of docs/model.md run in the background (ui/experiments_runner.hpp) and their bar charts.
//
// It owns the runner (its workers stop when the part goes) and the section's rectangles as
// last drawn. The experiments run the model's default flock (or --experiment-birds), not the
// command line's or the sliders'. Script: `experiments compute | cancel | show` (show scrolls
// the panel to the section), `until experiments-ready | experiments-stopped`, `print
// experiments` (its state and rectangles).
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
    ui::Rect section_, chart_;  // as last drawn, for `print experiments`
    bool scrollNext_ = false;   // the script's `experiments show`
};

}  // namespace murmur::scene_views
