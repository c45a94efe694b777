// trail_layer.hpp - the chapter's fading trails: an offscreen layer that is never cleared, only
// dimmed each frame by a translucent background (p5's background(c, alpha)), then copied into
// the scene's viewport.
//
// The layer is half-float, so faint trails fade all the way out instead of leaving the grey
// ghosts an 8-bit canvas keeps. Needs a current GL context (the GL base's level); it saves and
// restores the draw framebuffer binding around its own drawing.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include <glm/vec3.hpp>

#include "gl_handles.hpp"
#include "murmur/model/result.hpp"
#include "shader_sources.hpp"

namespace murmur::scene_views {

class TrailLayer {
public:
    // Compiles the fade and copy shaders: the layer, or an error naming the shader that failed.
    static Result<std::unique_ptr<TrailLayer>> create(const gl::ShaderSources& sources);

    // Dims the layer toward background by fadeAlpha (0..1), calls draw() with the layer bound
    // and its full viewport set, then copies the layer into the viewport (x, y, width, height,
    // framebuffer pixels) of the framebuffer that was bound. A new size or clear() starts the
    // layer from plain background.
    void render(int x, int y, int width, int height, glm::vec3 background, float fadeAlpha,
                const std::function<void()>& draw);
    void clear() { fresh_ = true; }

private:
    TrailLayer() = default;
    gl::Program fade_;
    gl::Program copy_;
    gl::VertexArray emptyVao_;
    gl::Texture2D colour_;
    gl::Framebuffer target_;
    bool fresh_ = true;
};

}  // namespace murmur::scene_views
