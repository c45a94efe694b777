#include "report/field_table.hpp"

#include <cstdio>

namespace murmur::report {
namespace {

std::string csvField(const std::string& s) {
    if (s.find_first_of(",\"\n") == std::string::npos) return s;
    std::string out("\"");
    for (char c : s) {
        if (c == '"') out += '"';
        out += c;
    }
    out += '"';
    return out;
}

const char* agreesWord(FieldVerdict v) {
    return v == FieldVerdict::Agrees ? "yes" : v == FieldVerdict::Disagrees ? "no" : "not comparable";
}

template <typename RowFn>
void forEachRow(const FieldAverage& average, RowFn fn) {
    for (const FieldReference& r : fieldReferences())
        if (r.quantity != FieldQuantity::SizeSeriesSlope)
            fn(compareField(r.quantity, average.mean(r.quantity), average.inMetres()));
}

}  // namespace

std::string formatFieldValue(std::optional<float> value) {
    if (!value) return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", static_cast<double>(*value));
    return buf;
}

std::string fieldMarkdown(const FieldAverage& average) {
    std::string out("| Measure | Ours | Field | Source | Verdict | What it means |\n|---|---|---|---|---|---|\n");
    forEachRow(average, [&](const FieldRow& row) {
        const FieldReference& r = *row.reference;
        out.append("| ").append(r.measure).append(" | ").append(formatFieldValue(row.value));
        out.append(" | ").append(r.band).append(" | ").append(r.source).append(" | ");
        out.append(verdictName(row.verdict)).append(" | ").append(row.meaning).append(" |\n");
    });
    return out;
}

std::string fieldCsv(const FieldAverage& average) {
    std::string out("measure,value,field_value,source,agrees\n");
    forEachRow(average, [&](const FieldRow& row) {
        const FieldReference& r = *row.reference;
        out.append(r.id).append(",").append(row.value ? formatFieldValue(row.value) : std::string()).append(",");
        out.append(csvField(r.band)).append(",").append(csvField(r.source)).append(",");
        out.append(agreesWord(row.verdict)).append("\n");
    });
    return out;
}

std::string sizeSeriesMarkdown(const SizeSeries& series) {
    std::string out("| Birds | L | xi | xi / L |\n|---|---|---|---|\n");
    for (const SizePoint& p : series.points) {
        const std::optional<float> xi = p.hasXi ? std::optional(p.xi) : std::nullopt;
        const std::optional<float> ratio =
            p.hasXi && p.linearSize > 0.0f ? std::optional(p.xi / p.linearSize) : std::nullopt;
        out.append("| ").append(std::to_string(p.birds)).append(" | ").append(formatFieldValue(p.linearSize));
        out.append(" | ").append(formatFieldValue(xi)).append(" | ").append(formatFieldValue(ratio)).append(" |\n");
    }
    const bool fitted = series.fit.r2 > 0.0f || series.fit.slope != 0.0f;
    const FieldRow row =
        compareField(FieldQuantity::SizeSeriesSlope, fitted ? std::optional(series.fit.slope) : std::nullopt);
    out.append("\nFit xi = a L (through the origin): a = ").append(formatFieldValue(series.fit.slope));
    out.append(", R^2 = ").append(formatFieldValue(series.fit.r2)).append(" (uncentred)");
    out.append(". Field: ").append(row.reference->band).append(" (").append(row.reference->source).append("): ");
    out.append(verdictName(row.verdict)).append(". ").append(row.meaning).append("\n");
    return out;
}

std::string sizeSeriesCsv(const SizeSeries& series) {
    std::string out("n,L,xi,fit_slope,fit_r2\n");
    std::string fit = formatFieldValue(series.fit.slope);
    fit.append(",").append(formatFieldValue(series.fit.r2));
    for (const SizePoint& p : series.points) {
        out.append(std::to_string(p.birds)).append(",").append(formatFieldValue(p.linearSize)).append(",");
        out.append(p.hasXi ? formatFieldValue(p.xi) : std::string()).append(",").append(fit).append("\n");
    }
    return out;
}

}  // namespace murmur::report
