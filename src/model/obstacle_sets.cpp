#include "murmur/model/obstacle_sets.hpp"

#include <array>
#include <cmath>
#include <numbers>

#include "murmur/model/random.hpp"
#include "murmur/model/roost_descent.hpp"

namespace murmur {
namespace {

// The seed model's world, which the sets are laid out in.
constexpr glm::vec3 kSeedSky{70.0f, 30.0f, 70.0f};
constexpr float kSeedGround = -40.0f;  // where the renderer draws the seed model's ground

constexpr float kPylonRadius = 3.0f;
constexpr float kPylonFromAxis = 35.0f;  // half the sky's radius

constexpr int kTrees = 36;
constexpr float kWoodInner = 32.0f;    // clear of the starting ball (20) and a crown (7)
constexpr float kWoodWidth = 30.0f;    // out to 62, inside the sky's 70
constexpr float kTreeSpacing = 12.0f;  // no two trunks closer: the flock fits between crowns
constexpr float kTrunkRadius = 1.0f;
constexpr float kTrunkMin = 28.0f;  // from the ground: crowns from 12 to 2 below the sky's centre
constexpr float kTrunkSpread = 14.0f;
constexpr std::uint32_t kWoodSeed = 0x5700du;  // one fixed wood, whatever the flock's seed

// A tenth of a unit: the presets' files read as the numbers written.
float tenth(float v) {
    return std::round(v * 10.0f) / 10.0f;
}

ObstacleList seedPylon() {
    return {Obstacle{
        ObstacleShape::Cylinder, {kPylonFromAxis, kSeedGround, 0.0f}, {kPylonRadius, kSeedSky.y - kSeedGround, 0.0f}}};
}

ObstacleList seedWood() {
    std::array<glm::vec3, kTrees> trees{};  // x, z, trunk height
    int placed = 0;
    for (std::uint32_t attempt = 0; placed < kTrees; ++attempt) {
        const float a = 2.0f * std::numbers::pi_v<float> * uniform01(kWoodSeed, kObstacleSetStep, attempt, 0);
        const float r = kWoodInner + kWoodWidth * uniform01(kWoodSeed, kObstacleSetStep, attempt, 1);
        const glm::vec3 t(tenth(r * std::cos(a)), tenth(r * std::sin(a)),
                          tenth(kTrunkMin + kTrunkSpread * uniform01(kWoodSeed, kObstacleSetStep, attempt, 2)));
        bool clear = true;
        for (int i = 0; i < placed; ++i) {
            const float dx = trees[static_cast<std::size_t>(i)].x - t.x,
                        dz = trees[static_cast<std::size_t>(i)].y - t.y;
            clear = clear && dx * dx + dz * dz >= kTreeSpacing * kTreeSpacing;
        }
        if (clear) trees[static_cast<std::size_t>(placed++)] = t;
    }
    ObstacleList wood;
    for (const glm::vec3& t : trees)
        wood.push_back({ObstacleShape::Cylinder, {t.x, kSeedGround, t.y}, {kTrunkRadius, t.z, 0.0f}});
    // The crowns after the trunks: a ball on each trunk's top, larger on taller trees.
    for (const glm::vec3& t : trees)
        wood.push_back(
            {ObstacleShape::Sphere, {t.x, tenth(kSeedGround + t.z), t.y}, {tenth(4.0f + 0.08f * t.z), 0, 0}});
    return wood;
}

// A list laid out in the seed model's sky, stretched axis by axis to the sky of `params`, its
// heights from the ground (what stands on the seed model's ground stands on the other's).
ObstacleList stretched(ObstacleList list, const SimParams& params) {
    const glm::vec3 stretch = params.skyRadii / kSeedSky;
    const float ground = roostGroundY(params);
    if (stretch == glm::vec3(1.0f) && ground == kSeedGround) return list;
    for (Obstacle& o : list) {
        o.at = glm::vec3(o.at.x * stretch.x, ground + (o.at.y - kSeedGround) * stretch.y, o.at.z * stretch.z);
        // Across by the horizontal stretch, up by the vertical one.
        if (o.shape == ObstacleShape::Box) o.size *= stretch;
        else o.size *= glm::vec3(stretch.x, stretch.y, 0.0f);
    }
    return list;
}

}  // namespace

const char* obstacleSetName(ObstacleSet set) {
    switch (set) {
        case ObstacleSet::None:
            return "none";
        case ObstacleSet::Pylon:
            return "pylon";
        case ObstacleSet::Wood:
            return "wood";
    }
    return "";
}

std::optional<ObstacleSet> parseObstacleSet(std::string_view name) {
    for (ObstacleSet s : {ObstacleSet::None, ObstacleSet::Pylon, ObstacleSet::Wood})
        if (name == obstacleSetName(s)) return s;
    return std::nullopt;
}

ObstacleList obstacleSet(ObstacleSet set, const SimParams& params) {
    return stretched(set == ObstacleSet::Pylon  ? seedPylon()
                     : set == ObstacleSet::Wood ? seedWood()
                                                : ObstacleList{},
                     params);
}

ObstacleList scatteredPylons(int count, const SimParams& params) {
    constexpr float kRadius = 1.0f;
    const float inner = SimParams{}.startRadius + kRadius + 1.0f, outer = kSeedSky.x - kRadius;
    ObstacleList out;
    for (std::uint32_t i = 0; static_cast<int>(out.size()) < count; ++i) {
        // Uniform over the ring's area.
        const float u = uniform01(kWoodSeed, kObstacleSetStep, i, 3);
        const float r = std::sqrt(inner * inner + u * (outer * outer - inner * inner));
        const float a = 2.0f * std::numbers::pi_v<float> * uniform01(kWoodSeed, kObstacleSetStep, i, 4);
        out.push_back({ObstacleShape::Cylinder,
                       {r * std::cos(a), kSeedGround, r * std::sin(a)},
                       {kRadius, kSeedSky.y - kSeedGround, 0.0f}});
    }
    return stretched(std::move(out), params);
}

std::optional<ObstacleSet> whichObstacleSet(const SimParams& params) {
    for (ObstacleSet s : {ObstacleSet::None, ObstacleSet::Pylon, ObstacleSet::Wood})
        if (params.obstacles == obstacleSet(s, params)) return s;
    return std::nullopt;
}

}  // namespace murmur
