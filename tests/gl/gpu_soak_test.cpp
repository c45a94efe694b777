// gpu_soak_test.cpp - the GPU backend over the same long run as the CPU's (tests/simulation/soak.hpp).
#include "gpu_test_support.hpp"
#include "soak.hpp"

namespace murmur::gl::testing {
namespace {

// Fewer birds than the CPU soak: llvmpipe takes about 2 ms a step at this size.
TEST(GpuSoak, FiftyThousandStepsWithHawksStayFiniteAndInTheSky) {
    std::string error;
    auto backend = makeBackend("gpu", error);
    ASSERT_NE(backend, nullptr) << error;
    murmur::testing::soak(std::move(backend), 300);
}

}  // namespace
}  // namespace murmur::gl::testing
