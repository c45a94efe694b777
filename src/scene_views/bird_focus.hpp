// bird_focus.hpp - the murmuration scene's focus on one bird: the inspector (bird_inspector.hpp:
// the clicked bird's ring, its neighbours and its close-up) and Follow, with its panel section.
//
// A click on the 3D view picks the bird under it, or lets go on the sky. Follow (F, the
// panel's button, `follow`) keeps the camera behind the selected bird until Esc, a drag or
// letting go; Esc stops following, then lets go. Script: `select BIRD` (as clicking it; a
// number past the flock's end is an error message, nothing else), `follow` (on, or off),
// `print selection` (the bird, its speed, fear, edge and neighbours, or none).
#pragma once

#include <optional>

#include <glm/vec2.hpp>

#include "bird_inspector.hpp"
#include "flock_feed.hpp"
#include "flock_view.hpp"
#include "murmur/simulation/simulation.hpp"
#include "scenes/script_words.hpp"

namespace murmur::scene_views {

class BirdFocus {
public:
    // Both outlive the part (the scene owns all three).
    BirdFocus(const Simulation& sim, FlockFeed& feed) : sim_(sim), feed_(feed) {}

    // A click at window coordinates on `view`'s 3D view, the birds drawn `alpha` between
    // their last two steps.
    void click(glm::vec2 at, const FlockView& view, float alpha);
    void refresh();                                           // after the frame's steps
    void flockJumped();                                       // reset or resized: the trail starts again
    void stopFollowing() { inspector_.setFollowing(false); }  // a drag takes the camera back
    bool escape() { return inspector_.escape(); }
    void letGo() { inspector_.letGo(); }
    // Ride a bird (the camera "bird"): follow the selected one, or bird 0 if none is.
    void ride();
    // Where the camera should be while following (none when not following).
    std::optional<FlockView::Follow> follow(float alpha) const;

    void overlay(const FlockView& view, float alpha, ui::LayoutProbe& probe);
    void drawSection(ui::LayoutProbe& probe);  // the panel's inspector section

    static scenes::WordTable<BirdFocus> words();

private:
    Status select(int bird);
    void toggleFollow() { inspector_.setFollowing(!inspector_.following()); }

    const Simulation& sim_;
    FlockFeed& feed_;
    BirdInspector inspector_;
};

}  // namespace murmur::scene_views
