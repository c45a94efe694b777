// bird_colouring.hpp - what the birds' colour says (drawing only: the model never sees it).
// Core / edge is the product's own (dark deep in the flock, pale at its edge); the others show
// what the flock knows: each bird's fear, from calm to startled (an agitation wave is the dark
// band it is), how far its heading turns from the flock's mean heading, its speed over the
// cruise speed, its flock (several flocks, flocks.hpp), and from one value per bird measured
// on the flock (model/bird_measures.hpp): how crowded it is, how many birds heed it, its
// cluster, its bank. Plain data, no GL.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "murmur/model/flock_state.hpp"
#include "murmur/model/params.hpp"

namespace murmur::render {

enum class BirdColouring : int {
    CoreEdge = 0,
    Fear = 1,
    Heading = 2,
    Speed = 3,
    Flock = 4,
    Density = 5,   // local density over the flock's median, on a log scale
    InDegree = 6,  // how many birds heed it, over the flock's mean
    Cluster = 7,   // one colour per cluster, largest first; grey for birds in none
    Bank = 8,      // the starling's roll: left wing down to right wing down
};
inline constexpr int kBirdColourings = 9;

// "core-edge", "fear", "heading", "speed", "flock", "density", "in-degree", "cluster", "bank":
// the names of --colour-by and the script's `colour`.
const char* birdColouringName(BirdColouring colouring);
std::optional<BirdColouring> parseBirdColouring(std::string_view name);
// "core-edge, fear, heading, ... or bank", for messages.
std::string birdColouringList();
// The next one, round again after the last (the key C).
BirdColouring nextBirdColouring(BirdColouring colouring);

// Whether the colouring reads one value per bird (birdColourValues), measured on the flock.
bool needsBirdValues(BirdColouring colouring);

// What the shader reads per bird for those colourings (none for the others), from the state
// the next step reads and the params as run:
//   density:   0.5 + log2(density / the flock's median) / (2 kDensityOctavesShown), in [0, 1]
//              (a quarter of the median .. 4 times it);
//   in-degree: the in-degree over kInDegreeShownOverMean times the flock's mean in-degree, in
//              [0, 1] (the mean: one half; the mean is the mean out-degree, whatever the rule:
//              k for a topological flock, about starlingPartners for adaptive starlings);
//   cluster:   the cluster's rank by size (0 the largest), -1 for a bird in none;
//   bank:      0.5 + bank / (2 kShownBank), in [0, 1] (level: one half).
// The legends (ui/legend.cpp, ui_text_table.hpp) say these spans in words.
inline constexpr float kDensityOctavesShown = 2.0f;    // 2^2: a quarter .. 4 times the median
inline constexpr float kInDegreeShownOverMean = 2.0f;  // heeded by twice the mean or more: all the way
inline constexpr float kShownBank = 1.0f;              // radians (57 degrees) read as all the way over
std::vector<float> birdColourValues(BirdColouring colouring, const SimParams& world, const FlockState& state);

}  // namespace murmur::render
