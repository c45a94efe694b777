#include "world_scale.hpp"

#include "murmur/model/roost_descent.hpp"
#include "murmur/model/starling.hpp"
#include "wedge_mesh.hpp"

namespace murmur::scene_views {
namespace {

// The falcon of StarDisplay v6: wing span 1.0 m (`bin/lua/Birds.lua` l.155, commit bb9d92a).
constexpr float kFalconWingspanM = 1.0f;
// The camera in metres: close enough to tell birds apart (a 0.4 m starling spans some pixels
// at 5 m), far enough for a 10,000-bird sheet over 100 m long.
constexpr float kStarlingMinDistanceM = 5.0f;
constexpr float kStarlingMaxDistanceM = 600.0f;
// Far below the flock (120 m of sky under it): the camera may look up at it from the ground,
// as field observers do (Ballerini 2008 and Pearce 2014 photographed flocks from below).
constexpr float kStarlingMinPitchDeg = -85.0f;
// Drawing only, ours: the starling's wing beat per 5 ms step at cruise, a quarter of the
// seed's (render/birds.vert once clamped the starling's speed ratio to 0.25 and this keeps
// that look: about 7 beats a second at 200 steps a second).
constexpr float kStarlingBeatPerStep = 0.225f;

}  // namespace

WorldScale worldScaleFor(const SimParams& world) {
    WorldScale s;
    s.cruiseSpeed = world.baseSpeed;
    // The air's streaks fill about the sky, each a small share of its width long.
    constexpr float kStreakShareOfSky = 0.06f;
    s.style.streakBox = world.skyRadii.x;
    s.style.streakLength = kStreakShareOfSky * world.skyRadii.x;
    // The ground where the roost lies (below a scaled sky too), and at dusk its reed bed.
    s.style.groundY = roostGroundY(world);
    s.camera.groundY = s.style.groundY;
    if (hasDescent(world)) s.style.roostBedRadius = world.roostLandingRadius;
    if (world.model != FlockModel::Starling) return s;
    s.inMetres = true;
    s.cruiseSpeed = world.starlingCruiseSpeed * world.starlingTimeStep;  // m per step, as the state moves
    s.beatPerStep = kStarlingBeatPerStep;
    s.style.birdLength = kStarlingWingspan / render::kWedgeSpan;
    s.style.hawkLength = kFalconWingspanM / render::kWedgeSpan;
    s.style.roostRadius = world.starlingRoost ? world.starlingRoostRadius : 0.0f;
    // The reed bed the birds settle on at dusk (a tenth of the roost's radius by default).
    s.style.roostBedRadius = world.starlingRoost || hasDescent(world) ? world.roostLandingRadius : 0.0f;
    s.camera.minDistance = kStarlingMinDistanceM;
    s.camera.maxDistance = kStarlingMaxDistanceM;
    s.camera.minPitchDeg = kStarlingMinPitchDeg;
    return s;
}

}  // namespace murmur::scene_views
