// The field tables as text: CSV quoting, one row per measure, the series' fit line.
#include <gtest/gtest.h>

#include <string>

#include "report/field_table.hpp"

namespace murmur::report {
namespace {

int lines(const std::string& s) {
    int n = 0;
    for (char c : s) n += c == '\n';
    return n;
}

TEST(FieldTable, CsvHasOneQuotedRowPerMeasure) {
    FieldAverage avg;
    FieldMeasures m;
    m.flockBirds = 50;
    m.partners.mean = 7.0f;
    avg.add(m);
    const std::string csv = fieldCsv(avg);
    EXPECT_EQ(csv.rfind("measure,value,field_value,source,agrees\n", 0), 0u);
    EXPECT_EQ(lines(csv), static_cast<int>(kFieldQuantities));  // header + all but the series slope
    EXPECT_NE(csv.find("\npartners,7,6-7,Ballerini 2008 PNAS 105:1232,yes\n"), std::string::npos);
    EXPECT_NE(csv.find("\"0.35 (24 flocks, r = 0.98)\""), std::string::npos);  // a comma inside: quoted
    EXPECT_NE(csv.find("\nwidth_ratio,,2.8 +- 0.4,"), std::string::npos);      // no value: empty
    const std::string md = fieldMarkdown(avg);
    EXPECT_NE(md.find("| Neighbours used per bird | 7 | 6-7 |"), std::string::npos);
}

TEST(FieldTable, SizeSeriesRowsAndFit) {
    SizeSeries s;
    s.points = {{500, 20.0f, 7.0f, true}, {1000, 25.0f, 0.0f, false}};
    s.fit = {0.35f, 0.99f};
    const std::string csv = sizeSeriesCsv(s);
    EXPECT_EQ(csv, "n,L,xi,fit_slope,fit_r2\n500,20,7,0.35,0.99\n1000,25,,0.35,0.99\n");
    const std::string md = sizeSeriesMarkdown(s);
    EXPECT_NE(md.find("Fit xi = a L (through the origin): a = 0.35, R^2 = 0.99 (uncentred)"), std::string::npos);
    EXPECT_NE(md.find("agrees"), std::string::npos);
}

}  // namespace
}  // namespace murmur::report
