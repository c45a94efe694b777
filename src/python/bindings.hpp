// bindings.hpp - the parts of the Python module `murmur._murmur`, one function per file.
// The Pythonic surface (Settings as attributes, the tidy rows, the Dask sweep) is written in
// Python on top of these, in src/python/murmur/.
#pragma once

#include <string>

#include <pybind11/pybind11.h>

#include "murmur/model/params.hpp"

namespace murmur::python {

// default_settings(), apply_settings(base, patch, source): the settings file's JSON.
void bindSettings(pybind11::module_& m);
// Simulation: one flock on the CPU or GPU backend.
void bindSimulation(pybind11::module_& m);
// run_experiments(...): docs/model.md's experiments as tidy rows.
void bindExperiments(pybind11::module_& m);
// The sweep library: specs, run_cell, the results folder, the phase diagrams.
void bindSweep(pybind11::module_& m);
// measure, size_series: the flock against the field data, as `murmur-cli measure`.
void bindField(pybind11::module_& m);

// The parameters a full settings text gives, applied to the defaults; ValueError with the
// settings file's message (naming `source`, the key and the allowed range) if it is not valid.
SimParams paramsFromJson(const std::string& json, const std::string& source);

// Raises Python's OSError with the message (a file that could not be written).
[[noreturn]] void raiseOSError(const std::string& message);

}  // namespace murmur::python
