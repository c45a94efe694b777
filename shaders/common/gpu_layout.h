// gpu_layout.h - the one definition of the GPU simulation's data layout, read by C++ and GLSL.
//
// C++ includes it through src/gl/gpu_layout.hpp (which supplies uint, vec3, vec4 as
// std::uint32_t and glm types, and static_asserts every size and offset); GLSL through the
// shader loader's #include. Only #defines and plain structs, written so both languages read
// them the same: every member is a 4-byte scalar, a vec3 followed by a 4-byte scalar, a
// vec4, or a double, so std140 / std430 and the C++ layout coincide. (GpuSimParams is
// declared from field lists, its members aligned in C++ as std140 does: see there.)
#ifndef MURMUR_GPU_LAYOUT_H
#define MURMUR_GPU_LAYOUT_H

// --- workgroup sizes -------------------------------------------------------------------
#define MURMUR_BIRD_GROUP 128      // per-bird passes (step, keys, sort, clusters)
#define MURMUR_REDUCE_GROUP 128    // reductions (bounds, metrics)
#define MURMUR_SCAN_GROUP 256      // scan: threads per block
#define MURMUR_SCAN_PER_THREAD 4   // scan: elements per thread
#define MURMUR_SCAN_BLOCK 1024     // = MURMUR_SCAN_GROUP * MURMUR_SCAN_PER_THREAD
#define MURMUR_FILL_GROUP 256      // buffer clears
#define MURMUR_MAX_GROUPS_X 65535  // dispatches wider than this go 2D (GL's guaranteed minimum)

// --- debug neighbour lists: per bird, the count then up to this many bird indices -------
// At least kMaxTopologicalK (include/murmur/model/params.hpp): src/gl/sim_programs.hpp checks.
#define MURMUR_DEBUG_MAX_NEIGHBOURS 64
#define MURMUR_DEBUG_STRIDE 65  // 1 + MURMUR_DEBUG_MAX_NEIGHBOURS

// --- the inspector's close-up of one bird: at most this many neighbours listed -----------
// = kCloseUpMaxNeighbours (include/murmur/model/bird_close_up.hpp): src/gl/gpu_layout.hpp checks.
#define MURMUR_CLOSE_UP_MAX 64
// Its search in passes (close_up.comp), so that no invocation loops long: llvmpipe ends a
// shader invocation's loops after 65535 iterations in all. The first pass lists the nearest
// of this many birds per invocation, each later one merges this many lists into one.
#define MURMUR_CLOSE_UP_CHUNK 32
#define MURMUR_CLOSE_UP_MERGE 8
#define MURMUR_CLOSE_UP_GROUP 64  // invocations per group

// --- indirect dispatch slots (one uvec4 each: x, y, z groups, unused) ------------------
#define MURMUR_ARGS_FILL_SCAN 0   // clear the scan's scanCount elements
#define MURMUR_ARGS_SCAN_LEVEL 1  // + level: blocks of scan level `level`
#define MURMUR_MAX_SCAN_LEVELS 6  // 1024^6 elements: more than any buffer
#define MURMUR_ARGS_COUNT 8

// --- neighbour modes (SimParams::neighbourMode) ----------------------------------------
#define MURMUR_MODE_TOPOLOGICAL 0
#define MURMUR_MODE_METRIC 1

// --- the starling model's parts (GpuSimParams::starlingParts bits) -----------------------
#define MURMUR_STARLING_VISION 1u
#define MURMUR_STARLING_FLIGHT 2u
#define MURMUR_STARLING_ROOST 4u
#define MURMUR_STARLING_ADAPTIVE_RANGE 8u

// --- obstacle shapes (ObstacleShape, obstacle_shapes.hpp) ---------------------------------
#define MURMUR_OBSTACLE_SPHERE 0
#define MURMUR_OBSTACLE_BOX 1
#define MURMUR_OBSTACLE_CYLINDER 2

