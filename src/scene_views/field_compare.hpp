// field_compare.hpp - the murmuration scene's "Compare with field data": what it measures
// when, and what its script lines say.
//
// Holds the FieldWatch (the measures on a worker thread), the newest measures and their
// verdicts, and the section's state. Each frame: update() hands the live flock over about
// once a second while the section is open (nothing is measured while it is closed) and
// picks up the newest result; draw() shows it. Script: `field show | plot | series | cancel`,
// `until field-ready | field-current | field-series-ready`, `print field`.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "layout.hpp"
#include "murmur/field_reference.hpp"
#include "murmur/simulation.hpp"

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

    // The script's `field WORD` (show, series, cancel); false for an unknown word.
    bool command(std::string_view word);
    // field-ready: a measurement is shown; field-current: it is of the step shown now (a
    // paused flock is measured within a second); field-series-ready: a size series has finished.
    bool holds(std::string_view condition) const;
    std::vector<std::string> printLines() const;

private:
    void startSeries();

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
