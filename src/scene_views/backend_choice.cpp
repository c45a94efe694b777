#include "backend_choice.hpp"

#include <cstdio>

namespace murmur::scene_views {

BackendChoice chooseBackend(const SceneContext& context) {
    BackendChoice c;
    if (context.wantGpu) {
        std::string why;
        if (context.glVersion < 43) {
            why = "needs OpenGL 4.3, this context is " + std::to_string(context.glVersion / 10) + "." +
                  std::to_string(context.glVersion % 10);
        } else if (auto g = gl::makeGpuBackend()) {
            c.gpu = g->get();
            c.backend = std::move(*g);
        } else {
            why = g.error();
        }
        if (!c.backend) {
            c.note = "GPU backend unavailable (" + why + "): stepping on the CPU.";
            std::fprintf(stderr, "murmur: %s\n", c.note.c_str());
        }
    }
    if (!c.backend) c.backend = makeCpuBackend(context.threads);
    return c;
}

std::unique_ptr<FlockFeed> feedFor(const BackendChoice& choice) {
    if (choice.gpu) return std::make_unique<GpuFeed>(*choice.gpu);
    return std::make_unique<UploadFeed>();
}

}  // namespace murmur::scene_views
