// bird_measures.hpp - what each bird knows of the flock, one number per bird: how crowded it
// is, how many birds heed it, which cluster it flies in, how far it banks. The window colours
// the birds by them (render/bird_colouring.hpp); the model never reads them.
//
// All are measured on one state, the one the next step will read, with the model's own
// searches (neighbours.hpp; the starling's partners, starling.hpp), so they say what the
// step sees. Deterministic, single-threaded; about one neighbour search per bird.
#pragma once

#include <vector>

#include "murmur/model/flock_state.hpp"
#include "murmur/model/params.hpp"

namespace murmur {

// Local density by the k-nearest-neighbour estimate (Loftsgaarden & Quesenberry 1965,
// Ann Math Stat 36:1049): n / (4/3 pi r^3), with n = topologicalK and r the distance to the
// bird's k-th nearest other bird; a bird with fewer than k others within topoMaxDistance
// counts those it has (n) in the ball of radius topoMaxDistance. Birds per model unit cubed
// (per m^3 in the starling model).
std::vector<float> localDensity(const SimParams& params, const FlockState& state);

// How many birds heed each bird: its in-degree in the graph of the model's neighbour rule
// (the seed model's topological or metric neighbours; the starling's partners, seen in its
// view cone within its perception range). In a topological flock it averages k.
std::vector<float> inDegree(const SimParams& params, const FlockState& state);

// Each bird's cluster (metrics.hpp: linked closer than clusterLinkDistance) as its rank by
// size, 0 the largest (ties: the cluster holding the lower bird index first); -1 for a bird
// in a component too small to count (clusterMinSize).
std::vector<float> clusterRank(const SimParams& params, const FlockState& state);

// The roll angle in radians (the starling model's flight state, positive: the lift leans to
// the right); 0 for the seed model's birds, which have no roll (the tilt the renderer draws
// into their turns is drawing only).
std::vector<float> bankAngle(const FlockState& state);

}  // namespace murmur
