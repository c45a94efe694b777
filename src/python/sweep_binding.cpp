// sweep_binding.cpp - the sweep library (src/sweep) as murmur.sweep uses it to run a spec on
// a Dask cluster: the spec and its cells, one run of a cell (run_cell, what each task does),
// and the results folder the client alone writes, with the CLI's resume rule and order.
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <pybind11/stl.h>
#include <pybind11/stl/filesystem.h>

#include "bindings.hpp"
#include "io/settings_file.hpp"
#include "sweep/cell_run.hpp"
#include "sweep/phase_diagram.hpp"
#include "sweep/results_file.hpp"
#include "sweep/sweep_runner.hpp"
#include "sweep/sweep_spec.hpp"

namespace py = pybind11;

namespace murmur::python {

namespace {

// A parsed spec and its cells, made once.
struct Spec {
    sweep::SweepSpec spec;
    std::vector<sweep::SweepCell> cells;
};

std::shared_ptr<Spec> adopt(Result<sweep::SweepSpec> parsed) {
    if (!parsed) throw py::value_error(parsed.error());
    auto s = std::make_shared<Spec>();
    s->spec = std::move(*parsed);
    s->cells = sweep::expandCells(s->spec);
    return s;
}

std::vector<sweep::Measure> measuresFrom(const std::vector<std::string>& names) {
    std::vector<sweep::Measure> out;
    for (const std::string& name : names) {
        auto m = sweep::parseMeasure(name);
        if (!m) throw py::value_error("unknown measure '" + name + "' (choose from " + sweep::measureNames() + ")");
        out.push_back(*m);
    }
    if (out.empty()) throw py::value_error("measures names no measure");
    return out;
}

std::vector<sweep::MeasureValue> valuesFrom(const std::vector<std::pair<std::string, double>>& rows) {
    std::vector<sweep::MeasureValue> out;
    for (const auto& [name, value] : rows) out.push_back({measuresFrom({name}).front(), value});
    return out;
}

}  // namespace

void bindSweep(py::module_& m) {
    std::vector<std::string> names;
    for (sweep::Measure measure : sweep::allMeasures()) names.emplace_back(sweep::measureName(measure));
    m.attr("MEASURES") = names;
    py::class_<Spec, std::shared_ptr<Spec>>(m, "SweepSpec", "A parsed sweep spec (src/sweep/sweep_spec.hpp).")
        .def_property_readonly("cell_count", [](const Spec& s) { return s.cells.size(); })
        .def_property_readonly("seeds", [](const Spec& s) { return s.spec.seeds; })
        .def_property_readonly("steps", [](const Spec& s) { return s.spec.steps; })
        .def_property_readonly("window", [](const Spec& s) { return s.spec.window; })
        .def_property_readonly("measures",
                               [](const Spec& s) {
                                   std::vector<std::string> out;
                                   for (sweep::Measure x : s.spec.measures) out.push_back(sweep::measureName(x));
                                   return out;
                               })
        .def_property_readonly("axes",
                               [](const Spec& s) {
                                   std::vector<std::pair<std::string, std::vector<std::string>>> out;
                                   for (const auto& axis : s.spec.axes) {
                                       std::vector<std::string> values;
                                       for (const auto& v : axis.values) values.push_back(v.text);
                                       out.emplace_back(axis.field, values);
                                   }
                                   return out;
                               })
        .def(
            "to_json", [](const Spec& s) { return sweep::sweepSpecJson(s.spec); },
            "The self-contained spec (what DIR/spec.json holds).")
        .def(
            "cell_settings",
            [](const Spec& s, std::size_t cell) {
                if (cell >= s.cells.size()) throw py::index_error("no such cell");
                return report::settingsJson(s.cells[cell].params);
            },
            py::arg("cell"), "The settings JSON of one cell.")
        .def(
            "pending_runs",
            [](const Spec& s, const std::set<std::pair<std::size_t, std::uint32_t>>& done) {
                std::set<sweep::RunKey> keys;
                for (const auto& [c, seed] : done) keys.insert({c, seed});
                std::vector<std::pair<std::size_t, std::uint32_t>> out;
                for (const sweep::RunKey& k : sweep::pendingRuns(s.spec, keys)) out.emplace_back(k.cell, k.seed);
                return out;
            },
            py::arg("done"), "The (cell, seed) runs not in done, in the order they are appended.");

    m.def(
        "load_sweep_spec", [](const std::string& path) { return adopt(sweep::loadSweepSpec(path)); }, py::arg("path"),
        "Reads and checks a spec file; ValueError with murmur-cli sweep's message otherwise.");
    m.def(
        "parse_sweep_spec",
        [](const std::string& json, const std::string& source) {
            return adopt(sweep::parseSweepSpec(json, source, "."));
        },
        py::arg("json"), py::arg("source") = "spec");

    m.def(
        "run_cell",
        [](const std::string& settingsJson, std::uint32_t seed, int steps, int window,
           const std::vector<std::string>& measureNames) {
            const SimParams params = paramsFromJson(settingsJson, "settings");
            if (steps < 1 || steps > sweep::kMaxSweepSteps)
                throw py::value_error("steps must be in [1, " + std::to_string(sweep::kMaxSweepSteps) + "]");
            if (window < 1 || window > steps) throw py::value_error("window must be in [1, steps]");
            const std::vector<sweep::Measure> measures = measuresFrom(measureNames);
            std::vector<sweep::MeasureValue> values;
            {
                py::gil_scoped_release unlocked;
                values = sweep::runCell(params, seed, steps, window, measures);
            }
            std::vector<std::pair<std::string, double>> out;
            for (const auto& v : values) out.emplace_back(sweep::measureName(v.measure), v.value);
            return out;
        },
        py::arg("settings_json"), py::arg("seed"), py::arg("steps"), py::arg("window"), py::arg("measures"));

    py::class_<sweep::ResultsFile>(m, "ResultsFile", "A sweep folder open for appending (results_file.hpp).")
        .def_property_readonly("done",
                               [](const sweep::ResultsFile& f) {
                                   std::set<std::pair<std::size_t, std::uint32_t>> out;
                                   for (const auto& k : f.done()) out.emplace(k.cell, k.seed);
                                   return out;
                               })
        .def_property_readonly("dropped_lines", &sweep::ResultsFile::droppedLines)
        .def_property_readonly("path", [](const sweep::ResultsFile& f) { return f.path().string(); });

    m.def(
        "open_results",
        [](const std::shared_ptr<Spec>& s, const std::string& dir) {
            auto file = sweep::ResultsFile::open(s->spec, dir);
            if (!file) throw py::value_error(file.error());
            return std::make_unique<sweep::ResultsFile>(std::move(*file));
        },
        py::arg("spec"), py::arg("dir"));
    m.def(
        "append_run",
        [](sweep::ResultsFile& file, const std::shared_ptr<Spec>& s, std::size_t cell, std::uint32_t seed,
           const std::vector<std::pair<std::string, double>>& values) {
            if (cell >= s->cells.size()) throw py::index_error("no such cell");
            if (file.done().count({cell, seed})) throw py::value_error("run already in results.csv");
            if (Status ok = file.append(s->cells[cell], seed, valuesFrom(values)); !ok) raiseOSError(ok.error());
        },
        py::arg("file"), py::arg("spec"), py::arg("cell"), py::arg("seed"), py::arg("values"),
        "Appends one run's rows as one synced write.");
    m.def(
        "write_phase_diagrams",
        [](const sweep::ResultsFile& file, const std::shared_ptr<Spec>& s, const std::string& dir) {
            auto charts = sweep::writePhaseDiagrams(s->spec, file.rows(), dir);
            if (!charts) raiseOSError(charts.error());
            std::vector<std::string> out;
            for (const auto& p : *charts) out.push_back(p.string());
            return out;
        },
        py::arg("file"), py::arg("spec"), py::arg("dir"));
}

}  // namespace murmur::python
