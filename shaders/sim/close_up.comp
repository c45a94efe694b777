#version 430
// close_up.comp - the inspector's one bird (include/murmur/model/bird_close_up.hpp, closeUpOf, on the
// GPU): its state at the last two steps and the neighbours the last step read for it, found
// again by brute force over that step's input by the model's rule (the k nearest within
// topoMaxDistance, or everyone within metricRadius), nearest first, ties to the lower index.
// Brute force and the step's grid search give the same sets. For a starling flock (uStarling)
// the partners are the starling step's: the nearest it could see, within the radius the step
// searched with (starlingPartners). It runs for one bird, at most once a step, and spares
// reading the flock back.
//
// In passes (GpuBackend::closeUp), so that no invocation loops over the whole flock:
//   uPass 0: each invocation lists the uRoom nearest of MURMUR_CLOSE_UP_CHUNK birds, sorted
//            by (squared distance, index), and counts what the rule finds into closeUp.total;
//   uPass 1: each merges MURMUR_CLOSE_UP_MERGE lists into one, until one is left;
//   uPass 2: one invocation writes the close-up from that list.
// A list is uRoom entries (squared distance's bits, bird), the unused ones kEmpty. Squared
// distances are never negative, so their bits order as they do.
#include "../common/gpu_layout.h"
#include "../common/bird_instance.glsl"
layout(local_size_x = MURMUR_CLOSE_UP_GROUP) in;
#include "../common/invocation.glsl"  // (after the group size it reads)

layout(std140, binding = MURMUR_UBO_PARAMS) uniform ParamsBlock { GpuSimParams P; };
layout(std430, binding = MURMUR_BIND_GRID_INFO) readonly buffer GridInfoBlock { GpuGridInfo G; };
layout(std430, binding = MURMUR_BIND_STATE_IN) readonly buffer StateRead { BirdInstance stateRead[]; };
layout(std430, binding = MURMUR_BIND_STATE_OUT) readonly buffer StateNow { BirdInstance stateNow[]; };
layout(std430, binding = MURMUR_BIND_SPEED_OUT) readonly buffer SpeedNow { float speedNow[]; };
layout(std430, binding = MURMUR_BIND_CLOSE_UP) buffer CloseUpOut { GpuCloseUp closeUp; };
layout(std430, binding = MURMUR_BIND_STARLING) readonly buffer Starlings { GpuStarlingBird starlings[]; };
layout(std430, binding = MURMUR_BIND_CLOSE_UP_LISTS) buffer Lists { uvec2 lists[]; };

uniform uint uBird;
uniform uint uStarling;  // 1: a starling flock, whose starlings[] are bound
uniform uint uPass;      // 0, 1 or 2 (above)
uniform uint uRoom;      // entries a list keeps: min(k, MURMUR_CLOSE_UP_MAX), or that maximum in metric mode
uniform uint uItems;     // pass 0: birds; pass 1: the lists read
uniform uint uFrom;      // the entry the lists read start at
uniform uint uTo;        // the entry the lists written start at

#include "../common/grid.glsl"
#include "view_cone.glsl"

const uvec2 kEmpty = uvec2(0xffffffffu);

bool before(uvec2 a, uvec2 b) {
    return a.x < b.x || (a.x == b.x && a.y < b.y);
}

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

// Pass 0: the nearest of one chunk of birds.
void listChunk(uint chunk) {
    uint bird = uBird;
    bool starling = uStarling != 0u;
    bool metric = !starling && P.neighbourMode == uint(MURMUR_MODE_METRIC);
    int room = int(uRoom);
    float reach = metric ? P.metricRadius : P.topoMaxDistance;
    if (starling)
        reach = (P.starlingParts & MURMUR_STARLING_ADAPTIVE_RANGE) != 0u ? starlings[bird].readPerception
                                                                        : P.starlingNoRange;
    bool seeing = starling && (P.starlingParts & MURMUR_STARLING_VISION) != 0u;
    float reachSq = reach * reach;
    vec3 p = stateRead[bird].positionEdge.xyz;
    vec3 forward = stateRead[bird].headingFear.xyz;
    uint found = 0u;
    uint end = min(uItems, (chunk + 1u) * uint(MURMUR_CLOSE_UP_CHUNK));
    for (uint j = chunk * uint(MURMUR_CLOSE_UP_CHUNK); j < end; ++j) {
        if (j == bird) continue;
        vec3 q = stateRead[j].positionEdge.xyz;
        float d2 = distanceSq(q, p);
        if (!(d2 <= reachSq)) continue;  // (as closeUpOf: a NaN is no neighbour)
        if (seeing && !seesWithin(forward, q - p, d2)) continue;
        ++found;
        offer(d2, j, room);
    }
    if (found > 0u) atomicAdd(closeUp.total, found);
    uint at = uTo + chunk * uRoom;
    for (int n = 0; n < room; ++n)
        lists[at + uint(n)] = n < nearCount ? uvec2(floatBitsToUint(nearDistSq[n]), nearIndex[n]) : kEmpty;
}

// Pass 1: lists first .. first + MURMUR_CLOSE_UP_MERGE - 1 (those there are) into list `list`.
void mergeLists(uint list) {
    uint first = list * uint(MURMUR_CLOSE_UP_MERGE);
    uint count = min(uint(MURMUR_CLOSE_UP_MERGE), uItems - first);
    uint heads[MURMUR_CLOSE_UP_MERGE];
    for (uint m = 0u; m < count; ++m) heads[m] = 0u;
    for (uint n = 0u; n < uRoom; ++n) {
        uvec2 best = kEmpty;
        uint from = 0u;
        for (uint m = 0u; m < count; ++m) {
            if (heads[m] == uRoom) continue;
            uvec2 e = lists[uFrom + (first + m) * uRoom + heads[m]];
            if (before(e, best)) {
                best = e;
                from = m;
            }
        }
        if (best != kEmpty) ++heads[from];
        lists[uTo + list * uRoom + n] = best;
    }
}

// Pass 2: the close-up from the one list left.
void writeCloseUp() {
    uint bird = uBird;
    bool metric = uStarling == 0u && P.neighbourMode == uint(MURMUR_MODE_METRIC);
    uint listed = 0u;
    for (uint n = 0u; n < uRoom; ++n) {
        uvec2 e = lists[uFrom + n];
        if (e == kEmpty) break;
        uint j = e.y;
        closeUp.neighbours[n] =
            GpuCloseUpNeighbour(stateRead[j].positionEdge, stateNow[j].positionEdge, j, uintBitsToFloat(e.x), 0u, 0u);
        ++listed;
    }
    if (!metric) closeUp.total = listed;
    closeUp.listed = listed;
    closeUp.speed = speedNow[bird];
    closeUp.pad0 = 0u;
    closeUp.previous = stateRead[bird].positionEdge;
    closeUp.positionEdge = stateNow[bird].positionEdge;
    closeUp.headingFear = stateNow[bird].headingFear;
}

void main() {
    if (uBird >= P.birdCount) return;
    uint i = linearInvocation();
    if (uPass == 0u) {
        if (i * uint(MURMUR_CLOSE_UP_CHUNK) < uItems) listChunk(i);
    } else if (uPass == 1u) {
        if (i * uint(MURMUR_CLOSE_UP_MERGE) < uItems) mergeLists(i);
    } else if (i == 0u) {
        writeCloseUp();
    }
}
