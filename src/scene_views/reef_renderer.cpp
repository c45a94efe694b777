#include "reef_renderer.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "murmur/model/random.hpp"
#include "scenes/scene_names.hpp"
#include "shader_program.hpp"

namespace murmur::scene_views {

namespace {

struct MeshVertex {
    float x, y;  // units of the fish length L, +x forward
    float part;  // 0 body, 1 tail, 2 eye
};

void addDisc(std::vector<MeshVertex>& out, float cx, float cy, float rx, float ry, int segments, float part) {
    for (int i = 0; i < segments; ++i) {
        const float a0 = 2.0f * std::numbers::pi_v<float> * static_cast<float>(i) / static_cast<float>(segments);
        const float a1 = 2.0f * std::numbers::pi_v<float> * static_cast<float>(i + 1) / static_cast<float>(segments);
        out.push_back({cx, cy, part});
        out.push_back({cx + rx * std::cos(a0), cy + ry * std::sin(a0), part});
        out.push_back({cx + rx * std::cos(a1), cy + ry * std::sin(a1), part});
    }
}

// The seed's fish, in drawing order: tail, body (ellipse L x 0.48 L), eye.
std::vector<MeshVertex> fishMesh() {
    std::vector<MeshVertex> v;
    v.push_back({-0.8f, 0.0f, 1.0f});
    v.push_back({-1.5f, -0.5f, 1.0f});
    v.push_back({-1.5f, 0.5f, 1.0f});
    addDisc(v, 0.0f, 0.0f, 1.0f, 0.48f, 24, 0.0f);
    addDisc(v, 0.5f, -0.12f, 0.12f, 0.12f, 10, 2.0f);
    return v;
}

constexpr std::uint32_t kBubbleSeed = 8;
constexpr std::uint32_t kBubbleStep = 0xfffff000u;

}  // namespace

float fishLength(const ReefStyle& style, int fbWidth, int fbHeight, std::size_t fishCount) {
    const float w = static_cast<float>(std::max(fbWidth, 1)), h = static_cast<float>(std::max(fbHeight, 1));
    const float seedPixels = std::max(style.minFishPixels, h * style.fishLengthOfHeight);
    constexpr float kCoverage = 0.25f, kFishArea = 1.9f, kMinPixels = 1.5f;
    const float crowdPixels =
        std::sqrt(kCoverage * w * h / (kFishArea * static_cast<float>(std::max<std::size_t>(fishCount, 1))));
    return std::clamp(crowdPixels, kMinPixels, seedPixels) / h;
}

Result<std::unique_ptr<ReefRenderer>> ReefRenderer::create(const gl::ShaderSources& sources, const ReefStyle& style) {
    std::unique_ptr<ReefRenderer> r(new ReefRenderer());
    r->style_ = style;
    auto water = gl::buildProgram(
        sources, {scenes::objectLabel(scenes::kReefSceneName, "water"),
                  {{GL_VERTEX_SHADER, "scenes/fullscreen.vert"}, {GL_FRAGMENT_SHADER, "scenes/reef_water.frag"}},
                  {}});
    if (!water) return fail(water.error());
    auto fish =
        gl::buildProgram(sources, {scenes::objectLabel(scenes::kReefSceneName, "fish"),
                                   {{GL_VERTEX_SHADER, "scenes/fish.vert"}, {GL_FRAGMENT_SHADER, "scenes/fish.frag"}},
                                   {}});
    if (!fish) return fail(fish.error());
    r->water_ = std::move(*water);
    r->fish_ = std::move(*fish);
    r->emptyVao_ = gl::VertexArray(scenes::objectLabel(scenes::kReefSceneName, "water vao"));
    r->fishVao_ = gl::VertexArray(scenes::objectLabel(scenes::kReefSceneName, "fish vao"));
    r->fishMesh_ = gl::Buffer(scenes::objectLabel(scenes::kReefSceneName, "fish mesh"));
    r->fishInstances_ = gl::Buffer(scenes::objectLabel(scenes::kReefSceneName, "fish instances"));

    const auto mesh = fishMesh();
    r->fishMeshVertices_ = static_cast<int>(mesh.size());
    r->fishVao_.bind();
    r->fishMesh_.allocate(mesh.size() * sizeof(MeshVertex), mesh.data(), GL_STATIC_DRAW);
    r->fishMesh_.bind(GL_ARRAY_BUFFER);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(MeshVertex), nullptr);
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 1, GL_FLOAT, GL_FALSE, sizeof(MeshVertex),
                          reinterpret_cast<const void*>(2 * sizeof(float)));
    r->fishInstances_.allocate(sizeof(FishInstance));
    r->fishInstances_.bind(GL_ARRAY_BUFFER);
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 4, GL_FLOAT, GL_FALSE, sizeof(FishInstance), nullptr);
    glVertexAttribDivisor(2, 1);
    glEnableVertexAttribArray(3);
    glVertexAttribPointer(3, 1, GL_FLOAT, GL_FALSE, sizeof(FishInstance),
                          reinterpret_cast<const void*>(offsetof(FishInstance, colour)));
    glVertexAttribDivisor(3, 1);
    glBindVertexArray(0);

    for (int b = 0; b < style.bubbleCount; ++b) {
        const auto i = static_cast<std::uint32_t>(b);
        r->bubbles_.push_back({uniform01(kBubbleSeed, kBubbleStep, i, 0), uniform01(kBubbleSeed, kBubbleStep, i, 1),
                               0.5f + uniform01(kBubbleSeed, kBubbleStep, i, 2)});
    }
    return r;
}

