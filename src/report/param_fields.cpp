#include "report/param_fields.hpp"

#include <cstdio>

namespace murmur::report {
namespace {

// A new SimParams field must be added below (and so to the cache key and the report);
// this fires when the struct's size changes to remind whoever changed it.
static_assert(sizeof(SimParams) == 184,
              "SimParams changed: list the new field in paramFields() (src/report/param_fields.cpp), "
              "then update this size");

std::string text(float v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.9g", static_cast<double>(v));
    return buf;
}
std::string text(int v) { return std::to_string(v); }
std::string text(std::uint32_t v) { return std::to_string(v); }
std::string text(glm::vec3 v) { return text(v.x) + " " + text(v.y) + " " + text(v.z); }
std::string text(bool v) { return v ? "true" : "false"; }
std::string text(NeighbourMode m) { return m == NeighbourMode::Metric ? "metric" : "topological"; }

}  // namespace

std::vector<ParamField> paramFields(const SimParams& p) {
#define MURMUR_FIELD(name) {#name, text(p.name)}
    return {
        MURMUR_FIELD(birdCount),
        MURMUR_FIELD(neighbourMode),
        MURMUR_FIELD(topologicalK),
        MURMUR_FIELD(metricRadius),
        MURMUR_FIELD(cohesionWeight),
        MURMUR_FIELD(alignmentWeight),
        MURMUR_FIELD(separationWeight),
        MURMUR_FIELD(seed),
        MURMUR_FIELD(skyRadii),
        MURMUR_FIELD(uniformMeanDistance),
        MURMUR_FIELD(startRadius),
        MURMUR_FIELD(startBias),
        MURMUR_FIELD(topoMaxDistance),
        MURMUR_FIELD(cellSize),
        MURMUR_FIELD(cohesionClamp),
        MURMUR_FIELD(cohesionGain),
        MURMUR_FIELD(alignmentGain),
        MURMUR_FIELD(separationRange),
        MURMUR_FIELD(separationGain),
        MURMUR_FIELD(roostGain),
        MURMUR_FIELD(outsideGain),
        MURMUR_FIELD(fleeRange),
        MURMUR_FIELD(fleeWeight),
        MURMUR_FIELD(fearDecay),
        MURMUR_FIELD(jitter),
        MURMUR_FIELD(maxTurn),
        MURMUR_FIELD(baseSpeed),
        MURMUR_FIELD(fearSpeedup),
        MURMUR_FIELD(hawkSpawnDistance),
        MURMUR_FIELD(hawkSpawnElevationDeg),
        MURMUR_FIELD(hawkSpeed),
        MURMUR_FIELD(hawkMaxTurn),
        MURMUR_FIELD(hawkLeaveDistance),
        MURMUR_FIELD(clusterLinkDistance),
        MURMUR_FIELD(clusterMinBirds),
        MURMUR_FIELD(clusterMinFraction),
        MURMUR_FIELD(regroupPolarizationFrac),
        MURMUR_FIELD(regroupLargestFrac),
        MURMUR_FIELD(regroupBaselineSteps),
        MURMUR_FIELD(scaleSkyWithBirds),
        MURMUR_FIELD(edgeScale),
        MURMUR_FIELD(edgeSmoothing),
    };
#undef MURMUR_FIELD
}

}  // namespace murmur::report
