#include "trail_ring.hpp"

#include <algorithm>

namespace murmur::render {

TrailRing::Push TrailRing::push(std::uint32_t step, std::size_t birds, int length) {
    length = std::clamp(length, 0, kMaxTrailSteps);
    if (length == 0 || birds == 0) {
        *this = TrailRing{};
        return {};
    }
    if (filled_ > 0 && step == last_ && birds == birds_ && length == length_) return {};
    Push out;
    const bool jumped = filled_ == 0 || step < last_ || step - last_ > kTrailMaxGap;
    if (jumped || birds != birds_ || length != length_) {
        length_ = length;
        birds_ = birds;
        head_ = -1;
        filled_ = 0;
        out.restart = true;
    }
    const int slots = length_ + 1;
    head_ = (head_ + 1) % slots;
    filled_ = std::min(filled_ + 1, slots);
    last_ = step;
    out.slot = head_;
    out.slots = slots;
    return out;
}

std::vector<int> TrailRing::ordered() const {
    std::vector<int> out;
    const int slots = length_ + 1;
    for (int i = filled_ - 1; i >= 0; --i) out.push_back(((head_ - i) % slots + slots) % slots);
    return out;
}

}  // namespace murmur::render
