// sprite_renderer.hpp - draws many small 2D sprites (discs or arrow heads), one instanced quad
// each: the sandbox's particles and agents.
//
// Sizes are in world units (the chapter's canvas pixels), so they grow with the window as
// the chapter's canvas would. Needs a current GL context (GLSL 3.30 shaders; the GL base
// wants 4.3) with glad loaded.
#pragma once

#include <memory>
#include <span>
#include <string>

#include <glm/vec2.hpp>
#include <glm/vec4.hpp>

#include "gl_handles.hpp"
#include "murmur/model/result.hpp"
#include "shader_sources.hpp"

namespace murmur::scene_views {

enum class SpriteShape : int { Disc = 0, Arrow = 1 };
enum class SpriteBlend { Alpha, Additive };

// One sprite; the layout the vertex shader reads (scenes/sprites.vert).
struct SpriteInstance {
    glm::vec2 position{0.0f};   // world units, y down
    glm::vec2 direction{0.0f};  // arrows point along it; any length
    glm::vec4 colour{1.0f};     // straight alpha
    float size = 4.0f;          // diameter (disc) or length (arrow), world units
    float shape = 0.0f;         // SpriteShape as a float
};
static_assert(sizeof(SpriteInstance) == 10 * sizeof(float), "sprites.vert reads 10 tightly packed floats");

class SpriteRenderer {
public:
    // Compiles the sprite shaders: the renderer, or an error naming the shader that failed.
    static Result<std::unique_ptr<SpriteRenderer>> create(const gl::ShaderSources& sources);

    // Draws into the bound framebuffer's current viewport; the world spans worldSize.
    void draw(std::span<const SpriteInstance> sprites, glm::vec2 worldSize, SpriteBlend blend);

private:
    SpriteRenderer() = default;
    gl::Program program_;
    gl::VertexArray vao_;
    gl::Buffer instances_;
};

}  // namespace murmur::scene_views
