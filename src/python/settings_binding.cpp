// settings_binding.cpp - the settings file (io/settings_file.hpp) as Python sees it: one
// full JSON text per Settings object, changed only through applySettingsJson so that Python
// gets the same checks and the same messages as `--config`.
#include "bindings.hpp"
#include "io/settings_file.hpp"
#include "murmur/model/param_table.hpp"

namespace py = pybind11;

namespace murmur::python {

SimParams paramsFromJson(const std::string& json, const std::string& source) {
    SimParams params;
    if (auto error = report::applySettingsJson(json, source, params)) throw py::value_error(*error);
    return params;
}

void raiseOSError(const std::string& message) {
    PyErr_SetString(PyExc_OSError, message.c_str());
    throw py::error_already_set();
}

void bindSettings(py::module_& m) {
    m.def(
        "param_table",
        [] {
            py::list rows;
            const SimParams defaults;
            for (const ParamRow& row : paramTable()) {
                py::dict d;
                d["key"] = row.key;
                d["flag"] = row.alias[0] ? std::string("--") + row.alias : std::string();
                d["range"] = rangeText(row);
                d["unit"] = row.unit;
                d["meaning"] = row.meaning;
                d["default"] = paramText(defaults, row);
                d["doc"] = describe(row);
                rows.append(d);
            }
            return rows;
        },
        "The parameter table: one dict per setting (key, flag, range, unit, meaning, default, doc), in order.");
    m.def(
        "default_settings", [] { return report::settingsJson(SimParams{}); },
        "Every SimParams field at its default, as a settings file's JSON text.");
    m.def(
        "apply_settings",
        [](const std::string& base, const std::string& patch, const std::string& source) {
            SimParams params = paramsFromJson(base, source);
            if (auto error = report::applySettingsJson(patch, source, params)) throw py::value_error(*error);
            return report::settingsJson(params);
        },
        py::arg("base"), py::arg("patch"), py::arg("source"),
        "The full settings text of `base` with `patch`'s fields applied (all or nothing); "
        "ValueError naming `source`, the key and the allowed range otherwise.");
    m.def(
        "read_settings_file",
        [](const std::string& path) {
            SimParams params;
            if (auto error = report::applySettingsFile(path, params)) throw py::value_error(*error);
            return report::settingsJson(params);
        },
        py::arg("path"), "The full settings text of a settings file applied to the defaults.");
    m.def(
        "write_settings_file",
        [](const std::string& path, const std::string& json) {
            if (auto error = report::writeSettingsFile(path, paramsFromJson(json, path))) raiseOSError(*error);
        },
        py::arg("path"), py::arg("json"), "Writes the settings atomically.");
}

}  // namespace murmur::python
