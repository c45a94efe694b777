#include "flock_view.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <glm/trigonometric.hpp>

#include "follow_camera.hpp"

namespace murmur::scene_views {
namespace {

// How far a heading points above the horizon, in degrees.
float noseDegrees(glm::vec3 heading) {
    return glm::degrees(std::asin(std::clamp(heading.y, -1.0f, 1.0f)));
}

// Camera feel, per frame so that scripted runs are deterministic.
constexpr float kDragDegPerPixel = 0.3f;
constexpr float kScrollZoomBase = 0.9f;         // one wheel notch in: 10% closer
constexpr float kScrollOrbitDeg = 4.0f;         // horizontal touchpad scroll: yaw per unit
constexpr float kAutoOrbitDegPerFrame = 0.08f;  // about 5 degrees a second at 60 fps
constexpr float kTargetFollow = 0.05f;          // the camera target eases toward the centroid

using scenes::ScriptLine;

std::optional<std::string> orbitDegrees(const ScriptLine& w) {
    if (auto e = scenes::arity(w, 2)) return e;
    if (!scenes::finiteNumber(w[1]) || !scenes::finiteNumber(w[2]))
        return "'orbit' needs two finite numbers of degrees";
    return std::nullopt;
}

std::optional<std::string> zoomFactor(const ScriptLine& w) {
    if (auto e = scenes::arity(w, 1)) return e;
    auto f = scenes::finiteNumber(w[1]);
    if (!f || *f <= 0.0f) return "'zoom' needs a finite factor > 0, got '" + w[1] + "'";
    return std::nullopt;
}

float number(const std::string& text) {
    return scenes::finiteNumber(text).value_or(0.0f);  // checked when the script was parsed
}

}  // namespace

FlockView::FlockView() : followDistance_(render::kFollowDistance) {}

ui::Rect FlockView::viewRect() const {
    const SceneViewport& v = viewport_;
    return {v.x, v.y, v.width, std::max(0.0f, v.height - v.chartsHeight)};
}

bool FlockView::onView(float x, float y) const {
    return viewRect().contains(x, y) && !legend_.contains(x, y);
}

render::PickView FlockView::pickView() const {
    const ui::Rect view = viewRect();
    render::PickView v;
    v.view = camera_.view();
    v.projection = camera_.projection(view.height > 0.0f ? view.width / view.height : 1.0f);
    v.size = {view.width, view.height};
    return v;
}

FlockView::Input FlockView::input(const SceneEvent& e) {
    using K = SceneEvent::Kind;
    Input out;
    const glm::vec2 at{e.x, e.y};
    if (e.kind == K::Press) {
        pressedThisFrame_ = true;
        // Only a press on the 3D view orbits; presses on the charts or the legend do not.
        if (onView(e.x, e.y)) {
            dragging_ = true;
            dragMoved_ = false;
            press_ = lastCursor_ = at;
        }
    } else if (e.kind == K::Release) {
        // A press that never became a drag is a click where it went down.
        if (dragging_ && !dragMoved_ && onView(press_.x, press_.y)) out.click = press_;
        dragging_ = false;
    } else if (e.kind == K::Move && dragging_) {
        if (!dragMoved_ && std::hypot(e.x - press_.x, e.y - press_.y) < kClickSlop) return out;  // not a drag yet
        out.dragStarted = !dragMoved_;
        dragMoved_ = true;
        camera_.orbit(-(e.x - lastCursor_.x) * kDragDegPerPixel, (e.y - lastCursor_.y) * kDragDegPerPixel);
        lastCursor_ = at;
        lastInputFrame_ = frames_;
    } else if (e.kind == K::Scroll && viewRect().contains(e.x, e.y)) {
        scroll_ += glm::dvec2(e.dx, e.dy);
    }
    return out;
}

std::optional<glm::vec2> FlockView::scriptClick(const ScenePointer& pointer) {
    const bool mouse = pressedThisFrame_;
    pressedThisFrame_ = false;
    if (!pointer.clicked || mouse) return std::nullopt;
    const glm::vec2 at{viewport_.x + pointer.view.x * viewport_.width, viewport_.y + pointer.view.y * viewport_.height};
    if (!onView(at.x, at.y)) return std::nullopt;
    return at;
}

void FlockView::dropDrag() {
    dragging_ = false;
}

void FlockView::setWorldLimits(const render::OrbitCameraLimits& limits) {
    worldLimits_ = limits;
    render::OrbitCameraLimits wide = limits;
    if (mode_ == render::CameraMode::Ground) wide = render::limitsLookingUp(wide);
    if (mode_ == render::CameraMode::Bird) wide = render::limitsComingClose(wide, render::kRideDistance);
    if (mode_ == render::CameraMode::Hawk) wide = render::limitsComingClose(wide, render::kChaseDistance);
    camera_.setLimits(wide);
}

void FlockView::frame(const std::optional<Follow>& follow, const std::optional<Follow>& hawk, bool autorotate,
                      const std::optional<glm::vec3>& centroid) {
    if (worldLimits_) setWorldLimits(*worldLimits_);  // the mode may have changed since the last frame
    if (scroll_.x != 0.0 || scroll_.y != 0.0) {
        const float zoom = std::pow(kScrollZoomBase, static_cast<float>(scroll_.y));
        camera_.zoom(zoom);
        // While following, the wheel sets how close the camera follows.
        followDistance_ =
            std::clamp(followDistance_ * zoom, camera_.limits().minDistance, camera_.limits().maxDistance);
        camera_.orbit(static_cast<float>(scroll_.x) * kScrollOrbitDeg, 0.0f);
        scroll_ = glm::dvec2(0.0);
        lastInputFrame_ = frames_;
    }
    if (dragging_) lastInputFrame_ = frames_;
    const std::uint64_t frame = frames_++;
    using render::CameraMode;
    if (mode_ == CameraMode::Hawk && hawk) {
        followBird(camera_, hawk->position, hawk->heading,
                   hawk->distance > 0.0f ? hawk->distance : render::kChaseDistance, render::kFollowEase,
                   render::kFollowPitchDeg - (hawk->alongNose ? noseDegrees(hawk->heading) : 0.0f));
        return;
    }
    if (mode_ == CameraMode::Ground && centroid) {
        render::watchFromGround(camera_, *centroid);
        return;
    }
    if (follow && mode_ == CameraMode::Bird) {
        // Nearly first person: just behind the bird, looking along its nose.
        followBird(camera_, follow->position + follow->heading * render::kRideLookAhead, follow->heading,
                   render::kRideDistance, render::kFollowEase, render::kFollowPitchDeg - noseDegrees(follow->heading));
        return;
    }
    if (follow) {
        followBird(camera_, follow->position, follow->heading, followDistance_);
        return;
    }
    if (autorotate && frame - lastInputFrame_ > kIdleFrames) camera_.orbit(kAutoOrbitDegPerFrame, 0.0f);
    if (centroid) {
        const glm::vec3 target = camera_.target();
        camera_.setTarget(target + kTargetFollow * (*centroid - target));
    }
}

scenes::WordTable<FlockView> FlockView::words() {
    using V = FlockView;
    using L = const ScriptLine&;
    static constexpr scenes::CommandRow<V> kCommands[] = {
        {"orbit", orbitDegrees,
         [](V& v, L w) {
             v.camera_.orbit(number(w[1]), number(w[2]));
             return Status{};
         }},
        {"zoom", zoomFactor,
         [](V& v, L w) {
             v.camera_.zoom(number(w[1]));
             return Status{};
         }},
    };
    static constexpr scenes::TopicRow<V> kTopics[] = {
        {"camera", [](const V& v) { return std::vector<std::string>{v.cameraLine()}; }}};
    return {kCommands, {}, kTopics};
}

std::string FlockView::cameraLine() const {
    char line[256];
    const glm::vec3 eye = camera_.eye();
    const glm::vec3 target = camera_.target();
    std::snprintf(
        line, sizeof line, "camera mode=%s yaw=%.3f pitch=%.3f distance=%.3f eye=%.2f,%.2f,%.2f target=%.2f,%.2f,%.2f",
        render::cameraModeName(mode_), double(camera_.yawDeg()), double(camera_.pitchDeg()), double(camera_.distance()),
        double(eye.x), double(eye.y), double(eye.z), double(target.x), double(target.y), double(target.z));
    return line;
}

}  // namespace murmur::scene_views
