// instance_stream.hpp - the CPU backend's birds on their way to the renderer: the last two
// steps, packed as BirdInstance, in two GL buffers used in turn.
//
// The GPU backend keeps its own pair of buffers; this is the CPU path's equivalent, so the
// renderer sees the same BirdBuffers either way. Needs a current GL context.
#pragma once

#include <vector>

#include "bird_instance.hpp"
#include "gl_handles.hpp"
#include "scene_renderer.hpp"

namespace murmur::render {

class InstanceStream {
public:
    InstanceStream();

    // The next step: the current one becomes the previous one.
    void push(const std::vector<gl::BirdInstance>& birds);
    // A jump (reset, a changed bird count): previous and current are both this state, so
    // nothing is interpolated across the jump.
    void restart(const std::vector<gl::BirdInstance>& birds);

    BirdBuffers buffers() const;

private:
    gl::Buffer buffers_[2];
    int current_ = 0;
    std::size_t count_ = 0;
    std::size_t previousCount_ = 0;
};

}  // namespace murmur::render
