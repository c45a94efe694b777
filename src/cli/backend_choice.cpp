#include "backend_choice.hpp"

#include <cstdio>

#ifdef MURMUR_HAVE_GPU
#include "gpu_backend.hpp"
#endif

namespace murmur::cli {

namespace {

// The GPU backend with its own headless context, or null after one line on stderr saying
// why (no GPU backend in this build, no OpenGL 4.3 context, a shader error).
std::unique_ptr<FlockBackend> tryGpu() {
#ifdef MURMUR_HAVE_GPU
    auto gpu = gl::makeHeadlessGpuBackend();
    if (gpu) return std::move(*gpu);
    std::fprintf(stderr, "murmur-cli: %s; using the CPU backend\n", gpu.error().c_str());
#else
    std::fprintf(stderr, "murmur-cli: the GPU backend is not built in this binary; using the CPU backend\n");
#endif
    return nullptr;
}

}  // namespace

std::unique_ptr<FlockBackend> makeBackendByName(const std::string& name, int threads) {
    if (name == "gpu") {
        if (auto gpu = tryGpu()) return gpu;
    }
    return makeCpuBackend(threads);
}

BackendPlan planBackend(const std::string& name, int threads) {
    if (name == "gpu" && tryGpu()) {
        // One run at a time: each run owns a context and compiles its programs, and the
        // GPU (or llvmpipe's threads) is busy enough with one. Should a later context fail,
        // that run falls back to the CPU rather than stopping the batch.
        BackendFactory factory = []() -> std::unique_ptr<FlockBackend> {
#ifdef MURMUR_HAVE_GPU
            auto gpu = gl::makeHeadlessGpuBackend();
            if (gpu) return std::move(*gpu);
            std::fprintf(stderr, "murmur-cli: %s; this run uses the CPU backend\n", gpu.error().c_str());
#endif
            return makeCpuBackend(1);
        };
        return {factory, 1, "gpu"};
    }
    return {BackendFactory{}, threads, "cpu"};
}

void addBackendFlags(CLI::App& app, int& threads, std::string& backend, const std::string& threadsHelp) {
    app.add_option("--threads", threads, threadsHelp)->capture_default_str()->check(CLI::Range(0, 1024));
    app.add_option("--backend", backend, "cpu or gpu (falls back to cpu when no GPU)")
        ->capture_default_str()
        ->check(CLI::IsMember({"cpu", "gpu"}));
}

}  // namespace murmur::cli
