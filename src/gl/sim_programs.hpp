// sim_programs.hpp - every compute program of the GPU simulation, compiled once per context.
//
// One program per file of shaders/sim/ (the two steps, the seed model's and the starling
// model's, each in a few variants by the largest k it keeps in registers). Built together so a broken shader is
// reported when the backend is created, never halfway through a run.
#pragma once

#include <algorithm>
#include <array>
#include <memory>
#include <string>

#include "gl_handles.hpp"
#include "gpu_layout.hpp"
#include "murmur/model/params.hpp"
#include "murmur/model/result.hpp"
#include "shader_sources.hpp"

namespace murmur::gl {

// The capacities of the topological step variants; a k uses the smallest that holds it.
inline constexpr std::array<int, 4> kStepCapacities = {8, 16, 32, 64};

// Tied to the model's kMaxTopologicalK, so neither can change without the other. The step
// clamps k to its variant's MURMUR_TOPO_CAPACITY: a largest variant below the largest k
// would quietly use fewer neighbours than the CPU, one above it would be a variant no k uses.
static_assert(std::is_sorted(kStepCapacities.begin(), kStepCapacities.end()) && kStepCapacities.front() >= 1,
              "stepFor takes the first capacity that holds k: ascending");
static_assert(kStepCapacities.back() == kMaxTopologicalK, "the largest step variant holds exactly the largest k");
// The step writes a topological list into the debug lists without a bound check (only
// metric lists may overflow, and are marked): the room holds any k.
static_assert(MURMUR_DEBUG_MAX_NEIGHBOURS >= kStepCapacities.back() && MURMUR_DEBUG_MAX_NEIGHBOURS >= kMaxTopologicalK,
              "a debug neighbour list holds the largest topological list whole");

static_assert(kStarlingMaxPartners <= kStepCapacities.back() && kStarlingMaxPartners <= MURMUR_DEBUG_MAX_NEIGHBOURS,
              "a starling's partners fit the largest step variant and a debug list");

struct SimPrograms {
    Program gridBounds, gridSetup, gridKeys, gridGather;
    Program scanSetup, fillWords, scanBlocks, scanAdd;
    Program sortCount, sortScatter, sortStabilize;
    std::array<Program, kStepCapacities.size()> step;
    std::array<Program, kStepCapacities.size()> starlingStep;
    Program metricsSum, metricsFinal;
    Program clusterInit, clusterLink, clusterCount, clusterLabel;
    Program closeUp;  // the inspector's one bird

    // The step variant for this k (metric mode: any; the first).
    const Program& stepFor(int k) const;
    // The starling step variant for at most k partners.
    const Program& starlingStepFor(int k) const;
};

// The sources the simulation compiles from: the embedded common/ and sim/ files.
ShaderSources simShaderSources();

// Compiles them all in the current context: the programs, or an error naming file and line
// of the first that fails.
Result<std::unique_ptr<SimPrograms>> buildSimPrograms(const ShaderSources& sources);

}  // namespace murmur::gl
