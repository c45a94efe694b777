// scene.hpp - what the window program holds to show one of the other seeds' scenes.
//
// A Scene owns a world from src/scenes (the rules) and the GL objects that draw it, plus its
// ImGui widgets. The app creates one with makeScene() after its GL context is current and
// glad is loaded (and ImGui is initialised), then every frame calls, in this order:
//   update(dt, pointer)   - advances the rules by dt seconds in fixed 1/60 s steps
//   render(viewport)      - fills its rectangle of the bound framebuffer (nothing if empty)
//   overlay(viewport)     - on-screen labels and "pills" (ImGui background draw list),
//                           between ImGui::NewFrame() and ImGui::Render()
//   panel()               - the scene's widgets, inside the app's panel window
// and destroys it while the context is still current.
// Not here: the window, input polling, ImGui's setup, the murmuration (the app's own view).
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include <glm/vec2.hpp>

namespace murmur::scene_views {

// The part of the window a scene owns (all of it, or the app's view rectangle beside its panel).
struct SceneViewport {
    // Window coordinates (ImGui's units, GLFW's cursor units), origin top-left.
    float x = 0.0f, y = 0.0f, width = 0.0f, height = 0.0f;
    float pixelScale = 1.0f;    // framebuffer pixels per window unit (2 on a HiDPI screen)
    int framebufferHeight = 0;  // GL counts rows from the bottom of the framebuffer

    bool empty() const { return width * pixelScale < 1.0f || height * pixelScale < 1.0f || framebufferHeight <= 0; }
    // The same rectangle as a GL viewport: framebuffer pixels, origin bottom-left.
    int pixelX() const;
    int pixelY() const;
    int pixelWidth() const;
    int pixelHeight() const;

    // A viewport covering a whole framebuffer whose window units are its pixels.
    static SceneViewport whole(int fbWidth, int fbHeight);
};

// The pointer in fractions of the scene's viewport, so it does not depend on pixel density.
struct ScenePointer {
    glm::vec2 view{0.0f};  // (0, 0) top-left, (1, 1) bottom-right of the viewport
    bool inside = false;   // over the viewport and not over an ImGui window
    bool clicked = false;  // the left button went down this frame (and ImGui did not take it)
};

// The pointer for a cursor at (cursorX, cursorY) in window coordinates. overUi: ImGui wants
// the mouse (io.WantCaptureMouse); pressed: the left button went down this frame.
ScenePointer pointerIn(const SceneViewport& viewport, double cursorX, double cursorY, bool overUi, bool pressed);

class Scene {
public:
    virtual ~Scene() = default;

    virtual const char* name() const = 0;  // "reef" or "sandbox"

    // dtSeconds >= 0 (0 when paused); steps of 1/60 s, at most 4 per call, the rest dropped.
    virtual void update(double dtSeconds, const ScenePointer& pointer) = 0;
    // Draws into the viewport of the bound framebuffer; the world's width follows the
    // viewport's aspect. Leaves blending, depth and scissor testing off.
    virtual void render(const SceneViewport& viewport) = 0;
    // Labels and pills in the viewport, through ImGui's background draw list (under the
    // panels); clicks on a pill are taken here.
    virtual void overlay(const SceneViewport& viewport) = 0;
    virtual void panel() = 0;
    // Starts the scene again from its seed (the sliders keep their values).
    virtual void reset() = 0;

    // Script hooks: `set NAME VALUE` for this scene (false + error for an unknown name or a bad
    // value), and one line of `key=value` pairs describing the scene now (`print scene`).
    virtual bool set(std::string_view name, std::string_view value, std::string& error) = 0;
    virtual std::string report() const = 0;
};

// "reef" or "sandbox" (the murmuration is the app's own view). Compiles the shaders: returns
// nullptr with `error` set ("scene 'x' unknown", or the shader's file:line message).
std::unique_ptr<Scene> makeScene(std::string_view name, std::string& error);

}  // namespace murmur::scene_views
