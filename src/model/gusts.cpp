#include "murmur/model/gusts.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include <glm/geometric.hpp>

#include "murmur/model/random.hpp"

namespace murmur {
namespace {

enum GustStream : std::uint32_t {
    kGustWaveZ = 0,  // the wavevector's direction: z and azimuth on the unit sphere
    kGustWaveAzimuth = 1,
    kGustAxisZ = 2,  // a second direction; the amplitude is along k x it
    kGustAxisAzimuth = 3,
    kGustPhase = 4,
};

constexpr double kTwoPi = 2.0 * std::numbers::pi;

glm::vec3 unitFrom(float z01, float azimuth01) {
    const float z = 2.0f * z01 - 1.0f;
    const float r = std::sqrt(std::max(0.0f, 1.0f - z * z));
    const float a = static_cast<float>(kTwoPi) * azimuth01;
    return {r * std::cos(a), z, r * std::sin(a)};
}

// A unit vector across `along`: along x `other`, or along x an axis when the two are parallel.
glm::vec3 across(glm::vec3 along, glm::vec3 other) {
    glm::vec3 c = glm::cross(along, other);
    if (glm::length(c) < 1e-3f)
        c = glm::cross(along, std::abs(along.y) < 0.9f ? glm::vec3(0, 1, 0) : glm::vec3(1, 0, 0));
    return glm::normalize(c);
}

}  // namespace

GustField gustField(const SimParams& prm, std::uint32_t step) {
    GustField field;
    if (!(prm.gustSpeed > 0.0f)) return field;
    field.count = kGustModes;
    const double k0 = kTwoPi / prm.gustLength;
    const double ratio = std::pow(static_cast<double>(kGustScaleRange), 1.0 / (kGustModes - 1));
    // |a_n|^2 ~ E(k_n) dk_n ~ k_n^(-5/3) k_n on the log-spaced band; sum |a_n|^2 / 2 = g^2.
    std::array<double, kGustModes> share{};
    double total = 0.0;
    for (int n = 0; n < kGustModes; ++n) {
        share[n] = std::pow(std::pow(ratio, n), -2.0 / 3.0);
        total += share[n];
    }
    const bool starling = prm.model == FlockModel::Starling;
    const double t = starling ? static_cast<double>(step) * prm.starlingTimeStep : static_cast<double>(step);
    const double g = prm.gustSpeed;
    for (int n = 0; n < kGustModes; ++n) {
        const auto mode = static_cast<std::uint32_t>(n);
        const double kLen = k0 * std::pow(ratio, n);
        const glm::vec3 kDir = unitFrom(uniform01(prm.seed, kGustModeStep, mode, kGustWaveZ),
                                        uniform01(prm.seed, kGustModeStep, mode, kGustWaveAzimuth));
        const glm::vec3 other = unitFrom(uniform01(prm.seed, kGustModeStep, mode, kGustAxisZ),
                                         uniform01(prm.seed, kGustModeStep, mode, kGustAxisAzimuth));
        const double amplitude = g * std::sqrt(2.0 * share[n] / total);
        const double omega = kGustUnsteadiness * kLen * amplitude / std::sqrt(2.0);
        const glm::dvec3 k = glm::dvec3(kDir) * kLen;
        const double phi = kTwoPi * uniform01(prm.seed, kGustModeStep, mode, kGustPhase);
        const double psi = std::fmod(phi + (omega - glm::dot(k, glm::dvec3(prm.wind))) * t, kTwoPi);
        GustMode& m = field.modes[n];
        m.wavevector = glm::vec3(k);
        m.phase = static_cast<float>(psi < 0.0 ? psi + kTwoPi : psi);
        m.amplitude = across(kDir, other) * static_cast<float>(amplitude);
    }
    return field;
}

glm::vec3 gustAt(const GustField& field, glm::vec3 p) {
    glm::vec3 u(0.0f);
    for (int n = 0; n < field.count; ++n) {
        const GustMode& m = field.modes[n];
        u += m.amplitude * std::cos(glm::dot(m.wavevector, p) + m.phase);
    }
    return u;
}

glm::vec3 airDrift(const SimParams& prm, const GustField& field, glm::vec3 p) {
    const glm::vec3 air = field.count == 0 ? prm.wind : prm.wind + gustAt(field, p);
    return prm.model == FlockModel::Starling ? air * prm.starlingTimeStep : air;
}

}  // namespace murmur
