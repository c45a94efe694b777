// field_measures.hpp - the flock measured the way field studies measured real starlings.
//
// What is here: the measures of docs/field_data.md, each on the largest cluster (the
// "closer than clusterLinkDistance" component of metrics.hpp) unless its comment says
// otherwise, with no GL and no per-call allocation once the caller's FieldScratch has grown
// to the flock's size:
// - nearest-neighbour distance (NND): mean, median and a histogram, in model units and in
//   units of the separation range (the model's hard core: birds closer than it repel);
// - border vs interior: a stated neighbourhood criterion (below) and each side's mean NND;
// - shape: the principal axes of the inertia (second-moment) tensor, their ratios, and how
//   the thinnest axis and the mean velocity sit against the vertical;
// - the connected correlation C(r) of velocity fluctuations, its first zero xi and the
//   flock's linear size L (its largest inter-bird distance); the same for the fluctuations
//   of each bird's speed about the mean speed (xi_sp);
// - opacity: the share of the flock's projected footprint that birds cover, seen from
//   below and from the side;
// - interaction partners: how many neighbours each bird of the whole flock uses this step.
// Not here: the published values and the agree / disagree verdicts (field_reference.hpp).
//
// Every sum runs in bird order in double precision: the same state gives the same numbers.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "murmur/model/flock_state.hpp"
#include "murmur/model/grid.hpp"
#include "murmur/model/neighbours.hpp"
#include "murmur/model/params.hpp"

