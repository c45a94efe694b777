// obstacle_renderer.hpp - draws the world's obstacles (SimParams::obstacles): each a lit solid
// (obstacle_meshes.hpp: a ball, a box or an upright cylinder, instanced by shape) fading into
// the haze, and its footprint on the ground's shadow map, so it casts the same straight-down
// shadow as the birds. Reads the list; never writes anything of the model.
//
// Needs a current GL context (3.3 core or later) with glad loaded: it runs in the CPU-fallback
// context too, so it draws each shape's instances from an offset into one instance buffer
// rather than with a base instance (GL 4.2).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>

#include <glm/mat4x4.hpp>
#include <glm/vec3.hpp>

#include "gl_handles.hpp"
#include "murmur/model/obstacle_shapes.hpp"
#include "murmur/model/result.hpp"
#include "shader_sources.hpp"

namespace murmur::render {

struct ShadowArea;

// Each shape's colour (linear RGB): foliage green for a ball (a tree's crown), mast grey for a
// cylinder (a pylon, a trunk), stone for a box (a building).
inline constexpr glm::vec3 kBallColor{0.36f, 0.52f, 0.30f};
inline constexpr glm::vec3 kCylinderColor{0.42f, 0.40f, 0.38f};
inline constexpr glm::vec3 kBoxColor{0.66f, 0.60f, 0.52f};

class ObstacleRenderer {
public:
    // Compiles the shaders and makes the three meshes: the renderer, or the shader's error.
    static Result<std::unique_ptr<ObstacleRenderer>> create(const gl::ShaderSources& sources);
    ~ObstacleRenderer();
    ObstacleRenderer(const ObstacleRenderer&) = delete;
    ObstacleRenderer& operator=(const ObstacleRenderer&) = delete;

    // The obstacles to draw from now on; uploads only when the list differs from the last.
    void setObstacles(std::span<const Obstacle> obstacles);
    bool empty() const { return shown_.empty(); }
    // Counts the lists uploaded: a shadow map drawn at another version is out of date.
    std::uint64_t version() const { return version_; }

    // The solids, depth-tested, into the bound framebuffer's current viewport.
    void draw(const glm::mat4& viewProj, glm::vec3 eye, float dusk, float fogDistance) const;
    // The footprints into the bound shadow map (its viewport and additive blending set by the
    // caller), each texel under one weighing `weight`.
    void drawFootprints(const ShadowArea& area, float weight) const;

private:
    struct Programs;
    struct Shape {
        gl::VertexArray vao;
        gl::Buffer vertices;
        gl::Buffer indices;
        int indexCount = 0;
        std::size_t first = 0;  // its instances in instances_: [first, first + count)
        std::size_t count = 0;
    };
    ObstacleRenderer();
    void pointInstances(const gl::VertexArray& vao, std::size_t first) const;

    std::unique_ptr<Programs> programs_;
    std::array<Shape, 3> shapes_;  // by ObstacleShape
    gl::VertexArray footprintVao_;
    gl::Buffer instances_;  // per obstacle, grouped by shape: vec4 at, vec4 scale (w: 1 round)
    ObstacleList shown_;
    std::uint64_t version_ = 0;
};

}  // namespace murmur::render
