// window.hpp - the GLFW window and its OpenGL context, owned.
//
// Asks for OpenGL 4.3 core (compute shaders for the GPU backend); where that cannot be had
// it settles for 3.3 core, which is all the renderer needs (the flock then steps on the
// CPU). HiDPI-aware: the window is sized in screen coordinates and scaled to the monitor;
// the framebuffer may be larger. Not here: input handling (App) or ImGui (imgui_layer.hpp).
#pragma once

#include <memory>
#include <string>

#include "murmur/model/result.hpp"

struct GLFWwindow;

namespace murmur::app {

struct WindowConfig {
    int width = 1280;  // screen coordinates
    int height = 800;
    std::string title = "murmur - the murmuration lab";
    bool vsync = true;
    int samples = -1;  // multisampling; -1: 4 on a GPU, none on a software rasteriser
};

class Window {
public:
    // Initialises GLFW, opens the window, loads GL with glad: the window, or a one-line
    // error when there is no display or no usable context.
    static Result<std::unique_ptr<Window>> open(const WindowConfig& config);
    ~Window();
    Window(const Window&) = delete;
    Window& operator=(const Window&) = delete;

    GLFWwindow* handle() const { return window_; }
    int glVersion() const { return glVersion_; }  // major * 10 + minor, e.g. 45
    // True on a software rasteriser (Mesa's llvmpipe and the like): no GPU to speak of.
    bool softwareRenderer() const { return software_; }
    bool shouldClose() const;
    void swapBuffers();
    // Framebuffer in pixels (0 x 0 while minimised) and window in screen coordinates.
    void framebufferSize(int& width, int& height) const;
    void windowSize(int& width, int& height) const;
    float contentScale() const;  // 1 on ordinary screens, 2 on most HiDPI ones

    void resize(int width, int height);
    void iconify();
    void restore();
    // Full screen on the primary monitor at its mode, and back to the size and place the
    // window had before.
    void setFullscreen(bool on);
    bool fullscreen() const { return fullscreen_; }

private:
    Window() = default;
    GLFWwindow* window_ = nullptr;
    int glVersion_ = 0;
    bool software_ = false;
    bool fullscreen_ = false;
    int windowedX_ = 0, windowedY_ = 0, windowedWidth_ = 0, windowedHeight_ = 0;
};

}  // namespace murmur::app
