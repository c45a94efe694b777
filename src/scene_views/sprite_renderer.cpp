#include "sprite_renderer.hpp"

#include <cstddef>

#include "scenes/scene_names.hpp"
#include "shader_program.hpp"

namespace murmur::scene_views {

Result<std::unique_ptr<SpriteRenderer>> SpriteRenderer::create(const gl::ShaderSources& sources) {
    std::unique_ptr<SpriteRenderer> r(new SpriteRenderer());
    auto program = gl::buildProgram(
        sources, {scenes::objectLabel(scenes::kSandboxSceneName, "sprites"),
                  {{GL_VERTEX_SHADER, "scenes/sprites.vert"}, {GL_FRAGMENT_SHADER, "scenes/sprites.frag"}},
                  {}});
    if (!program) return fail(program.error());
    r->program_ = std::move(*program);
    r->vao_ = gl::VertexArray(scenes::objectLabel(scenes::kSandboxSceneName, "sprites vao"));
    r->instances_ = gl::Buffer(scenes::objectLabel(scenes::kSandboxSceneName, "sprite instances"));
    r->instances_.allocate(sizeof(SpriteInstance));

    r->vao_.bind();
    r->instances_.bind(GL_ARRAY_BUFFER);
    const auto stride = static_cast<GLsizei>(sizeof(SpriteInstance));
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 4, GL_FLOAT, GL_FALSE, stride,
                          reinterpret_cast<const void*>(offsetof(SpriteInstance, position)));
    glVertexAttribDivisor(0, 1);
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, stride,
                          reinterpret_cast<const void*>(offsetof(SpriteInstance, colour)));
    glVertexAttribDivisor(1, 1);
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 2, GL_FLOAT, GL_FALSE, stride,
                          reinterpret_cast<const void*>(offsetof(SpriteInstance, size)));
    glVertexAttribDivisor(2, 1);
    glBindVertexArray(0);
    return r;
}

void SpriteRenderer::draw(std::span<const SpriteInstance> sprites, glm::vec2 worldSize, SpriteBlend blend) {
    if (sprites.empty()) return;
    instances_.reserve(sprites.size_bytes());
    instances_.upload(0, sprites.size_bytes(), sprites.data());
    glEnable(GL_BLEND);
    if (blend == SpriteBlend::Additive) {
        glBlendFunc(GL_SRC_ALPHA, GL_ONE);
    } else {
        glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    }
    program_.use();
    glUniform2f(program_.uniformLocation("uWorldSize"), worldSize.x, worldSize.y);
    vao_.bind();
    glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, static_cast<GLsizei>(sprites.size()));
    glBindVertexArray(0);
    glUseProgram(0);
    glDisable(GL_BLEND);
}

}  // namespace murmur::scene_views
