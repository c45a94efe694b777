#include <gtest/gtest.h>
#include "murmur/random.hpp"
TEST(Random, Placeholder) { EXPECT_NE(murmur::hashCounter(1,2,3,4), murmur::hashCounter(1,2,3,5)); }
