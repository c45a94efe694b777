// gl_handles.hpp - typed RAII owners of OpenGL objects: buffers, programs, vertex arrays,
// textures, renderbuffers, framebuffers.
//
// Each owner deletes its object when it dies, can be moved but not copied, and labels
// its object (glObjectLabel) so debug output and tools name it. They work in whatever
// context is current (EGL headless or a GLFW window) once glad is loaded; they must be
// destroyed while that context is still current. Only GL 4.3 calls are used (no DSA).
// Not here: compiling shaders (shader_program.hpp) or creating contexts (egl_context.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

#include <glad/gl.h>

namespace murmur::gl {

namespace detail {

// Owns one GL name; Traits::destroy(name) deletes it.
template <class Traits>
class UniqueName {
public:
    UniqueName() = default;
    explicit UniqueName(GLuint name) : name_(name) {}
    ~UniqueName() { reset(); }
    UniqueName(UniqueName&& other) noexcept : name_(std::exchange(other.name_, 0u)) {}
    UniqueName& operator=(UniqueName&& other) noexcept {
        if (this != &other) {
            reset();
            name_ = std::exchange(other.name_, 0u);
        }
        return *this;
    }
    UniqueName(const UniqueName&) = delete;
    UniqueName& operator=(const UniqueName&) = delete;

    GLuint get() const { return name_; }
    void reset() {
        if (name_ != 0u) Traits::destroy(name_);
        name_ = 0u;
    }

private:
    GLuint name_ = 0u;
};

struct BufferTraits {
    static void destroy(GLuint n) { glDeleteBuffers(1, &n); }
};
struct VertexArrayTraits {
    static void destroy(GLuint n) { glDeleteVertexArrays(1, &n); }
};
struct TextureTraits {
    static void destroy(GLuint n) { glDeleteTextures(1, &n); }
};
struct RenderbufferTraits {
    static void destroy(GLuint n) { glDeleteRenderbuffers(1, &n); }
};
struct FramebufferTraits {
    static void destroy(GLuint n) { glDeleteFramebuffers(1, &n); }
};
struct ProgramTraits {
    static void destroy(GLuint n) { glDeleteProgram(n); }
};

}  // namespace detail

// Gives `name` of kind `identifier` (GL_BUFFER, GL_PROGRAM, ...) a debug label.
void labelObject(GLenum identifier, GLuint name, std::string_view label);

// A buffer object with a byte size. Empty (id 0) until created.
class Buffer {
public:
    Buffer() = default;
    // Creates the buffer (no storage yet) and labels it.
    explicit Buffer(std::string_view label);

    GLuint id() const { return name_.get(); }
    explicit operator bool() const { return id() != 0u; }
    std::size_t size() const { return size_; }

    // (Re)allocates `bytes` of storage, filled from data when not null. A size of 0
    // allocates a 4-byte store instead, so binding an empty flock's buffer stays valid.
    void allocate(std::size_t bytes, const void* data = nullptr, GLenum usage = GL_DYNAMIC_DRAW);
    // Allocates only when the current storage is smaller than bytes (contents then lost).
    void reserve(std::size_t bytes, GLenum usage = GL_DYNAMIC_DRAW);
    void upload(std::size_t offset, std::size_t bytes, const void* data);
    void download(std::size_t offset, std::size_t bytes, void* data) const;
    // Sets every 32-bit word of the buffer to `value`.
    void fillWords(std::uint32_t value);
    // Binds the whole buffer (or a range) to an indexed target such as
    // GL_SHADER_STORAGE_BUFFER or GL_UNIFORM_BUFFER.
    void bindBase(GLenum target, GLuint index) const;
    void bindRange(GLenum target, GLuint index, std::size_t offset, std::size_t bytes) const;
    void bind(GLenum target) const { glBindBuffer(target, id()); }

private:
    detail::UniqueName<detail::BufferTraits> name_;
    std::size_t size_ = 0;
};

// Copies bytes between buffers on the GPU.
void copyBuffer(const Buffer& from, Buffer& to, std::size_t bytes, std::size_t fromOffset = 0,
                std::size_t toOffset = 0);

class VertexArray {
public:
    VertexArray() = default;
    explicit VertexArray(std::string_view label);
    GLuint id() const { return name_.get(); }
    explicit operator bool() const { return id() != 0u; }
    void bind() const { glBindVertexArray(id()); }

private:
    detail::UniqueName<detail::VertexArrayTraits> name_;
};

// A 2D texture with immutable storage (glTexStorage2D).
class Texture2D {
public:
    Texture2D() = default;
    Texture2D(std::string_view label, GLenum internalFormat, int width, int height, int levels = 1);
    GLuint id() const { return name_.get(); }
    explicit operator bool() const { return id() != 0u; }
    int width() const { return width_; }
    int height() const { return height_; }
    void bind(GLuint unit) const;

private:
    detail::UniqueName<detail::TextureTraits> name_;
    int width_ = 0;
    int height_ = 0;
};

// A texture that reads a buffer's store as texels (glTexBuffer, GL 3.1): a shader's
// samplerBuffer, read with texelFetch. Views nothing until view().
class BufferTexture {
public:
    BufferTexture() = default;
    explicit BufferTexture(std::string_view label);
    GLuint id() const { return name_.get(); }
    // Reads `buffer` as texels of internalFormat (call again once its storage is reallocated).
    void view(const Buffer& buffer, GLenum internalFormat);
    void bind(GLuint unit) const;

private:
    detail::UniqueName<detail::TextureTraits> name_;
};

class Renderbuffer {
public:
    Renderbuffer() = default;
    Renderbuffer(std::string_view label, GLenum internalFormat, int width, int height, int samples = 0);
    GLuint id() const { return name_.get(); }
    explicit operator bool() const { return id() != 0u; }

private:
    detail::UniqueName<detail::RenderbufferTraits> name_;
};

// A framebuffer for offscreen rendering (screenshots, headless tests).
class Framebuffer {
public:
    Framebuffer() = default;
    explicit Framebuffer(std::string_view label);
    GLuint id() const { return name_.get(); }
    explicit operator bool() const { return id() != 0u; }
    void bind(GLenum target = GL_FRAMEBUFFER) const { glBindFramebuffer(target, id()); }
    // attachment: GL_COLOR_ATTACHMENT0, GL_DEPTH_ATTACHMENT, ... Leaves this bound.
    void attach(GLenum attachment, const Texture2D& texture);
    void attach(GLenum attachment, const Renderbuffer& renderbuffer);
    // True when complete; otherwise status receives glCheckFramebufferStatus's value.
    bool complete(GLenum* status = nullptr) const;

private:
    detail::UniqueName<detail::FramebufferTraits> name_;
};

// A linked program; build one with buildProgram (shader_program.hpp).
class Program {
public:
    Program() = default;
    // Takes ownership of an already linked program name and labels it.
    Program(GLuint linkedProgram, std::string_view label);
    GLuint id() const { return name_.get(); }
    explicit operator bool() const { return id() != 0u; }
    void use() const { glUseProgram(id()); }
    // -1 when the uniform is absent or optimised out.
    GLint uniformLocation(const char* name) const { return glGetUniformLocation(id(), name); }

private:
    detail::UniqueName<detail::ProgramTraits> name_;
};

}  // namespace murmur::gl