// --- the roost at dusk: each bird's own start is drawn with this reserved step counter
// (kDescentStartStep, include/murmur/model/random.hpp: src/gl/gpu_layout.hpp checks) -------
#define MURMUR_DESCENT_START_STEP 0xfffffffau

// --- bindings: shader storage blocks ------------------------------------------------------
#define MURMUR_BIND_STATE_IN 0          // BirdInstance[], step t, bird order
#define MURMUR_BIND_STATE_OUT 1         // BirdInstance[], step t + 1, bird order
#define MURMUR_BIND_SPEED_OUT 2         // float[], bird order: step t's, replaced in place by t + 1's
#define MURMUR_BIND_SORTED 3            // SortedBird[], slot (cell) order
#define MURMUR_BIND_CELL_START 4        // uint[]: counts per cell, scanned into cell starts
#define MURMUR_BIND_KEYS 5              // uint[]: cell key per bird (or per element in a sort)
#define MURMUR_BIND_RANKS 6             // uint[]: arrival rank within the cell (atomics)
#define MURMUR_BIND_ORDER 7             // uint[]: slot -> bird, stable
#define MURMUR_BIND_SCATTER 8           // uint[]: slot -> bird, arrival order
#define MURMUR_BIND_GRID_INFO 9         // GpuGridInfo
#define MURMUR_BIND_BOUNDS 10           // GpuBounds
#define MURMUR_BIND_DISPATCH 11         // uvec4[MURMUR_ARGS_COUNT] indirect dispatch args
#define MURMUR_BIND_SCAN_DATA 12        // uint[]: the level being scanned
#define MURMUR_BIND_SCAN_SUMS 13        // uint[]: its block totals (the next level)
#define MURMUR_BIND_SCAN_COUNT 14       // uint: first word = element count of level 0
#define MURMUR_BIND_PARTIALS 15         // GpuPartialSums[]: one per reduction group
#define MURMUR_BIND_METRICS 16          // GpuMetricSums
#define MURMUR_BIND_CLUSTER_PARENT 17   // uint[]: union-find parent per bird
#define MURMUR_BIND_CLUSTER_SIZE 18     // uint[]: component size per root
#define MURMUR_BIND_CLUSTER_SUMMARY 19  // GpuClusterSummary
#define MURMUR_BIND_DEBUG 20            // uint[]: debug neighbour lists
#define MURMUR_BIND_PROBE_IN 21         // test kernels only
#define MURMUR_BIND_PROBE_OUT 22
#define MURMUR_BIND_CLOSE_UP 23  // GpuCloseUp: the inspector's one bird (close_up.comp)
#define MURMUR_BIND_STARLING 24         // GpuStarlingBird[], bird order: read and written in place
#define MURMUR_BIND_STARLING_TRAITS 25  // GpuStarlingTraits[], bird order (starlingTraits, from the CPU)
#define MURMUR_BIND_GUSTS 26            // GpuGustMode[P.gustCount]: the step's gust field (gustField, from the CPU)
#define MURMUR_BIND_OBSTACLES 27        // GpuObstacle[P.obstacleCount] (SimParams::obstacles, from the CPU)
#define MURMUR_BIND_OBSTACLE_BINS 28    // uint[]: the obstacles' bins (ObstacleField: starts, then items)
#define MURMUR_BIND_HAWKS 29            // vec4[P.hawkOthers]: the hawks in the sky after the first
#define MURMUR_BIND_KTH_SAMPLE 30       // float[]: every uKthStride-th bird's k-th squared distance (density cells)
#define MURMUR_BIND_CLOSE_UP_LISTS 31   // uvec2[]: close_up.comp's partial lists of (squared distance bits, bird)

// The grid's blocks (GpuGridInfo): at most this many along each axis, so a search can walk
// every block within llvmpipe's loop limit (65,535 iterations an invocation, in all).
#define MURMUR_GRID_BLOCKS_PER_AXIS 16
#define MURMUR_GRID_MAX_BLOCKS (MURMUR_GRID_BLOCKS_PER_AXIS * MURMUR_GRID_BLOCKS_PER_AXIS * MURMUR_GRID_BLOCKS_PER_AXIS)
// uniform blocks
#define MURMUR_UBO_PARAMS 0  // GpuSimParams

