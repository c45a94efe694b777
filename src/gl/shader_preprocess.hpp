// shader_preprocess.hpp - joins a shader file and its #includes into one GLSL string.
//
// Implemented:
// - `#include "path"` resolved against the including file's folder first, then against the
//   shaders/ root; each file is included at most once per program (like #pragma once);
//   include cycles and missing files are errors naming the file and line.
// - `#line` after every switch between files, with one source-string number per file, so
//   the compiler's messages carry (file number, line); describeLog() turns the numbers back
//   into file names.
// - Extra `#define`s inserted right after the root file's #version line.
// Pure text: needs no GL context (and is unit tested without one).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "shader_sources.hpp"

namespace murmur::gl {

struct PreprocessedShader {
    std::string text;                    // ready for glShaderSource
    std::vector<std::string> fileNames;  // source-string number -> path under shaders/
    std::string error;                   // empty on success
    bool ok() const { return error.empty(); }
};

// defines: each "NAME" or "NAME VALUE", emitted as `#define NAME VALUE`.
PreprocessedShader preprocessShader(const ShaderSources& sources, std::string_view rootPath,
                                    std::span<const std::string> defines = {});

// Rewrites a compiler/linker log so that source-string numbers become file names:
// Mesa's "0:12(5): error" and NVIDIA's "0(12) : error" both become "sim/step_birds.comp:12: error".
std::string describeLog(std::string_view log, std::span<const std::string> fileNames);

}  // namespace murmur::gl
