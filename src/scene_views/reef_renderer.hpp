// reef_renderer.hpp - draws the reef (seed 000): the sea (gradient, light rays, bubbles) and
// every fish as an instanced mesh whose tail wags in the vertex shader.
//
// Reads a ReefWorld; never changes it. Needs a current GL context (GLSL 3.30 shaders; the GL
// base wants 4.3) with glad loaded; create() reports a shader error as its Result's error.
// Not here: the pills (ImGui).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include "gl_handles.hpp"
#include "murmur/model/result.hpp"
#include "scenes/reef.hpp"
#include "shader_sources.hpp"

namespace murmur::scene_views {

struct ReefStyle {
    glm::vec3 seaTop{0x2a / 255.0f, 0xb0 / 255.0f, 0xd8 / 255.0f};     // the seed's '#2ab0d8'
    glm::vec3 seaBottom{0x0a / 255.0f, 0x3a / 255.0f, 0x7a / 255.0f};  // '#0a3a7a'
    // Indexed by scenes::FishColour: '#ffb02a', '#ffd84a', '#ff6a8a'; the eye '#10203a'.
    glm::vec3 fishColours[3]{{1.0f, 0xb0 / 255.0f, 0x2a / 255.0f},
                             {1.0f, 0xd8 / 255.0f, 0x4a / 255.0f},
                             {1.0f, 0x6a / 255.0f, 0x8a / 255.0f}};
    glm::vec3 eye{0x10 / 255.0f, 0x20 / 255.0f, 0x3a / 255.0f};
    float fishLengthOfHeight = 0.028f;  // L = max(5 px, 0.028 h), as the seed
    float minFishPixels = 5.0f;
    int bubbleCount = 14;
};

// The fish length L in world units of a sea of height 1, for a view of fbWidth x fbHeight
// pixels: the seed's L, shrunk for crowds so that the fish cover about a quarter of the view
// and water stays visible between them (a fish covers about 1.9 L^2), never below 1.5 px.
float fishLength(const ReefStyle& style, int fbWidth, int fbHeight, std::size_t fishCount);

class ReefRenderer {
public:
    // Compiles the water and fish shaders: the renderer, or an error naming the shader that failed.
    static Result<std::unique_ptr<ReefRenderer>> create(const gl::ShaderSources& sources, const ReefStyle& style = {});

    // Into the GL viewport (x, y, width, height: framebuffer pixels, origin bottom-left).
    // timeSeconds drives the rays, bubbles and tail wag.
    void draw(const scenes::ReefWorld& world, double timeSeconds, int x, int y, int width, int height);

private:
    ReefRenderer() = default;
    void drawWater(double timeSeconds, int x, int y, int width, int height);
    void drawFish(const scenes::ReefWorld& world, double timeSeconds, int width, int height);

    struct FishInstance {
        glm::vec4 positionVelocity;
        float colour;
    };

    ReefStyle style_;
    gl::Program water_;
    gl::Program fish_;
    gl::VertexArray emptyVao_;
    gl::VertexArray fishVao_;
    gl::Buffer fishMesh_;
    gl::Buffer fishInstances_;
    int fishMeshVertices_ = 0;
    std::vector<FishInstance> staging_;
    std::vector<glm::vec3> bubbles_;  // x, y in [0, 1), speed factor s in [0.5, 1.5)
};

}  // namespace murmur::scene_views
