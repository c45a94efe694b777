// bird_inspector.hpp - the murmuration's bird inspector: the selected bird ringed, thin lines
// to the neighbours its last step read, a short trail behind it, and "Follow".
//
// It holds the selection and the bird's latest close-up (murmur/model/bird_close_up.hpp), which it
// asks the FlockFeed for: from the CPU's own copy of the flock, or as one small record read
// back from the GPU. refresh() runs after the frame's steps and fetches a new close-up only
// when the step or the bird changed; overlay() draws ImGui lines over the 3D view at the
// renderer's interpolation, so the ring sits on the drawn bird. Nothing here changes the
// model: selecting, following and letting go are drawing and camera only. Not here: the
// pick (render/bird_pick.hpp), input and the camera (the scene's).
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "bird_pick.hpp"
#include "layout.hpp"
#include "murmur/model/bird_close_up.hpp"
#include "murmur/model/params.hpp"

namespace murmur::scene_views {

class FlockFeed;

// The trail: the bird's position at this many of the last steps it was seen at.
inline constexpr std::size_t kTrailPoints = 48;
// Ring radius on the screen, in window units (the bird itself may be a pixel or two).
inline constexpr float kRingRadius = 10.0f;

class BirdInspector {
public:
    void select(std::uint32_t bird);  // a new bird: its trail starts again
    void letGo();                     // nothing selected, nothing followed
    // Esc: stop following, else let go of the bird; false when there was neither.
    bool escape();
    // Follow needs a selected bird: without one it stays off.
    void setFollowing(bool on) { following_ = on && selected_.has_value(); }
    bool following() const { return following_; }
    std::optional<std::uint32_t> selected() const { return selected_; }
    const BirdCloseUp* closeUp() const { return closeUp_ ? &*closeUp_ : nullptr; }

    // The flock jumped (reset, a bird count change): the trail starts again; a bird that no
    // longer exists is let go.
    void flockJumped(std::size_t birdCount);
    // After the frame's steps, the step now shown: a new close-up if the step or bird changed.
    void refresh(FlockFeed& feed, const SimParams& world, std::uint32_t step);
    // Where the selected bird is drawn at alpha (0: the previous step, 1: the current).
    glm::vec3 shownPosition(float alpha) const;

    // The ring, the neighbour lines, the trail and the bird's number over `rect` (the 3D view,
    // window coordinates; `view` sized to it). The ring's square goes into the probe as
    // "inspector-ring".
    void overlay(const render::PickView& view, const ui::Rect& rect, float alpha, ui::LayoutProbe& probe);
    // `print selection`: "selection bird=N step=... speed=... fear=... edge=... neighbours=K
    // total=T following=0|1 x=X y=Y list=INDEX:DISTANCE,...", or "selection bird=none".
    std::string printLine() const;

private:
    std::optional<std::uint32_t> selected_;
    std::optional<BirdCloseUp> closeUp_;
    std::uint32_t closeUpStep_ = 0;
    bool stale_ = true;  // fetch a close-up at the next refresh whatever the step
    bool following_ = false;
    std::deque<glm::vec3> trail_;      // oldest first, one point per step seen
    std::optional<glm::vec2> screen_;  // where the ring was last drawn
};

}  // namespace murmur::scene_views
