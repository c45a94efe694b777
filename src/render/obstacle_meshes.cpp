#include "obstacle_meshes.hpp"

#include <array>
#include <cmath>
#include <numbers>

#include <glm/vec2.hpp>

namespace murmur::render {
namespace {

constexpr float kTwoPi = 2.0f * std::numbers::pi_v<float>;

std::uint16_t index(std::size_t i) {
    return static_cast<std::uint16_t>(i);
}

ObstacleMesh ball() {
    ObstacleMesh m;
    for (int ring = 0; ring <= kObstacleBallRings; ++ring) {
        const float polar = std::numbers::pi_v<float> * static_cast<float>(ring) / kObstacleBallRings;
        for (int s = 0; s <= kObstacleRoundSegments; ++s) {
            const float a = kTwoPi * static_cast<float>(s) / kObstacleRoundSegments;
            const glm::vec3 p(std::sin(polar) * std::cos(a), std::cos(polar), std::sin(polar) * std::sin(a));
            m.vertices.push_back({p, p});
        }
    }
    const std::size_t row = kObstacleRoundSegments + 1;
    for (std::size_t ring = 0; ring < kObstacleBallRings; ++ring) {
        for (std::size_t s = 0; s < kObstacleRoundSegments; ++s) {
            const std::size_t a = ring * row + s, b = a + row;  // b is the ring below a
            // Outward: seen from outside, (a, a + 1, b) runs counter-clockwise.
            if (ring > 0) m.indices.insert(m.indices.end(), {index(a), index(a + 1), index(b)});
            if (ring + 1 < kObstacleBallRings)
                m.indices.insert(m.indices.end(), {index(a + 1), index(b + 1), index(b)});
        }
    }
    return m;
}

ObstacleMesh box() {
    ObstacleMesh m;
    // Each face: its normal and two axes along it whose cross product is the normal.
    const std::array<std::array<glm::vec3, 3>, 6> faces{{
        {glm::vec3(1, 0, 0), glm::vec3(0, 0, -1), glm::vec3(0, 1, 0)},
        {glm::vec3(-1, 0, 0), glm::vec3(0, 0, 1), glm::vec3(0, 1, 0)},
        {glm::vec3(0, 1, 0), glm::vec3(1, 0, 0), glm::vec3(0, 0, -1)},
        {glm::vec3(0, -1, 0), glm::vec3(1, 0, 0), glm::vec3(0, 0, 1)},
        {glm::vec3(0, 0, 1), glm::vec3(1, 0, 0), glm::vec3(0, 1, 0)},
        {glm::vec3(0, 0, -1), glm::vec3(-1, 0, 0), glm::vec3(0, 1, 0)},
    }};
    for (const auto& [n, u, v] : faces) {
        const std::size_t first = m.vertices.size();
        for (const glm::vec2 c : {glm::vec2(-1, -1), glm::vec2(1, -1), glm::vec2(1, 1), glm::vec2(-1, 1)})
            m.vertices.push_back({n + c.x * u + c.y * v, n});
        m.indices.insert(m.indices.end(), {index(first), index(first + 1), index(first + 2), index(first),
                                           index(first + 2), index(first + 3)});
    }
    return m;
}

ObstacleMesh cylinder() {
    ObstacleMesh m;
    // The side: a ring at the base and one at the top, normals radial.
    for (int s = 0; s <= kObstacleRoundSegments; ++s) {
        const float a = kTwoPi * static_cast<float>(s) / kObstacleRoundSegments;
        const glm::vec3 n(std::cos(a), 0.0f, std::sin(a));
        m.vertices.push_back({n, n});
        m.vertices.push_back({n + glm::vec3(0, 1, 0), n});
    }
    for (std::size_t s = 0; s < kObstacleRoundSegments; ++s) {
        const std::size_t b = 2 * s, t = b + 1, b2 = b + 2, t2 = b + 3;
        m.indices.insert(m.indices.end(), {index(b), index(t), index(b2), index(b2), index(t), index(t2)});
    }
    // The caps: a centre and a ring each, normals straight up or down.
    for (const float y : {0.0f, 1.0f}) {
        const glm::vec3 n(0.0f, y > 0.0f ? 1.0f : -1.0f, 0.0f);
        const std::size_t centre = m.vertices.size();
        m.vertices.push_back({glm::vec3(0, y, 0), n});
        for (int s = 0; s <= kObstacleRoundSegments; ++s) {
            const float a = kTwoPi * static_cast<float>(s) / kObstacleRoundSegments;
            m.vertices.push_back({glm::vec3(std::cos(a), y, std::sin(a)), n});
        }
        for (std::size_t s = 0; s < kObstacleRoundSegments; ++s) {
            const std::size_t a = centre + 1 + s;
            if (y > 0.0f) m.indices.insert(m.indices.end(), {index(centre), index(a + 1), index(a)});
            else m.indices.insert(m.indices.end(), {index(centre), index(a), index(a + 1)});
        }
    }
    return m;
}

}  // namespace

ObstacleMesh makeObstacleMesh(ObstacleShape shape) {
    switch (shape) {
        case ObstacleShape::Sphere:
            return ball();
        case ObstacleShape::Box:
            return box();
        case ObstacleShape::Cylinder:
            return cylinder();
    }
    return {};
}

}  // namespace murmur::render
