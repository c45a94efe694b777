// shader_sources.hpp - where shader text comes from: the files embedded at build time,
// plus in-memory overrides, looked up by their path under shaders/ ("sim/step_birds.comp").
//
// Shader files are embedded into the binary by murmur_embed_shaders() (CMake, see
// cmake/embed_shaders.cmake), which generates one function per target returning that
// target's files; a program combines the tables it needs, so it runs from any folder.
// Not here: #include resolution (shader_preprocess.hpp) or compiling (shader_program.hpp).
#pragma once

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace murmur::gl {

// One embedded file: its path relative to shaders/ and its text (static storage).
struct ShaderFile {
    std::string_view path;
    std::string_view text;
};

class ShaderSources {
public:
    ShaderSources() = default;
    // A set made of one or more embedded tables.
    explicit ShaderSources(std::initializer_list<std::span<const ShaderFile>> tables);

    // Adds a table of embedded files; a path already present is replaced.
    void add(std::span<const ShaderFile> files);
    // Replaces (or adds) one file's text in this set only: tests use it to compile a
    // broken shader, developers to try an edit. Copies the text.
    void setOverride(std::string_view path, std::string text);

    // The text of a file, or nothing if no table has it.
    std::optional<std::string_view> find(std::string_view path) const;

private:
    std::map<std::string, std::string_view, std::less<>> embedded_;
    std::map<std::string, std::string, std::less<>> overrides_;
};

}  // namespace murmur::gl
