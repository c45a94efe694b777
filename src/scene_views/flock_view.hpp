// flock_view.hpp - the murmuration scene's 3D view: the orbit camera, the rectangle it draws
// in, and what the pointer does to it.
//
// A drag on the view orbits the camera, the wheel zooms, a horizontal touchpad scroll
// orbits; after kIdleFrames without input the camera orbits slowly (autorotate) and its
// target eases toward the flock. A press and release that moved less than kClickSlop is a
// click: input() hands it back for the scene to pick a bird with. Presses on the charts
// below the view or on the legend neither orbit nor click. While the scene follows a bird
// the camera stays behind it and the wheel sets how close. The camera's mode (camera_mode.hpp)
// may instead ride the followed bird, chase the hawk, or watch from the ground. Script:
// `orbit DX DY` (degrees of yaw and pitch), `zoom FACTOR` (> 1 is farther), `print camera`.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "bird_pick.hpp"
#include "camera_mode.hpp"
#include "layout.hpp"
#include "orbit_camera.hpp"
#include "scene.hpp"
#include "scenes/script_words.hpp"

namespace murmur::scene_views {

class FlockView {
public:
    // A press that moves less than this (window units) before its release is a click.
    static constexpr float kClickSlop = 4.0f;
    static constexpr std::uint64_t kIdleFrames = 120;  // no input this long: the camera orbits

    FlockView();

    // What a pointer event did.
    struct Input {
        bool dragStarted = false;        // the user takes the camera back (stop following)
        std::optional<glm::vec2> click;  // a click at these window coordinates
    };
    // Press, Release, Move and Scroll; other events do nothing.
    Input input(const SceneEvent& event);
    // A script's click (pointer.clicked) at its pointer; a real press arrives through input()
    // and is a click only on release, so a click this frame that came with one is not another.
    std::optional<glm::vec2> scriptClick(const ScenePointer& pointer);
    void dropDrag();  // the scene is shown or hidden: a drag in progress ends

    // Once a frame, after the steps. follow: the followed bird's shown position and heading;
    // hawk: the hawk's (the first in the sky; none when none flies); centroid: the flock's
    // (none without birds). Each mode uses what it needs; without it, it orbits.
    struct Follow {
        glm::vec3 position, heading;
        float distance = 0.0f;   // the hawk's chase: how far behind (0: render::kChaseDistance)
        bool alongNose = false;  // the hawk's chase: the eye behind its nose, not its horizon
    };
    void frame(const std::optional<Follow>& follow, const std::optional<Follow>& hawk, bool autorotate,
               const std::optional<glm::vec3>& centroid);

    void setMode(render::CameraMode mode) { mode_ = mode; }
    render::CameraMode mode() const { return mode_; }
    // The world's camera limits (worldScaleFor), widened as the mode needs (the ground observer
    // looks up; riding and chasing come close); the camera takes them at once.
    void setWorldLimits(const render::OrbitCameraLimits& limits);

    void layOut(const SceneViewport& viewport) { viewport_ = viewport; }
    void setLegend(const ui::Rect& legend) { legend_ = legend; }
    const SceneViewport& viewport() const { return viewport_; }
    ui::Rect viewRect() const;          // the viewport above the charts
    render::PickView pickView() const;  // the camera over viewRect(), for picks and the overlay
    render::OrbitCamera& camera() { return camera_; }
    const render::OrbitCamera& camera() const { return camera_; }

    static scenes::WordTable<FlockView> words();

private:
    bool onView(float x, float y) const;  // the 3D view, not the legend
    std::string cameraLine() const;

    render::OrbitCamera camera_;
    render::CameraMode mode_ = render::CameraMode::Orbit;
    std::optional<render::OrbitCameraLimits> worldLimits_;  // none until the first render
    SceneViewport viewport_;                                // as last laid out
    ui::Rect legend_;                                       // as last drawn
    float followDistance_;                                  // the wheel changes it while following
    bool dragging_ = false;
    bool dragMoved_ = false;         // the press became a drag: its release is no click
    bool pressedThisFrame_ = false;  // a mouse press came since the last frame
    glm::vec2 press_{0.0f}, lastCursor_{0.0f};
    glm::dvec2 scroll_{0.0};
    std::uint64_t frames_ = 0;  // frames while shown, for the idle orbit
    std::uint64_t lastInputFrame_ = 0;
};

}  // namespace murmur::scene_views
