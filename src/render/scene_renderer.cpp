#include "scene_renderer.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

#include <glm/common.hpp>
#include <glm/gtc/matrix_inverse.hpp>
#include <glm/gtc/type_ptr.hpp>

#include "bird_instance.hpp"
#include "commonShaderFiles.hpp"
#include "gpu_bird_detail.hpp"
#include "obstacle_renderer.hpp"
#include "renderShaderFiles.hpp"
#include "shader_program.hpp"
#include "shadow_map.hpp"
#include "trail_renderer.hpp"
#include "wedge_mesh.hpp"

namespace murmur::render {

struct SceneRenderer::Programs {
    gl::Program sky;
    gl::Program ground;
    gl::Program birds;
    gl::Program birdPoints;
    gl::Program air;
};

namespace {

// Vertex attribute locations, as declared in render/birds.vert (the shadow splat's are in
// shadow_map.cpp).
constexpr GLuint kLocalAttrib = 0;
constexpr GLuint kShadeAttrib = 1;
constexpr GLuint kPrevPositionAttrib = 2;
constexpr GLuint kPrevHeadingAttrib = 3;
constexpr GLuint kPositionAttrib = 4;
constexpr GLuint kHeadingAttrib = 5;
constexpr GLuint kValueAttrib = 6;
constexpr GLuint kIdAttrib = 7;

// Trails: a soft dark line (the core birds' colour, lighter) on the day sky; at dusk paler,
// to show on the darker sky; at most this opaque at the newest step.
constexpr glm::vec3 kTrailColor{0.16f, 0.17f, 0.20f};
constexpr glm::vec3 kDuskTrailColor{0.45f, 0.42f, 0.48f};
constexpr float kTrailAlpha = 0.45f;

Result<gl::Program> build(const gl::ShaderSources& sources, const char* label, const char* vert, const char* frag) {
    return gl::buildProgram(sources, {label, {{GL_VERTEX_SHADER, vert}, {GL_FRAGMENT_SHADER, frag}}, {}});
}

void setMat4(const gl::Program& p, const char* name, const glm::mat4& m) {
    glUniformMatrix4fv(p.uniformLocation(name), 1, GL_FALSE, glm::value_ptr(m));
}
void setVec3(const gl::Program& p, const char* name, glm::vec3 v) {
    glUniform3f(p.uniformLocation(name), v.x, v.y, v.z);
}
void setFloat(const gl::Program& p, const char* name, float v) {
    glUniform1f(p.uniformLocation(name), v);
}

void instanceAttrib(GLuint location, std::size_t offset) {
    glEnableVertexAttribArray(location);
    glVertexAttribPointer(location, 4, GL_FLOAT, GL_FALSE, sizeof(gl::BirdInstance),
                          reinterpret_cast<const void*>(offset));
    glVertexAttribDivisor(location, 1);
}

// The wedge mesh's vertices and indices, recorded in the bound vertex array.
void wedgeMeshAttribs(const gl::Buffer& vertices, const gl::Buffer& indices) {
    vertices.bind(GL_ARRAY_BUFFER);
    glEnableVertexAttribArray(kLocalAttrib);
    glVertexAttribPointer(kLocalAttrib, 3, GL_FLOAT, GL_FALSE, sizeof(WedgeVertex),
                          reinterpret_cast<const void*>(offsetof(WedgeVertex, local)));
    glEnableVertexAttribArray(kShadeAttrib);
    glVertexAttribPointer(kShadeAttrib, 1, GL_FLOAT, GL_FALSE, sizeof(WedgeVertex),
                          reinterpret_cast<const void*>(offsetof(WedgeVertex, shade)));
    indices.bind(GL_ELEMENT_ARRAY_BUFFER);
}

// A ListedBird's attributes from `list`, at birds.vert's locations, per instance (divisor 1)
// or per vertex (0); recorded in the bound vertex array.
void listedBirdAttribs(const gl::Buffer& list, GLuint divisor) {
    list.bind(GL_ARRAY_BUFFER);
    auto vec4At = [&](GLuint location, std::size_t offset) {
        glEnableVertexAttribArray(location);
        glVertexAttribPointer(location, 4, GL_FLOAT, GL_FALSE, sizeof(ListedBird),
                              reinterpret_cast<const void*>(offset));
        glVertexAttribDivisor(location, divisor);
    };
    vec4At(kPrevPositionAttrib, offsetof(ListedBird, previous) + offsetof(gl::BirdInstance, positionEdge));
    vec4At(kPrevHeadingAttrib, offsetof(ListedBird, previous) + offsetof(gl::BirdInstance, headingFear));
    vec4At(kPositionAttrib, offsetof(ListedBird, current) + offsetof(gl::BirdInstance, positionEdge));
    vec4At(kHeadingAttrib, offsetof(ListedBird, current) + offsetof(gl::BirdInstance, headingFear));
    glEnableVertexAttribArray(kValueAttrib);
    glVertexAttribPointer(kValueAttrib, 1, GL_FLOAT, GL_FALSE, sizeof(ListedBird),
                          reinterpret_cast<const void*>(offsetof(ListedBird, value)));
    glVertexAttribDivisor(kValueAttrib, divisor);
    glEnableVertexAttribArray(kIdAttrib);
    glVertexAttribIPointer(kIdAttrib, 1, GL_INT, sizeof(ListedBird),
                           reinterpret_cast<const void*>(offsetof(ListedBird, id)));
    glVertexAttribDivisor(kIdAttrib, divisor);
}

}  // namespace

SceneRenderer::SceneRenderer(const SceneStyle& style) : style_(style) {}
SceneRenderer::~SceneRenderer() = default;

Result<std::unique_ptr<SceneRenderer>> SceneRenderer::create(const SceneStyle& style) {
    const gl::ShaderSources sources({gl::embedded::commonShaderFiles(), gl::embedded::renderShaderFiles()});
    auto programs = std::make_unique<Programs>();
    auto sky = build(sources, "sky", "render/backdrop.vert", "render/sky.frag");
    if (!sky) return fail(sky.error());
    auto ground = build(sources, "ground", "render/backdrop.vert", "render/ground.frag");
    if (!ground) return fail(ground.error());
    auto shadow = ShadowMap::create(sources);
    if (!shadow) return fail(shadow.error());
    auto birds = build(sources, "birds", "render/birds.vert", "render/birds.frag");
    if (!birds) return fail(birds.error());
    programs->sky = std::move(*sky);
    programs->ground = std::move(*ground);
    programs->birds = std::move(*birds);
    auto points = build(sources, "bird points", "render/bird_points.vert", "render/birds.frag");
    if (!points) return fail(points.error());
    programs->birdPoints = std::move(*points);
    auto air = build(sources, "air streaks", "render/air_streaks.vert", "render/air_streaks.frag");
    if (!air) return fail(air.error());
    programs->air = std::move(*air);
    auto obstacles = ObstacleRenderer::create(sources);
    if (!obstacles) return fail(obstacles.error());
    auto trails = TrailRenderer::create(sources);
    if (!trails) return fail(trails.error());
    // The GPU backend's birds get their level of detail on the GPU, which needs compute.
    std::unique_ptr<GpuBirdDetail> gpuDetail;
    if (GLAD_GL_VERSION_4_3) {
        auto detail = GpuBirdDetail::create(sources);
        if (!detail) return fail(detail.error());
        gpuDetail = std::move(*detail);
    }

    std::unique_ptr<SceneRenderer> r(new SceneRenderer(style));
    r->programs_ = std::move(programs);
    r->shadow_ = std::move(*shadow);
    r->obstacles_ = std::move(*obstacles);
    r->trails_ = std::move(*trails);
    r->gpuDetail_ = std::move(gpuDetail);
    r->emptyVao_ = gl::VertexArray("backdrop vertex array");
    r->birdVao_ = gl::VertexArray("bird vertex array");
    r->wedge_ = gl::Buffer("wedge mesh");
    r->wedgeIndices_ = gl::Buffer("wedge indices");
    r->hawkInstances_ = gl::Buffer("hawk instances");
    r->birdValues_ = gl::Buffer("bird colour values");
    r->listedVao_ = gl::VertexArray("listed birds vertex array");
    r->pointsVao_ = gl::VertexArray("bird points vertex array");
    r->wedgeList_ = gl::Buffer("birds drawn as wedges");
    r->pointList_ = gl::Buffer("birds drawn as points");

    const WedgeMesh wedge = makeWedge();
    r->wedgeIndexCount_ = static_cast<int>(wedge.indices.size());
    for (const WedgeVertex& v : wedge.vertices) r->meanShade_ += v.shade / static_cast<float>(wedge.vertices.size());
    r->wedge_.allocate(wedge.vertices.size() * sizeof(WedgeVertex), wedge.vertices.data(), GL_STATIC_DRAW);
    r->wedgeIndices_.allocate(wedge.indices.size() * sizeof(std::uint16_t), wedge.indices.data(), GL_STATIC_DRAW);
    r->hawkInstances_.allocate(2 * kMaxDrawnHawks * sizeof(gl::BirdInstance), nullptr, GL_DYNAMIC_DRAW);

    r->birdVao_.bind();
    wedgeMeshAttribs(r->wedge_, r->wedgeIndices_);
    r->listedVao_.bind();
    wedgeMeshAttribs(r->wedge_, r->wedgeIndices_);
    r->wedgeList_.allocate(0);
    listedBirdAttribs(r->wedgeList_, 1);
    r->pointsVao_.bind();
    r->pointList_.allocate(0);
    listedBirdAttribs(r->pointList_, 0);
    glBindVertexArray(0);
    glBindBuffer(GL_ARRAY_BUFFER, 0);
    return r;
}

void SceneRenderer::bindInstances(const gl::Buffer& previous, const gl::Buffer& current, std::size_t offsetPrevious,
                                  std::size_t offsetCurrent) {
    // Re-pointed every draw: the backend may swap which buffer holds which step.
    birdVao_.bind();
    previous.bind(GL_ARRAY_BUFFER);
    instanceAttrib(kPrevPositionAttrib, offsetPrevious + offsetof(gl::BirdInstance, positionEdge));
    instanceAttrib(kPrevHeadingAttrib, offsetPrevious + offsetof(gl::BirdInstance, headingFear));
    current.bind(GL_ARRAY_BUFFER);
    instanceAttrib(kPositionAttrib, offsetCurrent + offsetof(gl::BirdInstance, positionEdge));
    instanceAttrib(kHeadingAttrib, offsetCurrent + offsetof(gl::BirdInstance, headingFear));
    glBindBuffer(GL_ARRAY_BUFFER, 0);
}

void SceneRenderer::drawBackdrop(const SceneFrame& f, const glm::mat4& invViewProj, float dusk) {
    glDisable(GL_DEPTH_TEST);
    glDepthMask(GL_FALSE);
    emptyVao_.bind();
    // Two passes cut at the horizon by a clip distance (render/backdrop.vert), so that each
    // pixel pays for the sky or the ground, not both. From below the ground all is sky.
    const bool groundSeen = f.eye.y > style_.groundY;
    if (groundSeen) glEnable(GL_CLIP_DISTANCE0);
    const Programs& p = *programs_;
    auto pass = [&](const gl::Program& program, float side) {
        program.use();
        setMat4(program, "uInvViewProj", invViewProj);
        setVec3(program, "uEye", f.eye);
        setFloat(program, "uSide", side);
        setFloat(program, "uDusk", dusk);
    };
    pass(p.sky, 1.0f);
    glDrawArrays(GL_TRIANGLES, 0, 3);
    if (groundSeen) {
        pass(p.ground, -1.0f);
        setFloat(p.ground, "uGroundY", style_.groundY);
        setFloat(p.ground, "uFogDistance", style_.fogDistance);
        const ShadowArea& area = shadow_->area();
        shadow_->bind(0);
        glUniform1i(p.ground.uniformLocation("uShadow"), 0);
        setVec3(p.ground, "uShadowCentre", area.centre);
        setFloat(p.ground, "uShadowHalfSize", area.halfSize);
        setFloat(p.ground, "uShadowStrength", style_.shadowStrength);
        setFloat(p.ground, "uRoostRadius", style_.roostRadius);
        setFloat(p.ground, "uRoostBed", style_.roostBedRadius);
        glDrawArrays(GL_TRIANGLES, 0, 3);
    }
    glDisable(GL_CLIP_DISTANCE0);
}

void SceneRenderer::draw(const SceneFrame& f) {
    if (f.viewport.empty()) return;
    const bool haveBirds = f.birds.count > 0 && f.birds.current != nullptr;
    const gl::Buffer* previous = f.birds.previous ? f.birds.previous : f.birds.current;
    // A previous buffer from before a resize may be shorter: then show the current step only.
    if (haveBirds && previous->size() < f.birds.count * sizeof(gl::BirdInstance)) previous = f.birds.current;
    const float alpha = previous == f.birds.current ? 1.0f : f.alpha;
    BirdBuffers birds = f.birds;
    birds.previous = previous;

    const std::size_t hawks = std::min(f.hawks.size(), kMaxDrawnHawks);
    if (hawks > 0) {
        std::array<gl::BirdInstance, 2 * kMaxDrawnHawks> poses{};
        for (std::size_t h = 0; h < hawks; ++h) {
            const HawkPose& pose = f.hawks[h];
            poses[h] = {glm::vec4(pose.previousPosition, 0.0f), glm::vec4(pose.previousHeading, 0.0f)};
            poses[hawks + h] = {glm::vec4(pose.position, 0.0f), glm::vec4(pose.heading, 0.0f)};
        }
        hawkInstances_.upload(0, 2 * hawks * sizeof(gl::BirdInstance), poses.data());
    }

    // 0. The shadow map (its own framebuffer), before touching the window's; every other
    // frame while the flock flies (shadow_schedule.hpp).
    obstacles_->setObstacles(f.obstacles);
    const ShadowStamp stamp{f.time, haveBirds ? f.birds.count : 0, hawks > 0, style_.shadowHalfSize,
                            obstacles_->version()};
    if (shadowSchedule_.redraw(stamp)) {
        GLint drawFramebuffer = 0;
        glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &drawFramebuffer);
        shadow_->update(birds, alpha, hawks > 0 ? &hawkInstances_ : nullptr, hawks, {f.target, style_.shadowHalfSize},
                        obstacles_.get());
        glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(drawFramebuffer));
    }

    glViewport(f.viewport.x, f.viewport.y, f.viewport.width, f.viewport.height);
    glEnable(GL_SCISSOR_TEST);
    glScissor(f.viewport.x, f.viewport.y, f.viewport.width, f.viewport.height);
    glClearDepth(1.0);
    glClear(GL_DEPTH_BUFFER_BIT);
    glDisable(GL_CULL_FACE);
    glDisable(GL_BLEND);

    const glm::mat4 viewProj = f.projection * f.view;
    const Programs& p = *programs_;

    // 1. Sky and ground; no depth (they are behind everything).
    const float dusk = f.sky == SkyPreset::Dusk ? 1.0f : 0.0f;
    drawBackdrop(f, glm::inverse(viewProj), dusk);
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LESS);
    glDepthMask(GL_TRUE);

    // 2. The obstacles, solid.
    obstacles_->draw(viewProj, f.eye, dusk, style_.fogDistance);

    // 3. Birds and the hawk: the same wedge, instanced; far birds as points, chosen on the
    // CPU where it holds the birds and on the GPU where only it does (bird_detail.hpp).
    drawn_ = {};
    if (haveBirds) {
        // The colourings measured on the flock read one value per bird; the others none.
        const bool values = f.birdValues.size() == f.birds.count && needsBirdValues(f.colouring);
        if (values && (f.birdValuesVersion == 0 || f.birdValuesVersion != birdValuesVersion_ ||
                       birdValues_.size() != f.birdValues.size_bytes())) {
            birdValues_.allocate(f.birdValues.size_bytes(), f.birdValues.data());
            birdValuesVersion_ = f.birdValuesVersion;
        }
        if (!drawListedBirds(f, birds, alpha, dusk, values)) {
            setLook(p.birds, f, dusk, alpha, values);
            bindInstances(*previous, *f.birds.current, 0, 0);
            if (values) {
                birdValues_.bind(GL_ARRAY_BUFFER);
                glEnableVertexAttribArray(kValueAttrib);
                glVertexAttribPointer(kValueAttrib, 1, GL_FLOAT, GL_FALSE, sizeof(float), nullptr);
                glVertexAttribDivisor(kValueAttrib, 1);
                glBindBuffer(GL_ARRAY_BUFFER, 0);
            }
            glDrawElementsInstanced(GL_TRIANGLES, wedgeIndexCount_, GL_UNSIGNED_SHORT, nullptr,
                                    static_cast<GLsizei>(f.birds.count));
            drawn_.wedges = f.birds.count;
        }
    }
    birdVao_.bind();
    glDisableVertexAttribArray(kValueAttrib);  // (in birdVao_: the hawks and the next frame start without)
    glVertexAttrib1f(kValueAttrib, 0.0f);
    if (hawks > 0) {
        setLook(p.birds, f, dusk, f.alpha, false);
        bindInstances(hawkInstances_, hawkInstances_, 0, hawks * sizeof(gl::BirdInstance));
        setFloat(p.birds, "uScale", style_.hawkLength);
        setFloat(p.birds, "uFlap", 0.0f);  // the hawk glides
        glUniform4f(p.birds.uniformLocation("uColorOverride"), kHawkColor.r, kHawkColor.g, kHawkColor.b, 1.0f);
        glDrawElementsInstanced(GL_TRIANGLES, wedgeIndexCount_, GL_UNSIGNED_SHORT, nullptr,
                                static_cast<GLsizei>(hawks));
    }

    // 4. Trails: translucent lines through where each bird was, fading with age.
    if (haveBirds && f.trailSteps > 0) {
        trails_->record(*f.birds.current, f.birds.count, f.step, f.trailSteps);
        trails_->draw(viewProj, mix(kTrailColor, kDuskTrailColor, dusk), kTrailAlpha);
    } else {
        trails_->clear();
    }

    if (f.air) drawAir(f, viewProj);

    glBindVertexArray(0);
    glUseProgram(0);
    glBindTexture(GL_TEXTURE_2D, 0);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_SCISSOR_TEST);
}

