#include "murmur/model/param_table.hpp"

#include "murmur/model/flocks.hpp"
#include "murmur/model/obstacles.hpp"
#include "murmur/model/roost_descent.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <numbers>
#include <type_traits>

#include <glm/geometric.hpp>
#include <glm/vec2.hpp>

namespace murmur {
namespace {

constexpr double kHuge = 1e6;  // far past any useful gain or length, still finite arithmetic
constexpr double kPi = std::numbers::pi;
constexpr double kMaxSeed = 4294967295.0;
constexpr double kMaxWind = 1e3;  // per component; validate() keeps it below the birds' speed
constexpr const char* kLength = "model units";
constexpr const char* kPerStep = "model units per step";
constexpr const char* kTurn = "radians per step";
constexpr const char* kObstaclesRange = "at most 4096 spheres, boxes or upright cylinders, or none";
static_assert(kMaxObstacles == 4096, "kObstaclesRange says the limit in words");
constexpr const char* kStrategiesRange = "up to 8 of centroid, nearest, intercept and stoop, or none";
static_assert(kMaxHawks == 8 && kHawkStrategies == 4, "kStrategiesRange says the limit and the names in words");

using P = SimParams;

// Every field, in declaration order: key, member, range, unit, meaning, alias.
const ParamRow kRows[] = {
    {"model", &P::model, 0, 0, false, "",
     "which rules step the flock: seed (the model) or starling (flight, vision, a roost; SI units)", "model"},
    {"birdCount", &P::birdCount, 0, kMaxBirdCount, false, "birds",
     "N, the number of birds (at most 200000 at the fixed sky; 20000000 with scaleSkyWithBirds)", "birds"},
    {"neighbourMode", &P::neighbourMode, 0, 0, false, "",
     "whom a bird heeds: topological (its k nearest) or metric (every bird within metricRadius)", "neighbours"},
    {"topologicalK", &P::topologicalK, 1, kMaxTopologicalK, false, "birds",
     "k, the nearest other birds each bird heeds in topological mode", "k"},
    {"metricRadius", &P::metricRadius, 0, kMaxMetricRadius, true, kLength,
     "METRIC_R, the neighbour radius in metric mode", "radius"},
    {"cohesionWeight", &P::cohesionWeight, 0, kMaxRuleWeight, false, "",
     "w_coh, the cohesion rule's weight (0 turns it off, 1 is the model)", "cohesion"},
    {"alignmentWeight", &P::alignmentWeight, 0, kMaxRuleWeight, false, "",
     "w_ali, the alignment rule's weight (0 turns it off, 1 is the model)", "alignment"},
    {"separationWeight", &P::separationWeight, 0, kMaxRuleWeight, false, "",
     "w_sep, the separation rule's weight (0 turns it off, 1 is the model)", "separation"},
    {"seed", &P::seed, 0, kMaxSeed, false, "", "the random seed of the starting flock and of every jitter", "seed"},
    {"skyRadii", &P::skyRadii, 0, kHuge, true, kLength, "R, the sky ellipsoid's radii along x, y (up) and z"},
    {"uniformMeanDistance", &P::uniformMeanDistance, 0, kHuge, true, kLength,
     "D_UNIFORM, the mean nearest-neighbour distance of birds spread uniformly in the sky (clumping's reference)"},
    {"startRadius", &P::startRadius, 0, kMaxStartRadius, true, kLength,
     "START_R, the ball the flock starts in, uniformly", "start-radius"},
    {"startBias", &P::startBias, -1, 1, false, "", "b, the fixed bias the starting headings lean along (non-zero)"},
    {"wind", &P::wind, -kMaxWind, kMaxWind, false, "model units per step (m/s in the starling model)",
     "a steady wind: the air carries birds and hawk along (slower than the birds' cruise speed)"},
    {"gustSpeed", &P::gustSpeed, 0, kMaxWind, false, "model units per step (m/s in the starling model)",
     "the gusts' rms speed over the wind: a turbulent, divergence-free field from the seed (0: none)", "gusts"},
    {"gustLength", &P::gustLength, 0, kHuge, true, "model units (m in the starling model)",
     "the size of the largest gusts; the smallest are 8 times smaller", "gust-length"},
    {"flockCount", &P::flockCount, 1, kMaxFlocks, false, "flocks",
     "several flocks: bird i is in flock i % flockCount, each with its own home the roost pulls it to (1: the model)",
     "flocks"},
    {"flockSpacing", &P::flockSpacing, 0, 1e4, true, "model units (m in the starling model)",
     "several flocks: the distance between neighbouring homes, on a level ring round the sky's centre",
     "flock-spacing"},
    {"obstacles", &P::obstacles, 0, 0, false, "model units (m in the starling model)",
     "solid shapes birds and hawk fly around: 'sphere X Y Z R; box X Y Z W H D; cylinder X Y Z R H' (base centre), "
     "or none"},
    {"obstacleLookahead", &P::obstacleLookahead, 0, 1e4, false, "steps (s in the starling model)",
     "a bird looks this far ahead for obstacles: the probe's length is this times its speed", "obstacle-lookahead"},
    {"obstacleClearance", &P::obstacleClearance, 0, 1e4, false, "model units (m in the starling model)",
     "a probe this close to an obstacle's surface starts the turn away"},
    {"obstacleWeight", &P::obstacleWeight, 0, kHuge, false, "(N in the starling model)",
     "the turn away from an obstacle at full urgency (as fleeWeight)", "obstacle-weight"},
    {"descentStep", &P::descentStep, 0, 1e9, false, "steps",
     "dusk: from this step the birds go down to the roost and settle (0: no dusk)", "descent-step"},
    {"descentSpread", &P::descentSpread, 0, 1e7, false, "steps",
     "dusk: each bird's own start lies up to this many steps after descentStep (drawn from the seed)"},
    {"descentFollow", &P::descentFollow, 0, 1, true, "",
     "dusk: a bird also goes down once this share of the neighbours it heeds are due"},
    {"descentWeight", &P::descentWeight, 0, kHuge, false, "(N in the starling model)",
     "dusk: the steer toward the roost of a bird going down (as fleeWeight)"},
    {"roostLandingRadius", &P::roostLandingRadius, 0, 1e4, true, "model units (m in the starling model)",
     "dusk: the reed bed's radius: a bird over it, within a quarter of this of the ground, has settled"},
    {"topoMaxDistance", &P::topoMaxDistance, 0, 1e4, true, kLength, "TOPO_MAX, no topological neighbour is farther"},
    {"cellSize", &P::cellSize, 0, 1e4, true, kLength,
     "CELL, the neighbour grid's nominal cell edge (the search is exact for any)"},
    {"cohesionClamp", &P::cohesionClamp, 0, 1e4, true, kLength, "the cohesion vector's length is clamped to this"},
    {"cohesionGain", &P::cohesionGain, 0, kHuge, false, "", "cohesion adds gain * c / clamp to the heading"},
    {"alignmentGain", &P::alignmentGain, 0, kHuge, false, "", "the alignment rule's gain"},
    {"separationRange", &P::separationRange, 0, 1e4, false, kLength, "only neighbours closer than this repel"},
    {"separationGain", &P::separationGain, 0, kHuge, false, "", "the separation rule's gain"},
    {"roostGain", &P::roostGain, 0, kHuge, false, "", "the pull toward the sky's centre, -gain * p / R, always on"},
    {"outsideGain", &P::outsideGain, 0, kHuge, false, "", "the push back into the sky, -gain * (e - 1) * q / e"},
    {"fleeRange", &P::fleeRange, 0, 1e4, false, kLength, "the hawk frightens birds closer than this"},
    {"fleeWeight", &P::fleeWeight, 0, kHuge, false, "", "W_FLEE, the weight of fleeing the hawk"},
    {"fearDecay", &P::fearDecay, 0, 1, false, "per step", "fear f = max(fear now, decay * f a step ago)"},
    {"fearContagion", &P::fearContagion, 0, 1, false, "",
     "fear that spreads: a bird takes on this share of its most frightened neighbour's fear and flees its "
     "frightened neighbours (0: off, the model)",
     "contagion"},
    {"jitter", &P::jitter, 0, 1e3, false, "", "each component of the random push is uniform in [-jitter, jitter]"},
    {"maxTurn", &P::maxTurn, 0, kPi, false, kTurn, "MAX_TURN, a bird's largest turn, scaled by (1 + f)"},
    {"baseSpeed", &P::baseSpeed, 0, 1e3, false, kPerStep, "V0, the speed of a calm bird"},
    {"fearSpeedup", &P::fearSpeedup, 0, 1e3, false, "", "a frightened bird's speed is V0 * (1 + fearSpeedup * f)"},
    {"hawkSpawnDistance", &P::hawkSpawnDistance, 0, kHuge, true, kLength,
     "the hawk appears this far from the flock's centroid"},
    {"hawkSpawnElevationDeg", &P::hawkSpawnElevationDeg, -90, 90, false, "degrees",
     "the hawk's spawn point, this far above the horizon seen from the centroid"},
    {"hawkSpeed", &P::hawkSpeed, 0, 1e3, false, kPerStep, "the hawk's speed"},
    {"hawkMaxTurn", &P::hawkMaxTurn, 0, kPi, false, kTurn, "the hawk's largest turn while homing"},
    {"hawkLeaveDistance", &P::hawkLeaveDistance, 0, kHuge, true, kLength,
     "the hawk leaves the sky once this far past the centroid"},
    {"hawkStrategy", &P::hawkStrategy, 0, 0, false, "",
     "how the hawk hunts: centroid (the model's hawk), nearest, intercept or stoop", "hawk-strategy"},
    {"hawkNavigationConstant", &P::hawkNavigationConstant, 0, kMaxHawkNavigationConstant, true, "",
     "N of the intercepting hawk's proportional navigation", "hawk-navigation"},
    {"hawkStoopSpeed", &P::hawkStoopSpeed, 0, kMaxHawkLength, true, kPerStep, "the stooping hawk's speed",
     "hawk-stoop-speed"},
    {"hawkStoopHeight", &P::hawkStoopHeight, 0, kMaxHawkLength, false, kLength,
     "how far above the flock's centroid a stoop starts", "hawk-stoop-height"},
    {"hawkCatchRadius", &P::hawkCatchRadius, 0, kMaxHawkLength, false, kLength,
     "a bird this close to the hawk counts as a would-be catch (nothing is removed)", "hawk-catch-radius"},
    {"hawkCount", &P::hawkCount, 1, kMaxHawks, false, "hawks",
     "several hawks at once: Send hawk launches this many, each from its own direction (1: the model)", "hawks"},
    {"hawkMixed", &P::hawkMixed, 0, 0, false, "",
     "several hawks: each with the next strategy after hawkStrategy (off: all with hawkStrategy)", "hawk-mixed"},
    {"hawkStrategies", &P::hawkStrategies, 0, 0, false, "",
     "several hawks, each its own: hawk i hunts with the i-th name, from the start again when the list is shorter "
     "(none: hawkStrategy and hawkMixed choose)",
     "hawk-strategies"},
    {"clusterLinkDistance", &P::clusterLinkDistance, 0, 1e4, true, kLength,
     "birds closer than this are linked into one cluster"},
    {"clusterMinBirds", &P::clusterMinBirds, 0, kMaxBirdCount, false, "birds",
     "clusters smaller than max(this, ceil(clusterMinFraction * N)) are not counted"},
    {"clusterMinFraction", &P::clusterMinFraction, 0, 1, false, "",
     "the share of N below which a cluster is not counted"},
    {"regroupPolarizationFrac", &P::regroupPolarizationFrac, 0, 10, false, "",
     "regrouped: polarization back to this fraction of its baseline before the hawk"},
    {"regroupLargestFrac", &P::regroupLargestFrac, 0, 10, false, "",
     "regrouped: the largest cluster's share back to this fraction of its baseline"},
    {"regroupBaselineSteps", &P::regroupBaselineSteps, 1, 1e6, false, "steps",
     "the baseline is measured over this many steps before the hawk"},
    // The starling model's (docs/model.md gives each default's source).
    {"starlingVision", &P::starlingVision, 0, 0, false, "", "starling: birds do not see into the blind cone behind"},
    {"starlingFlight", &P::starlingFlight, 0, 0, false, "",
     "starling: lift, drag, thrust and gravity, and turns by banking (off: a point mass steered)"},
    {"starlingRoost", &P::starlingRoost, 0, 0, false, "",
     "starling: the roost's horizontal pull beyond its radius and the vertical pull to the preferred height"},
    {"starlingAdaptiveRange", &P::starlingAdaptiveRange, 0, 0, false, "",
     "starling: each bird's perception radius adapts toward starlingPartners (off: exactly k nearest)"},
    {"starlingDifferences", &P::starlingDifferences, 0, 0, false, "",
     "starling: each bird's own reaction time and cruise speed, drawn from the seed"},
    {"starlingTimeStep", &P::starlingTimeStep, 0, 0.1, true, "s", "starling: dt, the time one step stands for"},
    {"starlingReactionTime", &P::starlingReactionTime, 0, 10, true, "s",
     "starling: Du, a bird re-decides its steering this often (at least one step)"},
    {"starlingReactionSpread", &P::starlingReactionSpread, 0, 0.9, false, "",
     "starling: a bird's reaction time is Du * (1 + U(-spread, spread)), drawn once"},
    {"starlingCruiseSpeed", &P::starlingCruiseSpeed, 0, 100, true, "m/s", "starling: v0, the cruise speed"},
    {"starlingCruiseSpread", &P::starlingCruiseSpread, 0, 0.5, false, "",
     "starling: the standard deviation of a bird's own cruise speed over v0 (uniformly drawn)"},
    {"starlingMinSpeed", &P::starlingMinSpeed, 0, 100, true, "m/s", "starling: no bird flies slower"},
    {"starlingMaxSpeed", &P::starlingMaxSpeed, 0, 200, true, "m/s", "starling: no bird flies faster"},
    {"starlingBodyMass", &P::starlingBodyMass, 0, 100, true, "kg", "starling: m, a bird's mass"},
    {"starlingLiftDrag", &P::starlingLiftDrag, 0, 100, true, "", "starling: C_L / C_D, the lift over the drag"},
    {"starlingSpeedTime", &P::starlingSpeedTime, 0, 1e3, true, "s",
     "starling: tau, the speed control's time constant toward the cruise speed"},
    {"starlingRollIn", &P::starlingRollIn, 0, 1e3, false, "rad/(N s)",
     "starling: w_beta_in, the roll rate per newton of unmet lateral demand"},
    {"starlingRollOut", &P::starlingRollOut, 0, 1e3, false, "1/s", "starling: w_beta_out, the roll back to level"},
    {"starlingMaxRollRate", &P::starlingMaxRollRate, 0, 1e3, false, "rad/s", "starling: the fastest roll"},
    {"starlingBlindAngleDeg", &P::starlingBlindAngleDeg, 0, 359, false, "degrees",
     "starling: the full angle of the cone behind a bird that it cannot see into"},
    {"starlingPartners", &P::starlingPartners, 0, kStarlingMaxPartners, true, "birds",
     "starling: n_c, the number of interaction partners the adaptive range aims at"},
    {"starlingMaxPerception", &P::starlingMaxPerception, 0, 1e4, true, "m", "starling: R_max, the widest perception"},
    {"starlingRangeLerp", &P::starlingRangeLerp, 0, 1, true, "", "starling: s, the radius update's share per decision"},
    {"starlingHardCore", &P::starlingHardCore, 0, 1e3, false, "m", "starling: r_h, full separation inside this"},
    {"starlingSeparationRadius", &P::starlingSeparationRadius, 0, 1e3, false, "m",
     "starling: r_sep, partners closer than this repel"},
    {"starlingSeparationSigma", &P::starlingSeparationSigma, 0, 1e3, true, "m",
     "starling: sigma of the separation's Gaussian fall-off beyond r_h"},
    {"starlingSeparationForce", &P::starlingSeparationForce, 0, 1e3, false, "N", "starling: w_s, separation"},
    {"starlingAlignmentForce", &P::starlingAlignmentForce, 0, 1e3, false, "N", "starling: w_a, alignment"},
    {"starlingCohesionForce", &P::starlingCohesionForce, 0, 1e3, false, "N",
     "starling: w_c, cohesion (times the square of the bird's centrality)"},
    {"starlingNoiseForce", &P::starlingNoiseForce, 0, 1e3, false, "N",
     "starling: w_xi, each component of the random force is uniform in [-w_xi, w_xi]"},
    {"starlingMaxForce", &P::starlingMaxForce, 0, 1e3, true, "N",
     "starling: the decided steering force (social, roost, fleeing, speed, noise) is capped at this"},
    {"starlingRoostRadius", &P::starlingRoostRadius, 0, 1e5, false, "m",
     "starling: R_roost, the horizontal pull starts this far from the roost (x = z = 0)"},
    {"starlingRoostHorizontal", &P::starlingRoostHorizontal, 0, 1e3, false, "N/m",
     "starling: w_roost_h, the roost's sideways turning force per metre beyond R_roost"},
    {"starlingRoostVertical", &P::starlingRoostVertical, 0, 1e3, false, "N",
     "starling: w_roost_v, the vertical pull toward the preferred height"},
    {"starlingAltitude", &P::starlingAltitude, 0, 1e5, true, "m",
     "starling: the preferred height above the ground (the ground is at y = -altitude)"},
    {"starlingAltitudeBand", &P::starlingAltitudeBand, 0, 1e4, true, "m",
     "starling: the vertical pull grows linearly to full this far above or below the preferred height"},
    {"scaleSkyWithBirds", &P::scaleSkyWithBirds, 0, 0, false, "",
     "grow every world length with (N / 1500)^(1/3), so any flock has the default density", "scale-sky"},
    {"edgeScale", &P::edgeScale, 0, 1e4, true, kLength,
     "drawing only: a neighbour-centroid offset this long reads as the flock's edge"},
    {"edgeSmoothing", &P::edgeSmoothing, 0, 1, false, "", "drawing only: edge = s * edge + (1 - s) * the new edge"},
};

template <class T>
constexpr bool kIsChoice =
    std::is_same_v<T, NeighbourMode> || std::is_same_v<T, HawkStrategy> || std::is_same_v<T, FlockModel>;
template <class T>
constexpr bool kIsWhole = std::is_same_v<T, int> || std::is_same_v<T, std::uint32_t>;

template <class T>
std::vector<std::string_view> namesOf() {
    if constexpr (std::is_same_v<T, NeighbourMode>) return {"topological", "metric"};
    else if constexpr (std::is_same_v<T, FlockModel>) return {"seed", "starling"};
    else return {"centroid", "nearest", "intercept", "stoop"};
}

const char* neighbourModeName(NeighbourMode m) {
    return m == NeighbourMode::Metric ? "metric" : m == NeighbourMode::Topological ? "topological" : "";
}

template <class T>
const char* choiceName(T v) {
    if constexpr (std::is_same_v<T, NeighbourMode>) return neighbourModeName(v);
    else if constexpr (std::is_same_v<T, FlockModel>) return flockModelName(v);
    else return static_cast<int>(v) < kHawkStrategies ? hawkStrategyName(v) : "";  // a person flies the player
}

template <class T>
std::optional<T> choiceNamed(std::string_view name) {
    const auto names = namesOf<T>();
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == name) return static_cast<T>(i);
    return std::nullopt;
}

// The shortest exact decimal text of a bound: "64", "0.5", "1e+06".
std::string number(double v) {
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

bool inRange(const ParamRow& row, double v) {
    return std::isfinite(v) && v <= row.hi && v >= row.lo && !(row.loOpen && v <= row.lo);
}

std::string quotedChoices(const std::vector<std::string_view>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) out += i + 1 < names.size() ? ", " : " or ";
        out.append("\"").append(names[i]).append("\"");
    }
    return out;
}

