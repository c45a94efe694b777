// shadow_map.hpp - the flock's soft shadow: a small top-down density map of the birds,
// blurred, that the ground shader samples.
//
// Each bird adds one point to a float texture covering a square of the ground; two blur
// passes make the blobs soft. Costs the same however large the flock looks on screen (the
// old per-bird blobs cost fill rate per pixel of shadow). Uses GL 3.3 calls only, so it
// also runs in the CPU-fallback context; that is why its texture is made here with
// glTexImage2D rather than gl::Texture2D (immutable storage needs GL 4.2).
#pragma once

#include <memory>
#include <string>

#include <glm/vec3.hpp>

#include "gl_handles.hpp"
#include "murmur/model/result.hpp"
#include "scene_renderer.hpp"
#include "shader_sources.hpp"

namespace murmur::render {

class ObstacleRenderer;

struct ShadowArea {
    glm::vec3 centre{0.0f};   // only x and z matter
    float halfSize = 100.0f;  // model units
};

class ShadowMap {
public:
    static constexpr int kSize = 128;  // texels per side: about 1.6 model units each

    // Compiles the shaders and makes the render targets: the map, or an error (a shader's, or
    // a driver without float render targets).
    static Result<std::unique_ptr<ShadowMap>> create(const gl::ShaderSources& sources);
    ~ShadowMap();
    ShadowMap(const ShadowMap&) = delete;
    ShadowMap& operator=(const ShadowMap&) = delete;

    // Redraws the density map from the birds (and the hawk, weighted heavier, and the
    // obstacles' footprints, dark). Changes the framebuffer binding and viewport: the caller
    // sets its own afterwards.
    // hawks: BirdInstance of every hawk's previous pose, then every current one (hawkCount each).
    void update(const BirdBuffers& birds, float alpha, const gl::Buffer* hawks, std::size_t hawkCount,
                const ShadowArea& area, const ObstacleRenderer* obstacles = nullptr);
    // Binds the finished map to a texture unit for the ground shader.
    void bind(unsigned unit) const;
    // The ground square the map was last drawn for (the ground shader samples it there).
    const ShadowArea& area() const;

private:
    struct Impl;
    explicit ShadowMap(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl_;
};

}  // namespace murmur::render
