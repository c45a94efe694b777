#include "shader_sources.hpp"

namespace murmur::gl {

ShaderSources::ShaderSources(std::initializer_list<std::span<const ShaderFile>> tables) {
    for (const auto& t : tables) add(t);
}

void ShaderSources::add(std::span<const ShaderFile> files) {
    for (const ShaderFile& f : files) embedded_.insert_or_assign(std::string(f.path), f.text);
}

void ShaderSources::setOverride(std::string_view path, std::string text) {
    overrides_.insert_or_assign(std::string(path), std::move(text));
}

std::optional<std::string_view> ShaderSources::find(std::string_view path) const {
    if (auto it = overrides_.find(path); it != overrides_.end()) return std::string_view(it->second);
    if (auto it = embedded_.find(path); it != embedded_.end()) return it->second;
    return std::nullopt;
}

}  // namespace murmur::gl