std::optional<double> parseNumber(std::string_view text) {
    double v = 0.0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
    if (r.ec != std::errc() || r.ptr != text.data() + text.size()) return std::nullopt;
    return v;
}

std::optional<bool> parseBool(std::string_view t) {
    if (t == "true" || t == "on" || t == "1" || t == "yes") return true;
    if (t == "false" || t == "off" || t == "0" || t == "no") return false;
    return std::nullopt;
}

// "x,y,z" or "x y z" (or a mix): exactly three numbers.
std::optional<glm::dvec3> parseVector(std::string_view text) {
    glm::dvec3 v{0.0};
    int n = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ',' || text[i] == ' ')) ++i;
        if (i == text.size()) break;
        std::size_t j = i;
        while (j < text.size() && text[j] != ',' && text[j] != ' ') ++j;
        const auto x = parseNumber(text.substr(i, j - i));
        if (!x || n == 3) return std::nullopt;
        v[n++] = *x;
        i = j;
    }
    if (n != 3) return std::nullopt;
    return v;
}

// "'KEY': expected WHAT, got GOT" (appended: GCC 12 warns falsely on "'" + string).
std::string refusal(const ParamRow& row, std::string_view what, std::string_view got) {
    std::string out("'");
    out.append(row.key).append("': expected ").append(what).append(", got ").append(got);
    return out;
}

