#include "silhouette_mask.hpp"

#include <algorithm>
#include <cmath>

#include <glm/common.hpp>

#include "gl_handles.hpp"
#include "renderShaderFiles.hpp"
#include "shader_program.hpp"

namespace murmur::render {
namespace {

using TextureName = gl::detail::UniqueName<gl::detail::TextureTraits>;
using FramebufferName = gl::detail::UniqueName<gl::detail::FramebufferTraits>;

}  // namespace

struct SilhouetteMask::Impl {
    gl::Program program;
    gl::VertexArray vao{"silhouette points"};
    gl::Buffer points{"silhouette points"};
    TextureName texture;
    FramebufferName framebuffer;
    SilhouettePicture picture;
};

SilhouetteMask::SilhouetteMask(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
SilhouetteMask::~SilhouetteMask() = default;

Result<std::unique_ptr<SilhouetteMask>> SilhouetteMask::create() {
    const gl::ShaderSources sources({gl::embedded::renderShaderFiles()});
    auto program = gl::buildProgram(
        sources, {"silhouette",
                  {{GL_VERTEX_SHADER, "render/silhouette.vert"}, {GL_FRAGMENT_SHADER, "render/silhouette.frag"}},
                  {}});
    if (!program) return fail(program.error());
    auto impl = std::make_unique<Impl>();
    impl->program = std::move(*program);
    GLuint name = 0;
    glGenTextures(1, &name);
    impl->texture = TextureName(name);
    glGenFramebuffers(1, &name);
    impl->framebuffer = FramebufferName(name);
    return std::unique_ptr<SilhouetteMask>(new SilhouetteMask(std::move(impl)));
}

const SilhouettePicture& SilhouetteMask::draw(std::span<const glm::vec3> positions, float square) {
    Impl& m = *impl_;
    SilhouettePicture& out = m.picture;
    if (positions.empty() || !(square > 0.0f)) {
        out.size = {0, 0};
        out.mask.clear();
        return out;
    }
    glm::vec2 lo{positions[0].x, positions[0].z}, hi = lo;
    for (const glm::vec3& p : positions) {
        lo = glm::min(lo, glm::vec2{p.x, p.z});
        hi = glm::max(hi, glm::vec2{p.x, p.z});
    }
    // A square's width of sky round the birds, so every silhouette lies whole in the picture.
    lo -= glm::vec2{square};
    hi += glm::vec2{square};
    const glm::vec2 extent = hi - lo;
    const float pixel = std::max(square / kPixelsPerSquare, std::max(extent.x, extent.y) / float(kMaxMaskSide));
    const glm::ivec2 size{std::clamp(int(std::ceil(extent.x / pixel)), 1, kMaxMaskSide),
                          std::clamp(int(std::ceil(extent.y / pixel)), 1, kMaxMaskSide)};
    const glm::vec2 half = glm::vec2(size) * pixel * 0.5f;  // whole pixels, each `pixel` wide
    const glm::vec2 centre = lo + half;

    GLint framebufferBefore = 0, viewportBefore[4] = {};
    glGetIntegerv(GL_FRAMEBUFFER_BINDING, &framebufferBefore);
    glGetIntegerv(GL_VIEWPORT, viewportBefore);
    if (size != out.size) {
        glBindTexture(GL_TEXTURE_2D, m.texture.get());
        glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, size.x, size.y, 0, GL_RED, GL_UNSIGNED_BYTE, nullptr);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        // Shown as a picture, the red channel is every channel: a bird opaque, the sky clear.
        const GLint swizzle[4] = {GL_RED, GL_RED, GL_RED, GL_RED};
        glTexParameteriv(GL_TEXTURE_2D, GL_TEXTURE_SWIZZLE_RGBA, swizzle);
        glBindTexture(GL_TEXTURE_2D, 0);
        glBindFramebuffer(GL_FRAMEBUFFER, m.framebuffer.get());
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, m.texture.get(), 0);
        gl::labelObject(GL_TEXTURE, m.texture.get(), "silhouette picture");
        gl::labelObject(GL_FRAMEBUFFER, m.framebuffer.get(), "silhouette picture");
    }
    out.size = size;
    out.squarePixels = square / pixel;
    out.texture = m.texture.get();

    m.points.allocate(positions.size() * sizeof(glm::vec3), positions.data());
    glBindFramebuffer(GL_FRAMEBUFFER, m.framebuffer.get());
    glViewport(0, 0, size.x, size.y);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_SCISSOR_TEST);
    glDisable(GL_BLEND);
    glEnable(GL_PROGRAM_POINT_SIZE);
    glClearColor(0.0f, 0.0f, 0.0f, 0.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    m.program.use();
    glUniform2f(m.program.uniformLocation("uCentre"), centre.x, centre.y);
    glUniform2f(m.program.uniformLocation("uHalf"), half.x, half.y);
    glUniform1f(m.program.uniformLocation("uPointSize"), std::max(out.squarePixels, 1.0f));
    m.vao.bind();
    m.points.bind(GL_ARRAY_BUFFER);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(glm::vec3), nullptr);
    glDrawArrays(GL_POINTS, 0, static_cast<GLsizei>(positions.size()));
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    glBindVertexArray(0);
    glUseProgram(0);
    glDisable(GL_PROGRAM_POINT_SIZE);

    out.mask.resize(static_cast<std::size_t>(size.x) * static_cast<std::size_t>(size.y));
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, size.x, size.y, GL_RED, GL_UNSIGNED_BYTE, out.mask.data());
    glPixelStorei(GL_PACK_ALIGNMENT, 4);
    glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(framebufferBefore));
    glViewport(viewportBefore[0], viewportBefore[1], viewportBefore[2], viewportBefore[3]);
    return out;
}

const SilhouettePicture& SilhouetteMask::picture() const {
    return impl_->picture;
}

}  // namespace murmur::render
