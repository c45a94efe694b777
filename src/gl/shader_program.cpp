#include "shader_program.hpp"

#include <algorithm>

#include "shader_preprocess.hpp"

namespace murmur::gl {
namespace {

std::string shaderLog(GLuint shader) {
    GLint length = 0;
    glGetShaderiv(shader, GL_INFO_LOG_LENGTH, &length);
    std::string log(static_cast<std::size_t>(std::max(length, 1)), '\0');
    glGetShaderInfoLog(shader, length, nullptr, log.data());
    return log;
}

std::string programLog(GLuint program) {
    GLint length = 0;
    glGetProgramiv(program, GL_INFO_LOG_LENGTH, &length);
    std::string log(static_cast<std::size_t>(std::max(length, 1)), '\0');
    glGetProgramInfoLog(program, length, nullptr, log.data());
    return log;
}

// Deletes the shader objects once the program is linked (or abandoned).
struct ShaderList {
    std::vector<GLuint> shaders;
    ~ShaderList() {
        for (GLuint s : shaders) glDeleteShader(s);
    }
};

}  // namespace

Result<Program> buildProgram(const ShaderSources& sources, const ProgramDesc& desc) {
    ShaderList compiled;
    std::vector<std::string> allFiles;
    for (const ShaderStage& stage : desc.stages) {
        PreprocessedShader pre = preprocessShader(sources, stage.path, desc.defines);
        if (!pre.ok()) {
            return fail("program \"" + desc.label + "\": " + pre.error);
        }
        const GLuint shader = glCreateShader(stage.type);
        if (shader == 0u) {
            return fail("program \"" + desc.label + "\": glCreateShader failed for " + stage.path +
                        " (is a GL 4.3 context current?)");
        }
        compiled.shaders.push_back(shader);
        const char* text = pre.text.c_str();
        glShaderSource(shader, 1, &text, nullptr);
        glCompileShader(shader);
        GLint ok = GL_FALSE;
        glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
        if (ok != GL_TRUE) {
            return fail("program \"" + desc.label + "\": " + stage.path + " does not compile:\n" +
                        describeLog(shaderLog(shader), pre.fileNames));
        }
        allFiles = pre.fileNames;
    }
    const GLuint program = glCreateProgram();
    for (GLuint s : compiled.shaders) glAttachShader(program, s);
    glLinkProgram(program);
    for (GLuint s : compiled.shaders) glDetachShader(program, s);
    GLint linked = GL_FALSE;
    glGetProgramiv(program, GL_LINK_STATUS, &linked);
    if (linked != GL_TRUE) {
        std::string why =
            "program \"" + desc.label + "\" does not link:\n" + describeLog(programLog(program), allFiles);
        glDeleteProgram(program);
        return fail(std::move(why));
    }
    return Program(program, desc.label);
}

Result<Program> buildComputeProgram(const ShaderSources& sources, const std::string& path,
                                    std::vector<std::string> defines) {
    ProgramDesc desc{path, {{GL_COMPUTE_SHADER, path}}, std::move(defines)};
    return buildProgram(sources, desc);
}

}  // namespace murmur::gl
