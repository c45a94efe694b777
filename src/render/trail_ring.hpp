// trail_ring.hpp - the bookkeeping of the flock's trails (drawing only): a ring of the last
// steps shown, which slot holds which, and when to start again. Plain data, no GL: the
// TrailRenderer keeps the birds of each slot in one GL buffer.
//
// A trail spans the last `length` steps shown (with several steps per frame, the steps in
// between are not kept). It starts again when the flock jumps: a step before the last one
// (a reset, a seek back), more than kTrailMaxGap steps after it (a seek ahead), another bird
// count or another length.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace murmur::render {

inline constexpr int kMaxTrailSteps = 64;         // the longest trail (--trails, the View section)
inline constexpr std::uint32_t kTrailMaxGap = 8;  // steps per frame at most (the speed slider)

class TrailRing {
public:
    // What push() asks of the buffer: write the birds of the new step to `slot`; when
    // `restart`, the ring was emptied first (and `slots` slots are now needed).
    struct Push {
        int slot = -1;  // -1: nothing new (the same step again, or trails off)
        bool restart = false;
        int slots = 0;
    };

    // The step now shown. length: the trail in steps (0: off, which empties the ring).
    Push push(std::uint32_t step, std::size_t birds, int length);

    // The filled slots, oldest first (the newest last): a trail's segments join neighbours.
    std::vector<int> ordered() const;
    int length() const { return length_; }

private:
    int length_ = 0;  // slots = length_ + 1
    std::size_t birds_ = 0;
    std::uint32_t last_ = 0;
    int head_ = -1;  // the newest slot
    int filled_ = 0;
};

}  // namespace murmur::render
