// hawk.hpp - the predator of docs/model.md: spawned on request, homes on the flock's centroid,
// passes through and leaves. It catches nothing; birds only flee it.
#pragma once

#include <cstdint>

#include <glm/vec3.hpp>

#include "murmur/params.hpp"

namespace murmur {

// What the birds' step needs to know about the hawk.
struct HawkView {
    bool inSky = false;
    glm::vec3 position{0.0f};
};

struct Hawk {
    bool inSky = false;
    bool passed = false;  // true after its closest approach: it flies straight on
    glm::vec3 position{0.0f};
    glm::vec3 heading{1.0f, 0.0f, 0.0f};  // unit
    float lastDistance = 0.0f;            // distance to the centroid at the previous step
    std::uint32_t sentStep = 0;           // the step it was sent at
    std::uint32_t leftStep = 0;           // the step it left the sky at (valid once it has)

    HawkView view() const { return {inSky, position}; }
};

// A new hawk hawkSpawnDistance from the centroid, in a random horizontal direction
// (counter-based random of (seed, step)), hawkSpawnElevationDeg above the horizon,
// heading at the centroid.
Hawk spawnHawk(const SimParams& params, glm::vec3 centroid, std::uint32_t seed, std::uint32_t step);

// One step of the hawk, given the flock centroid the birds saw this step. While homing it
// turns toward the centroid by at most hawkMaxTurn; once its distance to the centroid
// grows it has passed and flies straight; it leaves the sky once more than
// hawkLeaveDistance from the centroid after passing. `step` is the step it moves into.
void advanceHawk(Hawk& hawk, const SimParams& params, glm::vec3 centroid, std::uint32_t step);

}  // namespace murmur
