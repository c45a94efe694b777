#include "gl_handles.hpp"

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <vector>

namespace murmur::gl {

void labelObject(GLenum identifier, GLuint name, std::string_view label) {
    if (name == 0u || label.empty() || glObjectLabel == nullptr) return;
    GLint maxLength = 0;
    glGetIntegerv(GL_MAX_LABEL_LENGTH, &maxLength);
    const auto length = static_cast<GLsizei>(std::min<std::size_t>(label.size(), maxLength > 0 ? maxLength - 1 : 0));
    glObjectLabel(identifier, name, length, label.data());
}

namespace {
GLuint genBuffer() {
    GLuint n = 0;
    glGenBuffers(1, &n);
    // A generated name becomes an object only once bound; labelling needs the object.
    glBindBuffer(GL_COPY_WRITE_BUFFER, n);
    glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
    return n;
}
}  // namespace

Buffer::Buffer(std::string_view label) : name_(genBuffer()) {
    labelObject(GL_BUFFER, id(), label);
}

void Buffer::allocate(std::size_t bytes, const void* data, GLenum usage) {
    assert(id() != 0u && "Buffer::allocate on an empty Buffer: construct it with a label first");
    const std::size_t stored = std::max<std::size_t>(bytes, 4);
    glBindBuffer(GL_COPY_WRITE_BUFFER, id());
    glBufferData(GL_COPY_WRITE_BUFFER, static_cast<GLsizeiptr>(stored), bytes == 0 ? nullptr : data, usage);
    glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
    size_ = bytes;
}

void Buffer::reserve(std::size_t bytes, GLenum usage) {
    if (bytes > size_ || size_ == 0) allocate(bytes, nullptr, usage);
}

void Buffer::upload(std::size_t offset, std::size_t bytes, const void* data) {
    assert(offset + bytes <= std::max<std::size_t>(size_, 4) && "Buffer::upload past the end: allocate more first");
    if (bytes == 0) return;
    glBindBuffer(GL_COPY_WRITE_BUFFER, id());
    glBufferSubData(GL_COPY_WRITE_BUFFER, static_cast<GLintptr>(offset), static_cast<GLsizeiptr>(bytes), data);
    glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
}

void Buffer::download(std::size_t offset, std::size_t bytes, void* data) const {
    assert(offset + bytes <= std::max<std::size_t>(size_, 4) && "Buffer::download past the end");
    if (bytes == 0) return;
    glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
    glBindBuffer(GL_COPY_READ_BUFFER, id());
    glGetBufferSubData(GL_COPY_READ_BUFFER, static_cast<GLintptr>(offset), static_cast<GLsizeiptr>(bytes), data);
    glBindBuffer(GL_COPY_READ_BUFFER, 0);
}

void Buffer::fillWords(std::uint32_t value) {
    glBindBuffer(GL_COPY_WRITE_BUFFER, id());
    glClearBufferData(GL_COPY_WRITE_BUFFER, GL_R32UI, GL_RED_INTEGER, GL_UNSIGNED_INT, &value);
    glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
}

void Buffer::bindBase(GLenum target, GLuint index) const {
    glBindBufferBase(target, index, id());
}

void Buffer::bindRange(GLenum target, GLuint index, std::size_t offset, std::size_t bytes) const {
    glBindBufferRange(target, index, id(), static_cast<GLintptr>(offset), static_cast<GLsizeiptr>(bytes));
}

void copyBuffer(const Buffer& from, Buffer& to, std::size_t bytes, std::size_t fromOffset, std::size_t toOffset) {
    if (bytes == 0) return;
    glBindBuffer(GL_COPY_READ_BUFFER, from.id());
    glBindBuffer(GL_COPY_WRITE_BUFFER, to.id());
    glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, static_cast<GLintptr>(fromOffset),
                        static_cast<GLintptr>(toOffset), static_cast<GLsizeiptr>(bytes));
    glBindBuffer(GL_COPY_READ_BUFFER, 0);
    glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
}