std::string quoted(std::string_view text) {
    std::string out("'");
    return out.append(text).append("'");
}

// The row's current value, checked against its range; the reason when it is out.
std::optional<std::string> checkCurrent(const SimParams& p, const ParamRow& row) {
    return std::visit(
        [&](auto m) -> std::optional<std::string> {
            const auto& v = p.*m;
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, bool>) return std::nullopt;
            else if constexpr (std::is_same_v<T, ObstacleList>) {
                if (auto why = checkObstacles(v)) return quoted(row.key) + ": " + *why;
                return std::nullopt;
            } else if constexpr (std::is_same_v<T, HawkStrategyList>) {
                const bool known = std::all_of(v.begin(), v.end(), [](HawkStrategy h) { return choiceName(h)[0]; });
                if (known && v.size() <= static_cast<std::size_t>(kMaxHawks)) return std::nullopt;
                return refusal(row, expectedText(row), known ? paramText(p, row) : "an unknown value");
            } else if constexpr (kIsChoice<T>) {
                if (choiceName(v)[0]) return std::nullopt;
                return refusal(row, expectedText(row), "an unknown value");
            } else if constexpr (std::is_same_v<T, glm::vec3>) {
                for (int c = 0; c < 3; ++c)
                    if (!inRange(row, v[c])) return refusal(row, expectedText(row), paramText(p, row));
                return std::nullopt;
            } else {
                if (inRange(row, static_cast<double>(v))) return std::nullopt;
                return refusal(row, expectedText(row), paramText(p, row));
            }
        },
        row.member);
}

}  // namespace

