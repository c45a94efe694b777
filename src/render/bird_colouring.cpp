#include "bird_colouring.hpp"

#include "enum_names.hpp"

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
    return parseEnumName<BirdColouring, kBirdColourings>(name, birdColouringName);
}

std::string birdColouringList() {
    return enumNameList<BirdColouring, kBirdColourings>(birdColouringName);
}

BirdColouring nextBirdColouring(BirdColouring c) {
    return static_cast<BirdColouring>((static_cast<int>(c) + 1) % kBirdColourings);
}

}  // namespace murmur::render
