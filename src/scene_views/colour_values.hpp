// colour_values.hpp - the values the colourings measured on the flock read (density,
// in-degree, cluster, bank: render::birdColourValues), measured once per step shown.
//
// They need the whole flock in memory: each new step downloads it from the backend (the GPU
// backend too) and measures it, about one neighbour search per bird. Nothing is measured
// while another colouring is shown.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "bird_colouring.hpp"
#include "murmur/model/flock_state.hpp"
#include "murmur/simulation/simulation.hpp"

namespace murmur::scene_views {

class ColourValues {
public:
    // One value per bird for this step and colouring; empty for a colouring that needs none.
    std::span<const float> update(Simulation& sim, render::BirdColouring colouring);
    // Counts the measurements (from 1): the renderer uploads values of a new version only.
    std::uint64_t version() const { return version_; }

private:
    FlockState state_;
    std::vector<float> values_;
    bool valid_ = false;
    std::uint32_t step_ = 0;
    render::BirdColouring colouring_ = render::BirdColouring::CoreEdge;
    SimParams world_;
    std::uint64_t version_ = 0;
};

}  // namespace murmur::scene_views