void SceneRenderer::setLook(const gl::Program& program, const SceneFrame& f, float dusk, float alpha, bool values) {
    program.use();
    setMat4(program, "uViewProj", f.projection * f.view);
    setFloat(program, "uDusk", dusk);
    // A float's step count stays exact to 2^24 steps; the beat's phase only needs to be smooth.
    setFloat(program, "uTime", static_cast<float>(std::fmod(f.time, 1 << 24)));
    setFloat(program, "uCruiseSpeed", f.cruiseSpeed);
    setFloat(program, "uBeatPerStep", f.beatPerStep);
    setFloat(program, "uBank", f.bank ? 1.0f : 0.0f);
    glUniform1i(program.uniformLocation("uColourBy"), static_cast<int>(f.colouring));
    setVec3(program, "uMeanHeading", f.meanHeading);
    glUniform1i(program.uniformLocation("uFlockCount"), f.flockCount);
    glUniform1i(program.uniformLocation("uHaveValues"), values ? 1 : 0);
    setFloat(program, "uAlpha", alpha);
    setFloat(program, "uScale", style_.birdLength);
    setFloat(program, "uFlap", f.flap ? 1.0f : 0.0f);
    glUniform4f(program.uniformLocation("uColorOverride"), 0.0f, 0.0f, 0.0f, 0.0f);
    glUniform1i(program.uniformLocation("uListed"), 0);
}

