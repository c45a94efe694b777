// field_reference.hpp - what field studies of real starlings published, and our flock against it.
//
// The one table of reference values in the code (docs/field_data.md has the research behind
// each: quotes, sources, confidence). A row with no published number says so and is never
// marked agree or disagree. Every comparison is a plain rule on one number:
// - Range: agrees inside [low, high] (a published band; or, where the paper gives a mean and
//   SD over many flocks, the observed spread mean +- kObservedSpreadSds SD, clipped to the
//   measure's possible values: one flock is judged against the flocks measured, not as if the
//   SD were a tolerance);
// - Below: agrees under `high` (a published direction with no magnitude, e.g. "denser at the
//   border": border / interior NND < 1);
// - Point: agrees within kPointValueTolerance of `low` (a published value with no spread; the
//   tolerance is this project's choice, not a published number);
// - Above: agrees over `low` (a published direction, e.g. escape waves "often" faster than the
//   flock: wave speed / flock speed > 1);
// - None: nothing to compare: no field value, or a field value the model does not measure (yet);
//   always "not comparable".
// Not here: measuring the flock (field_measures.hpp).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <span>

#include "murmur/analysis/field_measures.hpp"
#include "murmur/model/params.hpp"
#include "murmur/simulation/escape_wave.hpp"

namespace murmur {

// How close a measure must come to a published value that has no published spread.
inline constexpr float kPointValueTolerance = 0.2f;  // relative: +-20 %

// How many SDs either side of a published mean over many flocks count as the observed spread:
// about 95 % of a normal spread; of 24 flocks (Cavagna 2010), about one would fall outside.
inline constexpr float kObservedSpreadSds = 2.0f;

enum class FieldQuantity : int {
    NndMean,            // model units
    NndInSeparation,    // mean NND / separation range (against NND / wingspan)
    BorderNndRatio,     // border / interior mean NND
    WidthRatio,         // width / thickness
    LengthRatio,        // length / thickness
    ThinAxisVertical,   // |thin axis . up|
    VelocityVertical,   // |mean velocity . up| / speed
    Polarization,       // |mean heading| of the cluster, 0..1
    CorrelationLength,  // xi, model units
    LinearSize,         // L, model units
    FlockSpeed,         // the cluster's centre-of-mass speed (compares in metres only)
    XiOverL,            // xi / L of this one flock
    SpeedXiOverL,       // xi_sp / L of this one flock, speed fluctuations
    OpacityBelow,
    OpacitySide,
    Partners,         // mean neighbours per bird
    EscapeWaveSpeed,  // escape-wave speed / flock speed (needs a hawk: escapeWaveRow, not in `measure`)
    SizeSeriesSlope,  // d xi / d L over a size series (not in FieldMeasures: the series' fit)
    Count
};
inline constexpr std::size_t kFieldQuantities = static_cast<std::size_t>(FieldQuantity::Count);

enum class BandKind { Range, Below, Point, Above, None };
enum class FieldVerdict { Agrees, Disagrees, NotComparable };

struct FieldReference {
    FieldQuantity quantity;
    const char* id;       // CSV name, snake_case
    const char* measure;  // what is measured, in a few words
    BandKind kind;
    float low, high;   // the rule's numbers (see the top of this file)
    const char* band;  // the field value as shown, "no field value" for None
    const char* unit;
    const char* source;      // short citation
    const char* confidence;  // docs/field_data.md's tag: high / medium / low
    bool quantitative;       // false: the source gives a direction or a description, no number
    // One plain-language line each for a value below the band, inside it, and above it
    // (None uses `inside`).
    const char* below;
    const char* inside;
    const char* above;
};

// Every row, in FieldQuantity order.
std::span<const FieldReference> fieldReferences();
const FieldReference& fieldReference(FieldQuantity quantity);

struct FieldRow {
    const FieldReference* reference = nullptr;
    std::optional<float> value;  // nothing when the flock gave no such number
    FieldVerdict verdict = FieldVerdict::NotComparable;
    const char* meaning = "";  // the reference's line for where the value fell
};

// The rule of the row's BandKind; nothing to compare (no value, or None) is NotComparable.
// inMetres (the starling model's flock): the rows in metres compare too (the mean NND against
// 0.68-1.51 m, the linear size against 9.1-85.7 m, the flock speed against 6.8-19.1 m/s).
FieldRow compareField(FieldQuantity quantity, std::optional<float> value, bool inMetres = false);

// The row as it stands for a flock in metres (fieldReference(q) itself where nothing changes).
const FieldReference& fieldReferenceInMetres(FieldQuantity quantity);

// The measure of one quantity, or nothing (too few birds, C(r) never crossed zero, or a
// quantity FieldMeasures does not hold: the size series' slope, the escape wave).
std::optional<float> fieldValue(const FieldMeasures& m, FieldQuantity quantity);

// Every row but the size series' slope, into a caller-owned array (no allocation); in metres
// when m.inMetres.
static_assert(static_cast<std::size_t>(FieldQuantity::SizeSeriesSlope) == kFieldQuantities - 1,
              "the size series' slope is the last row, the one compareAll leaves out");
using FieldRows = std::array<FieldRow, kFieldQuantities - 1>;
void compareAll(const FieldMeasures& m, FieldRows& rows);

// The escape wave's row from an attack's wave (its speed over the cruise speed; nothing when
// the attack had no wave): Procaccini et al. 2011's "> 1, often".
FieldRow escapeWaveRow(std::optional<float> waveSpeedOverCruise);
// The same from an attack report's fit (AttackReport::wave).
FieldRow escapeWaveRow(const WaveFit& wave);

// "agrees", "disagrees", "not comparable".
const char* verdictName(FieldVerdict verdict);

}  // namespace murmur
