// gpu_bird_detail.hpp - the level of detail (bird_detail.hpp) for birds only the GPU holds:
// the GPU backend's own state buffers, which the renderer draws without a CPU round trip.
// A compute pass sorts every bird as chooseBirdDetail does, writes each list's ListedBird
// records and counts them into the lists' indirect draw commands, so neither the birds nor
// the choice come back to the CPU. Needs OpenGL 4.3 (compute shaders).
#pragma once

#include <array>
#include <cstddef>
#include <memory>

#include "bird_detail.hpp"
#include "gl_handles.hpp"
#include "murmur/model/result.hpp"
#include "shader_sources.hpp"

namespace murmur::render {

// The birds the pass reads: BirdInstance[count] each; previous may be current itself (then
// the current step is drawn on its own, as the renderer does).
struct GpuBirds {
    const gl::Buffer* previous = nullptr;
    const gl::Buffer* current = nullptr;
    std::size_t count = 0;
    const gl::Buffer* values = nullptr;  // one colour value per bird (float), or null: 0
};

class GpuBirdDetail {
public:
    // Byte offsets in commands(): a DrawElementsIndirectCommand for the wedge mesh's
    // instances, then a DrawArraysIndirectCommand for the points.
    static constexpr std::size_t kWedgeCommand = 0;
    static constexpr std::size_t kPointCommand = 5 * sizeof(GLuint);

    // Builds the pass; an error without compute shaders (GL below 4.3).
    static Result<std::unique_ptr<GpuBirdDetail>> create(const gl::ShaderSources& sources);
    ~GpuBirdDetail();
    GpuBirdDetail(const GpuBirdDetail&) = delete;
    GpuBirdDetail& operator=(const GpuBirdDetail&) = delete;

    // Whether lists of `count` birds fit in one storage buffer (a list holds the whole flock
    // at sizeof(ListedBird) a bird; llvmpipe allows 128 MiB, about 1.8 million birds).
    bool fits(std::size_t count) const { return count * sizeof(ListedBird) <= maxListBytes_; }
    // Lists the birds into wedges and points (each grown to hold the whole flock; fits(count)
    // first) and sets the commands; wedgeIndexCount: the wedge mesh's indices. The draws
    // that read them need no barrier: the pass ends with one.
    void choose(const GpuBirds& birds, const BirdDetailView& view, int wedgeIndexCount, gl::Buffer& wedges,
                gl::Buffer& points);

    const gl::Buffer& commands() const { return commands_; }
    // The counts of the newest pass the GPU had finished when choose() was last called,
    // never waited for: usually the frame before's (0 before the first). Each pass's counts
    // are copied aside with a fence, kept for up to kCountsKept passes.
    DrawnBirds lateCounts() const { return lateCounts_; }

private:
    static constexpr std::size_t kCountsKept = 3;
    struct CountsCopy {
        gl::Buffer counts;      // the commands as a pass left them
        GLsync done = nullptr;  // signalled once that pass has run
    };
    GpuBirdDetail() = default;
    void readFinishedCounts();

    gl::Program program_;
    gl::Buffer commands_;
    std::size_t maxListBytes_ = 0;  // GL_MAX_SHADER_STORAGE_BLOCK_SIZE
    std::array<CountsCopy, kCountsKept> copies_;
    std::size_t nextCopy_ = 0;  // the oldest copy, written next
    DrawnBirds lateCounts_;
};

}  // namespace murmur::render
