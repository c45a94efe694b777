#include "compute.hpp"

#include <algorithm>
#include <cassert>

#include "gpu_layout.hpp"

namespace murmur::gl {

void dispatchFor(std::uint64_t items, std::uint32_t perGroup) {
    const std::uint64_t groups = std::max<std::uint64_t>((items + perGroup - 1) / perGroup, 1);
    const std::uint64_t x = std::min<std::uint64_t>(groups, MURMUR_MAX_GROUPS_X);
    const std::uint64_t y = (groups + x - 1) / x;
    assert(y <= MURMUR_MAX_GROUPS_X && "dispatch too large even split 2D");
    glDispatchCompute(static_cast<GLuint>(x), static_cast<GLuint>(y), 1);
}

void dispatchIndirect(const Buffer& args, std::uint32_t slot) {
    glBindBuffer(GL_DISPATCH_INDIRECT_BUFFER, args.id());
    glDispatchComputeIndirect(static_cast<GLintptr>(slot) * 16);
    glBindBuffer(GL_DISPATCH_INDIRECT_BUFFER, 0);
}

void storageBarrier() {
    glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT | GL_COMMAND_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT |
                    GL_UNIFORM_BARRIER_BIT);
}

void setUniform(const Program& program, const char* name, std::uint32_t value) {
    const GLint location = program.uniformLocation(name);
    assert(location >= 0 && "setUniform: no such uniform in the program (misspelt, or optimised out)");
    glProgramUniform1ui(program.id(), location, value);
}

}  // namespace murmur::gl
