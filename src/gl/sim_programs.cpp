#include "sim_programs.hpp"

#include <vector>

#include "commonShaderFiles.hpp"
#include "shader_program.hpp"
#include "simShaderFiles.hpp"

namespace murmur::gl {

namespace {

const Program& variantFor(const std::array<Program, kStepCapacities.size()>& variants, int k) {
    for (std::size_t v = 0; v < kStepCapacities.size(); ++v)
        if (k <= kStepCapacities[v]) return variants[v];
    return variants.back();
}

}  // namespace

const Program& SimPrograms::stepFor(int k) const {
    return variantFor(step, k);
}

const Program& SimPrograms::starlingStepFor(int k) const {
    return variantFor(starlingStep, k);
}

ShaderSources simShaderSources() {
    return ShaderSources({embedded::commonShaderFiles(), embedded::simShaderFiles()});
}

Result<std::unique_ptr<SimPrograms>> buildSimPrograms(const ShaderSources& sources) {
    auto programs = std::make_unique<SimPrograms>();
    bool ok = true;
    std::string error;  // the first failure's; the rest are skipped
    auto build = [&](Program& into, const std::string& path, std::vector<std::string> defines = {}) {
        if (!ok) return;
        Result<Program> p = buildComputeProgram(sources, path, std::move(defines));
        if (!p) {
            ok = false;
            error = p.error();
            return;
        }
        into = std::move(*p);
    };
    build(programs->gridBounds, "sim/grid_bounds.comp");
    build(programs->gridSetup, "sim/grid_setup.comp");
    build(programs->gridKeys, "sim/grid_keys.comp");
    build(programs->gridGather, "sim/grid_gather.comp");
    build(programs->scanSetup, "sim/scan_setup.comp");
    build(programs->fillWords, "sim/fill_words.comp");
    build(programs->scanBlocks, "sim/scan_blocks.comp");
    build(programs->scanAdd, "sim/scan_add.comp");
    build(programs->sortCount, "sim/sort_count.comp");
    build(programs->sortScatter, "sim/sort_scatter.comp");
    build(programs->sortStabilize, "sim/sort_stabilize.comp");
    for (std::size_t v = 0; v < kStepCapacities.size(); ++v) {
        const std::string capacity = "MURMUR_TOPO_CAPACITY " + std::to_string(kStepCapacities[v]);
        build(programs->step[v], "sim/step_birds.comp", {capacity});
        build(programs->starlingStep[v], "sim/step_starling.comp", {capacity});
    }
    build(programs->metricsSum, "sim/metrics_sum.comp");
    build(programs->metricsFinal, "sim/metrics_final.comp");
    build(programs->clusterInit, "sim/cluster_init.comp");
    build(programs->clusterLink, "sim/cluster_link.comp");
    build(programs->clusterCount, "sim/cluster_count.comp");
    build(programs->clusterLabel, "sim/cluster_label.comp");
    build(programs->closeUp, "sim/close_up.comp");
    if (!ok) return fail(std::move(error));
    return programs;
}

}  // namespace murmur::gl
