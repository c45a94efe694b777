#include <cmath>

#include "scene.hpp"

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

}  // namespace murmur::scene_views
