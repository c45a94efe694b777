// gpu_fallback_test.cpp - run under MESA_GL_VERSION_OVERRIDE=3.3 (ctest sets it): no
// OpenGL 4.3 context can be had, so the GPU backend must refuse with a message, not crash.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "gpu_backend.hpp"

namespace murmur::gl {
namespace {

TEST(GpuFallback, BelowGl43TheBackendRefusesWithAReason) {
    ASSERT_NE(std::getenv("MESA_GL_VERSION_OVERRIDE"), nullptr)
        << "run this test through ctest, which sets MESA_GL_VERSION_OVERRIDE=3.3";
    auto backend = makeHeadlessGpuBackend();
    EXPECT_FALSE(backend);
    const std::string& error = backend.error();
    EXPECT_NE(error.find("4.3"), std::string::npos) << error;
    EXPECT_EQ(error.find('\n'), std::string::npos) << "one line: " << error;
}

}  // namespace
}  // namespace murmur::gl
