// observer_opacity.hpp - what the ground observer sees, read from a picture: while the
// camera is the ground observer's (camera_mode.hpp), about twice a second the flock's largest
// cluster is drawn from straight below as silhouettes (render/silhouette_mask.hpp), and the
// covered share of the picture's hull is shown on a card over the view, beside the field
// measure on the same birds (field_measures.hpp: measureOpacity, the "Opacity from below"
// row of "Compare with field data") and that measure's sampling error (its spread over
// where the grid starts: opacityBelowOverGridShifts).
//
// Script: `until observer-ready` (a picture of the step shown now has been read), `print
// observer` (both values, the spread, the picture's size and the card's place).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "layout.hpp"
#include "murmur/analysis/field_measures.hpp"
#include "murmur/simulation/simulation.hpp"
#include "scenes/script_words.hpp"

namespace murmur::render {
class SilhouetteMask;
}

namespace murmur::scene_views {

// Frames between two pictures while the observer watches (about half a second at 60 fps).
inline constexpr int kObserverFramesApart = 30;

class ObserverOpacity {
public:
    ObserverOpacity();
    ~ObserverOpacity();

    // In the frame's drawing, with the GL context current: a new picture when the observer
    // watches, one is due and the flock has stepped since the last.
    void render(Simulation& sim, bool watching);
    // The flock jumped (a reset, a seek): the last reading is of another flock.
    void forget() { ready_ = false; }
    // The card at the view's top left, while the observer watches.
    void overlay(const ui::Rect& view, ui::LayoutProbe& probe);

    static scenes::WordTable<ObserverOpacity> words();

private:
    std::vector<std::string> printLines() const;

    struct Reading {
        std::uint32_t step = 0;
        int birds = 0;              // in the largest cluster, the birds both values count
        float picture = 0.0f;       // the covered share of the picture's hull
        float field = 0.0f;         // measureOpacity's from below, on the same birds
        OpacitySampling grid;       // the field measure over grid starts
        float squarePixels = 0.0f;  // a silhouette's edge in the picture
        int width = 0, height = 0;  // the picture's pixels
        unsigned texture = 0;
    };

    std::unique_ptr<render::SilhouetteMask> mask_;
    std::string maskError_;  // why there is no picture (the mask's shaders did not build)
    FlockState download_;
    FieldScratch scratch_;
    Reading reading_;
    bool ready_ = false;
    bool watching_ = false;
    std::uint32_t simStep_ = 0;
    int framesToNext_ = 0;
    ui::Rect card_, picture_;  // the card and the picture on it, as last drawn
};

}  // namespace murmur::scene_views
