// gpu_test_support.hpp - what the GPU test files share: the backends as factories (so one
// test body runs on the CPU reference and on the GPU), and flock states worth testing.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "gpu_backend.hpp"
#include "murmur/model/backend.hpp"
#include "murmur/model/flock_state.hpp"
#include "murmur/model/params.hpp"

namespace murmur::gl::testing {

// "cpu" or "gpu"; the GPU one owns a headless EGL context. Fails the test (returns null)
// when no OpenGL 4.3 context can be had.
inline std::unique_ptr<FlockBackend> makeBackend(const std::string& name, std::string& error) {
    if (name == "cpu") return makeCpuBackend(1);
    auto gpu = makeHeadlessGpuBackend();
    if (!gpu) {
        error = gpu.error();
        return nullptr;
    }
    return std::move(*gpu);
}

// The initial flock of `count` birds after `warmSteps` CPU steps (so the state has
// structure: clusters, edges, aligned headings).
FlockState warmFlock(const SimParams& params, int warmSteps);

}  // namespace murmur::gl::testing
