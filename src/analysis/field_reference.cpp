// The reference table of field_reference.hpp. Every number below is in docs/field_data.md,
// with its quote, source tag and confidence; change one only with that document.
#include "murmur/analysis/field_reference.hpp"

#include <cassert>
#include <cmath>

namespace murmur {
namespace {

constexpr const char* kAnimBehav = "Ballerini 2008 Anim Behav 76:201";
constexpr const char* kCavagna = "Cavagna 2010 PNAS 107:11865";
constexpr const char* kPearce = "Pearce 2014 PNAS 111:10422";
constexpr const char* kBalleriniPnas = "Ballerini 2008 PNAS 105:1232";
constexpr const char* kCavagnaFig2D = "Cavagna 2010 PNAS 107:11865, Fig. 2D";
constexpr const char* kProcaccini = "Procaccini 2011 Anim Behav 82:759";

using Q = FieldQuantity;
using K = BandKind;

// The NND band in wingspans: 0.68-1.51 m between flocks over the 0.4 m wingspan (the hard
// core), both from Ballerini 2008. The separation range is the model's hard core.
constexpr float kWingspanM = 0.4f;
constexpr float kNndLowM = 0.68f;
constexpr float kNndHighM = 1.51f;

// A mean and SD over many flocks, as the observed spread (kObservedSpreadSds either side),
// clipped to what the measure can be.
constexpr float spreadLow(float mean, float sd, float floor) {
    return mean - kObservedSpreadSds * sd < floor ? floor : mean - kObservedSpreadSds * sd;
}
constexpr float spreadHigh(float mean, float sd, float ceiling) {
    return mean + kObservedSpreadSds * sd > ceiling ? ceiling : mean + kObservedSpreadSds * sd;
}
// Polarization: 0.96 +- 0.03, mean +- SD over the 24 flocks of Cavagna 2010 (p. 11866).
constexpr float kPolarizationMean = 0.96f;
constexpr float kPolarizationSd = 0.03f;
// External opacity: the Gaussian fitted to 118 UK flock measurements, mean 0.30, variance
// 0.059 (Pearce 2014, Fig. 3D as secondary sources give it): SD = sqrt(0.059) = 0.243.
constexpr float kOpacityMean = 0.30f;
constexpr float kOpacitySd = 0.243f;

const FieldReference kReferences[] = {
    {Q::NndMean, "nnd_mean", "Mean nearest-neighbour distance", K::None, 0, 0, "no field value", "model units",
     kAnimBehav, "medium", true, "",
     "Field NNDs are in metres (0.68-1.51 m); the model has no metre: see NND / separation.", ""},
    {Q::NndInSeparation, "nnd_in_separation", "Mean NND / separation range", K::Range, kNndLowM / kWingspanM,
     kNndHighM / kWingspanM, "1.7-3.8 wingspans (0.68-1.51 m / 0.4 m)", "separation ranges", kAnimBehav, "low", true,
     "Packed tighter than any measured flock (separation range taken as the wingspan).",
     "Spaced like real starlings (separation range taken as the wingspan).",
     "Looser than any measured flock (separation range taken as the wingspan)."},
    {Q::BorderNndRatio, "border_nnd_ratio", "Border / interior mean NND", K::Below, 0, 1.0f, "< 1 (border denser)",
     "ratio", kAnimBehav, "high", false, "Border birds sit closer together than interior ones, as in real flocks.",
     "Border birds sit closer together than interior ones, as in real flocks.",
     "The border is no denser than the centre; real flocks are denser at the border."},
    {Q::WidthRatio, "width_ratio", "Width / thickness", K::Range, 2.4f, 3.2f, "2.8 +- 0.4", "ratio", kAnimBehav,
     "medium", true, "Less broad for its thickness than real flocks.", "As broad for its thickness as real flocks.",
     "Broader for its thickness than real flocks: a flatter sheet."},
    {Q::LengthRatio, "length_ratio", "Length / thickness", K::Range, 4.6f, 6.6f, "5.6 +- 1.0", "ratio", kAnimBehav,
     "medium", true, "Shorter for its thickness than real flocks.", "As long for its thickness as real flocks.",
     "Longer for its thickness than real flocks."},
    {Q::ThinAxisVertical, "thin_axis_vertical", "Thin axis vs vertical (cosine)", K::Range, 0.89f, 0.97f,
     "0.93 +- 0.04", "cosine", kAnimBehav, "low", true,
     "Tilted: the flock does not lie flat to the ground like real flocks.",
     "Lies flat to the ground, thin side up, like real flocks.",
     "Even flatter to the ground than real flocks, which tilt a little."},
    {Q::VelocityVertical, "velocity_vertical", "Velocity vs vertical (cosine)", K::Range, 0.08f, 0.18f, "0.13 +- 0.05",
     "cosine", kAnimBehav, "low", true, "Flies more level than real flocks.",
     "Climbs and dives about as much as real flocks.", "Climbs or dives more steeply than real flocks."},
    {Q::Polarization, "polarization", "Polarization (cluster)", K::Range,
     spreadLow(kPolarizationMean, kPolarizationSd, 0.0f), spreadHigh(kPolarizationMean, kPolarizationSd, 1.0f),
     "0.96 +- 0.03 (mean +- SD, 24 flocks); agrees 0.90-1", "0..1", kCavagna, "medium", true,
     "Less aligned than all but the rarest of the 24 measured flocks.",
     "As aligned as the measured flocks (within their mean +- 2 SD).",
     "Above 1: cannot happen (polarization is at most 1)."},
    {Q::CorrelationLength, "xi", "Correlation length xi", K::None, 0, 0, "no field value", "model units", kCavagna,
     "high", true, "", "How far velocity fluctuations stay alike; field xi is in metres: see xi / L.", ""},
    {Q::LinearSize, "linear_size", "Linear size L", K::None, 0, 0, "no field value", "model units", kCavagna, "low",
     true, "", "The flock's largest span; field flocks span 9.1-85.7 m, in metres the model lacks.", ""},
    {Q::FlockSpeed, "flock_speed", "Flock speed", K::None, 0, 0, "no field value", "model units per step", kCavagna,
     "low", true, "", "The centre of mass's speed; field flocks fly at 6.8-19.1 m/s, in metres the model lacks.", ""},
    {Q::XiOverL, "xi_over_l", "xi / L (this flock)", K::Point, 0.35f, 0, "0.35 (24 flocks, r = 0.98)", "ratio",
     kCavagna, "low", true, "Correlations reach a smaller part of the flock than in real starlings.",
     "Correlations span about a third of the flock, as in real starlings.",
     "Correlations reach further across the flock than in real starlings."},
    {Q::SpeedXiOverL, "xi_sp_over_l", "Speed xi_sp / L (this flock)", K::Point, 0.36f, 0, "0.36 (24 flocks, r = 0.97)",
     "ratio", kCavagnaFig2D, "low", true,
     "Speed correlations reach a smaller part of the flock than in real starlings.",
     "Speed correlations span about a third of the flock, as in real starlings.",
     "Speed correlations reach further across the flock than in real starlings."},
    {Q::OpacityBelow, "opacity_below", "Opacity from below", K::Range, spreadLow(kOpacityMean, kOpacitySd, 0.0f),
     spreadHigh(kOpacityMean, kOpacitySd, 1.0f), "0.30 +- 0.24 (mean +- SD, 118 flocks); agrees 0-0.79", "fraction",
     kPearce, "low", true, "Below 0: cannot happen (opacity is a fraction).",
     "Within the spread of the measured flocks' opacity (mean +- 2 SD), seen from below.",
     "More opaque from below than nearly all measured flocks."},
    {Q::OpacitySide, "opacity_side", "Opacity from the side", K::Range, spreadLow(kOpacityMean, kOpacitySd, 0.0f),
     spreadHigh(kOpacityMean, kOpacitySd, 1.0f), "0.30 +- 0.24 (mean +- SD, 118 flocks); agrees 0-0.79", "fraction",
     kPearce, "low", true, "Below 0: cannot happen (opacity is a fraction).",
     "Within the spread of the measured flocks' opacity (mean +- 2 SD), seen from the side.",
     "More opaque from the side than nearly all measured flocks."},
    {Q::Partners, "partners", "Neighbours used per bird", K::Range, 6.0f, 7.0f, "6-7", "birds", kBalleriniPnas, "high",
     true, "Each bird heeds fewer neighbours than the 6-7 of real starlings.",
     "Each bird heeds 6-7 neighbours like real starlings (in k-nearest mode: k, by construction).",
     "Each bird heeds more neighbours than the 6-7 of real starlings."},
    {Q::EscapeWaveSpeed, "escape_wave_speed_over_flock", "Escape-wave speed / flock speed", K::Above, 1.0f, 0,
     "> 1 (often)", "ratio", kProcaccini, "low", false,
     "The escape wave runs slower than the flock flies; Procaccini 2011 saw waves faster than the flock.",
     "The escape wave outruns the flock, as the waves Procaccini 2011 filmed often did.",
     "The escape wave outruns the flock, as the waves Procaccini 2011 filmed often did."},
    {Q::SizeSeriesSlope, "size_series_slope", "a of xi = a L over flock sizes", K::Point, 0.35f, 0,
     "0.35 (xi = 0.35 L)", "ratio", kCavagna, "low", true,
     "xi grows more slowly with flock size than in real starlings.",
     "xi grows in proportion to L, as in real starlings (scale-free).",
     "xi grows faster with flock size than in real starlings."},
};
static_assert(std::size(kReferences) == kFieldQuantities, "one reference row per FieldQuantity");

// The rows that a flock in metres (the starling model) compares, where the model units cannot.
// Field flock spans: L = 9.1-85.7 m over the 24 flocks of Cavagna 2010 (docs/field_data.md §4).
constexpr float kLinearSizeLowM = 9.1f;
constexpr float kLinearSizeHighM = 85.7f;
const FieldReference kNndInMetres{Q::NndMean,
                                  "nnd_mean",
                                  "Mean nearest-neighbour distance",
                                  K::Range,
                                  kNndLowM,
                                  kNndHighM,
                                  "0.68-1.51 m (flock means)",
                                  "m",
                                  kAnimBehav,
                                  "medium",
                                  true,
                                  "Packed tighter than any measured flock.",
                                  "Spaced like real starling flocks.",
                                  "Looser than any measured flock."};
// Centre-of-mass speeds of the same 24 flocks: 6.8-19.1 m/s (docs/field_data.md §4).
constexpr float kFlockSpeedLowMs = 6.8f;
constexpr float kFlockSpeedHighMs = 19.1f;
const FieldReference kFlockSpeedInMetres{Q::FlockSpeed,
                                         "flock_speed",
                                         "Flock speed",
                                         K::Range,
                                         kFlockSpeedLowMs,
                                         kFlockSpeedHighMs,
                                         "6.8-19.1 m/s (24 flocks)",
                                         "m/s",
                                         kCavagna,
                                         "low",
                                         true,
                                         "Slower than any of the measured flocks.",
                                         "As fast as the measured flocks.",
                                         "Faster than any of the measured flocks."};
const FieldReference kLinearSizeInMetres{Q::LinearSize,
                                         "linear_size",
                                         "Linear size L",
                                         K::Range,
                                         kLinearSizeLowM,
                                         kLinearSizeHighM,
                                         "9.1-85.7 m (24 flocks)",
                                         "m",
                                         kCavagna,
                                         "low",
                                         true,
                                         "Smaller than any of the measured flocks.",
                                         "Within the sizes of the measured flocks.",
                                         "Larger than any of the measured flocks."};

}  // namespace

std::span<const FieldReference> fieldReferences() {
    return kReferences;
}

const FieldReference& fieldReference(FieldQuantity quantity) {
    const FieldReference& r = kReferences[static_cast<std::size_t>(quantity)];
    assert(r.quantity == quantity && "kReferences must list the rows in FieldQuantity order");
    return r;
}

const FieldReference& fieldReferenceInMetres(FieldQuantity quantity) {
    if (quantity == Q::NndMean) return kNndInMetres;
    if (quantity == Q::LinearSize) return kLinearSizeInMetres;
    if (quantity == Q::FlockSpeed) return kFlockSpeedInMetres;
    return fieldReference(quantity);
}

FieldRow compareField(FieldQuantity quantity, std::optional<float> value, bool inMetres) {
    FieldRow row;
    row.reference = inMetres ? &fieldReferenceInMetres(quantity) : &fieldReference(quantity);
    const FieldReference& r = *row.reference;
    row.meaning = r.inside;
    if (value && !std::isfinite(*value)) value.reset();
    row.value = value;
    if (!value || r.kind == K::None) {
        if (!value && r.kind != K::None)
            row.meaning = "The flock gave no such number (too few birds, or no zero crossing).";
        return row;
    }
    const float v = *value;
    float low = r.low, high = r.high;
    switch (r.kind) {
        case K::Range:
            break;
        case K::Below:
            low = -INFINITY;
            break;
        case K::Point:
            low = r.low * (1.0f - kPointValueTolerance);
            high = r.low * (1.0f + kPointValueTolerance);
            break;
        case K::Above:
            high = INFINITY;
            break;
        case K::None:
            break;
    }
    if (v < low) {
        row.meaning = r.below;
        row.verdict = FieldVerdict::Disagrees;
    } else if (v > high) {
        row.meaning = r.above;
        row.verdict = FieldVerdict::Disagrees;
    } else {
        row.verdict = FieldVerdict::Agrees;
    }
    return row;
}

std::optional<float> fieldValue(const FieldMeasures& m, FieldQuantity quantity) {
    const bool cluster = m.clusterBirds >= 2;
    const bool shape = cluster && m.shape.thickness > 0.0f;
    switch (quantity) {
        case Q::NndMean:
            return cluster ? std::optional(m.nnd.mean) : std::nullopt;
        case Q::NndInSeparation:
            return cluster ? std::optional(m.nnd.meanInSeparation) : std::nullopt;
        case Q::BorderNndRatio:
            return m.border.nndRatio > 0.0f ? std::optional(m.border.nndRatio) : std::nullopt;
        case Q::WidthRatio:
            return shape ? std::optional(m.shape.widthRatio) : std::nullopt;
        case Q::LengthRatio:
            return shape ? std::optional(m.shape.lengthRatio) : std::nullopt;
        case Q::ThinAxisVertical:
            return shape ? std::optional(m.shape.thinAxisVertical) : std::nullopt;
        case Q::VelocityVertical:
            return cluster ? std::optional(m.shape.velocityVertical) : std::nullopt;
        case Q::Polarization:
            return cluster ? std::optional(m.shape.polarization) : std::nullopt;
        case Q::CorrelationLength:
            return m.correlation.hasZero ? std::optional(m.correlation.xi) : std::nullopt;
        case Q::LinearSize:
            return cluster ? std::optional(m.correlation.linearSize) : std::nullopt;
        case Q::XiOverL:
            return m.correlation.hasZero && m.correlation.linearSize > 0.0f
                       ? std::optional(m.correlation.xi / m.correlation.linearSize)
                       : std::nullopt;
        case Q::OpacityBelow:
            return cluster ? std::optional(m.opacity.fromBelow) : std::nullopt;
        case Q::OpacitySide:
            return cluster ? std::optional(m.opacity.fromSide) : std::nullopt;
        case Q::Partners:
            return m.flockBirds > 0 ? std::optional(m.partners.mean) : std::nullopt;
        case Q::FlockSpeed:
            return cluster ? std::optional(m.shape.flockSpeed) : std::nullopt;
        case Q::SpeedXiOverL:
            return m.speedCorrelation.hasZero && m.speedCorrelation.linearSize > 0.0f
                       ? std::optional(m.speedCorrelation.xi / m.speedCorrelation.linearSize)
                       : std::nullopt;
        case Q::EscapeWaveSpeed:  // the attack report's, per attack
        case Q::SizeSeriesSlope:
        case Q::Count:
            return std::nullopt;
    }
    return std::nullopt;
}

void compareAll(const FieldMeasures& m, FieldRows& rows) {
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto q = static_cast<FieldQuantity>(i);
        rows[i] = q == Q::EscapeWaveSpeed ? escapeWaveRow(std::nullopt) : compareField(q, fieldValue(m, q), m.inMetres);
    }
}

FieldRow escapeWaveRow(std::optional<float> waveSpeedOverCruise) {
    FieldRow row = compareField(FieldQuantity::EscapeWaveSpeed, waveSpeedOverCruise, false);
    // Without a wave there is nothing to compare (not "too few birds"): say why.
    if (!row.value) row.meaning = "No escape wave: send a hawk (the attack card measures its wave).";
    return row;
}

FieldRow escapeWaveRow(const WaveFit& wave) {
    return escapeWaveRow(wave.isWave ? std::optional(static_cast<float>(wave.speedOverCruise)) : std::nullopt);
}

const char* verdictName(FieldVerdict verdict) {
    switch (verdict) {
        case FieldVerdict::Agrees:
            return "agrees";
        case FieldVerdict::Disagrees:
            return "disagrees";
        case FieldVerdict::NotComparable:
            return "not comparable";
    }
    return "not comparable";
}

}  // namespace murmur
