#include "window.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>

#include <glad/gl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "shader_cache_guard.hpp"

namespace murmur::app {
namespace {

std::string lastGlfwError() {
    const char* description = nullptr;
    glfwGetError(&description);
    return description ? description : "unknown GLFW error";
}

GLFWwindow* tryCreate(const WindowConfig& config, int major, int minor, int samples) {
    glfwDefaultWindowHints();
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, major);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, minor);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
    glfwWindowHint(GLFW_RESIZABLE, GLFW_TRUE);
    glfwWindowHint(GLFW_SAMPLES, samples);
    glfwWindowHint(GLFW_DEPTH_BITS, 24);
#ifndef NDEBUG
    glfwWindowHint(GLFW_OPENGL_DEBUG_CONTEXT, GLFW_TRUE);
#endif
    return glfwCreateWindow(config.width, config.height, config.title.c_str(), nullptr, nullptr);
}

// GLFW_SCALE_TO_MONITOR grows the window by the content scale (2 on most HiDPI screens);
// on a small screen that can pass its edges. Keep the window within the work area.
void fitToWorkArea(GLFWwindow* window) {
    GLFWmonitor* monitor = glfwGetPrimaryMonitor();
    if (!monitor) return;
    int x = 0, y = 0, areaWidth = 0, areaHeight = 0;
    glfwGetMonitorWorkarea(monitor, &x, &y, &areaWidth, &areaHeight);
    int width = 0, height = 0;
    glfwGetWindowSize(window, &width, &height);
    if (areaWidth > 0 && areaHeight > 0 && (width > areaWidth || height > areaHeight))
        glfwSetWindowSize(window, std::min(width, areaWidth), std::min(height, areaHeight));
}

}  // namespace

Result<std::unique_ptr<Window>> Window::open(const WindowConfig& config) {
    if (auto note = gl::guardShaderCache()) std::fprintf(stderr, "murmur: note: %s\n", note->c_str());
    if (!glfwInit()) return fail("cannot open a window: " + lastGlfwError());
    std::unique_ptr<Window> w(new Window());
    int version = 0;
    std::string error;
    const int samples = config.samples < 0 ? 4 : config.samples;
    auto create = [&](int msaa) {
        w->window_ = tryCreate(config, 4, 3, msaa);
        if (!w->window_) w->window_ = tryCreate(config, 3, 3, msaa);
        if (!w->window_) {
            error = "cannot create an OpenGL 3.3 core context: " + lastGlfwError();
            return false;
        }
        glfwMakeContextCurrent(w->window_);
        version = gladLoadGL(glfwGetProcAddress);
        if (version == 0) error = "cannot load the OpenGL functions";
        return version != 0;
    };
    if (!create(samples)) return fail(error);  // the destructor terminates GLFW
    // Multisampling costs a software rasteriser (Mesa's llvmpipe) about half its frame rate:
    // unless asked for, start over without it there.
    const char* renderer = reinterpret_cast<const char*>(glGetString(GL_RENDERER));
    const bool software = renderer && (std::strstr(renderer, "llvmpipe") || std::strstr(renderer, "softpipe") ||
                                       std::strstr(renderer, "SwiftShader"));
    w->software_ = software;
    if (config.samples < 0 && samples > 0 && software) {
        glfwDestroyWindow(w->window_);
        w->window_ = nullptr;
        if (!create(0)) return fail(error);
    }
    fitToWorkArea(w->window_);
    w->glVersion_ = GLAD_VERSION_MAJOR(version) * 10 + GLAD_VERSION_MINOR(version);
    glfwSwapInterval(config.vsync ? 1 : 0);
    return w;
}

Window::~Window() {
    if (window_) glfwDestroyWindow(window_);
    glfwTerminate();
}

bool Window::shouldClose() const {
    return glfwWindowShouldClose(window_) != 0;
}
void Window::swapBuffers() {
    glfwSwapBuffers(window_);
}
void Window::framebufferSize(int& width, int& height) const {
    glfwGetFramebufferSize(window_, &width, &height);
}
void Window::windowSize(int& width, int& height) const {
    glfwGetWindowSize(window_, &width, &height);
}

float Window::contentScale() const {
    float x = 1.0f, y = 1.0f;
    glfwGetWindowContentScale(window_, &x, &y);
    return std::clamp(std::max(x, y), 1.0f, 4.0f);
}

void Window::resize(int width, int height) {
    glfwSetWindowSize(window_, width, height);
}
void Window::iconify() {
    glfwIconifyWindow(window_);
}
void Window::restore() {
    glfwRestoreWindow(window_);
}

void Window::setFullscreen(bool on) {
    if (on == fullscreen_) return;
    if (on) {
        GLFWmonitor* monitor = glfwGetPrimaryMonitor();
        const GLFWvidmode* mode = monitor ? glfwGetVideoMode(monitor) : nullptr;
        if (!mode) return;  // no monitor to fill: stay as we are
        glfwGetWindowPos(window_, &windowedX_, &windowedY_);
        glfwGetWindowSize(window_, &windowedWidth_, &windowedHeight_);
        glfwSetWindowMonitor(window_, monitor, 0, 0, mode->width, mode->height, mode->refreshRate);
    } else {
        glfwSetWindowMonitor(window_, nullptr, windowedX_, windowedY_, windowedWidth_, windowedHeight_, GLFW_DONT_CARE);
    }
    fullscreen_ = on;
}

}  // namespace murmur::app
