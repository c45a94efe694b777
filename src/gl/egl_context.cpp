#include "egl_context.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include <vector>

#include <glad/egl.h>
#include <glad/gl.h>

#include "shader_cache_guard.hpp"

namespace murmur::gl {
namespace {

bool hasExtension(const char* list, std::string_view name) {
    if (list == nullptr) return false;
    std::string_view all(list);
    std::size_t pos = 0;
    while ((pos = all.find(name, pos)) != std::string_view::npos) {
        const bool startOk = pos == 0 || all[pos - 1] == ' ';
        const bool endOk = pos + name.size() == all.size() || all[pos + name.size()] == ' ';
        if (startOk && endOk) return true;
        pos += name.size();
    }
    return false;
}

std::string eglErrorText() {
    char buf[32];
    std::snprintf(buf, sizeof buf, "EGL error 0x%04x", static_cast<unsigned>(eglGetError()));
    return buf;
}

struct Candidate {
    std::string platform;
    EGLenum platformEnum = 0;  // 0: eglGetDisplay(EGL_DEFAULT_DISPLAY)
    void* nativeDisplay = nullptr;
};

// Tries one display: initialise, create a core context of at least the version asked for,
// make it current, load GL. Fills the out-params on success; leaves a reason otherwise.
bool tryDisplay(const Candidate& cand, const HeadlessContextOptions& opt, EGLDisplay& displayOut,
                EGLContext& contextOut, EGLSurface& surfaceOut, std::string& why) {
    EGLDisplay display = EGL_NO_DISPLAY;
    if (cand.platformEnum == 0) display = eglGetDisplay(EGL_DEFAULT_DISPLAY);
    // Before a display exists glad knows only the client side: EGL 1.5's entry point may be
    // missing where EGL_EXT_platform_base's is there.
    else if (eglGetPlatformDisplay != nullptr)
        display = eglGetPlatformDisplay(cand.platformEnum, cand.nativeDisplay, nullptr);
    else if (eglGetPlatformDisplayEXT != nullptr)
        display = eglGetPlatformDisplayEXT(cand.platformEnum, cand.nativeDisplay, nullptr);
    if (display == EGL_NO_DISPLAY) {
        why = cand.platform + ": no display (" + eglErrorText() + ")";
        return false;
    }
    EGLint major = 0, minor = 0;
    if (eglInitialize(display, &major, &minor) != EGL_TRUE) {
        why = cand.platform + ": eglInitialize failed (" + eglErrorText() + ")";
        return false;
    }
    // Reload with the display so its EGL 1.5 entry points and extensions are known.
    if (gladLoaderLoadEGL(display) == 0 || eglBindAPI(EGL_OPENGL_API) != EGL_TRUE) {
        why = cand.platform + ": no desktop OpenGL through EGL";
        return false;
    }
    // A pbuffer-capable config (the fallback surface needs one); else any OpenGL config
    // (EGL_SURFACE_TYPE defaults to windows, which headless displays have none of).
    EGLConfig config = nullptr;
    EGLint configCount = 0;
    for (EGLint surfaceType : {EGLint{EGL_PBUFFER_BIT}, EGLint{0}}) {
        const EGLint configAttribs[] = {EGL_SURFACE_TYPE, surfaceType, EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE};
        if (eglChooseConfig(display, configAttribs, &config, 1, &configCount) == EGL_TRUE && configCount > 0) break;
        configCount = 0;
    }
    if (configCount < 1) {
        why = cand.platform + ": no OpenGL config";
        return false;
    }
    const EGLint contextAttribs[] = {EGL_CONTEXT_MAJOR_VERSION,
                                     opt.major,
                                     EGL_CONTEXT_MINOR_VERSION,
                                     opt.minor,
                                     EGL_CONTEXT_OPENGL_PROFILE_MASK,
                                     EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
                                     EGL_CONTEXT_OPENGL_DEBUG,
                                     opt.debug ? EGL_TRUE : EGL_FALSE,
                                     EGL_NONE};
    EGLContext context = eglCreateContext(display, config, EGL_NO_CONTEXT, contextAttribs);
    if (context == EGL_NO_CONTEXT) {
        why = cand.platform + ": cannot create an OpenGL " + std::to_string(opt.major) + "." +
              std::to_string(opt.minor) + " core context (" + eglErrorText() + ")";
        return false;
    }
    EGLSurface surface = EGL_NO_SURFACE;
    if (eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, context) != EGL_TRUE) {
        // No EGL_KHR_surfaceless_context: a 1x1 pbuffer makes the context current instead.
        const EGLint pbufferAttribs[] = {EGL_WIDTH, 1, EGL_HEIGHT, 1, EGL_NONE};
        surface = eglCreatePbufferSurface(display, config, pbufferAttribs);
        if (surface == EGL_NO_SURFACE || eglMakeCurrent(display, surface, surface, context) != EGL_TRUE) {
            why = cand.platform + ": cannot make the context current (" + eglErrorText() + ")";
            if (surface != EGL_NO_SURFACE) eglDestroySurface(display, surface);
            eglDestroyContext(display, context);
            return false;
        }
    }
    const int version = gladLoadGL(reinterpret_cast<GLADloadfunc>(eglGetProcAddress));
    if (version == 0 || GLAD_VERSION_MAJOR(version) * 10 + GLAD_VERSION_MINOR(version) < opt.major * 10 + opt.minor) {
        why = cand.platform + ": the context is OpenGL " + std::to_string(GLAD_VERSION_MAJOR(version)) + "." +
              std::to_string(GLAD_VERSION_MINOR(version)) + ", below the " + std::to_string(opt.major) + "." +
              std::to_string(opt.minor) + " asked for";
        eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
        if (surface != EGL_NO_SURFACE) eglDestroySurface(display, surface);
        eglDestroyContext(display, context);
        return false;
    }
    displayOut = display;
    contextOut = context;
    surfaceOut = surface;
    return true;
}

bool isSoftwareDevice(EGLDeviceEXT device) {
    if (eglQueryDeviceStringEXT == nullptr) return false;
    return hasExtension(eglQueryDeviceStringEXT(device, EGL_EXTENSIONS), "EGL_MESA_device_software");
}

std::vector<Candidate> candidates(const char* clientExtensions) {
    const char* forced = std::getenv("MURMUR_EGL_PLATFORM");
    const std::string_view force = forced ? forced : "";
    const bool platformBase = eglGetPlatformDisplay != nullptr || eglGetPlatformDisplayEXT != nullptr;

    std::vector<EGLDeviceEXT> devices;
    if (platformBase && hasExtension(clientExtensions, "EGL_EXT_platform_device") && eglQueryDevicesEXT != nullptr) {
        EGLint count = 0;
        if (eglQueryDevicesEXT(0, nullptr, &count) == EGL_TRUE && count > 0) {
            devices.resize(static_cast<std::size_t>(count));
            eglQueryDevicesEXT(count, devices.data(), &count);
            devices.resize(static_cast<std::size_t>(count));
        }
    }
    const bool surfaceless = platformBase && hasExtension(clientExtensions, "EGL_MESA_platform_surfaceless");

    std::vector<Candidate> out;
    auto addDevices = [&](bool hardwareOnly) {
        for (std::size_t i = 0; i < devices.size(); ++i) {
            const bool software = isSoftwareDevice(devices[i]);
            if (hardwareOnly && software) continue;
            if (!hardwareOnly && !software) continue;  // tried in the first pass
            out.push_back(
                {"device " + std::to_string(i) + (software ? " (software)" : ""), EGL_PLATFORM_DEVICE_EXT, devices[i]});
        }
    };
    if (force.empty() || force == "device") addDevices(true);
    if ((force.empty() || force == "surfaceless") && surfaceless)
        out.push_back({"surfaceless", EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY});
    if (force.empty() || force == "device") addDevices(false);
    if (force.empty() || force == "default") out.push_back({"default", 0, nullptr});
    return out;
}

}  // namespace

