// simulation_binding.cpp - murmur.Simulation: one flock (murmur/simulation/simulation.hpp) on the CPU
// reference or the GPU backend, stepped with the GIL released. The per-bird arrays are copies
// of one download per step (a GPU flock lives on the device; a view would go stale at the
// next step), so reading positions and headings of the same step downloads once.
#include <cstring>
#include <memory>
#include <optional>
#include <string>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "bindings.hpp"
#include "io/settings_file.hpp"
#include "io/snapshot.hpp"
#include "murmur/simulation/simulation.hpp"
#include "report/attack_table.hpp"

#ifdef MURMUR_HAVE_GPU
#include "gpu_backend.hpp"
#endif

namespace py = pybind11;

namespace murmur::python {

namespace {

static_assert(sizeof(glm::vec3) == 3 * sizeof(float), "positions are copied as N x 3 floats");

struct MadeBackend {
    std::unique_ptr<FlockBackend> backend;
    std::string fallbackReason;  // why "gpu" became the CPU backend; empty otherwise
};

MadeBackend makeBackend(const std::string& name, int threads) {
    if (name == "cpu") return {makeCpuBackend(threads), {}};
    if (name != "gpu") throw py::value_error("backend must be \"cpu\" or \"gpu\", not \"" + name + "\"");
#ifdef MURMUR_HAVE_GPU
    auto gpu = gl::makeHeadlessGpuBackend();
    if (gpu) return {std::move(*gpu), {}};
    std::string why = gpu.error();
#else
    std::string why = "the GPU backend is not built in this module";
#endif
    why.append("; using the CPU backend");
    return {makeCpuBackend(threads), why};
}

py::dict metricsDict(std::uint32_t step, const FlockMetrics& m) {
    py::dict d;
    d["step"] = step;
    d["polarization"] = m.polarization;
    d["clumping"] = m.clumping;
    d["centroid"] = py::make_tuple(m.centroid.x, m.centroid.y, m.centroid.z);
    d["mean_heading"] = py::make_tuple(m.meanHeading.x, m.meanHeading.y, m.meanHeading.z);
    d["mean_distance"] = m.meanDistance;
    if (m.hasClusters) {
        d["clusters"] = m.clusters.count;
        d["largest_cluster_pct"] = m.clusters.largestPct;
    }
    return d;
}

class PySimulation {
public:
    PySimulation(const std::string& settingsJson, const std::string& backend, int threads) {
        if (threads < 0) throw py::value_error("threads must be 0 (all) or more");
        SimParams params = paramsFromJson(settingsJson, "settings");
        MadeBackend made = makeBackend(backend, threads);
        fallbackReason_ = made.fallbackReason;
        sim_ = std::make_unique<Simulation>(params, std::move(made.backend));
    }

    void step(long long n) {
        if (n < 0) throw py::value_error("step(n): n must be 0 or more");
        py::gil_scoped_release unlocked;
        for (long long i = 0; i < n; ++i) sim_->step();
    }

    void setSettings(const std::string& settingsJson) {
        if (Status s = sim_->setParams(paramsFromJson(settingsJson, "settings")); !s) throw py::value_error(s.error());
    }

    const FlockState& state() {
        if (!downloaded_ || downloadedStep_ != sim_->stepIndex() || state_.size() != sim_->birdCount()) {
            sim_->backend().download(state_);
            downloaded_ = true;
            downloadedStep_ = sim_->stepIndex();
        }
        return state_;
    }

    // Invalidates the cached download (a reset or a resize can keep the step number).
    void forget() { downloaded_ = false; }

    std::string snapshot(const std::optional<std::string>& path) {
        const FlockState& s = state();
        if (!path) return report::snapshotCsv(s);
        if (auto error = report::writeSnapshotCsv(*path, s)) raiseOSError(*error);
        return {};
    }

