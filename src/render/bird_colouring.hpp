// bird_colouring.hpp - what the birds' colour says (drawing only: the model never sees it).
// Core / edge is the product's own (dark deep in the flock, pale at its edge); the others show
// what the flock knows: each bird's fear, from calm to startled (an agitation wave is the dark
// band it is), how far its heading turns from the flock's mean heading, its speed over the
// cruise speed, or its flock (several flocks, flocks.hpp). Plain data, no GL.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace murmur::render {

enum class BirdColouring : int {
    CoreEdge = 0,
    Fear = 1,
    Heading = 2,
    Speed = 3,
    Flock = 4,
};
inline constexpr int kBirdColourings = 5;

// "core-edge", "fear", "heading", "speed", "flock": the names of --colour-by and the script's
// `colour`.
const char* birdColouringName(BirdColouring colouring);
std::optional<BirdColouring> parseBirdColouring(std::string_view name);
// "core-edge, fear, heading, speed or flock", for messages.
std::string birdColouringList();
// The next one, round again after the last (the key C).
BirdColouring nextBirdColouring(BirdColouring colouring);

}  // namespace murmur::render
