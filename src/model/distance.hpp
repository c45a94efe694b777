// distance.hpp - the one squared-distance expression every search uses, so that the grid
// and brute-force searches compare bit-identical numbers.
#pragma once

#include <glm/vec3.hpp>

namespace murmur {

inline float distanceSq(glm::vec3 a, glm::vec3 b) {
    const float dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z;
    return dx * dx + dy * dy + dz * dz;
}

}  // namespace murmur
