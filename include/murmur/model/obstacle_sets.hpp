// obstacle_sets.hpp - the worlds the lab offers by name: no obstacles, a pylon, a wood. The
// panel's chooser, experiment E7 and the presets examples/presets/pylon.json and wood.json
// (which hold exactly these for the seed model) all come from here.
//
// Laid out in the seed model's sky (R = 70, 30, 70, the ground drawn 40 below its centre) and
// stretched axis by axis to another sky (the starling model's 150 x 120 x 150 m), standing on
// its ground (roostGroundY): a pylon
// half-way out from the roost's axis, from the ground to the sky's top; a wood of 36 trees on
// a ring round the starting ball, each a trunk and a crown reaching into the sky's lower half.
#pragma once

#include <optional>
#include <string_view>

#include "murmur/model/obstacle_shapes.hpp"
#include "murmur/model/params.hpp"

namespace murmur {

enum class ObstacleSet { None = 0, Pylon = 1, Wood = 2 };

// "none", "pylon", "wood".
const char* obstacleSetName(ObstacleSet set);
std::optional<ObstacleSet> parseObstacleSet(std::string_view name);

// The set, in the sky of `params` (its skyRadii). The same bits every call.
ObstacleList obstacleSet(ObstacleSet set, const SimParams& params);

// `count` thin pylons (radius 1, from the ground to the sky's top) scattered at random (a fixed
// draw) over the sky's floor outside the starting ball: what the benchmarks and the tests use
// to see what many obstacles cost. In the sky of `params`, like the sets.
ObstacleList scatteredPylons(int count, const SimParams& params);

// The set these obstacles are in the sky of `params`, or nothing (a list of one's own).
std::optional<ObstacleSet> whichObstacleSet(const SimParams& params);

}  // namespace murmur
