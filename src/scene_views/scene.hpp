// scene.hpp - what the window program holds to show one of the other seeds' scenes.
//
// A Scene owns a world from src/scenes (the rules) and the GL objects that draw it, plus its
// ImGui widgets. The app creates one with makeScene() after its GL context is current and
// glad is loaded (and ImGui is initialised), then every frame calls, in this order:
//   update(dt, pointer)   - advances the rules by dt seconds in fixed 1/60 s steps
//   render(fbW, fbH)      - fills the whole bound framebuffer (nothing for 0 x 0)
//   overlay()             - on-screen labels and "pills" (ImGui background draw list),
//                           between ImGui::NewFrame() and ImGui::Render()
//   panel()               - the scene's widgets, inside the app's panel window
// and destroys it while the context is still current. See /work/notes/SCENES_FOR_APP.md.
// Not here: the window, input polling, ImGui's setup, the murmuration (the app's own view).
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include <glm/vec2.hpp>

namespace murmur::scene_views {

// The pointer in window fractions, so it does not depend on the window's pixel density.
struct ScenePointer {
    glm::vec2 window{0.0f};  // (0, 0) top-left, (1, 1) bottom-right of the window
    bool inside = false;     // over the window and not over an ImGui window
    bool clicked = false;    // the left button went down this frame (not on an ImGui window)
};

class Scene {
public:
    virtual ~Scene() = default;

    virtual const char* name() const = 0;  // "reef" or "sandbox"

    // dtSeconds >= 0 (0 when paused); steps of 1/60 s, at most 4 per call, the rest dropped.
    virtual void update(double dtSeconds, const ScenePointer& pointer) = 0;
    // Draws into the bound framebuffer's (0, 0, fbWidth, fbHeight); the world's width follows
    // fbWidth / fbHeight. Leaves blending and depth testing off.
    virtual void render(int fbWidth, int fbHeight) = 0;
    virtual void overlay() = 0;
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