Result<std::unique_ptr<HeadlessContext>> HeadlessContext::create(HeadlessContextOptions options) {
    if (auto note = guardShaderCache()) std::fprintf(stderr, "murmur: note: %s\n", note->c_str());
    // Without a display glad loads the client entry points (and client extensions).
    if (gladLoaderLoadEGL(EGL_NO_DISPLAY) == 0) {
        return fail("headless OpenGL: cannot load libEGL (install libegl1 and a driver such as Mesa)");
    }
    const char* clientExtensions = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
    std::string reasons;
    for (const Candidate& cand : candidates(clientExtensions)) {
        EGLDisplay display = EGL_NO_DISPLAY;
        EGLContext context = EGL_NO_CONTEXT;
        EGLSurface surface = EGL_NO_SURFACE;
        std::string why;
        if (tryDisplay(cand, options, display, context, surface, why)) {
            std::unique_ptr<HeadlessContext> ctx(new HeadlessContext());
            ctx->display_ = display;
            ctx->context_ = context;
            ctx->surface_ = surface;
            ctx->platform_ = cand.platform;
            if (options.debug) enableDebugOutput();
            return ctx;
        }
        reasons += (reasons.empty() ? "" : "; ") + why;
    }
    return fail("headless OpenGL " + std::to_string(options.major) + "." + std::to_string(options.minor) +
                " is not available: " + (reasons.empty() ? std::string("no EGL platform to try") : reasons));
}

HeadlessContext::~HeadlessContext() {
    auto display = static_cast<EGLDisplay>(display_);
    if (eglGetCurrentContext() == static_cast<EGLContext>(context_))
        eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    if (surface_ != nullptr) eglDestroySurface(display, static_cast<EGLSurface>(surface_));
    eglDestroyContext(display, static_cast<EGLContext>(context_));
    // No eglTerminate: the display is shared by every headless context of the process
    // (EGL hands out one per platform), and terminating it would pull it from under the
    // others. The driver releases it at exit.
}

bool HeadlessContext::makeCurrent() const {
    if (eglGetCurrentContext() == static_cast<EGLContext>(context_)) return true;  // the common case: cheap
    auto display = static_cast<EGLDisplay>(display_);
    auto surface = static_cast<EGLSurface>(surface_);
    return eglMakeCurrent(display, surface, surface, static_cast<EGLContext>(context_)) == EGL_TRUE;
}

std::string HeadlessContext::description() const {
    return contextDescription() + " via EGL " + platform_;
}

}  // namespace murmur::gl