namespace {
GLuint genVertexArray() {
    GLuint n = 0;
    glGenVertexArrays(1, &n);
    GLint previous = 0;
    glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &previous);
    glBindVertexArray(n);
    glBindVertexArray(static_cast<GLuint>(previous));
    return n;
}
GLuint genTexture() {
    GLuint n = 0;
    glGenTextures(1, &n);
    return n;
}
GLuint genRenderbuffer() {
    GLuint n = 0;
    glGenRenderbuffers(1, &n);
    glBindRenderbuffer(GL_RENDERBUFFER, n);
    glBindRenderbuffer(GL_RENDERBUFFER, 0);
    return n;
}
GLuint genFramebuffer() {
    GLuint n = 0;
    glGenFramebuffers(1, &n);
    GLint previous = 0;
    glGetIntegerv(GL_FRAMEBUFFER_BINDING, &previous);
    glBindFramebuffer(GL_FRAMEBUFFER, n);
    glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(previous));
    return n;
}
}  // namespace

VertexArray::VertexArray(std::string_view label) : name_(genVertexArray()) {
    labelObject(GL_VERTEX_ARRAY, id(), label);
}

Texture2D::Texture2D(std::string_view label, GLenum internalFormat, int width, int height, int levels)
    : name_(genTexture()), width_(width), height_(height) {
    glBindTexture(GL_TEXTURE_2D, id());
    glTexStorage2D(GL_TEXTURE_2D, levels, internalFormat, width, height);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, levels > 1 ? GL_LINEAR_MIPMAP_LINEAR : GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glBindTexture(GL_TEXTURE_2D, 0);
    labelObject(GL_TEXTURE, id(), label);
}

void Texture2D::bind(GLuint unit) const {
    glActiveTexture(GL_TEXTURE0 + unit);
    glBindTexture(GL_TEXTURE_2D, id());
}

BufferTexture::BufferTexture(std::string_view label) : name_(genTexture()) {
    glBindTexture(GL_TEXTURE_BUFFER, id());  // a name is an object once bound
    glBindTexture(GL_TEXTURE_BUFFER, 0);
    labelObject(GL_TEXTURE, id(), label);
}

void BufferTexture::view(const Buffer& buffer, GLenum internalFormat) {
    glBindTexture(GL_TEXTURE_BUFFER, id());
    glTexBuffer(GL_TEXTURE_BUFFER, internalFormat, buffer.id());
    glBindTexture(GL_TEXTURE_BUFFER, 0);
}

void BufferTexture::bind(GLuint unit) const {
    glActiveTexture(GL_TEXTURE0 + unit);
    glBindTexture(GL_TEXTURE_BUFFER, id());
}

Renderbuffer::Renderbuffer(std::string_view label, GLenum internalFormat, int width, int height, int samples)
    : name_(genRenderbuffer()) {
    glBindRenderbuffer(GL_RENDERBUFFER, id());
    if (samples > 0) glRenderbufferStorageMultisample(GL_RENDERBUFFER, samples, internalFormat, width, height);
    else glRenderbufferStorage(GL_RENDERBUFFER, internalFormat, width, height);
    glBindRenderbuffer(GL_RENDERBUFFER, 0);
    labelObject(GL_RENDERBUFFER, id(), label);
}

Framebuffer::Framebuffer(std::string_view label) : name_(genFramebuffer()) {
    labelObject(GL_FRAMEBUFFER, id(), label);
}

void Framebuffer::attach(GLenum attachment, const Texture2D& texture) {
    glBindFramebuffer(GL_FRAMEBUFFER, id());
    glFramebufferTexture2D(GL_FRAMEBUFFER, attachment, GL_TEXTURE_2D, texture.id(), 0);
}

void Framebuffer::attach(GLenum attachment, const Renderbuffer& renderbuffer) {
    glBindFramebuffer(GL_FRAMEBUFFER, id());
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, attachment, GL_RENDERBUFFER, renderbuffer.id());
}

bool Framebuffer::complete(GLenum* status) const {
    GLint previous = 0;
    glGetIntegerv(GL_FRAMEBUFFER_BINDING, &previous);
    glBindFramebuffer(GL_FRAMEBUFFER, id());
    const GLenum s = glCheckFramebufferStatus(GL_FRAMEBUFFER);
    glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(previous));
    if (status) *status = s;
    return s == GL_FRAMEBUFFER_COMPLETE;
}

Program::Program(GLuint linkedProgram, std::string_view label) : name_(linkedProgram) {
    labelObject(GL_PROGRAM, id(), label);
}

}  // namespace murmur::gl
