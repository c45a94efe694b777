#include "scene.hpp"

#include <cmath>

#include "control_panel.hpp"

namespace murmur::scene_views {

int SceneViewport::pixelX() const {
    return static_cast<int>(std::lround(x * pixelScale));
}
int SceneViewport::pixelWidth() const {
    return static_cast<int>(std::lround(width * pixelScale));
}
int SceneViewport::pixelHeight() const {
    return static_cast<int>(std::lround(height * pixelScale));
}
int SceneViewport::pixelY() const {
    return framebufferHeight - static_cast<int>(std::lround(y * pixelScale)) - pixelHeight();
}

SceneViewport SceneViewport::whole(int fbWidth, int fbHeight) {
    return {0.0f, 0.0f, static_cast<float>(fbWidth), static_cast<float>(fbHeight), 1.0f, fbHeight};
}

ScenePointer pointerIn(const SceneViewport& viewport, double cursorX, double cursorY, bool overUi, bool pressed) {
    ScenePointer p;
    if (viewport.width <= 0.0f || viewport.height <= 0.0f || !std::isfinite(cursorX) || !std::isfinite(cursorY))
        return p;
    p.view = {static_cast<float>((cursorX - viewport.x) / viewport.width),
              static_cast<float>((cursorY - viewport.y) / viewport.height)};
    p.inside = !overUi && p.view.x >= 0.0f && p.view.x < 1.0f && p.view.y >= 0.0f && p.view.y < 1.0f;
    p.clicked = p.inside && pressed;
    return p;
}

namespace {
constexpr double kFrameSeconds = 1.0 / 60.0;  // scenes step per frame, not wall time: scripts stay exact
constexpr float kMaxSecondsSpeed = 4.0f;
}  // namespace

double frameSeconds(SceneClock& clock) {
    double dt = clock.paused ? 0.0 : kFrameSeconds * clock.speed;
    if (clock.stepOnce) dt += kFrameSeconds;
    clock.stepOnce = false;
    return dt;
}

void drawSecondsRunSection(SceneClock& clock, Scene& scene) {
    const ui::RunActions act =
        ui::drawRunSection(clock.speed, clock.paused, kMaxSecondsSpeed, ui::tr(ui::TextId::TimesFaster));
    if (act.stepOnce) clock.stepOnce = true;
    if (act.reset) scene.reset();
    ui::sectionTitle(ui::sceneWord(scene.name()).c_str());
}

Status Scene::run(const ScriptLine& line) {
    if (auto done = words().run(line)) return *done;
    std::string why("'");
    why.append(line.empty() ? "" : line[0]).append("' does nothing in the ").append(name()).append(" scene");
    return fail(why);
}

Status Scene::set(std::string_view name, std::string_view value) {
    return run({"set", std::string(name), std::string(value)});
}

bool Scene::holds(std::string_view condition) const {
    return words().holds(condition).value_or(false);
}

Result<std::vector<std::string>> Scene::print(std::string_view what) const {
    if (auto lines = words().lines(what)) return *lines;
    if (what == "stats")
        if (auto lines = words().lines("scene")) return *lines;
    std::string why("the ");
    why.append(name()).append(" scene has no '").append(what).append("' to print");
    return fail(why);
}

std::string Scene::report() const {
    const auto lines = words().lines("scene");
    return lines && !lines->empty() ? lines->front() : std::string("scene=").append(name());
}

void Scene::restart() {
    if (!event({SceneEvent::Kind::Restart})) reset();
}

Status Scene::snapshot(const std::string&) {
    std::string why("the ");
    why.append(name()).append(" scene has no flock to snapshot");
    return fail(why);
}

}  // namespace murmur::scene_views