bool SceneRenderer::drawListedBirds(const SceneFrame& f, const BirdBuffers& birds, float alpha, float dusk,
                                    bool values) {
    const std::size_t n = birds.count;
    // The CPU chooses where it holds the birds; the GPU where only it does (the GPU backend).
    const bool onCpu = f.currentBirds.size() == n;
    const bool onGpu = !onCpu && f.currentBirds.empty() && gpuDetail_ && gpuDetail_->fits(n);
    if (!f.levelOfDetail || !(onCpu || onGpu)) return false;
    const float pixelsPerUnit = f.projection[1][1] * 0.5f * static_cast<float>(f.viewport.height);
    const BirdDetailView view{f.projection * f.view, pixelsPerUnit, style_.birdLength, alpha};
    const gl::Buffer* indirect = nullptr;  // the GPU's draw commands
    if (onCpu) {
        // The previous step only where the renderer interpolates from it too.
        const std::span<const gl::BirdInstance> previous =
            birds.previous != birds.current ? f.previousBirds : std::span<const gl::BirdInstance>{};
        chooseBirdDetail(previous, f.currentBirds, view, detail_);
        if (static_cast<float>(detail_.wedges.size()) >= kWholeFlockShare * static_cast<float>(n)) return false;
        drawn_ = {detail_.wedges.size(), detail_.points.size()};
        const std::span<const float> shownValues = values ? f.birdValues : std::span<const float>{};
        auto upload = [&](gl::Buffer& list, const std::vector<std::uint32_t>& listed) {
            packListedBirds(listed, previous, f.currentBirds, shownValues, listed_);
            const std::size_t bytes = listed_.size() * sizeof(ListedBird);
            list.reserve(bytes, GL_STREAM_DRAW);
            list.upload(0, bytes, listed_.data());
        };
        if (!detail_.wedges.empty()) upload(wedgeList_, detail_.wedges);
        if (!detail_.points.empty()) upload(pointList_, detail_.points);
    } else {
        // On the GPU every frame lists its birds: its counts come back a frame late, too
        // late to choose the whole flock instead (the pass took about 3 ms of 115 on
        // llvmpipe at 100,000 birds all drawn whole; not measured on a real GPU).
        gpuDetail_->choose({birds.previous, birds.current, n, values ? &birdValues_ : nullptr}, view, wedgeIndexCount_,
                           wedgeList_, pointList_);
        drawn_ = gpuDetail_->lateCounts();
        indirect = &gpuDetail_->commands();
        indirect->bind(GL_DRAW_INDIRECT_BUFFER);
    }
    const Programs& p = *programs_;
    if (indirect || !detail_.wedges.empty()) {
        setLook(p.birds, f, dusk, alpha, values);
        glUniform1i(p.birds.uniformLocation("uListed"), 1);
        listedVao_.bind();
        if (indirect) {
            glDrawElementsIndirect(GL_TRIANGLES, GL_UNSIGNED_SHORT,
                                   reinterpret_cast<const void*>(GpuBirdDetail::kWedgeCommand));
        } else {
            glDrawElementsInstanced(GL_TRIANGLES, wedgeIndexCount_, GL_UNSIGNED_SHORT, nullptr,
                                    static_cast<GLsizei>(detail_.wedges.size()));
        }
    }
    if (indirect || !detail_.points.empty()) {
        setLook(p.birdPoints, f, dusk, alpha, values);
        setFloat(p.birdPoints, "uMeanShade", meanShade_);
        pointsVao_.bind();
        if (indirect) glDrawArraysIndirect(GL_POINTS, reinterpret_cast<const void*>(GpuBirdDetail::kPointCommand));
        else glDrawArrays(GL_POINTS, 0, static_cast<GLsizei>(detail_.points.size()));
    }
    if (indirect) glBindBuffer(GL_DRAW_INDIRECT_BUFFER, 0);
    return true;
}

