// torus.hpp - a 2D world that wraps at every edge, and distances measured the short way round.
//
// The reef and the sandbox's agents live on [0, width) x [0, height). A point that leaves one
// edge comes back at the opposite one, so the difference between two points is taken along
// the shorter way round each axis (never more than half the world). Header only, no GL.
#pragma once

#include <cmath>

#include <glm/geometric.hpp>
#include <glm/vec2.hpp>

namespace murmur::scenes {

struct Torus {
    float width = 1.0f;   // world units; > 0
    float height = 1.0f;  // world units; > 0

    // to - from along the short way round. Both points must lie in the world ([0, w) x [0, h)),
    // so each raw difference is within (-w, w) and one correction is enough (as in the reef seed).
    glm::vec2 shortestDelta(glm::vec2 from, glm::vec2 to) const {
        glm::vec2 d = to - from;
        if (d.x > 0.5f * width) d.x -= width;
        if (d.x < -0.5f * width) d.x += width;
        if (d.y > 0.5f * height) d.y -= height;
        if (d.y < -0.5f * height) d.y += height;
        return d;
    }

    float distance2(glm::vec2 a, glm::vec2 b) const {
        const glm::vec2 d = shortestDelta(a, b);
        return glm::dot(d, d);
    }

    // Any finite point back into [0, w) x [0, h).
    glm::vec2 wrap(glm::vec2 p) const { return {wrapAxis(p.x, width), wrapAxis(p.y, height)}; }

    static float wrapAxis(float x, float size) {
        if (x >= 0.0f && x < size) return x;
        float r = std::fmod(x, size);
        if (r < 0.0f) r += size;
        // fmod of a tiny negative number plus size can round up to size itself.
        return r >= size ? 0.0f : r;
    }
};

}  // namespace murmur::scenes
