#include "backend_choice.hpp"

#include <cstdio>

namespace murmur::cli {

bool isBackendName(const std::string& name) { return name == "cpu" || name == "gpu"; }

std::unique_ptr<FlockBackend> makeBackendByName(const std::string& name, int threads) {
    if (name == "gpu")
        std::fprintf(stderr, "murmur-cli: the GPU backend is not built in this binary; using the CPU backend\n");
    return makeCpuBackend(threads);
}

BackendPlan planBackend(const std::string& name, int threads) {
    if (name == "gpu")
        std::fprintf(stderr, "murmur-cli: the GPU backend is not built in this binary; using the CPU backend\n");
    return {BackendFactory{}, threads, "cpu"};
}

}  // namespace murmur::cli