// --- the parameter block: GpuSimParams, uniform block MURMUR_UBO_PARAMS (std140) -------
//
// Adding a SimParams field that reaches the GPU is one line in MURMUR_GPU_PARAM_FIELDS
// (plus its default in params.hpp).
//
// The block is made from two lists of X(type, name), type a GLSL name (uint, int, float,
// vec3, vec4). From them come the struct below in both languages, the copy from SimParams
// in makeGpuSimParams (src/gl/gpu_params.cpp), the offset checks of gpu_layout.hpp, and
// the tests that every member arrives and reads back from a shader where C++ wrote it
// (tests/gl/gpu_params_test.cpp).
// C++ aligns each member as std140 does (MURMUR_STD140_ALIGN, from gpu_layout.hpp), so the
// order within a list is free: a vec3 takes 12 bytes on a 16-byte boundary in both
// languages, and a scalar after it fills its fourth word. (No bool: 4 bytes in GLSL, 1 in
// C++; gpu_layout.hpp accepts only the types above.) Comments inside the lists must be
// /* */: a // comment would swallow the line continuation.

// Plain copies: SimParams fields the GPU reads as they are, in SimParams' order. Each name is
// the SimParams field's name and each type its type (gpu_params.cpp checks both); the copy
// is generated, g.name = params.name.
#define MURMUR_GPU_PARAM_FIELDS(X) \
    X(float, metricRadius)         \
    X(float, cohesionWeight)       \
    X(float, alignmentWeight)      \
    X(float, separationWeight)     \
    X(uint, seed)                  \
    X(vec3, skyRadii)              \
    X(vec3, wind)                  \
    X(float, topoMaxDistance)      \
    X(float, cellSize)             \
    X(float, cohesionClamp)        \
    X(float, cohesionGain)         \
    X(float, alignmentGain)        \
    X(float, separationRange)      \
    X(float, separationGain)       \
    X(float, roostGain)            \
    X(float, outsideGain)          \
    X(float, fleeRange)            \
    X(float, fleeWeight)           \
    X(float, fearDecay)            \
    X(float, fearContagion)        \
    X(float, jitter)               \
    X(float, maxTurn)              \
    X(float, baseSpeed)            \
    X(float, fearSpeedup)          \
    X(float, clusterLinkDistance)  \
    X(float, edgeScale)            \
    X(float, edgeSmoothing)        \
    X(float, starlingTimeStep)     \
    X(float, starlingBodyMass)     \
    X(float, starlingLiftDrag)     \
    X(float, starlingSpeedTime)    \
    X(float, starlingRollIn)       \
    X(float, starlingRollOut)      \
    X(float, starlingMaxRollRate)  \
    X(float, starlingMinSpeed)     \
    X(float, starlingMaxSpeed)     \
    X(float, starlingPartners)     \
    X(float, starlingMaxPerception) \
    X(float, starlingRangeLerp)    \
    X(float, starlingHardCore)     \
    X(float, starlingSeparationRadius) \
    X(float, starlingSeparationSigma)  \
    X(float, starlingSeparationForce)  \
    X(float, starlingAlignmentForce)   \
    X(float, starlingCohesionForce)    \
    X(float, starlingNoiseForce)       \
    X(float, starlingMaxForce)         \
    X(float, starlingRoostRadius)      \
    X(float, starlingRoostHorizontal)  \
    X(float, starlingRoostVertical)    \
    X(float, starlingAltitudeBand)     \
    X(float, obstacleLookahead)        \
    X(float, obstacleClearance)        \
    X(float, obstacleWeight)           \
    X(float, descentFollow)            \
    X(float, descentWeight)            \
    X(float, roostLandingRadius)

