// roost_descent.hpp - the roost at dusk (an extension; off by default): from descentStep on,
// the birds leave the sky for the roost on the ground below its centre and settle there
// (docs/model.md, "Extension: the roost at dusk"). Both flock models, both backends.
//
// A bird goes down from its own step, descentStep plus a share of descentSpread drawn from
// the seed, or sooner, once descentFollow of the neighbours it heeds are due (starlings follow
// each other into the roost: birds copy the descent of their neighbours as they copy their
// escapes). Going down, the sky and the starling's roost no longer hold it (rule 4 and the
// starling roost's pulls are off for it) and it steers toward the roost's centre with
// descentWeight. A bird that reaches the reed bed round that centre has settled: it stays where
// it is from then on, marked by a speed of kRoostedSpeed (no flying bird's speed is negative),
// so the state needs no new array and every backend reads the mark where it reads the speed;
// it rests calm (fear 0) and no hawk picks it (nearestBird). The settled birds still count in
// the metrics (polarization, centroid, clusters: a flock half on the ground is half on the
// ground) and among the neighbours of the birds near them; the attack card and the charts go
// on as before; the run may end once every bird has settled. Whether a bird goes down is
// decided afresh each step (at each decision in the starling model): it follows while enough
// of its neighbours are due.
#pragma once

#include <cstdint>
#include <span>

#include <glm/vec3.hpp>

#include "murmur/model/flock_state.hpp"
#include "murmur/model/neighbours.hpp"
#include "murmur/model/params.hpp"

namespace murmur {

// A settled bird's speed: the mark, not a speed.
inline constexpr float kRoostedSpeed = -1.0f;

constexpr bool isRoosting(float speed) {
    return speed < 0.0f;
}

// True when the settings have a dusk (descentStep > 0).
constexpr bool hasDescent(const SimParams& params) {
    return params.descentStep > 0;
}

// The ground the roost lies on: the starling model's ground (groundHeight), and in the seed
// model a third of the sky's height below its bottom (y = -40 in the default sky, where the
// window draws the ground).
float roostGroundY(const SimParams& params);
// The roost's centre: on the ground under the sky's centre.
glm::vec3 roostPoint(const SimParams& params);

// The step from which bird i goes down on its own: descentStep + floor(u (descentSpread + 1)),
// u uniform in [0, 1) from (seed, bird).
std::uint32_t descentStart(const SimParams& params, std::uint32_t bird);

// Whether bird i goes down at `step`, given the neighbours it heeds: its own step has come,
// or at least descentFollow of them are due (and it has some). False without a dusk.
bool goesDown(const SimParams& params, std::uint32_t step, std::uint32_t bird, std::span<const Neighbour> neighbours);

// The unit direction toward the roost's centre (zero there).
glm::vec3 towardRoost(const SimParams& params, glm::vec3 position);

// The reed bed's height over its radius (roostLandingRadius): birds settle low over the ground.
inline constexpr float kRoostBedHeight = 0.25f;

// Whether a bird that ends the step read at `step` at `position` has settled: the dusk has
// begun and it is over the reed bed (within roostLandingRadius of the roost's vertical axis)
// and no higher above the ground than kRoostBedHeight of that radius.
bool settlesAt(const SimParams& params, std::uint32_t step, glm::vec3 position);

// How many birds have settled.
std::size_t roostingCount(const FlockState& state);

}  // namespace murmur
