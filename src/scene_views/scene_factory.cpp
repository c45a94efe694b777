#include <string>

#include "reef_scene.hpp"
#include "sandbox_scene.hpp"
#include "scene.hpp"
#include "sceneShaderFiles.hpp"

namespace murmur::scene_views {

std::unique_ptr<Scene> makeScene(std::string_view name, std::string& error) {
    const gl::ShaderSources sources({gl::embedded::sceneShaderFiles()});
    if (name == "reef") {
        auto renderer = ReefRenderer::create(sources, error);
        if (!renderer) return nullptr;
        return std::make_unique<ReefScene>(std::move(renderer));
    }
    if (name == "sandbox") {
        auto renderer = SpriteRenderer::create(sources, error);
        if (!renderer) return nullptr;
        auto trails = TrailLayer::create(sources, error);
        if (!trails) return nullptr;
        return std::make_unique<SandboxScene>(std::move(renderer), std::move(trails));
    }
    error = "unknown scene '" + std::string(name) + "' (reef or sandbox here; murmuration is the app's own)";
    return nullptr;
}

}  // namespace murmur::scene_views
