// imgui_layer.hpp - Dear ImGui on the GLFW window: context, platform and renderer backends
// (the GLFW and OpenGL3 backends from Debian's libimgui), font sized for the screen's scale.
#pragma once

#include <memory>

struct GLFWwindow;

namespace murmur::app {

class ImGuiLayer {
public:
    // Installs ImGui's GLFW callbacks (chaining any already set). Call after the window's
    // own callbacks are installed. uiScale: the window's content scale.
    ImGuiLayer(GLFWwindow* window, float uiScale);
    ~ImGuiLayer();
    ImGuiLayer(const ImGuiLayer&) = delete;
    ImGuiLayer& operator=(const ImGuiLayer&) = delete;

    void beginFrame();
    void endFrame();              // renders the draw data into the bound framebuffer
    bool wantsMouse() const;      // the pointer is over a panel or a widget is active
    bool wantsTextInput() const;  // a text field has the keyboard: keys are text, not commands
};

}  // namespace murmur::app
