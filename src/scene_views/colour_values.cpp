#include "colour_values.hpp"

namespace murmur::scene_views {

std::span<const float> ColourValues::update(Simulation& sim, render::BirdColouring colouring) {
    if (!render::needsBirdValues(colouring)) {
        valid_ = false;
        values_.clear();
        return {};
    }
    const bool same = valid_ && step_ == sim.stepIndex() && colouring_ == colouring &&
                      values_.size() == sim.birdCount() && world_ == sim.world();
    if (!same) {
        sim.backend().download(state_);
        values_ = render::birdColourValues(colouring, sim.world(), state_);
        valid_ = true;
        step_ = sim.stepIndex();
        colouring_ = colouring;
        world_ = sim.world();
        ++version_;
    }
    return values_;
}

}  // namespace murmur::scene_views
