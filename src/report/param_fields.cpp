#include "report/param_fields.hpp"

#include <charconv>
#include <numbers>

namespace murmur::report {
namespace {

// A new SimParams field must be listed in paramSpecs() below (and so reaches the cache key,
// the report and the settings files); this fires when the struct's size changes to remind
// whoever changed it.
static_assert(sizeof(SimParams) == 204,
              "SimParams changed: list the new field in paramSpecs() (src/report/param_fields.cpp), "
              "then update this size");

constexpr double kHuge = 1e6;  // far past any useful gain or length, still finite arithmetic
constexpr double kPi = std::numbers::pi;

std::string text(float v) {
    return shortestText(v);
}
std::string text(int v) {
    return std::to_string(v);
}
std::string text(std::uint32_t v) {
    return std::to_string(v);
}
std::string text(bool v) {
    return v ? "true" : "false";
}
std::string text(glm::vec3 v) {
    return text(v.x) + " " + text(v.y) + " " + text(v.z);
}
std::string text(NeighbourMode m) {
    return m == NeighbourMode::Metric ? "metric" : "topological";
}
std::string text(HawkStrategy s) {
    return hawkStrategyName(s);
}

std::string number(double v) {
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);  // the shortest exact text
    return std::string(buf, r.ptr);
}

}  // namespace

const std::vector<ParamSpec>& paramSpecs() {
    using P = SimParams;
    static const std::vector<ParamSpec> specs = {
        {"birdCount", &P::birdCount, 0, kMaxBirdCount},
        {"neighbourMode", &P::neighbourMode},
        {"topologicalK", &P::topologicalK, 1, kMaxTopologicalK},
        {"metricRadius", &P::metricRadius, 0, kMaxMetricRadius, true},
        {"cohesionWeight", &P::cohesionWeight, 0, kMaxRuleWeight},
        {"alignmentWeight", &P::alignmentWeight, 0, kMaxRuleWeight},
        {"separationWeight", &P::separationWeight, 0, kMaxRuleWeight},
        {"seed", &P::seed, 0, 4294967295.0},
        {"skyRadii", &P::skyRadii, 0, kHuge, true},
        {"uniformMeanDistance", &P::uniformMeanDistance, 0, kHuge, true},
        {"startRadius", &P::startRadius, 0, kMaxStartRadius, true},
        {"startBias", &P::startBias, -1, 1},
        {"topoMaxDistance", &P::topoMaxDistance, 0, 1e4, true},
        {"cellSize", &P::cellSize, 0, 1e4, true},
        {"cohesionClamp", &P::cohesionClamp, 0, 1e4, true},
        {"cohesionGain", &P::cohesionGain, 0, kHuge},
        {"alignmentGain", &P::alignmentGain, 0, kHuge},
        {"separationRange", &P::separationRange, 0, 1e4},
        {"separationGain", &P::separationGain, 0, kHuge},
        {"roostGain", &P::roostGain, 0, kHuge},
        {"outsideGain", &P::outsideGain, 0, kHuge},
        {"fleeRange", &P::fleeRange, 0, 1e4},
        {"fleeWeight", &P::fleeWeight, 0, kHuge},
        {"fearDecay", &P::fearDecay, 0, 1},
        {"jitter", &P::jitter, 0, 1e3},
        {"maxTurn", &P::maxTurn, 0, kPi},
        {"baseSpeed", &P::baseSpeed, 0, 1e3},
        {"fearSpeedup", &P::fearSpeedup, 0, 1e3},
        {"hawkSpawnDistance", &P::hawkSpawnDistance, 0, kHuge, true},
        {"hawkSpawnElevationDeg", &P::hawkSpawnElevationDeg, -90, 90},
        {"hawkSpeed", &P::hawkSpeed, 0, 1e3},
        {"hawkMaxTurn", &P::hawkMaxTurn, 0, kPi},
        {"hawkLeaveDistance", &P::hawkLeaveDistance, 0, kHuge, true},
        {"hawkStrategy", &P::hawkStrategy},
        {"hawkNavigationConstant", &P::hawkNavigationConstant, 0, kMaxHawkNavigationConstant, true},
        {"hawkStoopSpeed", &P::hawkStoopSpeed, 0, kMaxHawkLength, true},
        {"hawkStoopHeight", &P::hawkStoopHeight, 0, kMaxHawkLength},
        {"hawkCatchRadius", &P::hawkCatchRadius, 0, kMaxHawkLength},
        {"clusterLinkDistance", &P::clusterLinkDistance, 0, 1e4, true},
        {"clusterMinBirds", &P::clusterMinBirds, 0, kMaxBirdCount},
        {"clusterMinFraction", &P::clusterMinFraction, 0, 1},
        {"regroupPolarizationFrac", &P::regroupPolarizationFrac, 0, 10},
        {"regroupLargestFrac", &P::regroupLargestFrac, 0, 10},
        {"regroupBaselineSteps", &P::regroupBaselineSteps, 1, 1e6},
        {"scaleSkyWithBirds", &P::scaleSkyWithBirds},
        {"edgeScale", &P::edgeScale, 0, 1e4, true},
        {"edgeSmoothing", &P::edgeSmoothing, 0, 1},
    };
    return specs;
}

std::string rangeText(const ParamSpec& spec) {
    std::string out(spec.loOpen ? "(" : "[");  // (append: GCC 12 warns falsely on "(" + string)
    out.append(number(spec.lo)).append(", ").append(number(spec.hi)).append("]");
    return out;
}

std::vector<ParamField> paramFields(const SimParams& p) {
    std::vector<ParamField> out;
    for (const ParamSpec& s : paramSpecs())
        std::visit([&](auto member) { out.emplace_back(s.name, text(p.*member)); }, s.member);
    return out;
}

std::string shortestText(float v) {
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);  // shortest round trip, fixed or exponent
    return std::string(buf, r.ptr);
}

}  // namespace murmur::report
