#include "report/experiments_tables.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <utility>

#include "murmur/analysis/field_reference.hpp"

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

// Over one variant's rows of a metric: the runs, those with a value >= 0 (-1 means none),
// and the mean of those values.
struct CountedMean {
    int runs = 0, present = 0;
    double sum = 0.0;
    double mean() const { return present ? sum / present : std::nan(""); }
};
CountedMean countedMean(const Rows& rows, const std::string& e, const std::string& variant, const std::string& metric) {
    CountedMean c;
    for (const auto& r : rows)
        if (r.experiment == e && r.variant == variant && r.metric == metric) {
            ++c.runs;
            if (r.value >= 0) {
                ++c.present;
                c.sum += r.value;
            }
        }
    return c;
}

// E6's variants "<part> n=<birds>" split back into the part and the bird count.
std::pair<std::string, std::string> e6Parts(const std::string& variant) {
    const std::size_t at = variant.find(" n=");
    if (at == std::string::npos) return {variant, ""};
    return {variant.substr(0, at), variant.substr(at + 3)};
}

std::string ofRuns(int count, int runs) {
    std::string s = std::to_string(count);
    s.append(" of ").append(std::to_string(runs));
    return s;
}

// E6: per flock size, one column per variant; the seed's three metrics, then every field row
// E6 measures (its mean over the seeds, and in how many seeds it agreed with the field).
void e6Markdown(std::ostringstream& md, const Rows& rows) {
    std::vector<std::string> sizes;
    for (const auto& v : variantsOf(rows, "e6")) {
        const std::string n = e6Parts(v).second;
        if (std::find(sizes.begin(), sizes.end(), n) == sizes.end()) sizes.push_back(n);
    }
    for (const std::string& n : sizes) {
        std::vector<std::string> variants;
        for (const auto& v : variantsOf(rows, "e6"))
            if (e6Parts(v).second == n) variants.push_back(v);
        md << "### E6 what each omission buys: the starling model, " << n << " birds (extension; means over "
           << seedCount(rows, "e6") << " seeds, 3,000 steps then 500 measured every 10)\n\n| measure | field |";
        for (const auto& v : variants) md << ' ' << e6Parts(v).first << " |";
        md << "\n|---|---|";
        for (std::size_t i = 0; i < variants.size(); ++i) md << "---:|";
        md << "\n| field rows that agree | |";
        for (const auto& v : variants)
            md << ' ' << fixed(meanOf(rows, "e6", v, "field_rows_agree")) << " of "
               << fixed(meanOf(rows, "e6", v, "field_rows_comparable")) << " |";
        const std::pair<const char*, const char*> seedMetrics[] = {
            {"polarization", "polarization (seed metric)"},
            {"clumping", "clumping (seed metric)"},
            {"largest_cluster_pct", "largest cluster % (seed metric)"}};
        for (const auto& [metric, label] : seedMetrics) {
            md << "\n| " << label << " | |";
            for (const auto& v : variants) md << ' ' << fixed(meanOf(rows, "e6", v, metric)) << " |";
        }
        for (std::size_t i = 0; i < kFieldQuantities; ++i) {
            const FieldReference& ref = fieldReferenceInMetres(static_cast<FieldQuantity>(i));
            const std::string id = std::string("field_") + ref.id, agreesId = id + "_agrees";
            if (std::isnan(meanOf(rows, "e6", variants.front(), agreesId))) continue;  // not one E6 measures
            md << "\n| " << ref.measure << " | " << ref.band << " |";
            for (const auto& v : variants) {
                const CountedMean agreed = countedMean(rows, "e6", v, agreesId);
                md << ' ' << fixed(meanOf(rows, "e6", v, id), 2) << " ("
                   << ofRuns(static_cast<int>(std::lround(agreed.sum)), agreed.runs) << ") |";
            }
        }
        md << "\n\nIn brackets: the seeds in which the row agreed with the field (not comparable counts as not "
              "agreeing).\n\n";
    }
}

// E7: one row per world (obstacles, wind, contagion): the calm flock's metrics and field score
// before the hawk, then the attack card's figures. Procaccini et al. 2011 (Anim. Behav.
// 82:759) saw waves "often" faster than the flock: the wave / cruise column.
void e7Markdown(std::ostringstream& md, const Rows& rows) {
    md << "### E7 the world: obstacles, wind and fear that spreads (extension; means over " << seedCount(rows, "e7")
       << " seeds; steps 400-599, then a hawk at 600 to the regroup or step 2,000)\n\n"
          "| obstacles | wind | contagion | polarization | largest cluster % | field rows agree | startled % | "
          "lowest polarization | escape wave / cruise (seeds with one) | split | recovery steps (seeds regrouped) "
          "|\n|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for (const auto& v : variantsOf(rows, "e7")) {
        const std::optional<E7World> world = parseE7Variant(v);
        if (!world) continue;
        const CountedMean wave = countedMean(rows, "e7", v, "wave_speed_over_cruise");
        const CountedMean split = countedMean(rows, "e7", v, "split");
        const CountedMean recovery = countedMean(rows, "e7", v, "recovery_steps");
        md << "| " << world->obstacles << " | " << world->wind << " | " << (world->contagion ? "on" : "off") << " | "
           << fixed(meanOf(rows, "e7", v, "polarization")) << " | "
           << fixed(meanOf(rows, "e7", v, "largest_cluster_pct")) << " | "
           << fixed(meanOf(rows, "e7", v, "field_rows_agree")) << " of "
           << fixed(meanOf(rows, "e7", v, "field_rows_comparable")) << " | "
           << fixed(meanOf(rows, "e7", v, "startled_pct")) << " | "
           << fixed(meanOf(rows, "e7", v, "lowest_polarization")) << " | "
           << (wave.present ? fixed(wave.mean(), 2) : std::string("none")) << " (" << ofRuns(wave.present, wave.runs)
           << ") | " << ofRuns(static_cast<int>(std::lround(split.sum)), split.runs) << " | "
           << (recovery.present ? fixed(recovery.mean(), 0) : std::string("none")) << " ("
           << ofRuns(recovery.present, recovery.runs) << ") |\n";
    }
    md << "\n";
}

