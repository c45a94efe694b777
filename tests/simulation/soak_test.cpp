// soak_test.cpp - the CPU reference over a long run with hawks (soak.hpp).
#include "soak.hpp"

namespace murmur::testing {
namespace {

TEST(Soak, FiftyThousandStepsWithHawksStayFiniteAndInTheSky) {
    soak(makeCpuBackend(2), 1000);
}

}  // namespace
}  // namespace murmur::testing