std::span<const ParamRow> paramTable() {
    return kRows;
}

const ParamRow* findParam(std::string_view name) {
    for (const ParamRow& row : kRows)
        if (name == row.key || (row.alias[0] && name == row.alias)) return &row;
    return nullptr;
}

std::vector<std::string_view> choiceNames(const ParamRow& row) {
    return std::visit(
        [](auto m) -> std::vector<std::string_view> {
            using T = std::decay_t<decltype(SimParams{}.*m)>;
            if constexpr (kIsChoice<T>) return namesOf<T>();
            else return {};
        },
        row.member);
}

std::string rangeText(const ParamRow& row) {
    return std::visit(
        [&](auto m) -> std::string {
            using T = std::decay_t<decltype(SimParams{}.*m)>;
            if constexpr (std::is_same_v<T, bool>) return "true or false";
            else if constexpr (std::is_same_v<T, ObstacleList>) return kObstaclesRange;
            else if constexpr (std::is_same_v<T, HawkStrategyList>) return kStrategiesRange;
            else if constexpr (kIsChoice<T>) return quotedChoices(namesOf<T>());
            else {
                std::string out(row.loOpen ? "(" : "[");  // (append: GCC 12 warns falsely on "(" + string)
                return out.append(number(row.lo)).append(", ").append(number(row.hi)).append("]");
            }
        },
        row.member);
}

