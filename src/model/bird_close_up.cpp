#include "murmur/model/bird_close_up.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>

#include "murmur/model/neighbours.hpp"
#include "murmur/model/starling.hpp"

namespace murmur {

BirdCloseUp closeUpOf(const SimParams& params, const FlockState& read, const FlockState& now, std::uint32_t bird) {
    assert(bird < now.size() && read.size() == now.size() && "close-up: a bird of the flock, both states whole");
    BirdCloseUp c;
    c.bird = bird;
    c.previous = read.position[bird];
    c.current = now.position[bird];
    c.heading = now.heading[bird];
    c.speed = std::max(now.speed[bird], 0.0f);  // a bird settled on the roost is still
    c.fear = now.fear[bird];
    c.edge = now.edge[bird];

    std::vector<Neighbour> found;
    if (params.model == FlockModel::Starling && read.flight) {
        // The starling step's partners: the nearest it could see within the radius it searched.
        found.resize(static_cast<std::size_t>(std::max(kMaxTopologicalK, kStarlingMaxPartners)));
        found.resize(static_cast<std::size_t>(starlingPartnersAt(
            params, nullptr, read.position, bird, read.heading[bird], read.perception[bird], found.data())));
    } else if (params.neighbourMode == NeighbourMode::Topological) {
        const int k = std::clamp(params.topologicalK, 0, kMaxTopologicalK);
        found.resize(static_cast<std::size_t>(k));
        found.resize(static_cast<std::size_t>(
            bruteForceTopological(read.position, bird, k, params.topoMaxDistance, found.data())));
    } else {
        bruteForceMetric(read.position, bird, params.metricRadius, found);
        std::sort(found.begin(), found.end(), nearerThan);
    }
    c.total = static_cast<int>(found.size());
    found.resize(std::min(found.size(), static_cast<std::size_t>(kCloseUpMaxNeighbours)));
    for (const Neighbour& n : found)
        c.neighbours.push_back({n.index, std::sqrt(n.distSq), read.position[n.index], now.position[n.index]});
    return c;
}

}  // namespace murmur