// Not plain copies: filled by hand in makeGpuSimParams (src/gl/gpu_params.cpp), which must
// set every one (the tests check that none stays 0). The backend's counters, SimParams
// fields converted or clamped, values computed from several fields, model constants, the
// hawk and the debug switch. First in the block, so their offsets stay put as the list of
// plain copies grows.
#define MURMUR_GPU_DERIVED_FIELDS(X)                                                        \
    X(uint, birdCount)       /* the flock on the GPU (not SimParams::birdCount) */          \
    X(uint, step)            /* the step being read (t); the jitter's counter */            \
    X(uint, neighbourMode)   /* SimParams::neighbourMode as MURMUR_MODE_* */                \
    X(uint, topologicalK)    /* SimParams::topologicalK clamped to 0 .. kMaxTopologicalK */ \
    X(uint, clusterMinSize)  /* clusterMinSize(params, birdCount) */                        \
    X(float, maxGridCells)   /* kMaxGridCells (exact in a float: a power of two) */         \
    X(uint, debugNeighbours) /* 1: the step writes every bird's neighbour list */           \
    X(uint, hawkInSky)       /* 1 while a hawk flies */                                     \
    X(vec3, hawkPosition)    /* HawkView::position */                                       \
    X(uint, hawkOthers)      /* HawkView::otherCount: more hawks in MURMUR_BIND_HAWKS */    \
    X(uint, starlingParts)   /* the starling model's switches as MURMUR_STARLING_* bits */  \
    X(uint, starlingK)       /* most partners: kStarlingMaxPartners, or topologicalK */     \
    X(float, starlingWeight) /* m g, N, as the CPU multiplies it */                         \
    X(float, starlingFloor)  /* groundHeight + kGroundClearance, m */                       \
    X(float, starlingMaxBank)    /* kStarlingMaxBank, rad */                                \
    X(float, starlingBlindLimit) /* ViewCone::blindBehind's limit, -cos(blind angle / 2) */ \
    X(float, starlingBlindLimitSq) /* ... and its square */                                 \
    X(float, starlingNoRange)      /* kStarlingNoRange: the range without the adaptive one */ \
    X(uint, gustCount)             /* GustField::count: the modes in MURMUR_BIND_GUSTS */     \
    X(uint, obstacleCount)         /* obstacles in MURMUR_BIND_OBSTACLES (0: none) */         \
    X(uint, obstacleBinsX)         /* ObstacleField::binsX (0: no bins) */                    \
    X(uint, obstacleBinsZ)         /* ObstacleField::binsZ */                                 \
    X(float, obstacleBinsPerUnit)  /* ObstacleField::binsPerUnit (1 / its bins' side) */       \
    X(float, obstacleOriginX)      /* ObstacleField::origin.x: bin (0, 0)'s lower corner */   \
    X(float, obstacleOriginZ)      /* ObstacleField::origin.z */                              \
    X(float, obstacleSkin)         /* kObstacleSkin */                                        \
    X(uint, descentStep)           /* SimParams::descentStep (0: no dusk) */                  \
    X(uint, descentSpread)         /* SimParams::descentSpread */                             \
    X(float, roostGroundY)         /* roostGroundY: the roost's centre is (0, this, 0) */    \
    X(float, roostBedTop)          /* settlesAt's top: roostGroundY + kRoostBedHeight * r */ \
    X(uint, flockCount)            /* SimParams::flockCount (1: one flock, the model) */      \
    X(float, flockRing)            /* flockRingRadius: the homes' ring (0: one flock) */

#ifndef MURMUR_STD140_ALIGN
#define MURMUR_STD140_ALIGN(type)  // GLSL lays the block out by itself
#endif
#define MURMUR_GPU_DECLARE_FIELD(type, name) MURMUR_STD140_ALIGN(type) type name;

// Every model constant of SimParams the GPU reads, plus the step's counters and the hawk.
struct GpuSimParams {
    MURMUR_GPU_DERIVED_FIELDS(MURMUR_GPU_DECLARE_FIELD)
    MURMUR_GPU_PARAM_FIELDS(MURMUR_GPU_DECLARE_FIELD)
};

