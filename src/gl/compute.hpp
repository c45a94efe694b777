// compute.hpp - small helpers for compute dispatches: 2D-split group counts, indirect
// dispatch, barriers, uniforms by name.
//
// Dispatches wider than MURMUR_MAX_GROUPS_X groups (GL only guarantees 65535 per axis) go
// 2D; shaders find their element with linearInvocation() (shaders/common/invocation.glsl)
// and must guard `index >= count`.
#pragma once

#include <cstdint>

#include <glad/gl.h>

#include "gl_handles.hpp"

namespace murmur::gl {

// Groups of `perGroup` invocations covering `items` (at least one group).
void dispatchFor(std::uint64_t items, std::uint32_t perGroup);
// Indirect dispatch from slot `slot` (a uvec4) of an args buffer.
void dispatchIndirect(const Buffer& args, std::uint32_t slot);
// Makes storage writes visible to the following dispatches (and indirect args / downloads).
void storageBarrier();

void setUniform(const Program& program, const char* name, std::uint32_t value);

}  // namespace murmur::gl
