// shader_program.hpp - compiles and links programs from embedded shader files.
//
// Every stage goes through preprocessShader (so #include works and errors name files and
// lines). Failures never abort: the Result carries no program but an error such as
//   "sim/step_birds.comp:42:7: error: syntax error, unexpected ..."
// for the caller to report once. Needs a current GL context with glad loaded.
#pragma once

#include <span>
#include <string>
#include <vector>

#include <glad/gl.h>

#include "gl_handles.hpp"
#include "murmur/model/result.hpp"
#include "shader_sources.hpp"

namespace murmur::gl {

struct ShaderStage {
    GLenum type;       // GL_VERTEX_SHADER, GL_FRAGMENT_SHADER, GL_COMPUTE_SHADER, ...
    std::string path;  // under shaders/, e.g. "render/birds.vert"
};

struct ProgramDesc {
    std::string label;  // the debug label, and the name in error messages
    std::vector<ShaderStage> stages;
    std::vector<std::string> defines;  // "NAME" or "NAME VALUE", added to every stage
};

// The linked program, or an error (one message, possibly multi-line).
Result<Program> buildProgram(const ShaderSources& sources, const ProgramDesc& desc);

// The common case: one compute shader. The program, or an error as buildProgram's.
Result<Program> buildComputeProgram(const ShaderSources& sources, const std::string& path,
                                    std::vector<std::string> defines = {});

}  // namespace murmur::gl
