#include "report/experiments_tables.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace murmur::report {
namespace {

using Rows = std::vector<ExperimentRow>;

std::string fixed(double v, int digits = 1) {
    if (std::isnan(v)) return "-";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    return buf;
}

bool hasExperiment(const Rows& rows, const std::string& e) {
    return std::any_of(rows.begin(), rows.end(), [&](const auto& r) { return r.experiment == e; });
}

std::string seedCount(const Rows& rows, const std::string& e) {
    return std::to_string(seedsOf(rows, e).size());
}

}  // namespace

std::string experimentsMarkdown(const Rows& rows) {
    std::ostringstream md;
    if (hasExperiment(rows, "e0")) {
        md << "### E0 first steps (seed 1)\n\n| polarization, step 0 | polarization, step 50 |\n|---:|---:|\n";
        md << "| " << fixed(meanOf(rows, "e0", "all", "polarization_step0")) << " | "
           << fixed(meanOf(rows, "e0", "all", "polarization_step50")) << " |\n\n";
    }
    if (hasExperiment(rows, "e1")) {
        md << "### E1 neighbour count (means over " << seedCount(rows, "e1")
           << " seeds, last 400 of 2,000 steps)\n\n| k | polarization | largest cluster % | clusters "
              "|\n|---|---:|---:|---:|\n";
        for (const auto& v : variantsOf(rows, "e1"))
            md << "| " << v.substr(2) << " | " << fixed(meanOf(rows, "e1", v, "polarization")) << " | "
               << fixed(meanOf(rows, "e1", v, "largest_cluster_pct")) << " | "
               << fixed(meanOf(rows, "e1", v, "clusters"), 2) << " |\n";
        md << "\n";
    }
    if (hasExperiment(rows, "e2")) {
        md << "### E2 rule ablation (k = 7, means over " << seedCount(rows, "e2")
           << " seeds, last 400 of 2,000 steps)\n\n| rules | polarization | clumping | largest cluster % | clusters "
              "|\n|---|---:|---:|---:|---:|\n";
        for (const auto& v : variantsOf(rows, "e2"))
            md << "| " << v << " | " << fixed(meanOf(rows, "e2", v, "polarization")) << " | "
               << fixed(meanOf(rows, "e2", v, "clumping")) << " | "
               << fixed(meanOf(rows, "e2", v, "largest_cluster_pct")) << " | "
               << fixed(meanOf(rows, "e2", v, "clusters"), 2) << " |\n";
        md << "\n";
    }
    if (hasExperiment(rows, "e3")) {
        md << "### E3 half spread at step 600 (means over " << seedCount(rows, "e3")
           << " seeds)\n\n| neighbours | largest cluster %, steps 400-599 | largest cluster %, steps 1,100-1,400 "
              "|\n|---|---:|---:|\n";
        for (const auto& v : variantsOf(rows, "e3"))
            md << "| " << (v == "metric" ? "metric r = 2.9" : "topological k = 7") << " | "
               << fixed(meanOf(rows, "e3", v, "largest_before_pct")) << " | "
               << fixed(meanOf(rows, "e3", v, "largest_after_pct")) << " |\n";
        md << "\n";
    }
    if (hasExperiment(rows, "e4")) {
        int regrouped = 0, runs = 0;
        double recoverySum = 0;
        for (const auto& r : rows)
            if (r.experiment == "e4" && r.metric == "recovery_steps") {
                ++runs;
                if (r.value >= 0) {
                    ++regrouped;
                    recoverySum += r.value;
                }
            }
        md << "### E4 hawk at step 600 (means over " << seedCount(rows, "e4")
           << " seeds)\n\n| lowest polarization while the hawk is in the sky | recovery steps |\n|---:|---:|\n";
        md << "| " << fixed(meanOf(rows, "e4", "all", "min_polarization")) << " | "
           << (regrouped ? fixed(recoverySum / regrouped, 0) + " (" + std::to_string(regrouped) + " of " +
                               std::to_string(runs) + " runs regrouped)"
                         : std::string("none within the run"))
           << " |\n\n";
    }
    return md.str();
}

std::string experimentsCsv(const Rows& rows) {
    std::ostringstream csv;
    csv << "experiment,variant,seed,metric,value\n";
    for (const auto& r : rows) {
        csv << r.experiment << ',' << r.variant << ',' << r.seed << ',' << r.metric << ',';
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.6g", r.value);
        csv << buf << '\n';
    }
    return csv.str();
}

}  // namespace murmur::report
