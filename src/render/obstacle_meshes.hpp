// obstacle_meshes.hpp - the unit shapes the obstacles are drawn from: a ball, a box and an
// upright cylinder, each with outward normals. Plain data, no GL.
//
// The renderer scales each per obstacle (obstacle_renderer.hpp): the ball by its radius, the
// box by half its size, the cylinder by (radius, height, radius). Those scalings leave a box's
// face normals and a cylinder's side and cap normals pointing where they did, and scale a
// ball's evenly, so the unit shapes' normals serve every obstacle as they are.
#pragma once

#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

#include "murmur/model/obstacle_shapes.hpp"

namespace murmur::render {

struct ObstacleVertex {
    glm::vec3 local;   // sphere: on the unit ball; box: in [-1, 1]^3; cylinder: radius 1, y in [0, 1]
    glm::vec3 normal;  // unit, outward
};

struct ObstacleMesh {
    std::vector<ObstacleVertex> vertices;
    std::vector<std::uint16_t> indices;  // triangles, counter-clockwise seen from outside
};

// Smooth enough at the sizes a tree or a pylon fills on screen, cheap on a software rasteriser.
inline constexpr int kObstacleRoundSegments = 24;  // around a ball or a cylinder
inline constexpr int kObstacleBallRings = 12;      // from pole to pole

ObstacleMesh makeObstacleMesh(ObstacleShape shape);

}  // namespace murmur::render
