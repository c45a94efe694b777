#include "gpu_bird_detail.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

#include <glm/gtc/type_ptr.hpp>

#include "shader_program.hpp"

namespace murmur::render {
namespace {

// bird_detail.comp's bindings and group size.
constexpr GLuint kPreviousBinding = 0;
constexpr GLuint kCurrentBinding = 1;
constexpr GLuint kValuesBinding = 2;
constexpr GLuint kWedgesBinding = 3;
constexpr GLuint kPointsBinding = 4;
constexpr GLuint kCommandsBinding = 5;
constexpr std::size_t kGroupSize = 256;
// GL guarantees this many groups on x; the shader strides over the birds past it.
constexpr std::size_t kMaxGroups = 65535;

using Commands = std::array<GLuint, 9>;
// The words that count the lists (bird_detail.comp): the wedges' instances, the points.
constexpr std::size_t kWedgeCountWord = 1;
constexpr std::size_t kPointCountWord = 5;

}  // namespace

Result<std::unique_ptr<GpuBirdDetail>> GpuBirdDetail::create(const gl::ShaderSources& sources) {
    if (!GLAD_GL_VERSION_4_3) return fail(std::string("the GPU's level of detail needs OpenGL 4.3 (compute shaders)"));
    auto program = gl::buildComputeProgram(sources, "render/bird_detail.comp");
    if (!program) return fail(program.error());
    std::unique_ptr<GpuBirdDetail> d(new GpuBirdDetail());
    d->program_ = std::move(*program);
    d->commands_ = gl::Buffer("level of detail draw commands");
    d->commands_.allocate(sizeof(Commands), nullptr, GL_DYNAMIC_DRAW);
    for (CountsCopy& copy : d->copies_) {
        copy.counts = gl::Buffer("level of detail counts, read back late");
        copy.counts.allocate(sizeof(Commands), nullptr, GL_STREAM_READ);
    }
    GLint64 maxBytes = 0;
    glGetInteger64v(GL_MAX_SHADER_STORAGE_BLOCK_SIZE, &maxBytes);
    d->maxListBytes_ = static_cast<std::size_t>(std::max<GLint64>(maxBytes, 0));
    return d;
}

GpuBirdDetail::~GpuBirdDetail() {
    for (CountsCopy& copy : copies_)
        if (copy.done) glDeleteSync(copy.done);
}

void GpuBirdDetail::readFinishedCounts() {
    // Oldest first, so the newest finished pass's counts are the ones kept.
    for (std::size_t n = 0; n < kCountsKept; ++n) {
        CountsCopy& copy = copies_[(nextCopy_ + n) % kCountsKept];
        if (!copy.done) continue;
        const GLenum state = glClientWaitSync(copy.done, 0, 0);
        if (state != GL_ALREADY_SIGNALED && state != GL_CONDITION_SATISFIED) continue;
        Commands counted{};
        copy.counts.download(0, sizeof(Commands), counted.data());
        lateCounts_ = {counted[kWedgeCountWord], counted[kPointCountWord]};
        glDeleteSync(copy.done);
        copy.done = nullptr;
    }
}

void GpuBirdDetail::choose(const GpuBirds& birds, const BirdDetailView& view, int wedgeIndexCount, gl::Buffer& wedges,
                           gl::Buffer& points) {
    readFinishedCounts();
    const std::size_t bytes = std::max<std::size_t>(birds.count, 1) * sizeof(ListedBird);
    wedges.reserve(bytes, GL_DYNAMIC_COPY);
    points.reserve(bytes, GL_DYNAMIC_COPY);
    const Commands start{static_cast<GLuint>(wedgeIndexCount), 0, 0, 0, 0, 0, 1, 0, 0};
    commands_.upload(0, sizeof(Commands), start.data());

    const DetailBounds bounds = detailBounds(view);
    const GLuint p = program_.id();
    glProgramUniform1ui(p, program_.uniformLocation("uCount"), static_cast<GLuint>(birds.count));
    glProgramUniform1i(p, program_.uniformLocation("uInterpolate"), birds.previous != birds.current ? 1 : 0);
    glProgramUniform1i(p, program_.uniformLocation("uHaveValues"), birds.values ? 1 : 0);
    glProgramUniform1f(p, program_.uniformLocation("uAlpha"), view.alpha);
    glProgramUniform4fv(p, program_.uniformLocation("uPlanes"), 6, glm::value_ptr(bounds.planes[0]));
    glProgramUniform4fv(p, program_.uniformLocation("uDepthRow"), 1, glm::value_ptr(bounds.depthRow));
    glProgramUniform1f(p, program_.uniformLocation("uReach"), bounds.reach);
    glProgramUniform1f(p, program_.uniformLocation("uWedgeDepth"), bounds.wedgeDepth);

    birds.previous->bindBase(GL_SHADER_STORAGE_BUFFER, kPreviousBinding);
    birds.current->bindBase(GL_SHADER_STORAGE_BUFFER, kCurrentBinding);
    // Without values the shader reads none, but the binding must still name a buffer.
    (birds.values ? birds.values : birds.current)->bindBase(GL_SHADER_STORAGE_BUFFER, kValuesBinding);
    wedges.bindBase(GL_SHADER_STORAGE_BUFFER, kWedgesBinding);
    points.bindBase(GL_SHADER_STORAGE_BUFFER, kPointsBinding);
    commands_.bindBase(GL_SHADER_STORAGE_BUFFER, kCommandsBinding);
    program_.use();
    const std::size_t groups = std::clamp<std::size_t>((birds.count + kGroupSize - 1) / kGroupSize, 1, kMaxGroups);
    glDispatchCompute(static_cast<GLuint>(groups), 1, 1);
    // The lists are read as vertex attributes and the counts as draw commands.
    glMemoryBarrier(GL_VERTEX_ATTRIB_ARRAY_BARRIER_BIT | GL_COMMAND_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT);
    for (GLuint binding = kPreviousBinding; binding <= kCommandsBinding; ++binding)
        glBindBufferBase(GL_SHADER_STORAGE_BUFFER, binding, 0);
    // The counts aside, for lateCounts(): a copy still unfinished after kCountsKept passes
    // is dropped.
    CountsCopy& copy = copies_[nextCopy_];
    if (copy.done) glDeleteSync(copy.done);
    gl::copyBuffer(commands_, copy.counts, sizeof(Commands));
    copy.done = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
    nextCopy_ = (nextCopy_ + 1) % kCountsKept;
}

}  // namespace murmur::render
