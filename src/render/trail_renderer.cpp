#include "trail_renderer.hpp"

#include <algorithm>
#include <cstddef>
#include <vector>

#include <glm/gtc/type_ptr.hpp>

#include "bird_instance.hpp"
#include "shader_program.hpp"

namespace murmur::render {

struct TrailRenderer::Programs {
    gl::Program lines;
};

namespace {
constexpr GLuint kFromAttrib = 0;  // render/trails.vert
constexpr GLuint kToAttrib = 1;

void pointAt(GLuint location, std::size_t slot, std::size_t birds) {
    glEnableVertexAttribArray(location);
    glVertexAttribPointer(location, 4, GL_FLOAT, GL_FALSE, sizeof(gl::BirdInstance),
                          reinterpret_cast<const void*>(slot * birds * sizeof(gl::BirdInstance) +
                                                        offsetof(gl::BirdInstance, positionEdge)));
    glVertexAttribDivisor(location, 1);
}
}  // namespace

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
    return r;
}

void TrailRenderer::record(const gl::Buffer& current, std::size_t birds, std::uint32_t step, int length) {
    // A trail as long as memory allows: the newest step and `fits - 1` before it.
    const std::size_t perStep = std::max<std::size_t>(birds, 1) * sizeof(gl::BirdInstance);
    const int fits = static_cast<int>(std::min<std::size_t>(kMaxTrailBytes / perStep, kMaxTrailSteps + 1));
    const int kept = std::min(length, fits - 1);
    const TrailRing::Push push = slots_.push(step, birds, std::max(kept, 0));
    if (kept <= 0) return clear();
    if (push.slot < 0) return;
    if (push.restart) ring_.reserve(static_cast<std::size_t>(push.slots) * perStep);
    birds_ = birds;
    gl::copyBuffer(current, ring_, birds * sizeof(gl::BirdInstance), 0,
                   static_cast<std::size_t>(push.slot) * birds * sizeof(gl::BirdInstance));
}

void TrailRenderer::clear() {
    slots_ = TrailRing{};
    birds_ = 0;
    if (ring_.size() > 4) ring_.allocate(0);
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
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthMask(GL_FALSE);  // translucent: behind the birds, never hiding them
    vao_.bind();
    ring_.bind(GL_ARRAY_BUFFER);
    // A step `age` steps old has alpha * (1 - age / length): the trail fades to nothing.
    const float length = static_cast<float>(slots_.length());
    const std::size_t newest = order.size() - 1;
    for (std::size_t i = 0; i + 1 < order.size(); ++i) {
        pointAt(kFromAttrib, static_cast<std::size_t>(order[i]), birds_);
        pointAt(kToAttrib, static_cast<std::size_t>(order[i + 1]), birds_);
        glUniform1f(p.uniformLocation("uFromAlpha"), alpha * (1.0f - static_cast<float>(newest - i) / length));
        glUniform1f(p.uniformLocation("uToAlpha"), alpha * (1.0f - static_cast<float>(newest - i - 1) / length));
        glDrawArraysInstanced(GL_LINES, 0, 2, static_cast<GLsizei>(birds_));
    }
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    glBindVertexArray(0);
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
}

}  // namespace murmur::render
