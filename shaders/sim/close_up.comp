#version 430
// close_up.comp - the inspector's one bird (include/murmur/model/bird_close_up.hpp, closeUpOf, on the
// GPU): its state at the last two steps and the neighbours the last step read for it, found
// again by brute force over that step's input by the model's rule (the k nearest within
// topoMaxDistance, or everyone within metricRadius), nearest first, ties to the lower index.
// Brute force and the step's grid search give the same sets. For a starling flock (uStarling)
// the partners are the starling step's: the nearest it could see, within the radius the step
// searched with (starlingPartners). One invocation, O(N): it runs for one bird, at most once a
// frame, and spares reading the flock back.
#include "../common/gpu_layout.h"
#include "../common/bird_instance.glsl"

layout(local_size_x = 1) in;

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_GRID_INFO) readonly buffer GridInfoBlock { GpuGridInfo G; };
layout(std430, binding = MURMUR_BIND_STATE_IN) readonly buffer StateRead { BirdInstance stateRead[]; };
layout(std430, binding = MURMUR_BIND_STATE_OUT) readonly buffer StateNow { BirdInstance stateNow[]; };
layout(std430, binding = MURMUR_BIND_SPEED_OUT) readonly buffer SpeedNow { float speedNow[]; };
layout(std430, binding = MURMUR_BIND_CLOSE_UP) writeonly buffer CloseUpOut { GpuCloseUp closeUp; };
layout(std430, binding = MURMUR_BIND_STARLING) readonly buffer Starlings { GpuStarlingBird starlings[]; };

uniform uint uBird;
uniform uint uStarling;  // 1: a starling flock, whose starlings[] are bound

#include "../common/grid.glsl"
#include "view_cone.glsl"

float nearDistSq[MURMUR_CLOSE_UP_MAX];
uint nearIndex[MURMUR_CLOSE_UP_MAX];
int nearCount = 0;

// Keeps near[0 .. nearCount) sorted by (distSq, index), at most room long. Candidates come in
// ascending index order, so an equal distance goes after the ones already kept.
void offer(float d2, uint j, int room) {
    if (nearCount == room) {
        if (!(d2 < nearDistSq[room - 1])) return;
        --nearCount;
    }
    int at = nearCount++;
    while (at > 0 && d2 < nearDistSq[at - 1]) {
        nearDistSq[at] = nearDistSq[at - 1];
        nearIndex[at] = nearIndex[at - 1];
        --at;
    }
    nearDistSq[at] = d2;
    nearIndex[at] = j;
}

void main() {
    uint bird = uBird;
    if (bird >= P.birdCount) return;
    bool starling = uStarling != 0u;
    bool metric = !starling && P.neighbourMode == uint(MURMUR_MODE_METRIC);
    int k = starling ? int(P.starlingK) : int(P.topologicalK);
    int room = metric ? MURMUR_CLOSE_UP_MAX : min(k, MURMUR_CLOSE_UP_MAX);
    float reach = metric ? P.metricRadius : P.topoMaxDistance;
    if (starling)
        reach = (P.starlingParts & MURMUR_STARLING_ADAPTIVE_RANGE) != 0u ? starlings[bird].readPerception
                                                                        : P.starlingNoRange;
    bool seeing = starling && (P.starlingParts & MURMUR_STARLING_VISION) != 0u;
    float reachSq = reach * reach;
    vec3 p = stateRead[bird].positionEdge.xyz;
    vec3 forward = stateRead[bird].headingFear.xyz;
    uint total = 0u;
    for (uint j = 0u; j < P.birdCount && room > 0; ++j) {
        if (j == bird) continue;
        vec3 q = stateRead[j].positionEdge.xyz;
        float d2 = distanceSq(q, p);
        if (d2 > reachSq) continue;
        if (seeing && !seesWithin(forward, q - p, d2)) continue;
        ++total;
        offer(d2, j, room);
    }
    closeUp.total = metric ? total : uint(nearCount);
    closeUp.listed = uint(nearCount);
    closeUp.speed = speedNow[bird];
    closeUp.pad0 = 0u;
    closeUp.previous = stateRead[bird].positionEdge;
    closeUp.positionEdge = stateNow[bird].positionEdge;
    closeUp.headingFear = stateNow[bird].headingFear;
    for (int n = 0; n < nearCount; ++n) {
        uint j = nearIndex[n];
        closeUp.neighbours[n] = GpuCloseUpNeighbour(stateRead[j].positionEdge, stateNow[j].positionEdge, j,
                                                    nearDistSq[n], 0u, 0u);
    }
}
