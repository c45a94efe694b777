// debug_output.hpp - GL debug output (KHR_debug, core in 4.3) routed to stderr, and a
// short description of the current context.
//
// Debug builds turn it on where contexts are made (the headless context here, the window
// program's GLFW context there); release builds leave it off because synchronous debug
// output costs time. Needs a current context with glad loaded.
#pragma once

#include <string>

namespace murmur::gl {

// Prints driver messages of medium and high severity (and low ones when verbose) to
// stderr. Synchronous, so a message points at the call that caused it. Returns false if
// the context has no debug output.
bool enableDebugOutput(bool verbose = false);

// True in builds without NDEBUG: the default for enableDebugOutput at context creation.
constexpr bool kDebugBuild =
#ifdef NDEBUG
    false;
#else
    true;
#endif

// "OpenGL 4.5 (Core Profile) Mesa 22.3.6, llvmpipe (LLVM 15.0.6, 256 bits)".
std::string contextDescription();

// The current context's version as major * 10 + minor (43 for 4.3); 0 without one.
int contextVersion();

// True when the current context is at least OpenGL 4.3 (compute shaders, SSBOs);
// otherwise why explains what was found.
bool hasCompute43(std::string& why);

}  // namespace murmur::gl
