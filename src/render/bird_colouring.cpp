#include "bird_colouring.hpp"

namespace murmur::render {

const char* birdColouringName(BirdColouring c) {
    switch (c) {
        case BirdColouring::CoreEdge:
            return "core-edge";
        case BirdColouring::Fear:
            return "fear";
        case BirdColouring::Heading:
            return "heading";
        case BirdColouring::Speed:
            return "speed";
        case BirdColouring::Flock:
            return "flock";
    }
    return "";
}

std::optional<BirdColouring> parseBirdColouring(std::string_view name) {
    for (int i = 0; i < kBirdColourings; ++i)
        if (name == birdColouringName(static_cast<BirdColouring>(i))) return static_cast<BirdColouring>(i);
    return std::nullopt;
}

std::string birdColouringList() {
    std::string out;
    for (int i = 0; i < kBirdColourings; ++i) {
        if (i > 0) out += i + 1 < kBirdColourings ? ", " : " or ";
        out += birdColouringName(static_cast<BirdColouring>(i));
    }
    return out;
}

BirdColouring nextBirdColouring(BirdColouring c) {
    return static_cast<BirdColouring>((static_cast<int>(c) + 1) % kBirdColourings);
}

}  // namespace murmur::render
