#include "instance_stream.hpp"

namespace murmur::render {

InstanceStream::InstanceStream() : buffers_{gl::Buffer("bird instances A"), gl::Buffer("bird instances B")} {}

void InstanceStream::push(const std::vector<gl::BirdInstance>& birds) {
    if (birds.size() != count_) {
        restart(birds);
        return;
    }
    current_ = 1 - current_;
    gl::Buffer& target = buffers_[current_];
    const std::size_t bytes = birds.size() * sizeof(gl::BirdInstance);
    if (target.size() != bytes) target.allocate(bytes, birds.data(), GL_STREAM_DRAW);
    else if (bytes > 0) target.upload(0, bytes, birds.data());
    previousCount_ = count_;
    count_ = birds.size();
}

void InstanceStream::restart(const std::vector<gl::BirdInstance>& birds) {
    const std::size_t bytes = birds.size() * sizeof(gl::BirdInstance);
    for (gl::Buffer& b : buffers_) b.allocate(bytes, birds.data(), GL_STREAM_DRAW);
    count_ = previousCount_ = birds.size();
}

BirdBuffers InstanceStream::buffers() const {
    return {&buffers_[1 - current_], &buffers_[current_], count_};
}

}  // namespace murmur::render
