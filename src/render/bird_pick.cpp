#include "bird_pick.hpp"

#include <algorithm>

#include <glm/geometric.hpp>

namespace murmur::render {
namespace {

// Clip-space w below this is at or behind the eye: nothing there can be drawn.
constexpr float kMinClipW = 1e-4f;

}  // namespace

std::optional<glm::vec2> toScreen(const PickView& view, glm::vec3 p) {
    const glm::vec4 c = view.projection * view.view * glm::vec4(p, 1.0f);
    if (c.w <= kMinClipW) return std::nullopt;
    return glm::vec2((c.x / c.w * 0.5f + 0.5f) * view.size.x, (0.5f - c.y / c.w * 0.5f) * view.size.y);
}

std::optional<std::uint32_t> pickBird(std::span<const glm::vec3> positions, const PickView& view, glm::vec2 pointer,
                                      float bodyRadius) {
    if (view.size.x <= 0.0f || view.size.y <= 0.0f) return std::nullopt;
    const glm::mat4 viewProj = view.projection * view.view;
    // Pixels per model unit at clip depth w is this over w (the projection's vertical scale).
    const float pixelsAtUnitDepth = 0.5f * view.size.y * view.projection[1][1];
    std::optional<std::uint32_t> best;
    float bestDepth = 0.0f;
    for (std::uint32_t i = 0; i < positions.size(); ++i) {
        const glm::vec4 c = viewProj * glm::vec4(positions[i], 1.0f);
        if (c.w <= kMinClipW || c.z < -c.w || c.z > c.w) continue;  // behind, too near or too far
        const glm::vec2 screen((c.x / c.w * 0.5f + 0.5f) * view.size.x, (0.5f - c.y / c.w * 0.5f) * view.size.y);
        const float reach = std::max(kMinPickPixels, bodyRadius * pixelsAtUnitDepth / c.w);
        if (glm::distance(screen, pointer) > reach) continue;
        if (!best || c.w < bestDepth) {
            best = i;
            bestDepth = c.w;
        }
    }
    return best;
}

}  // namespace murmur::render
