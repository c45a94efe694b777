// obstacle_shapes.hpp - the solid things a settings file may put in the sky: spheres,
// axis-aligned boxes and vertical cylinders (a tree, a building, a pylon, a reed bed), as
// plain data, with their text form. How birds avoid them is obstacles.hpp.
//
// The text form is what `--set obstacles=...`, a script's `set obstacles ...` and the results
// cache read and write: shapes separated by ';', each a name and its numbers, lengths in the
// model's units (metres in the starling model):
//     sphere X Y Z RADIUS                  centred at (X, Y, Z)
//     box X Y Z WIDTH HEIGHT DEPTH         centred at (X, Y, Z); sides along x, y (up) and z
//     cylinder X Y Z RADIUS HEIGHT         upright, its base's centre at (X, Y, Z)
// and "none" for no obstacles. A settings file may give the same as a list of objects
// (io/settings_file.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec3.hpp>

namespace murmur {

enum class ObstacleShape : std::uint32_t {
    Sphere = 0,
    Box = 1,
    Cylinder = 2,
};

struct Obstacle {
    ObstacleShape shape = ObstacleShape::Sphere;
    glm::vec3 at{0.0f};  // sphere and box: the centre; cylinder: the centre of its base
    // sphere: (radius, 0, 0); box: (width, height, depth); cylinder: (radius, height, 0)
    glm::vec3 size{1.0f, 0.0f, 0.0f};

    bool operator==(const Obstacle&) const = default;
};

using ObstacleList = std::vector<Obstacle>;

// Every shape, in ObstacleShape's order.
inline constexpr std::array<ObstacleShape, 3> kObstacleShapes{ObstacleShape::Sphere, ObstacleShape::Box,
                                                              ObstacleShape::Cylinder};

// The axis-aligned box that holds an obstacle: [lo, hi].
void obstacleBounds(const Obstacle& obstacle, glm::vec3& lo, glm::vec3& hi);

// The most obstacles a world may hold (a wood of a few thousand trees; the birds' cost per
// step grows with the obstacles near them, not with this number).
inline constexpr int kMaxObstacles = 4096;
// No obstacle coordinate or size may be larger: far past any sky, still exact float arithmetic.
inline constexpr float kMaxObstacleLength = 1e5f;

// "sphere", "box", "cylinder".
const char* obstacleShapeName(ObstacleShape shape);
std::optional<ObstacleShape> parseObstacleShape(std::string_view name);
// How many sizes a shape takes after its position: 1, 3, 2.
int obstacleSizeCount(ObstacleShape shape);

// The shapes' text form, exact (every number its shortest round-trip decimal); "none" when
// empty.
std::string obstaclesText(const ObstacleList& obstacles);

// The list a text gives, or why not: "obstacle 2 ('cube 1 2 3'): unknown shape 'cube'
// (sphere, box or cylinder)". Checks the form, that every number is finite and within
// +-kMaxObstacleLength, and the count; the sizes' signs are checkObstacles's.
struct ObstacleParse {
    ObstacleList obstacles;
    std::string error;  // empty when the text was read
};
ObstacleParse parseObstacles(std::string_view text);

// The first problem with a list on its own, or nothing: more than kMaxObstacles, a size not
// in (0, kMaxObstacleLength], a coordinate beyond +- kMaxObstacleLength or not finite.
// ("obstacle 3 (cylinder): its radius must be in (0, 100000], got 0").
std::optional<std::string> checkObstacles(const ObstacleList& obstacles);

}  // namespace murmur
