// field_compare.hpp - the murmuration scene's "Compare with field data": what it measures
// when, and what its script lines say.
//
// Holds the FieldWatch (the measures on a worker thread), the newest measures and their
// verdicts, and the section's state. Each frame: update() hands the live flock over about
// once a second while the section is open (nothing is measured while it is closed) and
// picks up the newest result; draw() shows it. Its script words: words() below.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "layout.hpp"
#include "murmur/analysis/field_reference.hpp"
#include "murmur/simulation/simulation.hpp"
#include "scenes/script_words.hpp"

namespace murmur::ui {
class FieldWatch;
}

namespace murmur::scene_views {

class FieldCompare {
public:
    FieldCompare();
    ~FieldCompare();

    // After the frame's steps: hands the flock over when due, reads back the newest result.
    void update(Simulation& sim);
    // The panel section, with its layout notes.
    void draw(ui::LayoutProbe& probe);

    // The script: `field show | plot | series | cancel` (show opens the section and scrolls
    // to it, plot to its C(r) plot; series runs, cancel stops, its size series); `until
    // field-ready` (a measurement is shown), `field-current` (it is of the step shown now: a
    // paused flock is measured within a second), `field-series-ready` (a size series has
    // finished); `print field`.
    static scenes::WordTable<FieldCompare> words();

private:
    void startSeries();
    std::vector<std::string> printLines() const;

    std::unique_ptr<ui::FieldWatch> watch_;
    FlockState download_;  // the flock handed over, reused
    FieldMeasures measures_;
    FieldRows rows_{};
    std::uint32_t step_ = 0;     // the step measured
    std::uint32_t simStep_ = 0;  // the flock's step at the last update
    std::uint64_t version_ = 0;
    int minClusterBirds_ = 0;  // of the flock measured
    bool open_ = false;        // as last drawn
    int scrollNext_ = 0;       // the script's `field show` (1) or `field plot` (2)
    ui::Rect section_, plot_;
};

}  // namespace murmur::scene_views