void ReefRenderer::draw(const scenes::ReefWorld& world, double timeSeconds, int x, int y, int width, int height) {
    if (width <= 0 || height <= 0) return;
    glViewport(x, y, width, height);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_BLEND);
    glDisable(GL_SCISSOR_TEST);
    drawWater(timeSeconds, x, y, width, height);
    drawFish(world, timeSeconds, width, height);
    glBindVertexArray(0);
    glUseProgram(0);
}

void ReefRenderer::drawWater(double timeSeconds, int x, int y, int width, int height) {
    const float w = static_cast<float>(width), h = static_cast<float>(height);
    const float t = static_cast<float>(timeSeconds);
    // The seed's bubbles: rising at 0.05 s heights per second, swaying 4 px, radius 2 + 2 s px
    // (scaled from its 1x canvas to this framebuffer's height).
    const float px = std::max(h / 600.0f, 1.0f);
    std::vector<float> packed;
    for (const glm::vec3& b : bubbles_) {
        const float y = std::fmod(std::fmod(b.y - t * 0.05f * b.z, 1.0f) + 1.0f, 1.0f);
        packed.insert(packed.end(),
                      {b.x * w + std::sin(t + b.x * 9.0f) * 4.0f * px, y * h, (2.0f + b.z * 2.0f) * px, 0.0f});
    }
    water_.use();
    glUniform2f(water_.uniformLocation("uOrigin"), static_cast<float>(x), static_cast<float>(y));
    glUniform2f(water_.uniformLocation("uCanvas"), w, h);
    glUniform1f(water_.uniformLocation("uTime"), t);
    glUniform3fv(water_.uniformLocation("uTop"), 1, &style_.seaTop.x);
    glUniform3fv(water_.uniformLocation("uBottom"), 1, &style_.seaBottom.x);
    glUniform4fv(water_.uniformLocation("uBubbles"), static_cast<GLsizei>(bubbles_.size()), packed.data());
    emptyVao_.bind();
    glDrawArrays(GL_TRIANGLES, 0, 3);
}

void ReefRenderer::drawFish(const scenes::ReefWorld& world, double timeSeconds, int width, int height) {
    const std::size_t n = world.size();
    if (n == 0) return;
    // fishLength is for a sea of height 1; a wider sea is drawn smaller, the fish with it.
    const float length = fishLength(style_, width, height, n) * world.torus().height;
    const scenes::Torus& torus = world.torus();
    // A fish crossing an edge is drawn on both sides, so it slides through instead of popping.
    const float margin = 1.6f * length;
    staging_.clear();
    const auto p = world.positions();
    const auto v = world.velocities();
    for (std::size_t i = 0; i < n; ++i) {
        const float colour = static_cast<float>(scenes::fishColourOf(static_cast<std::uint32_t>(i)));
        const float dx = p[i].x < margin ? torus.width : (p[i].x > torus.width - margin ? -torus.width : 0.0f);
        const float dy = p[i].y < margin ? torus.height : (p[i].y > torus.height - margin ? -torus.height : 0.0f);
        staging_.push_back({{p[i].x, p[i].y, v[i].x, v[i].y}, colour});
        if (dx != 0.0f) staging_.push_back({{p[i].x + dx, p[i].y, v[i].x, v[i].y}, colour});
        if (dy != 0.0f) staging_.push_back({{p[i].x, p[i].y + dy, v[i].x, v[i].y}, colour});
        if (dx != 0.0f && dy != 0.0f) staging_.push_back({{p[i].x + dx, p[i].y + dy, v[i].x, v[i].y}, colour});
    }
    const std::size_t instances = staging_.size();
    fishInstances_.reserve(instances * sizeof(FishInstance));
    fishInstances_.upload(0, instances * sizeof(FishInstance), staging_.data());

    fish_.use();
    glUniform2f(fish_.uniformLocation("uWorldSize"), world.torus().width, world.torus().height);
    glUniform1f(fish_.uniformLocation("uLength"), length);
    glUniform1f(fish_.uniformLocation("uTime"), static_cast<float>(timeSeconds));
    glUniform3fv(fish_.uniformLocation("uPalette"), 3, &style_.fishColours[0].x);
    glUniform3fv(fish_.uniformLocation("uEyeColour"), 1, &style_.eye.x);
    fishVao_.bind();
    glDrawArraysInstanced(GL_TRIANGLES, 0, fishMeshVertices_, static_cast<GLsizei>(instances));
}

}  // namespace murmur::scene_views