namespace murmur {

// --- the criteria and resolutions, named once ---

// Border criterion (a simple, local test; the STARFLAG papers used alpha shapes, whose
// parameters docs/field_data.md could not find): a bird is on the border when the centroid
// of the birds within kBorderRadiusInNnd mean NNDs of it is offset from it by more than
// kBorderOffsetFrac of that radius. Deep inside, the ball is evenly filled and the offset
// is near 0; on a flat face the ball is half empty and the offset is 3/8 of the radius.
inline constexpr float kBorderRadiusInNnd = 2.5f;
inline constexpr float kBorderOffsetFrac = 0.25f;
inline constexpr int kBorderCellsPerRadius = 2;  // the search grid's cells per ball radius

// NND histogram: bins of kNndBinWidth separation ranges from 0; the last bin takes the rest.
inline constexpr int kNndBins = 16;
inline constexpr float kNndBinWidth = 0.125f;

// Opacity: each bird hides one square cell of edge kSilhouetteInSeparationRanges x the
// separation range. Mapping the separation range to the wingspan (the field's hard core,
// 0.4 m) and a starling's silhouette to wingspan x body length (0.4 m x 0.2 m, Ballerini
// et al. 2008) gives a square of the same area: sqrt(0.4 * 0.2) / 0.4 = 0.707 wingspans.
inline constexpr float kSilhouetteInSeparationRanges = 0.707f;
// Projected grids larger than this grow their cell instead (birds thrown far apart).
inline constexpr std::int64_t kMaxOpacityCells = std::int64_t{1} << 22;

// Partner histogram: 0 .. kPartnerBins - 1 neighbours; the last bin takes the rest.
inline constexpr int kPartnerBins = 32;

struct FieldOptions {
    int correlationBins = 40;     // C(r) bins over [0, the cluster's bounding-box diagonal]
    int correlationMaxBirds = 0;  // > 0: C(r) uses every ceil(n / this)-th bird (O(n^2) pairs)
};

struct NearestNeighbourStats {
    int birds = 0;                          // birds measured (>= 2, or everything below is 0)
    float mean = 0.0f;                      // model units
    float median = 0.0f;                    // model units
    float meanInSeparation = 0.0f;          // mean / separation range
    std::array<int, kNndBins> histogram{};  // in units of the separation range (kNndBinWidth wide)
};

struct BorderStats {
    int borderBirds = 0;
    int interiorBirds = 0;
    float borderMeanNnd = 0.0f;    // model units; 0 with no border birds
    float interiorMeanNnd = 0.0f;  // model units; 0 with no interior birds
    // borderMeanNnd / interiorMeanNnd: < 1 means the border is packed more tightly. 0 when
    // either side is empty.
    float nndRatio = 0.0f;
};

struct ShapeStats {
    // The principal axes, thinnest first: extent = sqrt(12 x variance along the axis), so a
    // uniformly filled box gives back its side lengths.
    float thickness = 0.0f, width = 0.0f, length = 0.0f;
    float widthRatio = 0.0f;               // width / thickness (field: I2 / I1)
    float lengthRatio = 0.0f;              // length / thickness (field: I3 / I1)
    glm::vec3 thinAxis{0.0f, 1.0f, 0.0f};  // unit
    float thinAxisVertical = 0.0f;         // |thinAxis . up|: 1 = the flock lies flat
    float velocityVertical = 0.0f;         // |mean velocity . up| / |mean velocity|: 0 = level flight
    float polarization = 0.0f;             // |mean heading| in [0, 1], of the cluster
    // |mean velocity|: the centre of mass's speed (Cavagna 2010's flock speed); m/s for the
    // starling model, model units per step for the seed model.
    float flockSpeed = 0.0f;
};

struct CorrelationStats {
    float binWidth = 0.0f;    // model units
    std::vector<float> c;     // C(r) per bin, normalised so that C(0) ~ 1; 0 in empty bins
    std::vector<int> pairs;   // pairs per bin
    float linearSize = 0.0f;  // L: the largest distance between two measured birds
    // The first zero of C(r), interpolated between bin centres; 0 when C is <= 0 already in
    // the first filled bin (uncorrelated at the resolution of the bins).
    float xi = 0.0f;
    bool hasZero = false;  // false: C(r) stays positive, or the birds do not fluctuate (xi is 0)
    int birds = 0;         // birds in the pair sums
};

struct OpacityStats {
    float fromBelow = 0.0f;  // covered / footprint on the ground plane (x, z)
    float fromSide = 0.0f;   // the same on the vertical plane along the mean heading
    float cellSize = 0.0f;   // the silhouette cell actually used
};

struct PartnerStats {
    float mean = 0.0f;
    float stddev = 0.0f;
    int min = 0, max = 0;
    std::array<int, kPartnerBins> histogram{};
};

struct FieldMeasures {
    bool inMetres = false;  // the starling model's flock: lengths in metres, so NND and L compare too
    int flockBirds = 0;
    int clusterBirds = 0;  // the largest cluster, which every measure but partners uses
    NearestNeighbourStats nnd;
    BorderStats border;
    ShapeStats shape;
    CorrelationStats correlation;
    // C(r) of the speed fluctuations: no zero (hasZero false) when every bird flies at one
    // speed, as the seed model's unafraid birds do.
    CorrelationStats speedCorrelation;
    OpacityStats opacity;
    PartnerStats partners;
};

// Buffers the measures reuse: they grow to the largest flock seen and are then kept.
struct FieldScratch {
    UniformGrid grid;
    std::vector<std::uint32_t> labels;
    std::vector<std::uint32_t> componentSize;
    std::vector<glm::vec3> position;  // the largest cluster's birds
    std::vector<glm::vec3> velocity;  // heading x speed, same order
    std::vector<glm::vec3> speed;     // (speed, 0, 0), same order: the speed correlation's input
    std::vector<float> nnd;
    std::vector<float> sortedNnd;
    std::vector<std::uint8_t> border;
    std::vector<Neighbour> neighbours;
    std::vector<double> pairSum;
    std::vector<std::uint8_t> cells;
    std::vector<glm::vec2> hullPoints;
    std::vector<glm::vec2> hull;
};

// --- each measure on its own (the tests build inputs with known answers) ---

// The largest cluster's birds (ties: the one with the lowest bird index) into
// scratch.position, .velocity (heading x speed) and .speed (as measureField measures them).
void gatherLargestCluster(const SimParams& world, const FlockState& state, FieldScratch& scratch);
// The length the NND is counted in and the silhouettes are sized by: the separation range,
// or a starling's wingspan (kStarlingWingspan) for the starling model's flock in flight.
float silhouetteSeparation(const SimParams& world, const FlockState& state);

// Each bird's distance to its nearest other bird (out[i]); maxDistance bounds the search
// (0 where nothing is that near). grid is rebuilt here.
void nearestNeighbourDistances(std::span<const glm::vec3> positions, float cellSize, float maxDistance,
                               UniformGrid& grid, std::vector<float>& out);
NearestNeighbourStats summariseNnd(std::span<const float> nnd, float separationRange, std::vector<float>& sorted);

// The border criterion above; border[i] = 1 on the border. Needs each bird's NND.
BorderStats classifyBorder(std::span<const glm::vec3> positions, std::span<const float> nnd, FieldScratch& scratch);

ShapeStats measureShape(std::span<const glm::vec3> positions, std::span<const glm::vec3> velocities);

// C(r) of u_i = v_i - mean(v) over pairs i != j (Cavagna et al. 2010), xi and L. Speeds as
// (|v_i|, 0, 0) give the speed correlation: phi_i = |v_i| - mean |v|. Fluctuations smaller than
// kRoundingFluctuation of the mean are rounding, not fluctuations: no zero then.
inline constexpr double kRoundingFluctuation = 1e-6;
void measureCorrelation(std::span<const glm::vec3> positions, std::span<const glm::vec3> velocities,
                        const FieldOptions& options, std::vector<double>& pairSum, CorrelationStats& out);

// Projected coverage: the silhouettes' union over the convex hull of the occupied cells.
// forward is the horizontal direction the side view looks across (its normal). The grids
// start at the lowest projection, or gridShift cells (each in [0, 1)) before it.
OpacityStats measureOpacity(std::span<const glm::vec3> positions, float cellSize, glm::vec3 forward,
                            FieldScratch& scratch, glm::vec2 gridShift = {0.0f, 0.0f});

// The covered share of a mask of dims.x x dims.y cells (row by row, non-zero = covered): the
// covered cells over the area of the convex hull of their corners, in cells. 0 when none is
// covered. measureOpacity's grids and the window's silhouette picture both end here.
float coveredShareOfHull(std::span<const std::uint8_t> mask, glm::ivec2 dims, FieldScratch& scratch);

// The sampling error of the opacity from below: a bird marks the cell it falls in, so the
// value depends on where the grid starts. Averaged over every start, the covered cells are
// the area of the union of cell-sized squares centred on the birds (what a picture of those
// squares shows); the spread over kOpacityGridShifts^2 evenly spaced starts is the grid's
// sampling error.
inline constexpr int kOpacityGridShifts = 4;
struct OpacitySampling {
    float mean = 0.0f;
    float sd = 0.0f;
};
OpacitySampling opacityBelowOverGridShifts(std::span<const glm::vec3> positions, float cellSize, FieldScratch& scratch);

// Neighbours per bird of the whole flock, as the step finds them (params' mode, k, radii).
PartnerStats countPartners(std::span<const glm::vec3> positions, const SimParams& world, FieldScratch& scratch);

// The least-squares line through the origin, y = slope x (Cavagna 2010's form xi = a L: a
// correlation length that scales with the flock's size has no offset), and its R^2:
// slope = sum(x y) / sum(x^2); R^2 = 1 - sum((y - slope x)^2) / sum(y^2), the uncentred R^2 of
// a fit without an intercept (its baseline is y = 0, not the mean of y; it reads higher than
// the centred R^2 of a line with an intercept, and is not comparable with it). Both 0 with
// fewer than 2 points or no x; r2 is 1 when every y is 0 and the fit is exact.
struct OriginFit {
    float slope = 0.0f;
    float r2 = 0.0f;
};
OriginFit fitThroughOrigin(std::span<const float> x, std::span<const float> y);

// --- everything at once ---

// world: the parameters the flock runs with (Simulation::world()). A flock with fewer than
// two birds in its largest cluster leaves every cluster measure at 0.
void measureField(const SimParams& world, const FlockState& state, const FieldOptions& options, FieldScratch& scratch,
                  FieldMeasures& out);

}  // namespace murmur
