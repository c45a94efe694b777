// module.cpp - murmur._murmur, the compiled half of the Python package `murmur`.
#include <pybind11/pybind11.h>

#include "bindings.hpp"
#include "io/version.hpp"

PYBIND11_MODULE(_murmur, m) {
    m.doc() = "The murmuration lab's flock (C++): settings, simulation, experiments.";
    m.attr("__version__") = murmur::report::programVersion();
    murmur::python::bindSettings(m);
    murmur::python::bindSimulation(m);
    murmur::python::bindExperiments(m);
    murmur::python::bindSweep(m);
    murmur::python::bindField(m);
}