std::string expectedText(const ParamRow& row) {
    return std::visit(
        [&](auto m) -> std::string {
            using T = std::decay_t<decltype(SimParams{}.*m)>;
            if constexpr (kIsWhole<T>) return "a whole number in " + rangeText(row);
            else if constexpr (std::is_same_v<T, float>) return "a number in " + rangeText(row);
            else if constexpr (std::is_same_v<T, glm::vec3>) return "3 numbers in " + rangeText(row);
            else if constexpr (std::is_same_v<T, ObstacleList>) return std::string("a list of ") + kObstaclesRange;
            else if constexpr (std::is_same_v<T, HawkStrategyList>) return std::string("a list of ") + kStrategiesRange;
            else return rangeText(row);
        },
        row.member);
}

std::string describe(const ParamRow& row) {
    std::string out = row.meaning;
    out.append(" (").append(row.unit[0] ? std::string(row.unit) + "; " : std::string());
    return out.append(rangeText(row)).append(")");
}

std::string shortestText(float v) {
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);  // shortest round trip, fixed or exponent
    return std::string(buf, r.ptr);
}

std::string paramText(const SimParams& p, const ParamRow& row) {
    return std::visit(
        [&](auto m) -> std::string {
            const auto& v = p.*m;
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, float>) return shortestText(v);
            else if constexpr (std::is_same_v<T, bool>) return v ? "true" : "false";
            else if constexpr (std::is_same_v<T, glm::vec3>)
                return shortestText(v.x) + " " + shortestText(v.y) + " " + shortestText(v.z);
            else if constexpr (kIsChoice<T>) return choiceName(v);
            else if constexpr (std::is_same_v<T, ObstacleList>) return obstaclesText(v);
            else if constexpr (std::is_same_v<T, HawkStrategyList>) return hawkStrategiesText(v);
            else return std::to_string(v);
        },
        row.member);
}

