// backend_choice.hpp - which backend steps the murmuration's flock in the window program, and
// the feed that brings each step's birds to the renderer.
//
// The GPU backend runs in the window's context and needs OpenGL 4.3; when it is wanted and
// cannot be had, the note says why (printed once on stderr) and the CPU steps the flock.
#pragma once

#include <memory>
#include <string>

#include "flock_feed.hpp"
#include "murmur/model/backend.hpp"
#include "scene.hpp"

namespace murmur::scene_views {

struct BackendChoice {
    std::unique_ptr<FlockBackend> backend;
    gl::GpuBackend* gpu = nullptr;  // the backend, when it is the GPU's (the feed reads its buffers)
    std::string note;               // why not the GPU when it was wanted; empty otherwise
};

// In the GL context current on this thread.
BackendChoice chooseBackend(const SceneContext& context);
// The GPU's own buffers when it steps the flock, else uploads of each step's birds.
std::unique_ptr<FlockFeed> feedFor(const BackendChoice& choice);

}  // namespace murmur::scene_views
