#include "obstacle_renderer.hpp"

#include <vector>

#include <glm/gtc/type_ptr.hpp>
#include <glm/vec4.hpp>

#include "obstacle_meshes.hpp"
#include "shader_program.hpp"
#include "shadow_map.hpp"

namespace murmur::render {
namespace {

// Vertex attribute locations, as declared in render/obstacles.vert and obstacle_footprint.vert.
constexpr GLuint kLocalAttrib = 0;
constexpr GLuint kNormalAttrib = 1;
constexpr GLuint kAtAttrib = 2;
constexpr GLuint kScaleAttrib = 3;

struct Instance {
    glm::vec4 at;     // xyz: centre (a cylinder's base centre)
    glm::vec4 scale;  // xyz: the unit shape's scale; w: 1 when its footprint is round
};

Instance instanceOf(const Obstacle& o) {
    switch (o.shape) {
        case ObstacleShape::Sphere:
            return {glm::vec4(o.at, 0.0f), glm::vec4(glm::vec3(o.size.x), 1.0f)};
        case ObstacleShape::Box:
            return {glm::vec4(o.at, 0.0f), glm::vec4(0.5f * o.size, 0.0f)};
        case ObstacleShape::Cylinder:
            return {glm::vec4(o.at, 0.0f), glm::vec4(o.size.x, o.size.y, o.size.x, 1.0f)};
    }
    return {};
}

glm::vec3 colorOf(ObstacleShape shape) {
    return shape == ObstacleShape::Sphere ? kBallColor : shape == ObstacleShape::Box ? kBoxColor : kCylinderColor;
}

}  // namespace

struct ObstacleRenderer::Programs {
    gl::Program solid;
    gl::Program footprint;
};

ObstacleRenderer::ObstacleRenderer() = default;
ObstacleRenderer::~ObstacleRenderer() = default;

Result<std::unique_ptr<ObstacleRenderer>> ObstacleRenderer::create(const gl::ShaderSources& sources) {
    auto solid = gl::buildProgram(
        sources, {"obstacles",
                  {{GL_VERTEX_SHADER, "render/obstacles.vert"}, {GL_FRAGMENT_SHADER, "render/obstacles.frag"}},
                  {}});
    if (!solid) return fail(solid.error());
    auto footprint = gl::buildProgram(sources, {"obstacle footprints",
                                                {{GL_VERTEX_SHADER, "render/obstacle_footprint.vert"},
                                                 {GL_FRAGMENT_SHADER, "render/obstacle_footprint.frag"}},
                                                {}});
    if (!footprint) return fail(footprint.error());
    std::unique_ptr<ObstacleRenderer> r(new ObstacleRenderer());
    r->programs_ = std::make_unique<Programs>(Programs{std::move(*solid), std::move(*footprint)});
    r->instances_ = gl::Buffer("obstacle instances");
    r->instances_.allocate(sizeof(Instance));
    r->footprintVao_ = gl::VertexArray("obstacle footprints");
    for (const ObstacleShape s : kObstacleShapes) {
        Shape& shape = r->shapes_[static_cast<std::size_t>(s)];
        const ObstacleMesh mesh = makeObstacleMesh(s);
        shape.vao = gl::VertexArray("obstacle mesh");
        shape.vertices = gl::Buffer("obstacle vertices");
        shape.indices = gl::Buffer("obstacle indices");
        shape.vertices.allocate(mesh.vertices.size() * sizeof(ObstacleVertex), mesh.vertices.data(), GL_STATIC_DRAW);
        shape.indices.allocate(mesh.indices.size() * sizeof(std::uint16_t), mesh.indices.data(), GL_STATIC_DRAW);
        shape.indexCount = static_cast<int>(mesh.indices.size());
        shape.vao.bind();
        shape.vertices.bind(GL_ARRAY_BUFFER);
        glEnableVertexAttribArray(kLocalAttrib);
        glVertexAttribPointer(kLocalAttrib, 3, GL_FLOAT, GL_FALSE, sizeof(ObstacleVertex),
                              reinterpret_cast<const void*>(offsetof(ObstacleVertex, local)));
        glEnableVertexAttribArray(kNormalAttrib);
        glVertexAttribPointer(kNormalAttrib, 3, GL_FLOAT, GL_FALSE, sizeof(ObstacleVertex),
                              reinterpret_cast<const void*>(offsetof(ObstacleVertex, normal)));
        shape.indices.bind(GL_ELEMENT_ARRAY_BUFFER);  // recorded in the vertex array
    }
    glBindVertexArray(0);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    return r;
}

void ObstacleRenderer::setObstacles(std::span<const Obstacle> obstacles) {
    if (std::equal(obstacles.begin(), obstacles.end(), shown_.begin(), shown_.end())) return;
    shown_.assign(obstacles.begin(), obstacles.end());
    ++version_;
    std::vector<Instance> grouped;
    grouped.reserve(shown_.size());
    for (const ObstacleShape s : kObstacleShapes) {
        Shape& shape = shapes_[static_cast<std::size_t>(s)];
        shape.first = grouped.size();
        for (const Obstacle& o : shown_)
            if (o.shape == s) grouped.push_back(instanceOf(o));
        shape.count = grouped.size() - shape.first;
    }
    if (!grouped.empty()) instances_.allocate(grouped.size() * sizeof(Instance), grouped.data());
}

void ObstacleRenderer::pointInstances(const gl::VertexArray& vao, std::size_t first) const {
    vao.bind();
    instances_.bind(GL_ARRAY_BUFFER);
    const std::size_t base = first * sizeof(Instance);
    glEnableVertexAttribArray(kAtAttrib);
    glVertexAttribPointer(kAtAttrib, 4, GL_FLOAT, GL_FALSE, sizeof(Instance),
                          reinterpret_cast<const void*>(base + offsetof(Instance, at)));
    glVertexAttribDivisor(kAtAttrib, 1);
    glEnableVertexAttribArray(kScaleAttrib);
    glVertexAttribPointer(kScaleAttrib, 4, GL_FLOAT, GL_FALSE, sizeof(Instance),
                          reinterpret_cast<const void*>(base + offsetof(Instance, scale)));
    glVertexAttribDivisor(kScaleAttrib, 1);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
}

void ObstacleRenderer::draw(const glm::mat4& viewProj, glm::vec3 eye, float dusk, float fogDistance) const {
    if (shown_.empty()) return;
    const gl::Program& p = programs_->solid;
    p.use();
    glUniformMatrix4fv(p.uniformLocation("uViewProj"), 1, GL_FALSE, glm::value_ptr(viewProj));
    glUniform3f(p.uniformLocation("uEye"), eye.x, eye.y, eye.z);
    glUniform1f(p.uniformLocation("uDusk"), dusk);
    glUniform1f(p.uniformLocation("uFogDistance"), fogDistance);
    for (const ObstacleShape s : kObstacleShapes) {
        const Shape& shape = shapes_[static_cast<std::size_t>(s)];
        if (shape.count == 0) continue;
        const glm::vec3 c = colorOf(s);
        glUniform3f(p.uniformLocation("uColor"), c.r, c.g, c.b);
        pointInstances(shape.vao, shape.first);
        glDrawElementsInstanced(GL_TRIANGLES, shape.indexCount, GL_UNSIGNED_SHORT, nullptr,
                                static_cast<GLsizei>(shape.count));
    }
    glBindVertexArray(0);
}

void ObstacleRenderer::drawFootprints(const ShadowArea& area, float weight) const {
    if (shown_.empty()) return;
    const gl::Program& p = programs_->footprint;
    p.use();
    glUniform3f(p.uniformLocation("uCentre"), area.centre.x, area.centre.y, area.centre.z);
    glUniform1f(p.uniformLocation("uHalfSize"), area.halfSize);
    glUniform1f(p.uniformLocation("uWeight"), weight);
    pointInstances(footprintVao_, 0);  // every shape at once: the quads need no mesh
    glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, static_cast<GLsizei>(shown_.size()));
    glBindVertexArray(0);
}

}  // namespace murmur::render
