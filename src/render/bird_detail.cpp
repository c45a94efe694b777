#include "bird_detail.hpp"

#include <array>

#include <glm/common.hpp>
#include <glm/geometric.hpp>
#include <glm/vec4.hpp>

namespace murmur::render {
namespace {

// Everything a drawn wedge can reach from its centre, in lengths: the nose half a length
// ahead, the wing tips raised by the beat (wedge_mesh.hpp, birds.vert) stay well within one.
constexpr float kReachInLengths = 1.0f;

// The view's six planes (left, right, bottom, top, near, far), inside where dot(plane, p) >= 0,
// normalised so that the dot product is a distance.
std::array<glm::vec4, 6> frustumPlanes(const glm::mat4& m) {
    const glm::vec4 row0(m[0][0], m[1][0], m[2][0], m[3][0]);
    const glm::vec4 row1(m[0][1], m[1][1], m[2][1], m[3][1]);
    const glm::vec4 row2(m[0][2], m[1][2], m[2][2], m[3][2]);
    const glm::vec4 row3(m[0][3], m[1][3], m[2][3], m[3][3]);
    std::array<glm::vec4, 6> planes{row3 + row0, row3 - row0, row3 + row1, row3 - row1, row3 + row2, row3 - row2};
    for (glm::vec4& p : planes) {
        const float length = glm::length(glm::vec3(p));
        if (length > 0.0f) p /= length;
    }
    return planes;
}

}  // namespace

DetailBounds detailBounds(const BirdDetailView& view) {
    const glm::mat4& m = view.viewProj;
    return {frustumPlanes(m), glm::vec4(m[0][3], m[1][3], m[2][3], m[3][3]), kReachInLengths * view.birdLength,
            view.birdLength * view.pixelsPerUnitAtUnitDepth / kWedgeMinPixels};
}

void chooseBirdDetail(std::span<const gl::BirdInstance> previous, std::span<const gl::BirdInstance> current,
                      const BirdDetailView& view, BirdDetail& out) {
    out.wedges.clear();
    out.points.clear();
    const bool interpolate = previous.size() == current.size();
    const DetailBounds bounds = detailBounds(view);
    for (std::size_t i = 0; i < current.size(); ++i) {
        const glm::vec3 now(current[i].positionEdge);
        const glm::vec3 p = interpolate ? glm::mix(glm::vec3(previous[i].positionEdge), now, view.alpha) : now;
        const glm::vec4 h(p, 1.0f);
        bool inside = true;
        for (const glm::vec4& plane : bounds.planes) inside = inside && glm::dot(plane, h) >= -bounds.reach;
        if (!inside) continue;
        const auto bird = static_cast<std::uint32_t>(i);
        if (glm::dot(bounds.depthRow, h) <= bounds.wedgeDepth) out.wedges.push_back(bird);
        else out.points.push_back(bird);
    }
}

void packListedBirds(std::span<const std::uint32_t> birds, std::span<const gl::BirdInstance> previous,
                     std::span<const gl::BirdInstance> current, std::span<const float> values,
                     std::vector<ListedBird>& out) {
    const bool interpolate = previous.size() == current.size();
    const bool haveValues = values.size() == current.size();
    out.resize(birds.size());
    for (std::size_t n = 0; n < birds.size(); ++n) {
        const std::uint32_t i = birds[n];
        out[n] = {interpolate ? previous[i] : current[i], current[i], haveValues ? values[i] : 0.0f,
                  static_cast<std::int32_t>(i)};
    }
}

}  // namespace murmur::render