std::vector<ParamField> paramFields(const SimParams& p) {
    std::vector<ParamField> out;
    out.reserve(std::size(kRows));
    for (const ParamRow& row : kRows) out.emplace_back(row.key, paramText(p, row));
    return out;
}

std::optional<std::string> setParam(SimParams& p, const ParamRow& row, const ParamValue& value,
                                    std::string_view shownValue) {
    std::string bad("expected ");
    bad.append(expectedText(row)).append(", got ").append(shownValue);
    return std::visit(
        [&](auto m) -> std::optional<std::string> {
            auto& field = p.*m;
            using T = std::decay_t<decltype(field)>;
            if constexpr (std::is_same_v<T, bool>) {
                if (!std::holds_alternative<bool>(value)) return bad;
                field = std::get<bool>(value);
            } else if constexpr (std::is_same_v<T, ObstacleList>) {
                ObstacleList list;
                if (const auto* given = std::get_if<ObstacleList>(&value)) {
                    list = *given;
                } else if (const auto* text = std::get_if<std::string>(&value)) {
                    ObstacleParse parsed = parseObstacles(*text);
                    if (!parsed.error.empty()) return parsed.error;
                    list = std::move(parsed.obstacles);
                } else {
                    return bad;
                }
                if (auto why = checkObstacles(list)) return why;
                field = std::move(list);
            } else if constexpr (std::is_same_v<T, HawkStrategyList>) {
                const auto* text = std::get_if<std::string>(&value);
                if (!text) return bad;
                HawkStrategiesParse parsed = parseHawkStrategies(*text);
                if (!parsed.error.empty()) return bad + ": " + parsed.error;
                if (parsed.strategies.size() > static_cast<std::size_t>(kMaxHawks)) return bad;
                field = std::move(parsed.strategies);
            } else if constexpr (kIsChoice<T>) {
                const auto* name = std::get_if<std::string>(&value);
                const auto choice = name ? choiceNamed<T>(*name) : std::nullopt;
                if (!choice) return bad;
                field = *choice;
            } else if constexpr (std::is_same_v<T, glm::vec3>) {
                const auto* v = std::get_if<glm::dvec3>(&value);
                if (!v || !inRange(row, v->x) || !inRange(row, v->y) || !inRange(row, v->z)) return bad;
                field = glm::vec3(*v);
            } else {
                const auto* v = std::get_if<double>(&value);
                if (!v || !inRange(row, *v) || (kIsWhole<T> && std::floor(*v) != *v)) return bad;
                field = static_cast<T>(*v);
            }
            return std::nullopt;
        },
        row.member);
}

