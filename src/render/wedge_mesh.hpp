// wedge_mesh.hpp - the bird shape: a slim arrowhead with a raised back and drooping wing
// tips, so it reads as a pointed wedge from every side. Plain data, no GL.
//
// Indexed, five vertices and four triangles: a large flock's frame on a software
// rasteriser goes mostly to per-vertex and per-triangle work.
#pragma once

#include <cstdint>
#include <vector>

#include <glm/vec3.hpp>

namespace murmur::render {

struct WedgeVertex {
    glm::vec3 local;  // x right, y up, z forward (the heading); the nose is at z = +0.5
    float shade;      // fixed lighting in (0, 1]: the upper ridge is lightest
};

struct WedgeMesh {
    std::vector<WedgeVertex> vertices;
    std::vector<std::uint16_t> indices;  // triangles, counter-clockwise seen from outside
};

// Wing tip to wing tip, in the wedge's lengths (nose to wing tips): a renderer draws a bird of
// wing span b with a length of b / kWedgeSpan.
inline constexpr float kWedgeSpan = 0.9f;

WedgeMesh makeWedge();

}  // namespace murmur::render
