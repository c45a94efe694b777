#include "trail_layer.hpp"

#include "scenes/scene_names.hpp"
#include "shader_program.hpp"

namespace murmur::scene_views {

Result<std::unique_ptr<TrailLayer>> TrailLayer::create(const gl::ShaderSources& sources) {
    std::unique_ptr<TrailLayer> t(new TrailLayer());
    auto fade = gl::buildProgram(
        sources, {scenes::objectLabel(scenes::kSandboxSceneName, "trail fade"),
                  {{GL_VERTEX_SHADER, "scenes/fullscreen.vert"}, {GL_FRAGMENT_SHADER, "scenes/fade.frag"}},
                  {}});
    if (!fade) return fail(fade.error());
    auto copy = gl::buildProgram(
        sources, {scenes::objectLabel(scenes::kSandboxSceneName, "trail copy"),
                  {{GL_VERTEX_SHADER, "scenes/fullscreen.vert"}, {GL_FRAGMENT_SHADER, "scenes/trail_copy.frag"}},
                  {}});
    if (!copy) return fail(copy.error());
    t->fade_ = std::move(*fade);
    t->copy_ = std::move(*copy);
    t->emptyVao_ = gl::VertexArray(scenes::objectLabel(scenes::kSandboxSceneName, "trail vao"));
    return t;
}

void TrailLayer::render(int x, int y, int width, int height, glm::vec3 background, float fadeAlpha,
                        const std::function<void()>& draw) {
    if (width <= 0 || height <= 0) return;
    // The binding to come back to: the window's framebuffer, or the app's multisampled one.
    // Read before a new layer is made, since attaching its texture binds the layer's own.
    GLint previousDrawFramebuffer = 0;
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &previousDrawFramebuffer);
    if (!colour_ || colour_.width() != width || colour_.height() != height) {
        colour_ =
            gl::Texture2D(scenes::objectLabel(scenes::kSandboxSceneName, "trail layer"), GL_RGBA16F, width, height);
        target_ = gl::Framebuffer(scenes::objectLabel(scenes::kSandboxSceneName, "trail layer"));
        target_.attach(GL_COLOR_ATTACHMENT0, colour_);
        fresh_ = true;
    }

    target_.bind(GL_FRAMEBUFFER);
    glViewport(0, 0, width, height);
    glDisable(GL_SCISSOR_TEST);
    glDisable(GL_DEPTH_TEST);
    emptyVao_.bind();
    if (fresh_) {
        glClearColor(background.r, background.g, background.b, 1.0f);
        glClear(GL_COLOR_BUFFER_BIT);
        fresh_ = false;
    } else {
        glEnable(GL_BLEND);
        glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
        fade_.use();
        glUniform4f(fade_.uniformLocation("uColour"), background.r, background.g, background.b, fadeAlpha);
        glDrawArrays(GL_TRIANGLES, 0, 3);
        glDisable(GL_BLEND);
    }
    draw();

    glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(previousDrawFramebuffer));
    glViewport(x, y, width, height);
    glDisable(GL_BLEND);
    copy_.use();
    colour_.bind(0);
    glUniform1i(copy_.uniformLocation("uTrail"), 0);
    glUniform2f(copy_.uniformLocation("uOrigin"), static_cast<float>(x), static_cast<float>(y));
    emptyVao_.bind();
    glDrawArrays(GL_TRIANGLES, 0, 3);
    glBindVertexArray(0);
    glBindTexture(GL_TEXTURE_2D, 0);
    glUseProgram(0);
}

}  // namespace murmur::scene_views