void SceneRenderer::drawAir(const SceneFrame& f, const glm::mat4& viewProj) {
    // Enough streaks to read the flow, few enough to stay faint (drawing only).
    constexpr int kStreaks = 700;
    constexpr float kOpacity = 0.35f;
    const AirView& air = *f.air;
    if (!(air.speed > 0.0f)) return;
    const gl::Program& p = programs_->air;
    p.use();
    setMat4(p, "uViewProj", viewProj);
    // The box is anchored to a world lattice of its own size, so the heads do not slide as the
    // camera's target moves; only the wrap point does.
    const float box = style_.streakBox;
    const glm::vec3 boxMin = glm::floor(f.target / box) * box - glm::vec3(box * 0.5f);
    setVec3(p, "uBoxMin", boxMin);
    setVec3(p, "uBoxSize", glm::vec3(box * 2.0f));
    setVec3(p, "uWind", air.wind);
    setFloat(p, "uTime", static_cast<float>(std::fmod(air.time, 1 << 20)));
    setFloat(p, "uLength", style_.streakLength / air.speed);
    setFloat(p, "uOpacity", kOpacity);
    std::array<glm::vec4, kGustModes> k{}, a{};
    for (int n = 0; n < air.gusts.count; ++n) {
        const GustMode& m = air.gusts.modes[static_cast<std::size_t>(n)];
        k[static_cast<std::size_t>(n)] = glm::vec4(m.wavevector, m.phase);
        a[static_cast<std::size_t>(n)] = glm::vec4(m.amplitude, 0.0f);
    }
    glUniform1i(p.uniformLocation("uGustCount"), air.gusts.count);
    glUniform4fv(p.uniformLocation("uGustK"), kGustModes, glm::value_ptr(k[0]));
    glUniform4fv(p.uniformLocation("uGustA"), kGustModes, glm::value_ptr(a[0]));
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthMask(GL_FALSE);  // behind the birds where they are, never hiding them
    emptyVao_.bind();
    glDrawArrays(GL_LINES, 0, 2 * kStreaks);
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
}

}  // namespace murmur::render