std::optional<std::string> setParamText(SimParams& p, const ParamRow& row, std::string_view text) {
    const std::string shown = quoted(text);
    return std::visit(
        [&](auto m) -> std::optional<std::string> {
            using T = std::decay_t<decltype(SimParams{}.*m)>;
            if constexpr (std::is_same_v<T, bool>) {
                if (const auto b = parseBool(text)) return setParam(p, row, *b, shown);
            } else if constexpr (kIsChoice<T> || std::is_same_v<T, ObstacleList> ||
                                 std::is_same_v<T, HawkStrategyList>) {
                return setParam(p, row, std::string(text), shown);
            } else if constexpr (std::is_same_v<T, glm::vec3>) {
                if (const auto v = parseVector(text)) return setParam(p, row, *v, shown);
            } else if (const auto v = parseNumber(text)) {
                if (std::isfinite(*v)) return setParam(p, row, *v, shown);
                std::string bad("expected a finite ");  // "nan" and "inf" read as numbers
                return bad.append(expectedText(row).substr(2)).append(", got ").append(shown);
            }
            std::string bad("expected ");
            return bad.append(expectedText(row)).append(", got ").append(shown);
        },
        row.member);
}

std::optional<std::string> setParamByName(SimParams& params, std::string_view name, std::string_view value) {
    const ParamRow* row = findParam(name);
    if (!row) return "unknown setting " + quoted(name) + " (murmur-cli config --list lists every key and its range)";
    SimParams next = params;
    if (auto why = setParamText(next, *row, value)) {
        std::string label = quoted(row->key);  // and the alias the user wrote, if they did
        if (name != row->key) label.append(" (").append(name).append(")");
        return label + ": " + *why;
    }
    if (auto why = validate(next)) return why;
    params = next;
    return std::nullopt;
}

namespace {

// The starling model's limits that tie its fields together.
std::optional<std::string> validateStarling(const SimParams& p) {
    if (p.starlingMinSpeed > p.starlingCruiseSpeed || p.starlingCruiseSpeed > p.starlingMaxSpeed)
        return refusal(*findParam("starlingCruiseSpeed"),
                       "a speed within [starlingMinSpeed, starlingMaxSpeed] = [" + shortestText(p.starlingMinSpeed) +
                           ", " + shortestText(p.starlingMaxSpeed) + "]",
                       shortestText(p.starlingCruiseSpeed));
    if (p.starlingReactionTime * (1.0f - p.starlingReactionSpread) < p.starlingTimeStep)
        return refusal(*findParam("starlingReactionTime"),
                       "a reaction time of at least one step: Du * (1 - starlingReactionSpread) >= starlingTimeStep (" +
                           shortestText(p.starlingTimeStep) + " s)",
                       shortestText(p.starlingReactionTime));
    return std::nullopt;
}

// Obstacles the flock could never meet, or that would hold birds inside from the start.
std::optional<std::string> validateObstacles(const SimParams& p) {
    std::optional<SimParams> world;  // as run, for the reed bed's check at dusk
    if (hasDescent(p) && !p.obstacles.empty()) world = worldParams(p);
    for (std::size_t i = 0; i < p.obstacles.size(); ++i) {
        const Obstacle& o = p.obstacles[i];
        const std::string label =
            "'obstacles': obstacle " + std::to_string(i + 1) + " (" + obstacleShapeName(o.shape) + ")";
        // The starting balls must be clear: every bird starts outside every obstacle.
        for (std::uint32_t f = 0; f < static_cast<std::uint32_t>(std::max(p.flockCount, 1)); ++f) {
            const glm::vec3 home = flockHome(p, f);
            if (obstacleDistance(o, home).distance >= p.startRadius) continue;
            // Appended piece by piece: GCC 12 warns (falsely, -Wrestrict) on one long concatenation.
            std::string why = label;
            why.append(" reaches into the ball the flock");
            if (p.flockCount > 1) why.append(" ").append(std::to_string(f + 1));
            why.append(" starts in (radius startRadius = ").append(shortestText(p.startRadius));
            why.append(p.flockCount > 1 ? " around its home" : " around the origin").append("): move it out");
            return why;
        }
        glm::vec3 lo, hi;
        obstacleBounds(o, lo, hi);
        // At dusk the reed bed must be clear (the disc of the landing radius round the roost's
        // axis, kRoostBedHeight of it above the ground), or birds over it could never settle.
        // In the world as run: --scale-sky moves the obstacles and the ground, not the bed.
        if (world) {
            glm::vec3 wlo, whi;
            obstacleBounds(world->obstacles[i], wlo, whi);
            const glm::vec2 nearest(std::clamp(0.0f, wlo.x, whi.x), std::clamp(0.0f, wlo.z, whi.z));
            const float bed = world->roostLandingRadius;
            if (glm::length(nearest) < bed && wlo.y < roostGroundY(*world) + kRoostBedHeight * bed)
                return label + " stands on the reed bed the birds settle on at dusk (radius roostLandingRadius = " +
                       shortestText(bed) + " round the roost, at the ground): move it off";
        }
        // Wholly outside the sky's box: no bird would ever come near it.
        const glm::vec3 sky = p.skyRadii;
        if (hi.x < -sky.x || lo.x > sky.x || hi.y < -sky.y || lo.y > sky.y || hi.z < -sky.z || lo.z > sky.z)
            return label + " lies wholly outside the sky (within +-" + paramText(p, *findParam("skyRadii")) +
                   " of the origin), where no bird flies";
    }
    return std::nullopt;
}

}  // namespace

