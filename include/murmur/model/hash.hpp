// hash.hpp - FNV-1a 64, the project's one hash: the state hash of the determinism and golden
// tests (stateHash), the results cache's key and checksum, the scenes' golden hashes.
// Not cryptographic; stable across runs, builds and machines of the same byte order.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace murmur {

// An FNV-1a 64 hash fed piece by piece: the result is that of all the bytes in order.
class Fnv1a64 {
public:
    static constexpr std::uint64_t kOffsetBasis = 0xcbf29ce484222325ull;
    static constexpr std::uint64_t kPrime = 0x100000001b3ull;

    constexpr void add(std::string_view bytes) {
        for (unsigned char c : bytes) addByte(c);
    }
    // The raw bytes of an object or array (in memory order).
    void add(const void* data, std::size_t bytes) {
        const auto* p = static_cast<const unsigned char*>(data);
        for (std::size_t i = 0; i < bytes; ++i) addByte(p[i]);
    }
    constexpr void addByte(unsigned char byte) {
        hash_ ^= byte;
        hash_ *= kPrime;
    }
    constexpr std::uint64_t value() const { return hash_; }

private:
    std::uint64_t hash_ = kOffsetBasis;
};

// FNV-1a 64 of bytes.
constexpr std::uint64_t fnv1a64(std::string_view bytes) {
    Fnv1a64 h;
    h.add(bytes);
    return h.value();
}

}  // namespace murmur
