// gusts.hpp - the air's turbulent part: a smooth, divergence-free gust field over the wind.
//
// The field is a sum of kGustModes random Fourier modes (Kraichnan 1970, Phys Fluids 13:22;
// "kinematic simulation", Fung, Hunt, Malik & Perkins 1992, J Fluid Mech 236:281):
//     u(x, t) = sum_n a_n cos(k_n . x + psi_n(t)),   a_n . k_n = 0,
// so div u = 0 exactly, mode by mode. The wavenumbers |k_n| are spaced evenly in log from
// 2 pi / gustLength to kGustScaleRange times that; their directions, the amplitudes'
// directions and the phases are drawn from the seed; |a_n|^2 follows Kolmogorov's
// E(k) ~ k^(-5/3) over each mode's share of the log-spaced band, scaled so that the mean of
// |u|^2 is gustSpeed^2. The eddies are carried by the steady wind (Taylor's frozen turbulence)
// and each mode also turns over at its own rate, psi_n(t) = phi_n + (omega_n - k_n . wind) t
// with omega_n = kGustUnsteadiness * |k_n| * (mode n's rms speed). t is the step in the seed
// model and step * starlingTimeStep (s) in the starling model. No gusts when gustSpeed is 0.
#pragma once

#include <array>
#include <cstdint>

#include <glm/vec3.hpp>

#include "murmur/model/params.hpp"

namespace murmur {

// Modes in the sum: enough for a field that looks turbulent, few enough that a bird's gust
// costs about as much as one neighbour (Fung et al. 1992 used 50-100 for statistics; the
// lab draws the air, not its spectrum's tail).
inline constexpr int kGustModes = 16;
// The smallest eddy is gustLength / kGustScaleRange (three octaves below the largest).
inline constexpr float kGustScaleRange = 8.0f;
// lambda of Fung et al. 1992's omega_n = lambda sqrt(k^3 E(k)): how fast an eddy turns over
// against its own sweep time. Our choice, inside the range 0-1 they explore.
inline constexpr float kGustUnsteadiness = 0.5f;

// One mode at one step: k . x + phase is its argument there. 32 bytes, the GPU's layout.
struct GustMode {
    glm::vec3 wavevector{0.0f};  // k_n, radians per length unit
    float phase = 0.0f;          // psi_n(t) reduced to [0, 2 pi)
    glm::vec3 amplitude{0.0f};   // a_n, per step (seed model) or m/s (starling model)
    float pad = 0.0f;
};

// The field's modes at one step. count is 0 without gusts, else kGustModes.
struct GustField {
    std::array<GustMode, kGustModes> modes{};
    int count = 0;
};

// Still air (no gusts): what callers without a field pass.
inline constexpr GustField kNoGusts{};

// The gust field at step `step`: the same for every caller with the same parameters.
GustField gustField(const SimParams& params, std::uint32_t step);

// u at a point (0 without gusts): the gust's velocity, in the wind's units.
glm::vec3 gustAt(const GustField& field, glm::vec3 position);

// What the air does to anything at `position` over one step: (wind + gust) in the seed
// model's units per step, (wind + gust) * dt in the starling model's metres. Exactly
// params.wind (or wind * dt) without gusts, so the still-air and steady-wind runs keep
// their bits.
glm::vec3 airDrift(const SimParams& params, const GustField& field, glm::vec3 position);

}  // namespace murmur