// A bird in cell order: the "coherent grid" copy the step reads (std430, 32 bytes).
struct SortedBird {
    vec3 position;
    uint index;  // the bird's own index: tie-break, random counter, output slot
    vec3 heading;
    float fear;
};

// A starling's own state beside its BirdInstance (std430, 32 bytes; FlockState's flight
// arrays): read and written only by the bird itself, so the step updates it in place.
struct GpuStarlingBird {
    vec3 steering;          // the force decided last, N
    float perception;       // the adaptive perception radius, m
    float bank;             // roll angle, rad
    float readPerception;   // the radius the last step searched with (the inspector's close-up)
    uint pad0;
    uint pad1;
};

// One mode of the gust field at this step (GustMode, gusts.hpp; std430, 32 bytes).
struct GpuGustMode {
    vec3 wavevector;
    float phase;
    vec3 amplitude;
    float pad;
};

// One obstacle (Obstacle, obstacle_shapes.hpp; std430, 32 bytes).
struct GpuObstacle {
    vec3 at;     // sphere and box: the centre; cylinder: its base's centre
    uint shape;  // MURMUR_OBSTACLE_*
    vec3 size;   // sphere: radius; box: width, height, depth; cylinder: radius, height
    float pad;
};

// What a starling is (starlingTraits), drawn on the CPU (std430, 16 bytes).
struct GpuStarlingTraits {
    float cruiseSpeed;  // m/s
    uint reactionSteps;
    uint phase;
    uint pad0;
};

// The grid of this step, computed on the GPU from the bounds (std430, 64 bytes). After it in
// its buffer: one word per block of blockEdge^3 cells, 1 where a bird is filed (the far
// search skips empty space by blocks: topological_search.glsl).
struct GpuGridInfo {
    uint scanCount;  // cellCount + 1: what the scan covers (first word: the scan reads it)
    uint cellCount;
    uint birdCount;
    uint valid;      // 1 once grid_setup has run
    vec3 origin;     // the lower corner of cell (0, 0, 0)
    float cellSize;  // the actual edge (>= the nominal one)
    int dimsX;
    int dimsY;
    int dimsZ;
    float slack;  // the ring bound's rounding slack
    int blockEdge;  // cells along a block's edge: at most MURMUR_GRID_BLOCKS_PER_AXIS blocks a side
    int blocksX;
    int blocksY;
    int blocksZ;
};

// Bounding box as order-preserving integer codes of floats, for atomicMin / atomicMax.
struct GpuBounds {
    uint lo[4];
    uint hi[4];
};

// One reduction group's sums; heading.w carries the distance sum in the second phase.
struct GpuPartialSums {
    vec4 heading;
    vec4 position;
};

// The whole flock's sums, in double (std430).
struct GpuMetricSums {
    double headingX;
    double headingY;
    double headingZ;
    double positionX;
    double positionY;
    double positionZ;
    double distance;
    double birds;
};

struct GpuClusterSummary {
    uint count;    // components with at least clusterMinSize birds
    uint largest;  // birds in the largest component
    uint pad0;
    uint pad1;
};

// One neighbour of the inspected bird (std430, 48 bytes).
struct GpuCloseUpNeighbour {
    vec4 previous;  // its positionEdge in the state the last step read (t - 1)
    vec4 current;   // ... and at step t
    uint index;
    float distSq;  // in the state the step read
    uint pad0;
    uint pad1;
};

// The inspected bird and the neighbours the last step read for it (std430): close_up.comp
// writes it, the backend reads back its header and the neighbours it lists, nothing else.
struct GpuCloseUp {
    uint total;   // neighbours the rule found
    uint listed;  // of them in neighbours[], nearest first: min(total, MURMUR_CLOSE_UP_MAX)
    float speed;  // at step t
    uint pad0;
    vec4 previous;      // its positionEdge at t - 1
    vec4 positionEdge;  // at step t
    vec4 headingFear;   // at step t
    GpuCloseUpNeighbour neighbours[MURMUR_CLOSE_UP_MAX];
};

#endif
