// experiments_binding.cpp - run_experiments: murmur/analysis/experiments.hpp's runs in parallel on the
// CPU (one thread each), the GIL released while they run and taken only to report progress.
#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include <pybind11/functional.h>
#include <pybind11/stl.h>

#include "bindings.hpp"
#include "murmur/analysis/experiments.hpp"

namespace py = pybind11;

namespace murmur::python {

void bindExperiments(py::module_& m) {
    m.attr("EXPERIMENT_NAMES") = kExperimentNames;
    m.attr("DEFAULT_EXPERIMENTS") = kDefaultExperiments;
    m.def(
        "run_experiments",
        [](const std::string& settingsJson, const std::vector<std::string>& only, int seeds, int threads,
           const std::function<void(int, int)>& progress, const std::vector<int>& e6Birds) {
            ExperimentOptions options;
            options.base = paramsFromJson(settingsJson, "settings");
            for (const std::string& name : only)
                if (!isExperimentName(name))
                    throw py::value_error("unknown experiment '" + name + "' (choose from e0,e1,e2,e3,e4,e5,e6)");
            if (only.empty()) throw py::value_error("only names no experiment");
            if (seeds < 1 || seeds > 64) throw py::value_error("seeds must be in [1, 64]");
            if (threads < 0) throw py::value_error("threads must be 0 (all) or more");
            for (int n : e6Birds)
                if (n < 2 || n > kMaxBirdCountFixedSky)
                    throw py::value_error("e6_birds: " + std::to_string(n) + " is outside 2.." +
                                          std::to_string(kMaxBirdCountFixedSky));
            if (e6Birds.empty()) throw py::value_error("e6_birds names no flock size");
            options.e6Birds = e6Birds;
            options.only = only;
            options.seeds = seeds;
            options.threads = threads;
            // An exception in the callback stops the runs and is raised here, not in a worker.
            std::atomic<bool> cancel{false};
            std::unique_ptr<py::error_already_set> failure;  // touched with the GIL held only
            options.cancel = &cancel;
            if (progress) {
                options.progress = [&](int done, int total) {
                    py::gil_scoped_acquire locked;
                    if (failure) return;
                    try {
                        progress(done, total);
                    } catch (py::error_already_set& e) {
                        failure = std::make_unique<py::error_already_set>(std::move(e));
                        cancel = true;
                    }
                };
            }
            ExperimentResults results;
            {
                py::gil_scoped_release unlocked;
                results = runExperiments(options);
            }
            if (failure) throw std::move(*failure);
            py::list rows;
            for (const ExperimentRow& r : results.rows) {
                py::dict row;
                row["experiment"] = r.experiment;
                row["variant"] = r.variant;
                row["seed"] = r.seed;
                row["metric"] = r.metric;
                row["value"] = r.value;
                rows.append(row);
            }
            return rows;
        },
        py::arg("settings_json"), py::arg("only"), py::arg("seeds"), py::arg("threads"), py::arg("progress"),
        py::arg("e6_birds"));
}

}  // namespace murmur::python
