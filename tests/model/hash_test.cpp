// The one FNV-1a 64 (murmur/model/hash.hpp): the published test vectors, and piecewise feeding.
#include <gtest/gtest.h>

#include <cstdint>
#include <string_view>

#include "murmur/model/hash.hpp"

namespace murmur {
namespace {

TEST(Fnv1a64, MatchesThePublishedVectors) {
    static_assert(fnv1a64("") == 0xcbf29ce484222325ull);
    EXPECT_EQ(fnv1a64("a"), 0xaf63dc4c8601ec8cull);
    EXPECT_EQ(fnv1a64("foobar"), 0x85944171f73967e8ull);
}

TEST(Fnv1a64, PiecesHashLikeTheWhole) {
    const std::string_view text = "murmuration";
    Fnv1a64 h;
    h.add(text.substr(0, 4));
    h.add(text.data() + 4, 3);
    for (char c : text.substr(7)) h.addByte(static_cast<unsigned char>(c));
    EXPECT_EQ(h.value(), fnv1a64(text));
}

}  // namespace
}  // namespace murmur