    Simulation& sim() { return *sim_; }
    const std::string& fallbackReason() const { return fallbackReason_; }

private:
    std::unique_ptr<Simulation> sim_;
    std::string fallbackReason_;
    FlockState state_;
    bool downloaded_ = false;
    std::uint32_t downloadedStep_ = 0;
};

py::array_t<float> vectors(const std::vector<glm::vec3>& v) {
    py::array_t<float> out({static_cast<py::ssize_t>(v.size()), py::ssize_t{3}});
    if (!v.empty()) std::memcpy(out.mutable_data(), v.data(), v.size() * sizeof(glm::vec3));
    return out;
}

py::array_t<float> scalars(const std::vector<float>& v) {
    py::array_t<float> out(static_cast<py::ssize_t>(v.size()));
    if (!v.empty()) std::memcpy(out.mutable_data(), v.data(), v.size() * sizeof(float));
    return out;
}

}  // namespace

void bindSimulation(py::module_& m) {
    py::class_<PySimulation>(m, "Simulation", "One flock; see murmur.Simulation for the documented wrapper.")
        .def(py::init<const std::string&, const std::string&, int>(), py::arg("settings_json"),
             py::arg("backend") = "cpu", py::arg("threads") = 0)
        .def("step", &PySimulation::step, py::arg("n") = 1, "Advances n steps (the GIL is released meanwhile).")
        .def(
            "reset",
            [](PySimulation& s) {
                s.sim().reset();
                s.forget();
            },
            "Back to step 0 with the current settings.")
        .def(
            "send_hawk", [](PySimulation& s) { return s.sim().sendHawk(); },
            "Sends a hawk now; False if one is flying or there are no birds.")
        .def("_set_settings",
             [](PySimulation& s, const std::string& json) {
                 s.setSettings(json);
                 s.forget();
             })
        .def("_settings_json", [](PySimulation& s) { return report::settingsJson(s.sim().params()); })
        .def(
            "metrics", [](PySimulation& s) { return metricsDict(s.sim().stepIndex(), s.sim().metrics()); },
            "The current step's metrics as a dict.")
        .def("snapshot", &PySimulation::snapshot, py::arg("path") = py::none(),
             "Every bird as `murmur-cli run --snapshot` writes it: the CSV text, or written to path.")
        .def("_attacks_csv", [](PySimulation& s) { return report::attacksCsv(s.sim().attacks()); })
        .def_property_readonly("step_index", [](PySimulation& s) { return s.sim().stepIndex(); })
        .def_property_readonly("bird_count", [](PySimulation& s) { return s.sim().birdCount(); })
        .def_property_readonly("backend", [](PySimulation& s) { return s.sim().backend().name(); })
        .def_property_readonly("_fallback_reason", &PySimulation::fallbackReason)
        .def_property_readonly("hawk_in_sky", [](PySimulation& s) { return s.sim().hawk().inSky; })
        .def_property_readonly(
            "hawk_positions",
            [](PySimulation& s) {
                const HawkView v = s.sim().hawkView();
                std::vector<glm::vec3> at;
                for (int h = 0; h < v.count(); ++h) at.push_back(v.at(h));
                return vectors(at);
            },
            "K x 3 float32 array: where the hawks in the sky are (a copy; 0 x 3 when none flies).")
        .def_property_readonly(
            "positions", [](PySimulation& s) { return vectors(s.state().position); },
            "N x 3 float32 array: a copy of the current step's positions.")
        .def_property_readonly(
            "headings", [](PySimulation& s) { return vectors(s.state().heading); },
            "N x 3 float32 array of unit headings (a copy).")
        .def_property_readonly(
            "speeds", [](PySimulation& s) { return scalars(s.state().speed); },
            "N float32 array of speeds, model units per step (a copy).")
        .def_property_readonly(
            "fear", [](PySimulation& s) { return scalars(s.state().fear); },
            "N float32 array of fear in [0, 1] (a copy).")
        .def_property_readonly(
            "edge", [](PySimulation& s) { return scalars(s.state().edge); },
            "N float32 array of the render-only edge value in [0, 1] (a copy).");
}

}  // namespace murmur::python
