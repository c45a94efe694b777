// field_binding.cpp - measure and size_series: `murmur-cli measure`'s protocol (a flock run,
// then measured the field studies' way over a window, murmur/analysis/field_run.hpp) as tidy rows
// against the published starling values (murmur/analysis/field_reference.hpp), the GIL released.
#include <string>
#include <vector>

#include <pybind11/stl.h>

#include "bindings.hpp"
#include "murmur/analysis/field_reference.hpp"
#include "murmur/analysis/field_run.hpp"

namespace py = pybind11;

namespace murmur::python {

namespace {

FieldRunOptions runOptions(long long steps, long long window, long long every) {
    if (steps < 0) throw py::value_error("steps must be 0 or more");
    if (window < 1) throw py::value_error("window must be 1 or more");
    if (every < 1 || every > window) throw py::value_error("every must be in [1, window]");
    FieldRunOptions o;
    o.steps = steps;
    o.window = window;
    o.every = every;
    return o;
}

py::dict rowDict(const FieldRow& row) {
    py::dict d;
    d["measure"] = row.reference->id;
    d["what"] = row.reference->measure;
    d["value"] = row.value ? py::object(py::float_(*row.value)) : py::object(py::none());
    d["field_value"] = row.reference->band;
    d["unit"] = row.reference->unit;
    d["source"] = row.reference->source;
    d["quantitative"] = row.reference->quantitative;
    // As the CSV of `murmur-cli measure` writes it, and in words.
    d["agrees"] = row.verdict == FieldVerdict::Agrees      ? "yes"
                  : row.verdict == FieldVerdict::Disagrees ? "no"
                                                           : "not comparable";
    d["verdict"] = verdictName(row.verdict);
    d["meaning"] = row.meaning;
    return d;
}

}  // namespace

void bindField(py::module_& m) {
    m.def(
        "measure",
        [](const std::string& settingsJson, long long steps, long long window, long long every) {
            const SimParams params = paramsFromJson(settingsJson, "settings");
            const FieldRunOptions options = runOptions(steps, window, every);
            FieldRunResult result;
            {
                py::gil_scoped_release unlocked;
                result = runFieldMeasure(params, options);
            }
            py::list rows;
            for (const FieldReference& ref : fieldReferences()) {
                if (ref.quantity == FieldQuantity::SizeSeriesSlope) continue;  // size_series' figure
                rows.append(
                    rowDict(compareField(ref.quantity, result.average.mean(ref.quantity), result.average.inMetres())));
            }
            return rows;
        },
        py::arg("settings_json"), py::arg("steps"), py::arg("window"), py::arg("every"));
    m.def(
        "size_series",
        [](const std::string& settingsJson, const std::vector<int>& birds, long long steps, long long window,
           long long every) {
            const SimParams params = paramsFromJson(settingsJson, "settings");
            const FieldRunOptions options = runOptions(steps, window, every);
            if (birds.size() < 2) throw py::value_error("birds must list at least two flock sizes");
            for (int n : birds)
                if (n < 2 || n > kMaxBirdCount) throw py::value_error("each flock size must be in [2, 20000000]");
            SizeSeries series;
            {
                py::gil_scoped_release unlocked;
                series = runSizeSeries(params, birds, options);
            }
            py::list points;
            for (const SizePoint& p : series.points) {
                py::dict d;
                d["n"] = p.birds;
                d["L"] = p.linearSize;
                d["xi"] = p.hasXi ? py::object(py::float_(p.xi)) : py::object(py::none());
                points.append(d);
            }
            py::dict out;
            out["points"] = points;
            out["slope"] = series.fit.slope;
            out["r2"] = series.fit.r2;
            out["agrees"] = verdictName(compareField(FieldQuantity::SizeSeriesSlope, series.fit.slope).verdict);
            return out;
        },
        py::arg("settings_json"), py::arg("birds"), py::arg("steps"), py::arg("window"), py::arg("every"));
}

}  // namespace murmur::python
