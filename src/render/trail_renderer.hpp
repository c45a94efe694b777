// trail_renderer.hpp - the flock's trails (drawing only): each bird a fading line through
// where it was over the last steps shown (trail_ring.hpp says which). The birds of each kept
// step are copied on the GL from the renderer's instance buffer (the GPU backend's own, or
// the CPU feed's upload), so a trail costs no read back.
//
// Memory: 32 bytes per bird per kept step; a trail longer than kMaxTrailBytes (or the
// buffer texture the shader reads it through) allows is cut short (at 100,000 birds 82 steps
// fit, so every length fits up to 129,000 birds). One draw call draws every segment.
// Needs a current GL context (3.3 core or later) with glad loaded.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include <glm/mat4x4.hpp>
#include <glm/vec3.hpp>

#include "gl_handles.hpp"
#include "murmur/model/result.hpp"
#include "shader_sources.hpp"
#include "trail_ring.hpp"

namespace murmur::render {

inline constexpr std::size_t kMaxTrailBytes = std::size_t{256} << 20;

class TrailRenderer {
public:
    static Result<std::unique_ptr<TrailRenderer>> create(const gl::ShaderSources& sources);
    ~TrailRenderer();
    TrailRenderer(const TrailRenderer&) = delete;
    TrailRenderer& operator=(const TrailRenderer&) = delete;

    // The flock shown now: `current` holds `birds` BirdInstance of step `step`; kept when it
    // is a new step. length: the trail in steps (0: none, and the ring's memory goes).
    void record(const gl::Buffer& current, std::size_t birds, std::uint32_t step, int length);
    // No trail: the ring empties and its memory goes.
    void clear();
    // The lines, depth-tested against what is drawn, blended; leaves depth writes on and
    // blending off as it found them (the scene's state between passes).
    void draw(const glm::mat4& viewProj, glm::vec3 color, float alpha) const;
    // How many steps the trail holds now (the length, or less while it grows or when cut short).
    int keptSteps() const;

private:
    struct Programs;
    TrailRenderer();

    std::unique_ptr<Programs> programs_;
    gl::VertexArray vao_;  // none of its attributes: the shader reads the ring
    gl::Buffer ring_;      // slots x birds BirdInstance
    gl::BufferTexture ringTexels_;
    std::size_t maxTexels_ = 0;  // GL_MAX_TEXTURE_BUFFER_SIZE
    TrailRing slots_;
    std::size_t birds_ = 0;
};

}  // namespace murmur::render
