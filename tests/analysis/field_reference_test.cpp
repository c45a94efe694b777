// The reference table's rules: in / out of a band, a direction, a point value, no value.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "murmur/analysis/field_reference.hpp"

namespace murmur {
namespace {

TEST(FieldReference, OneRowPerQuantityInOrderWithSaneBands) {
    const auto refs = fieldReferences();
    ASSERT_EQ(refs.size(), kFieldQuantities);
    for (std::size_t i = 0; i < refs.size(); ++i) {
        const FieldReference& r = refs[i];
        EXPECT_EQ(static_cast<std::size_t>(r.quantity), i);
        EXPECT_FALSE(std::string(r.id).empty());
        EXPECT_FALSE(std::string(r.source).empty()) << r.id;
        EXPECT_FALSE(std::string(r.inside).empty()) << r.id;
        if (r.kind == BandKind::Range) {
            EXPECT_LT(r.low, r.high) << r.id;
        }
        if (r.kind == BandKind::None) {
            EXPECT_EQ(std::string(r.band), "no field value") << r.id;
        } else {
            EXPECT_FALSE(std::string(r.below).empty() || std::string(r.above).empty()) << r.id;
        }
    }
}

TEST(FieldReference, RangeRowsAgreeInsideTheBandOnly) {
    // Partners: 6-7 (Ballerini 2008 PNAS).
    EXPECT_EQ(compareField(FieldQuantity::Partners, 7.0f).verdict, FieldVerdict::Agrees);
    EXPECT_EQ(compareField(FieldQuantity::Partners, 6.5f).verdict, FieldVerdict::Agrees);
    const FieldRow low = compareField(FieldQuantity::Partners, 3.0f);
    EXPECT_EQ(low.verdict, FieldVerdict::Disagrees);
    EXPECT_STREQ(low.meaning, fieldReference(FieldQuantity::Partners).below);
    const FieldRow high = compareField(FieldQuantity::Partners, 20.0f);
    EXPECT_EQ(high.verdict, FieldVerdict::Disagrees);
    EXPECT_STREQ(high.meaning, fieldReference(FieldQuantity::Partners).above);
}

TEST(FieldReference, PolarizationIsJudgedAgainstTheSpreadOf24Flocks) {
    // 0.96 +- 0.03 is mean +- SD over 24 flocks (Cavagna 2010): agrees within mean +- 2 SD, up to 1.
    const FieldReference& r = fieldReference(FieldQuantity::Polarization);
    EXPECT_NEAR(r.low, 0.96f - kObservedSpreadSds * 0.03f, 1e-6f);
    EXPECT_EQ(r.high, 1.0f);
    EXPECT_EQ(compareField(FieldQuantity::Polarization, 0.91f).verdict, FieldVerdict::Agrees);  // old band: no
    EXPECT_EQ(compareField(FieldQuantity::Polarization, 0.995f).verdict, FieldVerdict::Agrees);
    EXPECT_EQ(compareField(FieldQuantity::Polarization, 1.0f).verdict, FieldVerdict::Agrees);
    EXPECT_EQ(compareField(FieldQuantity::Polarization, 0.85f).verdict, FieldVerdict::Disagrees);
    EXPECT_NE(std::string(r.band).find("24 flocks"), std::string::npos);
}

TEST(FieldReference, OpacityIsTheSpreadOfTheMeasuredFlocksNotTheBand) {
    // Mean 0.30, variance 0.059 (SD 0.243) over 118 flocks (Pearce 2014): mean +- 2 SD, from 0.
    for (FieldQuantity q : {FieldQuantity::OpacityBelow, FieldQuantity::OpacitySide}) {
        const FieldReference& r = fieldReference(q);
        EXPECT_EQ(r.low, 0.0f);
        EXPECT_NEAR(r.high, 0.30f + kObservedSpreadSds * std::sqrt(0.059f), 1e-3f);
        EXPECT_EQ(std::string(r.band).find("0.25-0.6"), std::string::npos);
        EXPECT_EQ(compareField(q, 0.1f).verdict, FieldVerdict::Agrees);
        EXPECT_EQ(compareField(q, 0.9f).verdict, FieldVerdict::Disagrees);
    }
}

TEST(FieldReference, TheEscapeWaveAgreesWhenItOutrunsTheFlock) {
    // Procaccini et al. 2011: waves "often" faster than the flock: > 1.
    const FieldQuantity q = FieldQuantity::EscapeWaveSpeed;
    EXPECT_EQ(fieldReference(q).kind, BandKind::Above);
    EXPECT_EQ(escapeWaveRow(2.7f).verdict, FieldVerdict::Agrees);
    EXPECT_EQ(escapeWaveRow(0.8f).verdict, FieldVerdict::Disagrees);
    // No hawk, no wave: nothing to judge, and the row says why.
    const FieldRow none = escapeWaveRow(std::nullopt);
    EXPECT_EQ(none.verdict, FieldVerdict::NotComparable);
    EXPECT_NE(std::string(none.meaning).find("send a hawk"), std::string::npos);
    EXPECT_FALSE(fieldValue(FieldMeasures{}, q).has_value());
    FieldRows rows;
    compareAll(FieldMeasures{}, rows);
    EXPECT_STREQ(rows[static_cast<std::size_t>(q)].meaning, none.meaning);
}

TEST(FieldReference, TheSpeedCorrelationIsAPointValueOfCavagnasFit) {
    // xi_sp = 0.36 L (Cavagna 2010, Fig. 2D): judged like xi / L, within the point tolerance.
    const FieldReference& r = fieldReference(FieldQuantity::SpeedXiOverL);
    EXPECT_EQ(r.kind, BandKind::Point);
    EXPECT_FLOAT_EQ(r.low, 0.36f);
    EXPECT_STREQ(r.band, "0.36 (24 flocks, r = 0.97)");
    EXPECT_EQ(compareField(FieldQuantity::SpeedXiOverL, 0.38f).verdict, FieldVerdict::Agrees);
    EXPECT_EQ(compareField(FieldQuantity::SpeedXiOverL, 0.1f).verdict, FieldVerdict::Disagrees);
    FieldMeasures m;
    EXPECT_FALSE(fieldValue(m, FieldQuantity::SpeedXiOverL).has_value());  // no zero: every bird one speed
    m.speedCorrelation.hasZero = true;
    m.speedCorrelation.xi = 9.0f;
    m.speedCorrelation.linearSize = 30.0f;
    EXPECT_FLOAT_EQ(*fieldValue(m, FieldQuantity::SpeedXiOverL), 0.3f);
}

TEST(FieldReference, TheFlockSpeedComparesInMetresOnly) {
    // 6.8-19.1 m/s, the centre-of-mass speeds of Cavagna 2010's 24 flocks.
    EXPECT_EQ(compareField(FieldQuantity::FlockSpeed, 10.0f).verdict, FieldVerdict::NotComparable);
    EXPECT_EQ(compareField(FieldQuantity::FlockSpeed, 10.0f, true).verdict, FieldVerdict::Agrees);
    EXPECT_EQ(compareField(FieldQuantity::FlockSpeed, 5.0f, true).verdict, FieldVerdict::Disagrees);
    EXPECT_EQ(compareField(FieldQuantity::FlockSpeed, 25.0f, true).verdict, FieldVerdict::Disagrees);
    EXPECT_STREQ(fieldReferenceInMetres(FieldQuantity::FlockSpeed).unit, "m/s");
}

TEST(FieldReference, TheBorderRowOnlyAsksForADenserBorder) {
    EXPECT_EQ(compareField(FieldQuantity::BorderNndRatio, 0.9f).verdict, FieldVerdict::Agrees);
    EXPECT_EQ(compareField(FieldQuantity::BorderNndRatio, 1.1f).verdict, FieldVerdict::Disagrees);
    EXPECT_FALSE(fieldReference(FieldQuantity::BorderNndRatio).quantitative);
}

TEST(FieldReference, PointValuesUseTheStatedTolerance) {
    const float p = fieldReference(FieldQuantity::XiOverL).low;
    EXPECT_EQ(compareField(FieldQuantity::XiOverL, p * (1.0f + 0.9f * kPointValueTolerance)).verdict,
              FieldVerdict::Agrees);
    EXPECT_EQ(compareField(FieldQuantity::XiOverL, p * (1.0f - 1.1f * kPointValueTolerance)).verdict,
              FieldVerdict::Disagrees);
    EXPECT_EQ(compareField(FieldQuantity::SizeSeriesSlope, p * 3.0f).verdict, FieldVerdict::Disagrees);
}

TEST(FieldReference, NoValueNoBandOrNaNIsNotComparable) {
    EXPECT_EQ(compareField(FieldQuantity::NndMean, 1.2f).verdict, FieldVerdict::NotComparable);
    EXPECT_EQ(compareField(FieldQuantity::Partners, std::nullopt).verdict, FieldVerdict::NotComparable);
    const FieldRow nan = compareField(FieldQuantity::Partners, std::nanf(""));
    EXPECT_EQ(nan.verdict, FieldVerdict::NotComparable);
    EXPECT_FALSE(nan.value.has_value());
    EXPECT_STREQ(verdictName(FieldVerdict::NotComparable), "not comparable");
}

TEST(FieldReference, CompareAllReadsEachMeasure) {
    FieldMeasures m;
    m.flockBirds = 100;
    m.clusterBirds = 80;
    m.nnd.meanInSeparation = 2.0f;  // inside 1.7-3.8
    m.border.nndRatio = 1.3f;       // border looser: disagrees
    m.shape.thickness = 1.0f;
    m.shape.widthRatio = 2.8f;
    m.shape.lengthRatio = 9.0f;  // too long
    m.correlation.hasZero = false;
    m.partners.mean = 7.0f;
    FieldRows rows;
    compareAll(m, rows);
    auto verdict = [&](FieldQuantity q) { return rows[static_cast<std::size_t>(q)].verdict; };
    EXPECT_EQ(verdict(FieldQuantity::NndInSeparation), FieldVerdict::Agrees);
    EXPECT_EQ(verdict(FieldQuantity::BorderNndRatio), FieldVerdict::Disagrees);
    EXPECT_EQ(verdict(FieldQuantity::WidthRatio), FieldVerdict::Agrees);
    EXPECT_EQ(verdict(FieldQuantity::LengthRatio), FieldVerdict::Disagrees);
    EXPECT_EQ(verdict(FieldQuantity::XiOverL), FieldVerdict::NotComparable);  // C(r) never crossed zero
    EXPECT_EQ(verdict(FieldQuantity::Partners), FieldVerdict::Agrees);
    EXPECT_FLOAT_EQ(*rows[static_cast<std::size_t>(FieldQuantity::NndInSeparation)].value, 2.0f);
}

}  // namespace
}  // namespace murmur
