#include "shadow_map.hpp"

#include <cstddef>

#include "bird_instance.hpp"
#include "obstacle_renderer.hpp"
#include "shader_program.hpp"

namespace murmur::render {
namespace {

using TextureName = gl::detail::UniqueName<gl::detail::TextureTraits>;
using FramebufferName = gl::detail::UniqueName<gl::detail::FramebufferTraits>;

TextureName makeDensityTexture(const char* label) {
    GLuint name = 0;
    glGenTextures(1, &name);
    glBindTexture(GL_TEXTURE_2D, name);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_R16F, ShadowMap::kSize, ShadowMap::kSize, 0, GL_RED, GL_FLOAT, nullptr);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glBindTexture(GL_TEXTURE_2D, 0);
    gl::labelObject(GL_TEXTURE, name, label);
    return TextureName(name);
}

FramebufferName makeFramebuffer(const TextureName& texture, const char* label) {
    GLuint name = 0;
    glGenFramebuffers(1, &name);
    glBindFramebuffer(GL_FRAMEBUFFER, name);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture.get(), 0);
    gl::labelObject(GL_FRAMEBUFFER, name, label);
    return FramebufferName(name);
}

void pointAttrib(GLuint location, std::size_t offset) {
    glEnableVertexAttribArray(location);
    glVertexAttribPointer(location, 4, GL_FLOAT, GL_FALSE, sizeof(gl::BirdInstance),
                          reinterpret_cast<const void*>(offset));
}

}  // namespace

struct ShadowMap::Impl {
    gl::Program splat;
    gl::Program blur;
    gl::VertexArray pointsVao{"shadow points"};
    gl::VertexArray emptyVao{"shadow blur"};
    TextureName textures[2];
    FramebufferName framebuffers[2];
    ShadowArea area;
};

ShadowMap::ShadowMap(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
ShadowMap::~ShadowMap() = default;

Result<std::unique_ptr<ShadowMap>> ShadowMap::create(const gl::ShaderSources& sources) {
    auto splat = gl::buildProgram(
        sources, {"shadow splat",
                  {{GL_VERTEX_SHADER, "render/shadow_splat.vert"}, {GL_FRAGMENT_SHADER, "render/shadow_splat.frag"}},
                  {}});
    if (!splat) return fail(splat.error());
    auto blur = gl::buildProgram(
        sources, {"shadow blur",
                  {{GL_VERTEX_SHADER, "render/fullscreen.vert"}, {GL_FRAGMENT_SHADER, "render/shadow_blur.frag"}},
                  {}});
    if (!blur) return fail(blur.error());
    auto impl = std::make_unique<Impl>();
    impl->splat = std::move(*splat);
    impl->blur = std::move(*blur);
    for (int i = 0; i < 2; ++i) {
        impl->textures[i] = makeDensityTexture(i == 0 ? "shadow density" : "shadow density (blur)");
        impl->framebuffers[i] = makeFramebuffer(impl->textures[i], i == 0 ? "shadow map" : "shadow map (blur)");
        if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
            glBindFramebuffer(GL_FRAMEBUFFER, 0);
            return fail("the shadow map's float render target is not supported by this OpenGL driver");
        }
    }
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    return std::unique_ptr<ShadowMap>(new ShadowMap(std::move(impl)));
}

void ShadowMap::update(const BirdBuffers& birds, float alpha, const gl::Buffer* hawks, std::size_t hawkCount,
                       const ShadowArea& area, const ObstacleRenderer* obstacles) {
    Impl& m = *impl_;
    m.area = area;
    glBindFramebuffer(GL_FRAMEBUFFER, m.framebuffers[0].get());
    glViewport(0, 0, kSize, kSize);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_SCISSOR_TEST);
    glClearColor(0.0f, 0.0f, 0.0f, 0.0f);
    glClear(GL_COLOR_BUFFER_BIT);

    // Density: every bird adds its weight to the texel under it.
    glEnable(GL_BLEND);
    glBlendFunc(GL_ONE, GL_ONE);
    m.splat.use();
    glUniform3f(m.splat.uniformLocation("uCentre"), area.centre.x, area.centre.y, area.centre.z);
    glUniform1f(m.splat.uniformLocation("uHalfSize"), area.halfSize);
    glUniform1f(m.splat.uniformLocation("uAlpha"), alpha);
    m.pointsVao.bind();
    auto draw = [&](const gl::Buffer& previous, const gl::Buffer& current, std::size_t count, std::size_t currentOffset,
                    float weight) {
        previous.bind(GL_ARRAY_BUFFER);
        pointAttrib(0, offsetof(gl::BirdInstance, positionEdge));
        current.bind(GL_ARRAY_BUFFER);
        pointAttrib(1, currentOffset + offsetof(gl::BirdInstance, positionEdge));
        glUniform1f(m.splat.uniformLocation("uWeight"), weight);
        glDrawArrays(GL_POINTS, 0, static_cast<GLsizei>(count));
    };
    if (birds.count > 0 && birds.current) {
        const gl::Buffer* previous = birds.previous ? birds.previous : birds.current;
        if (previous->size() < birds.count * sizeof(gl::BirdInstance)) previous = birds.current;
        draw(*previous, *birds.current, birds.count, 0, 1.0f);
    }
    if (hawks && hawkCount > 0) draw(*hawks, *hawks, hawkCount, hawkCount * sizeof(gl::BirdInstance), 12.0f);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    // A solid's shade: dark enough that the ground's shadow reaches its deepest under it.
    constexpr float kObstacleWeight = 6.0f;
    if (obstacles) obstacles->drawFootprints(area, kObstacleWeight);
    glDisable(GL_BLEND);

    // Two separable Gaussian passes: 0 -> 1 across, 1 -> 0 down.
    m.blur.use();
    m.emptyVao.bind();
    glActiveTexture(GL_TEXTURE0);
    glUniform1i(m.blur.uniformLocation("uSource"), 0);
    const float texel = 1.0f / float(kSize);
    for (int pass = 0; pass < 2; ++pass) {
        glBindFramebuffer(GL_FRAMEBUFFER, m.framebuffers[1 - pass].get());
        glBindTexture(GL_TEXTURE_2D, m.textures[pass].get());
        glUniform2f(m.blur.uniformLocation("uStep"), pass == 0 ? texel : 0.0f, pass == 0 ? 0.0f : texel);
        glDrawArrays(GL_TRIANGLES, 0, 3);
    }
    glBindTexture(GL_TEXTURE_2D, 0);
    glBindVertexArray(0);
    glUseProgram(0);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

void ShadowMap::bind(unsigned unit) const {
    glActiveTexture(GL_TEXTURE0 + unit);
    glBindTexture(GL_TEXTURE_2D, impl_->textures[0].get());
    glActiveTexture(GL_TEXTURE0);
}

const ShadowArea& ShadowMap::area() const {
    return impl_->area;
}

}  // namespace murmur::render
