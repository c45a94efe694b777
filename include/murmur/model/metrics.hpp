// metrics.hpp - what the flock is doing, as docs/model.md measures it: polarization, clumping,
// and clusters (connected components of the "closer than 3" graph).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec3.hpp>

#include "murmur/model/flock_state.hpp"
#include "murmur/model/params.hpp"

namespace murmur {

struct ClusterSummary {
    int count = 0;            // components with at least the minimum size
    float largestPct = 0.0f;  // the largest component's share of all birds, in %
};

struct FlockMetrics {
    float polarization = 0.0f;  // 100 * |mean heading|
    float clumping = 0.0f;      // 100 * (1 - mean distance to centroid / D_UNIFORM)
    glm::vec3 centroid{0.0f};
    glm::vec3 meanHeading{0.0f};
    float meanDistance = 0.0f;  // mean distance to the centroid
    bool hasClusters = false;   // clusters are only computed when asked for
    ClusterSummary clusters;
    // At dusk (hasDescent): the birds that have settled on the roost (roost_descent.hpp); 0
    // without a dusk, when nobody counts them.
    std::size_t roosting = 0;
};

// Polarization, clumping, centroid and mean heading; with N = 0 everything is 0.
// Sums run in bird order in double precision, so the result is deterministic.
FlockMetrics measureFlock(const SimParams& params, const FlockState& state);

// Connected components of the graph linking birds closer than linkDistance (strictly).
// Components smaller than minSize are not counted; largestPct is the share of the largest
// component whatever its size. Uses the grid; the brute-force variant is the test oracle.
// labels (optional) receives each bird's component: the lowest bird index in it.
ClusterSummary findClusters(std::span<const glm::vec3> positions, float linkDistance, int minSize,
                            std::vector<std::uint32_t>* labels = nullptr);
ClusterSummary findClustersBruteForce(std::span<const glm::vec3> positions, float linkDistance, int minSize,
                                      std::vector<std::uint32_t>* labels = nullptr);

// The same, summarised from a component label per bird (the lowest index in it). Shared by
// the GPU path, which labels on the device and summarises here.
ClusterSummary summariseLabels(std::span<const std::uint32_t> labels, int minSize);

}  // namespace murmur