// E8: every variant, then the cells pooled over the strategies (summariseE8). Hogan et al.
// 2017 (R Soc Open Sci 4:160564) found people catch a target less often in larger and in
// denser flocks; our hawks are never confused, so this is the flock's motion alone.
void e8Markdown(std::ostringstream& md, const Rows& rows) {
    md << "### E8 the confusion effect's null model (extension; " << seedCount(rows, "e8")
       << " seeds; a hawk at step 600 until it leaves or step 2,000)\n\n"
          "| strategy | birds | density | attacks with a catch | would-be catches | closest approach | startled % | "
          "measured density | nearest-neighbour distance |\n|---|---:|---|---:|---:|---:|---:|---:|---:|\n";
    for (const auto& v : variantsOf(rows, "e8")) {
        std::istringstream words(v);
        std::string strategy, birds, density;
        words >> strategy >> birds >> density;
        const CountedMean caught = countedMean(rows, "e8", v, "caught");
        md << "| " << strategy << " | " << birds.substr(2) << " | " << density << " | "
           << ofRuns(static_cast<int>(std::lround(caught.sum)), caught.present) << " | "
           << fixed(meanOf(rows, "e8", v, "would_be_catches"), 2) << " | "
           << fixed(meanOf(rows, "e8", v, "closest_approach"), 2) << " | "
           << fixed(meanOf(rows, "e8", v, "startled_pct")) << " | " << fixed(meanOf(rows, "e8", v, "density"), 3)
           << " | " << fixed(meanOf(rows, "e8", v, "nn_distance"), 2) << " |\n";
    }
    md << "\nPooled over the four strategies:\n\n| birds | density | attacks | with a catch % | would-be catches per "
          "attack | measured density | nearest-neighbour distance |\n|---:|---|---:|---:|---:|---:|---:|\n";
    auto cellRow = [&](const E8Cell& c) {
        md << "| " << c.birds << " | " << c.density << " | " << c.attacks << " | " << fixed(c.caughtPct) << " | "
           << fixed(c.catchesPerAttack, 2) << " | " << fixed(c.measuredDensity, 3) << " | " << fixed(c.nnDistance, 2)
           << " |\n";
    };
    for (const E8Cell& c : summariseE8(rows)) cellRow(c);
    if (const auto player = summariseE8Player(rows); !player.empty()) {
        md << "\nPlayer flights (a person flew the hawk in the window; `--player-flights`), per flock:\n\n| birds | "
              "density | flights | with a catch % | would-be catches per flight | measured density | "
              "nearest-neighbour distance |\n|---:|---|---:|---:|---:|---:|---:|\n";
        for (const E8Cell& c : player) cellRow(c);
    }
    md << "\n";
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
    if (hasExperiment(rows, "e5")) {
        md << "### E5 hawk strategies at step 600 (extension; means over " << seedCount(rows, "e5")
           << " seeds, to the regroup or step 2,000)\n\n| strategy | closest approach | would-be catches | startled % "
              "| "
              "lowest polarization | most clusters | escape wave: speed per step (seeds with one) | split | recovery "
              "steps (seeds regrouped) |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n";
        for (const auto& v : variantsOf(rows, "e5")) {
            const CountedMean wave = countedMean(rows, "e5", v, "wave_speed");
            const CountedMean split = countedMean(rows, "e5", v, "split");
            const CountedMean recovery = countedMean(rows, "e5", v, "recovery_steps");
            const int splits = static_cast<int>(std::lround(split.sum));
            md << "| " << v << " | " << fixed(meanOf(rows, "e5", v, "closest_approach"), 2) << " | "
               << fixed(meanOf(rows, "e5", v, "would_be_catches"), 2) << " | "
               << fixed(meanOf(rows, "e5", v, "startled_pct")) << " | "
               << fixed(meanOf(rows, "e5", v, "lowest_polarization")) << " | "
               << fixed(meanOf(rows, "e5", v, "most_clusters"), 2) << " | "
               << (wave.present ? fixed(wave.mean(), 2) : std::string("none")) << " ("
               << ofRuns(wave.present, wave.runs) << ") | " << ofRuns(splits, split.runs) << " | "
               << (recovery.present ? fixed(recovery.mean(), 0) : std::string("none")) << " ("
               << ofRuns(recovery.present, recovery.runs) << ") |\n";
        }
        md << "\n";
    }
    if (hasExperiment(rows, "e6")) e6Markdown(md, rows);
    if (hasExperiment(rows, "e7")) e7Markdown(md, rows);
    if (hasExperiment(rows, "e8")) e8Markdown(md, rows);
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
