#include "trail_renderer.hpp"

#include <algorithm>
#include <cstddef>
#include <vector>

#include <glm/gtc/type_ptr.hpp>

#include "bird_instance.hpp"
#include "shader_program.hpp"

namespace murmur::render {

static_assert(kMaxTrailSteps + 1 == 65, "render/trails.vert sizes uSlots for the longest trail");

struct TrailRenderer::Programs {
    gl::Program lines;
};

TrailRenderer::TrailRenderer() = default;
TrailRenderer::~TrailRenderer() = default;

Result<std::unique_ptr<TrailRenderer>> TrailRenderer::create(const gl::ShaderSources& sources) {
    auto lines = gl::buildProgram(
        sources,
        {"trails", {{GL_VERTEX_SHADER, "render/trails.vert"}, {GL_FRAGMENT_SHADER, "render/trails.frag"}}, {}});
    if (!lines) return fail(lines.error());
    std::unique_ptr<TrailRenderer> r(new TrailRenderer());
    r->programs_ = std::make_unique<Programs>(Programs{std::move(*lines)});
    r->vao_ = gl::VertexArray("trail lines");
    r->ring_ = gl::Buffer("trail ring");
    r->ringTexels_ = gl::BufferTexture("trail ring texels");
    GLint maxTexels = 0;
    glGetIntegerv(GL_MAX_TEXTURE_BUFFER_SIZE, &maxTexels);
    r->maxTexels_ = static_cast<std::size_t>(std::max(maxTexels, 0));
    return r;
}

void TrailRenderer::record(const gl::Buffer& current, std::size_t birds, std::uint32_t step, int length) {
    // A trail as long as memory allows: the newest step and `fits - 1` before it.
    const std::size_t perStep = std::max<std::size_t>(birds, 1) * sizeof(gl::BirdInstance);
    const std::size_t bytes = std::min(kMaxTrailBytes, maxTexels_ * sizeof(glm::vec4));
    const int fits = static_cast<int>(std::min<std::size_t>(bytes / perStep, kMaxTrailSteps + 1));
    const int kept = std::min(length, fits - 1);
    const TrailRing::Push push = slots_.push(step, birds, std::max(kept, 0));
    if (kept <= 0) return clear();
    if (push.slot < 0) return;
    if (push.restart) {
        // Exactly what this trail needs: a shorter trail or a smaller flock gives memory back.
        const std::size_t need = static_cast<std::size_t>(push.slots) * perStep;
        if (ring_.size() != need) ring_.allocate(need);
        ringTexels_.view(ring_, GL_RGBA32F);  // the store may be new
    }
    birds_ = birds;
    gl::copyBuffer(current, ring_, birds * sizeof(gl::BirdInstance), 0,
                   static_cast<std::size_t>(push.slot) * birds * sizeof(gl::BirdInstance));
}

void TrailRenderer::clear() {
    slots_ = TrailRing{};
    birds_ = 0;
    if (ring_.size() > 0) ring_.allocate(0);
}

int TrailRenderer::keptSteps() const {
    return std::max(static_cast<int>(slots_.ordered().size()) - 1, 0);
}

void TrailRenderer::draw(const glm::mat4& viewProj, glm::vec3 color, float alpha) const {
    const std::vector<int> order = slots_.ordered();
    if (order.size() < 2 || birds_ == 0) return;
    const gl::Program& p = programs_->lines;
    p.use();
    glUniformMatrix4fv(p.uniformLocation("uViewProj"), 1, GL_FALSE, glm::value_ptr(viewProj));
    glUniform3f(p.uniformLocation("uColor"), color.r, color.g, color.b);
    glUniform1i(p.uniformLocation("uBirds"), static_cast<GLint>(birds_));
    glUniform1iv(p.uniformLocation("uSlots"), static_cast<GLsizei>(order.size()), order.data());
    glUniform1i(p.uniformLocation("uNewest"), static_cast<GLint>(order.size() - 1));
    // A step `age` steps old has alpha * (1 - age / length): the trail fades to nothing.
    glUniform1f(p.uniformLocation("uLength"), static_cast<float>(slots_.length()));
    glUniform1f(p.uniformLocation("uAlpha"), alpha);
    glUniform1i(p.uniformLocation("uRing"), 0);
    ringTexels_.bind(0);
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthMask(GL_FALSE);  // translucent: behind the birds, never hiding them
    vao_.bind();
    const std::size_t vertices = 2 * birds_ * (order.size() - 1);
    glDrawArrays(GL_LINES, 0, static_cast<GLsizei>(vertices));
    glBindVertexArray(0);
    glBindTexture(GL_TEXTURE_BUFFER, 0);
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
}

}  // namespace murmur::render
