#include "bird_colouring.hpp"

#include <algorithm>
#include <cmath>

#include "enum_names.hpp"
#include "murmur/model/bird_measures.hpp"

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
        case BirdColouring::Density:
            return "density";
        case BirdColouring::InDegree:
            return "in-degree";
        case BirdColouring::Cluster:
            return "cluster";
        case BirdColouring::Bank:
            return "bank";
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

bool needsBirdValues(BirdColouring c) {
    return c == BirdColouring::Density || c == BirdColouring::InDegree || c == BirdColouring::Cluster ||
           c == BirdColouring::Bank;
}

std::vector<float> birdColourValues(BirdColouring c, const SimParams& world, const FlockState& state) {
    auto into01 = [](float v) { return std::clamp(v, 0.0f, 1.0f); };
    switch (c) {
        case BirdColouring::Density: {
            std::vector<float> v = localDensity(world, state);
            if (v.empty()) return v;
            std::vector<float> sorted = v;
            std::nth_element(sorted.begin(), sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() / 2),
                             sorted.end());
            const float median = sorted[sorted.size() / 2];
            const float span = 2.0f * kDensityOctavesShown;
            for (float& x : v) x = median > 0.0f && x > 0.0f ? into01(0.5f + std::log2(x / median) / span) : 0.0f;
            return v;
        }
        case BirdColouring::InDegree: {
            std::vector<float> v = inDegree(world, state);
            double sum = 0.0;  // in bird order: the same flock gives the same colours
            for (float x : v) sum += x;
            const double mean = v.empty() ? 0.0 : sum / static_cast<double>(v.size());
            const float full = kInDegreeShownOverMean * static_cast<float>(mean);
            for (float& x : v) x = full > 0.0f ? into01(x / full) : 0.0f;
            return v;
        }
        case BirdColouring::Cluster:
            return clusterRank(world, state);
        case BirdColouring::Bank: {
            std::vector<float> v = bankAngle(state);
            for (float& x : v) x = into01(0.5f + x / (2.0f * kShownBank));
            return v;
        }
        default:
            return {};
    }
}

}  // namespace murmur::render
