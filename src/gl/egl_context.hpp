// egl_context.hpp - an OpenGL core context with no window and no X server, through EGL.
//
// For the CLI, the tests and benchmarks. Platforms tried, in order (first that gives a
// 4.3+ core context wins):
//   1. the EGL device platform on a hardware device (NVIDIA's headless path),
//   2. Mesa's surfaceless platform (llvmpipe in CI),
//   3. the device platform on any device (Mesa's software device),
//   4. the default display.
// MURMUR_EGL_PLATFORM=device|surfaceless|default forces one. Failure is an environment
// error: create() returns a Result holding a one-line reason; nothing aborts.
// Not here: windows (the window program makes its own GLFW context).
#pragma once

#include <memory>
#include <string>

#include "debug_output.hpp"
#include "murmur/model/result.hpp"

namespace murmur::gl {

struct HeadlessContextOptions {
    int major = 4;  // the lowest version accepted; compute shaders need 4.3
    int minor = 3;
    bool debug = kDebugBuild;  // a debug context with debug output on stderr
};

class HeadlessContext {
public:
    // Creates the context, makes it current on this thread and loads glad's GL functions:
    // the context, or an error saying why there is none.
    static Result<std::unique_ptr<HeadlessContext>> create(HeadlessContextOptions options = {});

    ~HeadlessContext();
    HeadlessContext(const HeadlessContext&) = delete;
    HeadlessContext& operator=(const HeadlessContext&) = delete;

    // Makes this context current on the calling thread again (after another was).
    bool makeCurrent() const;
    // "device", "surfaceless" or "default", and the context's description.
    const std::string& platform() const { return platform_; }
    std::string description() const;

private:
    HeadlessContext() = default;

    void* display_ = nullptr;  // EGLDisplay
    void* context_ = nullptr;  // EGLContext
    void* surface_ = nullptr;  // EGLSurface: a 1x1 pbuffer only where surfaceless contexts are missing
    std::string platform_;
};

}  // namespace murmur::gl