// The one check of a SimParams: settings files, the command line, scripts, the panel,
// Python and Simulation::setParams all come here. Each field against its row's range, then
// the limits that tie fields together.
std::optional<std::string> validate(const SimParams& p) {
    for (const ParamRow& row : kRows)
        if (auto why = checkCurrent(p, row)) return why;
    if (p.birdCount > maxBirdCount(p))
        return refusal(*findParam("birdCount"),
                       "a whole number in [0, " + std::to_string(maxBirdCount(p)) +
                           "] at the fixed sky (a step costs about N^2 there; scaleSkyWithBirds allows " +
                           std::to_string(kMaxBirdCount) + ")",
                       std::to_string(p.birdCount));
    if (std::fabs(p.startBias.x) + std::fabs(p.startBias.y) + std::fabs(p.startBias.z) < 1e-3f)
        return refusal(*findParam("startBias"),
                       "a non-zero vector (the start bias: the starting headings lean along it)",
                       paramText(p, *findParam("startBias")));
    // A wind the birds cannot fly against would blow the flock out of any sky for good.
    const bool starling = p.model == FlockModel::Starling;
    const float cruise = starling ? p.starlingCruiseSpeed : p.baseSpeed;
    if (glm::length(p.wind) >= cruise && glm::length(p.wind) > 0.0f)
        return refusal(*findParam("wind"),
                       std::string("a wind slower than the birds' cruise speed ")
                           .append(starling ? "starlingCruiseSpeed (" : "baseSpeed (")
                           .append(shortestText(cruise))
                           .append(")"),
                       paramText(p, *findParam("wind")));
    // Gusts may outrun the birds for a moment; wind plus their rms speed may not.
    if (p.gustSpeed > 0.0f && glm::length(p.wind) + p.gustSpeed >= cruise)
        return refusal(*findParam("gustSpeed"),
                       std::string("gusts whose rms speed plus the wind's speed (")
                           .append(shortestText(glm::length(p.wind)))
                           .append(") stays below the birds' cruise speed (")
                           .append(shortestText(cruise))
                           .append(")"),
                       paramText(p, *findParam("gustSpeed")));
    // Several flocks: every home inside the sky, or the roost would pull a flock out of it.
    if (const float ring = flockRingRadius(p); ring >= std::min(p.skyRadii.x, p.skyRadii.z))
        return refusal(*findParam("flockSpacing"),
                       "a spacing that keeps the " + std::to_string(p.flockCount) +
                           " flocks' homes inside the sky (their ring's radius " + shortestText(ring) +
                           " must stay below the sky's level radius " +
                           shortestText(std::min(p.skyRadii.x, p.skyRadii.z)) + ")",
                       shortestText(p.flockSpacing));
    if (auto why = validateObstacles(p)) return why;
    if (starling) return validateStarling(p);
    return std::nullopt;
}

}  // namespace murmur
