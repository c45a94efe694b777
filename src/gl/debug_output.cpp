#include "debug_output.hpp"

#include <cstdio>

#include <glad/gl.h>

namespace murmur::gl {
namespace {

const char* sourceName(GLenum source) {
    switch (source) {
        case GL_DEBUG_SOURCE_API:
            return "api";
        case GL_DEBUG_SOURCE_SHADER_COMPILER:
            return "shader compiler";
        case GL_DEBUG_SOURCE_WINDOW_SYSTEM:
            return "window system";
        case GL_DEBUG_SOURCE_THIRD_PARTY:
            return "third party";
        case GL_DEBUG_SOURCE_APPLICATION:
            return "application";
        default:
            return "other";
    }
}

const char* severityName(GLenum severity) {
    switch (severity) {
        case GL_DEBUG_SEVERITY_HIGH:
            return "high";
        case GL_DEBUG_SEVERITY_MEDIUM:
            return "medium";
        case GL_DEBUG_SEVERITY_LOW:
            return "low";
        default:
            return "note";
    }
}

void GLAD_API_PTR onDebugMessage(GLenum source, GLenum type, GLuint id, GLenum severity, GLsizei length,
                                 const GLchar* message, const void* /*user*/) {
    (void)type;
    std::fprintf(stderr, "GL debug (%s, %s, id %u): %.*s\n", sourceName(source), severityName(severity), id,
                 static_cast<int>(length), message);
}

}  // namespace

bool enableDebugOutput(bool verbose) {
    if (glDebugMessageCallback == nullptr) return false;
    GLint flags = 0;
    glGetIntegerv(GL_CONTEXT_FLAGS, &flags);
    glEnable(GL_DEBUG_OUTPUT);
    glEnable(GL_DEBUG_OUTPUT_SYNCHRONOUS);
    glDebugMessageCallback(onDebugMessage, nullptr);
    glDebugMessageControl(GL_DONT_CARE, GL_DONT_CARE, GL_DONT_CARE, 0, nullptr, GL_TRUE);
    if (!verbose) {
        glDebugMessageControl(GL_DONT_CARE, GL_DONT_CARE, GL_DEBUG_SEVERITY_LOW, 0, nullptr, GL_FALSE);
        glDebugMessageControl(GL_DONT_CARE, GL_DONT_CARE, GL_DEBUG_SEVERITY_NOTIFICATION, 0, nullptr, GL_FALSE);
    }
    return (flags & GL_CONTEXT_FLAG_DEBUG_BIT) != 0 || glIsEnabled(GL_DEBUG_OUTPUT);
}

std::string contextDescription() {
    if (glGetString == nullptr) return "no OpenGL context";
    auto str = [](GLenum name) {
        const auto* s = reinterpret_cast<const char*>(glGetString(name));
        return std::string(s ? s : "?");
    };
    return "OpenGL " + str(GL_VERSION) + ", " + str(GL_RENDERER);
}

int contextVersion() {
    if (glGetIntegerv == nullptr) return 0;
    GLint major = 0, minor = 0;
    glGetIntegerv(GL_MAJOR_VERSION, &major);
    glGetIntegerv(GL_MINOR_VERSION, &minor);
    return major * 10 + minor;
}

bool hasCompute43(std::string& why) {
    const int v = contextVersion();
    if (v >= 43 && glDispatchCompute != nullptr) return true;
    why = v == 0 ? std::string("no OpenGL context is current")
                 : "the OpenGL context is version " + std::to_string(v / 10) + "." + std::to_string(v % 10) + " (" +
                       contextDescription() + "); compute shaders need 4.3";
    return false;
}

}  // namespace murmur::gl
